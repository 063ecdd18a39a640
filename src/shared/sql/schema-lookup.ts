/**
 * Finding tables and columns by name. Names compare case-insensitively: SQL Server and SQLite fold case
 * and MySQL does on some systems, so two names differing only in case cannot be told apart everywhere
 * (sql-workbench README, "Validation").
 */
import type { SqlColumn, SqlSchemaDocument, SqlTable } from '../../modules/sql-workbench/contract.js';

export const nameKey = (name: string): string => name.trim().toLowerCase();

export class SchemaLookup {
  private readonly tables = new Map<string, SqlTable>();

  constructor(schema: SqlSchemaDocument) {
    for (const table of schema.tables) {
      const key = nameKey(table.name);
      if (!this.tables.has(key)) this.tables.set(key, table);
    }
  }

  table(name: string | null | undefined): SqlTable | undefined {
    return name ? this.tables.get(nameKey(name)) : undefined;
  }
}

export function findColumn(table: SqlTable, name: string | null | undefined): SqlColumn | undefined {
  if (!name) return undefined;
  const key = nameKey(name);
  return table.columns.find((c) => nameKey(c.name) === key);
}

/** The table's primary key columns, in column order. */
export const primaryKeyOf = (table: SqlTable): SqlColumn[] => table.columns.filter((c) => c.primaryKey);

/**
 * Whether `columns` (names) are a key of `table`: exactly its primary key, a single unique column, or
 * one of its unique constraints. A foreign key must reference such a set in every dialect.
 */
export function isKeyOf(table: SqlTable, columns: string[]): boolean {
  const wanted = new Set(columns.map(nameKey));
  if (wanted.size !== columns.length || wanted.size === 0) return false;
  const same = (names: string[]) => names.length === wanted.size && names.every((n) => wanted.has(nameKey(n)));
  const pk = primaryKeyOf(table).map((c) => c.name);
  if (pk.length && same(pk)) return true;
  if (columns.length === 1 && findColumn(table, columns[0])?.unique) return true;
  return (table.uniqueConstraints ?? []).some((u) => same(u.columns));
}

/** A single-column foreign key, resolved: the column, and the table and column it references. */
export interface ResolvedForeignKey {
  name: string | null;
  table: SqlTable;
  columns: SqlColumn[];
  target: SqlTable;
  targetColumns: SqlColumn[];
  onDelete: string | null;
  onUpdate: string | null;
}

/**
 * Every foreign key of the schema whose target exists (the column flags, then the table's composite
 * ones), in table and column order. Keys to missing tables or columns are left out: the validator
 * reports them.
 */
export function foreignKeysOf(schema: SqlSchemaDocument, lookup = new SchemaLookup(schema)): ResolvedForeignKey[] {
  const keys: ResolvedForeignKey[] = [];
  for (const table of schema.tables) {
    for (const column of table.columns) {
      if (!column.foreignKey) continue;
      const target = lookup.table(column.referencedTable);
      const targetColumn = target && findColumn(target, column.referencedColumn);
      if (!target || !targetColumn) continue;
      keys.push({ name: null, table, columns: [column], target, targetColumns: [targetColumn], onDelete: column.onDelete ?? null, onUpdate: column.onUpdate ?? null });
    }
    for (const fk of table.foreignKeys ?? []) {
      const target = lookup.table(fk.referencedTable);
      if (!target || fk.columns.length !== fk.referencedColumns.length) continue;
      const columns = fk.columns.map((n) => findColumn(table, n));
      const targetColumns = fk.referencedColumns.map((n) => findColumn(target, n));
      if (columns.some((c) => !c) || targetColumns.some((c) => !c)) continue;
      keys.push({
        name: fk.name ?? null,
        table,
        columns: columns as SqlColumn[],
        target,
        targetColumns: targetColumns as SqlColumn[],
        onDelete: fk.onDelete ?? null,
        onUpdate: fk.onUpdate ?? null,
      });
    }
  }
  return keys;
}
