import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { createKnex, Database, migrateToLatest } from '../../src/platform/db/index.js';
import { testServices } from './services.js';

export interface TestDatabase {
  database: Database;
  knex: Knex;
  /** A DATABASE_URL pointing at this isolated database (PostgreSQL: its own schema), for starting an app on it. */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: its own schema on PostgreSQL (dropped afterwards), or an
 * in-memory PGlite. Tests therefore never see each other's rows and can run in any order, or side by
 * side in parallel workers. `schemaPrefix` names the schema for a run that sweeps its schemas up in one
 * go (dropTestSchemas), when the process that made it may exit before it can drop it.
 */
export async function createTestDatabase(options: { schemaPrefix?: string } = {}): Promise<TestDatabase> {
  if (!testServices.databaseUrl) {
    const knex = createKnex({ kind: 'pglite-memory' });
    await migrateToLatest(knex);
    return { database: new Database(knex), knex, drop: () => knex.destroy() };
  }
  const schema = `${options.schemaPrefix ?? 't_'}${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: testServices.databaseUrl, pool: { min: 0, max: 1 } });
  await admin.raw('create schema ??', [schema]);
  await admin.destroy();
  const url = withSearchPath(testServices.databaseUrl, schema);
  const knex = createKnex({ kind: 'postgres', url, poolMax: 5 });
  await migrateToLatest(knex);
  return {
    database: new Database(knex),
    knex,
    url,
    drop: async () => {
      await knex.raw('drop schema ?? cascade', [schema]);
      await knex.destroy();
    },
  };
}

/** node-postgres passes `options` to the server: every pooled connection starts in the test schema. */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** Drops every schema whose name starts with `prefix` (see createTestDatabase's schemaPrefix). */
export async function dropTestSchemas(prefix: string): Promise<void> {
  if (!testServices.databaseUrl) return;
  const admin = knexFactory({ client: 'pg', connection: testServices.databaseUrl, pool: { min: 0, max: 1 } });
  try {
    const rows = (await admin.raw('select nspname from pg_namespace where starts_with(nspname, ?)', [prefix])) as { rows: { nspname: string }[] };
    for (const { nspname } of rows.rows) await admin.raw('drop schema ?? cascade', [nspname]);
  } finally {
    await admin.destroy();
  }
}
