import type { PGlite, ParserOptions } from '@electric-sql/pglite';
import type pg from 'pg';

/** A value parser that keeps the server's text. */
const asText = (value: string): string => value;

/** Every type the database knows, each read as the server's text (no JSON parsing, no Date, no bigint). */
export function textParsers(oids: Iterable<number>): ParserOptions {
  const parsers: ParserOptions = {};
  for (const oid of oids) parsers[oid] = asText;
  return parsers;
}

interface QueryConfigSubset {
  text: string;
  values?: unknown[];
  rowMode?: 'array';
  /** Only its presence is read: the PostgreSQL inspector asks for the server's text when it sets one. */
  types?: unknown;
}

/**
 * The part of pg.Client that the PostgreSQL inspector's functions call (adapters/database/postgresql:
 * explorer, usage panel, EXPLAIN), answered by PGlite in this thread, so the sample database is read
 * by the very same catalogue queries as a user's server. A text alone goes through the simple protocol
 * (several statements allowed, as in pg); a query config through the extended protocol, which refuses
 * a second statement. A config with `types` gets every value as text, as the inspector's raw reads
 * expect; otherwise PGlite's own parsers stand in for pg's (booleans, numbers, arrays).
 */
export class PgliteClient {
  constructor(
    private readonly db: PGlite,
    private readonly rawParsers: ParserOptions,
  ) {}

  async query(textOrConfig: string | QueryConfigSubset): Promise<{ rows: unknown[]; fields: Array<{ name: string; dataTypeID: number }>; rowCount: number }> {
    if (typeof textOrConfig === 'string') {
      const results = await this.db.exec(textOrConfig);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], fields: last?.fields ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    }
    const result = await this.db.query<unknown>(textOrConfig.text, textOrConfig.values ?? [], {
      ...(textOrConfig.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
      ...(textOrConfig.types !== undefined ? { parsers: this.rawParsers } : {}),
    });
    return { rows: result.rows, fields: result.fields, rowCount: result.affectedRows ?? result.rows.length };
  }

  /** Typed for the inspector's functions, which name pg.Client and call only `query` as above. */
  asPgClient(): pg.Client {
    return this as unknown as pg.Client;
  }
}
