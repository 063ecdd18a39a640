export { createKnex, isPglite } from './knex.factory.js';
export { Database } from './database.js';
export type { TransactionRunner } from './transaction-runner.port.js';
export { KnexTransactionRunner } from './knex.transaction-runner.js';
export { migrateToLatest, pendingMigrations, underMigrationLock, MIGRATIONS_DIR } from './migrator.js';
export { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
