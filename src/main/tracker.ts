import { main } from './runtime.js';

main(['tracker']);
