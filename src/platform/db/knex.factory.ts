import { mkdirSync } from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import type { DatabaseConfig } from '../config/index.js';

/**
 * PostgreSQL through node-postgres when DATABASE_URL is set; otherwise PGlite (PostgreSQL compiled to
 * WASM) persisted on disk, so the same SQL and migrations run in both modes.
 */
export function createKnex(config: DatabaseConfig | { kind: 'pglite-memory' }): Knex {
  if (config.kind === 'postgres') {
    return knexFactory({
      client: 'pg',
      connection: config.url,
      pool: { min: 0, max: config.poolMax },
      acquireConnectionTimeout: 10_000,
    });
  }
  if (config.kind === 'pglite') mkdirSync(config.dir, { recursive: true });
  return knexFactory({
    client: PgLiteClient as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: config.kind === 'pglite' ? { filename: config.dir } : {},
  });
}

type PgResponse = { affectedRows?: number; command?: string };
type QueryObject = { method?: string; response?: PgResponse };
type ResponseProcessor = { processResponse(obj: QueryObject, runner: unknown): unknown };
const PgLiteBase = ClientPgLite as unknown as new (config: Knex.Config) => ResponseProcessor;
const postgresClient = Object.getPrototypeOf(PgLiteBase.prototype) as ResponseProcessor;

/**
 * knex-pglite derives the result's command from the query method, so `del()` yields "DEL" and knex
 * returns the raw response instead of the affected row count. Naming the commands as PostgreSQL does
 * makes delete and increment behave exactly as on node-postgres.
 */
class PgLiteClient extends PgLiteBase {
  override processResponse(obj: QueryObject, runner: unknown): unknown {
    if ((obj.method === 'del' || obj.method === 'counter') && obj.response) {
      const response = { ...obj.response, rowCount: obj.response.affectedRows, command: obj.method === 'del' ? 'DELETE' : 'UPDATE' };
      return postgresClient.processResponse.call(this, { ...obj, response }, runner);
    }
    return super.processResponse(obj, runner);
  }
}

export const isPglite = (knex: Knex): boolean => knex.client.config.dialect === 'postgres' && knex.client.config.client !== 'pg';
