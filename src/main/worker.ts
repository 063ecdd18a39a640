import { main } from './runtime.js';

main(['worker']);
