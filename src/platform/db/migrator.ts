import { readdirSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { isPglite } from './knex.factory.js';

const here = dirname(fileURLToPath(import.meta.url));
/** src/platform/db → migrations/ under tsx; dist/src/platform/db → dist/migrations/ once compiled. */
export const MIGRATIONS_DIR = resolve(here, '../../../migrations');

/** Any constant unique to StackLens; every process that migrates takes the same lock. */
const MIGRATION_LOCK_KEY = 7_300_414_001;

export interface MigrationOutcome {
  applied: string[];
}

/**
 * Knex's own lock row stays set if a process dies mid-migration and then blocks every later start.
 * A PostgreSQL session advisory lock is released by the server when the holder disconnects, so it
 * serialises concurrent migrators (several api pods, the Helm hook Job) without that failure mode;
 * while we hold it, a stale knex lock row can only be a leftover and is cleared.
 */
export async function migrateToLatest(knex: Knex, directory = MIGRATIONS_DIR): Promise<MigrationOutcome> {
  const extension = extname(fileURLToPath(import.meta.url));
  const config: Knex.MigratorConfig = { migrationSource: new EsmMigrationSource(directory, extension) };
  return withAdvisoryLock(knex, async () => {
    await knex.migrate.forceFreeMigrationsLock(config);
    const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
    return { applied };
  });
}

/**
 * Runs `work` holding the migration lock: the ClickHouse analytics schema (docs/adr/0012-analytics-on-clickhouse.md)
 * is migrated under it, so two processes never run the same ClickHouse migration at once.
 */
export function underMigrationLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  return withAdvisoryLock(knex, work);
}

export async function pendingMigrations(knex: Knex, directory = MIGRATIONS_DIR): Promise<string[]> {
  const extension = extname(fileURLToPath(import.meta.url));
  const [, pending] = (await knex.migrate.list({ migrationSource: new EsmMigrationSource(directory, extension) })) as [
    unknown,
    { file: string }[],
  ];
  return pending.map((p) => p.file);
}

/** Advisory locks are re-entrant within one session, so callers sharing a connection also queue here. */
const inProcess = new WeakMap<Knex, Promise<unknown>>();

function withAdvisoryLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  const previous = inProcess.get(knex) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => withSessionLock(knex, work));
  inProcess.set(knex, next);
  return next;
}

async function withSessionLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  if (isPglite(knex)) {
    // One connection only: the lock and the migrations share it (advisory locks are re-entrant per session).
    await knex.raw('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await knex.raw('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY]);
    }
  }
  const connection = (await knex.client.acquireConnection()) as object;
  try {
    await knex.raw('select pg_advisory_lock(?)', [MIGRATION_LOCK_KEY]).connection(connection);
    try {
      return await work();
    } finally {
      await knex.raw('select pg_advisory_unlock(?)', [MIGRATION_LOCK_KEY]).connection(connection);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

type MigrationModule = { up(knex: Knex): Promise<void>; down?(knex: Knex): Promise<void> };

/** Knex's default source uses require(); ours imports ESM files and skips declaration and map files. */
class EsmMigrationSource implements Knex.MigrationSource<string> {
  constructor(
    private readonly directory: string,
    private readonly extension: string,
  ) {}

  async getMigrations(): Promise<string[]> {
    return readdirSync(this.directory)
      .filter((f) => f.endsWith(this.extension) && !f.endsWith('.d.ts'))
      .sort();
  }

  getMigrationName(file: string): string {
    // The recorded name is extension-free so a database migrated by tsx (.ts) and later by the compiled build (.js) agree.
    return file.slice(0, -this.extension.length);
  }

  async getMigration(file: string): Promise<MigrationModule> {
    const mod = (await import(pathToFileURL(join(this.directory, file)).href)) as MigrationModule;
    return {
      up: mod.up,
      down: mod.down ?? (() => Promise.reject(new Error(`${file}: migrations are forward-only`))),
    };
  }
}
