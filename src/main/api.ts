import { main } from './runtime.js';

main(['api']);
