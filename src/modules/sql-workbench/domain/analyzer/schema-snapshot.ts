import type { TableSource } from './statement.js';

/**
 * What the analyzer reads of the explorer's catalogue, when the caller has one: the explorer's snapshot
 * of the connection fits this shape as it is (only the fields read here are named). Without it the
 * rules that need the catalogue (foreign keys without an index, a text column compared with a number,
 * COUNT(column) on a column that cannot be null) stay quiet and a warning says so.
 */
export interface AnalyzerSchema {
  tables: AnalyzerTable[];
}

export interface AnalyzerTable {
  schema: string;
  name: string;
  estimatedRows?: number | null;
  columns: { name: string; type: string; nullable: boolean }[];
  /** Key columns in order; an expression key is its text (`lower(email)`). */
  indexes: { name: string; columns: string[]; predicate?: string | null }[];
  foreignKeys: { name: string; columns: string[]; referencedSchema: string; referencedTable: string; referencedColumns: string[] }[];
}

/** Case-insensitive lookups over a snapshot; a name without a schema matches in any schema, first found. */
export class SchemaLookup {
  private readonly byName = new Map<string, AnalyzerTable[]>();

  constructor(readonly schema: AnalyzerSchema | null) {
    for (const table of schema?.tables ?? []) {
      const key = table.name.toLowerCase();
      this.byName.set(key, [...(this.byName.get(key) ?? []), table]);
    }
  }

  get present(): boolean {
    return this.schema !== null;
  }

  table(source: Pick<TableSource, 'schema' | 'name'>): AnalyzerTable | null {
    const candidates = this.byName.get(source.name.toLowerCase()) ?? [];
    if (source.schema) return candidates.find((t) => t.schema.toLowerCase() === source.schema?.toLowerCase()) ?? null;
    return candidates[0] ?? null;
  }

  column(table: AnalyzerTable | null, name: string) {
    return table?.columns.find((c) => c.name.toLowerCase() === name.toLowerCase()) ?? null;
  }

  /** True when some index's key starts with exactly these columns, in any order among them. */
  hasLeadingIndex(table: AnalyzerTable, columns: string[]): boolean {
    const wanted = new Set(columns.map((c) => c.toLowerCase()));
    return table.indexes.some((index) => {
      if (index.predicate) return false;
      const leading = index.columns.slice(0, wanted.size).map((c) => c.toLowerCase());
      return leading.length === wanted.size && leading.every((c) => wanted.has(c));
    });
  }
}

/** Type families the analyzer compares: enough to tell a text column compared with a number. */
export function typeFamily(type: string): 'text' | 'number' | 'time' | 'other' {
  const t = type.toLowerCase();
  if (/^(character|char|varchar|nvarchar|nchar|text|tinytext|mediumtext|longtext|citext|enum|set|bpchar|name)\b/.test(t)) return 'text';
  if (/^(smallint|integer|int|int2|int4|int8|bigint|tinyint|mediumint|decimal|numeric|real|double|float|float4|float8|serial|bigserial|smallserial|bit)\b/.test(t)) return 'number';
  if (/^(date|time|timestamp|datetime|year|interval)\b/.test(t)) return 'time';
  return 'other';
}
