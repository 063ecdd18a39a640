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
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: config.kind === 'pglite' ? { filename: config.dir } : {},
  });
}

export const isPglite = (knex: Knex): boolean => knex.client.config.dialect === 'postgres' && knex.client.config.client !== 'pg';
