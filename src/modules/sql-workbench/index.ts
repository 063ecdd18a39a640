/**
 * The sql-workbench module's public surface for other modules. Nothing calls into it yet: the designer
 * is reached over HTTP (contract.ts) and the pure model code lives in src/shared/sql. The query tool
 * (connections) will sit beside the designer in this module.
 */
export type { SqlSchemaRecord } from './domain/sql-schema.js';
export { MAX_SAVED_SCHEMAS } from './domain/sql-schema.js';
