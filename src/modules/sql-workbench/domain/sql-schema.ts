/**
 * A saved SQL schema: the model the designer edits (owned by contract.ts, checked by src/shared/sql's
 * validator) with its owner and its diagram positions (sql-workbench README, "Model").
 */
import { DomainError } from '../../../shared/index.js';
import { nameKey, validateSqlSchema } from '../../../shared/sql/index.js';
import type { SavedSqlSchema, SqlNodePosition, SqlSchemaDocument, SqlSchemaInvalidDetails } from '../contract.js';

export interface SqlSchemaRecord {
  id: string;
  ownerId: string;
  document: SqlSchemaDocument;
  positions: Record<string, SqlNodePosition>;
  createdAt: Date;
  updatedAt: Date;
}

/** An account keeps at most this many schemas: each may be 2 MB, and the list is loaded whole. */
export const MAX_SAVED_SCHEMAS = 100;

/** Refuses a schema with any validation issue, answering all of them at once. */
export function assertValidSchema(document: SqlSchemaDocument): void {
  const issues = validateSqlSchema(document);
  if (issues.length === 0) return;
  const first = issues[0];
  const details: SqlSchemaInvalidDetails = { issues };
  throw new DomainError('validation', 'SQL_SCHEMA_INVALID', `${first?.path}: ${first?.message}`, { ...details });
}

export const schemaNotFound = () => new DomainError('not_found', 'SQL_SCHEMA_NOT_FOUND', 'No such schema');

export const schemaLimitReached = () =>
  new DomainError('conflict', 'SQL_SCHEMA_LIMIT_REACHED', `An account keeps at most ${MAX_SAVED_SCHEMAS} schemas: delete one first`);

/**
 * The positions worth keeping: one per table that exists (matched as table names are, and keyed by the
 * table's own spelling), with finite coordinates. Stale entries of renamed or deleted tables go.
 */
export function positionsForTables(positions: Record<string, SqlNodePosition> | undefined, document: SqlSchemaDocument): Record<string, SqlNodePosition> {
  const kept: Record<string, SqlNodePosition> = {};
  if (!positions) return kept;
  const byKey = new Map(Object.entries(positions).map(([name, p]) => [nameKey(name), p]));
  for (const table of document.tables) {
    const position = byKey.get(nameKey(table.name));
    if (position && Number.isFinite(position.x) && Number.isFinite(position.y)) kept[table.name] = { x: position.x, y: position.y };
  }
  return kept;
}

export const savedSchemaView = (record: SqlSchemaRecord): SavedSqlSchema => ({
  id: record.id,
  database_name: record.document.database_name,
  tables: record.document.tables,
  positions: record.positions,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});
