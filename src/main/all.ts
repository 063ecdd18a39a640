import { main } from './runtime.js';

// Embedded mode (`make start`): every role in one process, one port, one PGlite database.
main(['api', 'worker', 'tracker']);
