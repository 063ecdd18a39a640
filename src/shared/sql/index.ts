/**
 * The SQL schema model's pure code, run by the server and the browser alike (sql-workbench README,
 * "Shared with the browser"): DDL generators for four dialects, the validator, the type map and the
 * DBML and JSON exports. No package, no I/O: .dependency-cruiser.cjs keeps it so.
 */
import type { GenerateDdl } from '../../modules/sql-workbench/contract.js';
import { generateDdl as generate } from './ddl.js';

export const generateDdl: GenerateDdl = generate;
export { dependencyOrder } from './ddl.js';
export { DIALECTS } from './dialects.js';
export { toDbml, toJsonExport } from './dbml.js';
export { parsePortableDefault, portableDefaultText, type PortableDefault } from './defaults.js';
export { findColumn, foreignKeysOf, isKeyOf, nameKey, primaryKeyOf, SchemaLookup, type ResolvedForeignKey } from './schema-lookup.js';
export { INTEGER_TYPES, PORTABLE_SQL_TYPES, TYPE_ARGUMENTS, parseSqlType, portableTypeText, type ParsedSqlType } from './types.js';
export { SQL_SCHEMA_LIMITS, validateSqlSchema } from './validate.js';
