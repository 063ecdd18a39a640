import type { SchemaLookup } from './schema-snapshot.js';
import type { ColumnExpr, Expr, TableSource } from './statement.js';
import { walkExpr, type Scope } from './walk.js';

export interface ResolvedColumn {
  table: TableSource;
  column: string;
  /** Found in an enclosing block, not the block's own FROM: a correlated reference. */
  outer: boolean;
}

/**
 * The table a column belongs to. A qualified column follows its qualifier outward through the enclosing
 * blocks; an unqualified one belongs to the block's only source, or, with a catalogue, to the one table
 * in scope that has such a column. Anything else (ambiguous, a CTE, a derived table) is unresolved, and
 * the rules then say nothing rather than guess.
 */
export function resolveColumn(column: ColumnExpr, scope: Scope | null, lookup: SchemaLookup, ctes: Set<string>): ResolvedColumn | null {
  if (column.table) {
    const qualifier = column.table.toLowerCase();
    let outer = false;
    for (let s = scope; s; s = s.parent, outer = true) {
      const source = s.sources.get(qualifier);
      if (!source) continue;
      return source.kind === 'table' && !isCte(source, ctes) ? { table: source, column: column.name, outer } : null;
    }
    return null;
  }
  let outer = false;
  for (let s = scope; s; s = s.parent, outer = true) {
    const sources = [...s.sources.values()];
    const tables = sources.filter((source): source is TableSource => source.kind === 'table' && !isCte(source, ctes));
    const opaque = sources.length - tables.length;
    if (!lookup.present) {
      // Without a catalogue an unqualified name is placed only in a block with a single table.
      return sources.length === 1 && tables.length === 1 ? { table: tables[0]!, column: column.name, outer } : null;
    }
    const owners = tables.filter((t) => lookup.column(lookup.table(t), column.name));
    if (owners.length === 1) return { table: owners[0]!, column: column.name, outer };
    if (owners.length > 1) return null;
    const unknown = tables.filter((t) => !lookup.table(t));
    if (unknown.length === 1 && tables.length === 1 && opaque === 0) return { table: unknown[0]!, column: column.name, outer };
    if (opaque > 0 || unknown.length > 0) return null;
  }
  return null;
}

export function isCte(source: TableSource, ctes: Set<string>): boolean {
  return !source.schema && ctes.has(source.name.toLowerCase());
}

/** The columns an expression reads, subqueries left out. */
export function columnsIn(expr: Expr | null): ColumnExpr[] {
  const found: ColumnExpr[] = [];
  walkExpr(expr, (e) => {
    if (e.kind === 'column') found.push(e);
  });
  return found;
}
