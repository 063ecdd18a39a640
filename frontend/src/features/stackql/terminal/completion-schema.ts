import type { Completion } from '@codemirror/autocomplete';
import type { SQLNamespace } from '@codemirror/lang-sql';
import type { SqlExplorerSnapshot } from '../stackql.types.js';

export interface CompletionSchema {
  schema: SQLNamespace;
  /** Tables of this schema complete without their schema name (PostgreSQL's `public`, MySQL's database). */
  defaultSchema?: string;
}

/**
 * The explorer's snapshot as @codemirror/lang-sql's namespace: schema → table → columns, each column
 * with its type as the completion's detail. PostgreSQL's `public` (or the only schema) is the default
 * one, so `cust` completes to `customers` and `customers.` to its columns.
 */
export function completionSchemaOf(snapshot: SqlExplorerSnapshot | undefined): CompletionSchema {
  if (!snapshot) return { schema: {} };
  const schema: Record<string, Record<string, { self: Completion; children: Completion[] }>> = {};
  for (const table of snapshot.tables) {
    const tables = (schema[table.schema] ??= {});
    tables[table.name] = {
      self: { label: table.name, type: 'type', detail: table.kind },
      children: table.columns.map((column) => ({ label: column.name, type: 'property', detail: column.type })),
    };
  }
  const schemas = snapshot.schemas.length ? snapshot.schemas : Object.keys(schema);
  const defaultSchema = schemas.includes('public') ? 'public' : schemas.length === 1 ? schemas[0] : undefined;
  return defaultSchema ? { schema, defaultSchema } : { schema };
}
