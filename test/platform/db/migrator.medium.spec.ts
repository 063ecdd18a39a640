import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { createKnex, MIGRATIONS_DIR, migrateToLatest, pendingMigrations, underMigrationLock } from '../../../src/platform/db/index.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

describe('migrations (real database)', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.drop());

  it('leaves nothing pending after migrating, and a second run applies nothing', async () => {
    expect(await pendingMigrations(db.knex)).to.deep.equal([]);
    expect((await migrateToLatest(db.knex)).applied).to.deep.equal([]);
  });

  it('records every migration file by its extension-free name', async () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''));
    const recorded = (await db.knex('knex_migrations').select('name')).map((r: { name: string }) => r.name);
    expect(recorded).to.deep.equal(files.sort());
  });

  it('names files <timestamp>_<module>__<change>: knex files here, SQL files in clickhouse/ (the ClickHouse store, ADR 0012)', () => {
    for (const file of readdirSync(MIGRATIONS_DIR, { withFileTypes: true })) {
      if (file.isDirectory()) expect(file.name).to.equal('clickhouse');
      else expect(file.name).to.match(/^\d{14}_[a-z-]+__[a-z0-9_-]+\.ts$/);
    }
    const clickhouse = readdirSync(`${MIGRATIONS_DIR}/clickhouse`);
    expect(clickhouse.length).to.be.greaterThan(0);
    for (const file of clickhouse) expect(file).to.match(/^\d{14}_[a-z-]+__[a-z0-9_-]+\.sql$/);
  });

  it('runs work under the migration lock one process at a time (the ClickHouse migrations take it too)', async () => {
    // On PostgreSQL two pools, as two pods would have: the lock is the server's, not the process's.
    const other = db.url ? createKnex({ kind: 'postgres', url: db.url, poolMax: 2 }) : db.knex;
    try {
      const steps: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = underMigrationLock(db.knex, async () => {
        steps.push('first in');
        await held;
        steps.push('first out');
      });
      while (steps.length === 0) await new Promise((resolve) => setImmediate(resolve));
      const second = underMigrationLock(other, async () => {
        steps.push('second in');
      });
      // The second is queued: on PostgreSQL its pg_advisory_lock waits, seen in pg_locks.
      if (other !== db.knex) {
        const waiting = async () => Number((await db.knex.raw("select count(*) as n from pg_locks where locktype = 'advisory' and not granted")).rows[0].n);
        while ((await waiting()) === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      expect(steps).to.deep.equal(['first in']);
      release();
      await Promise.all([first, second]);
      expect(steps).to.deep.equal(['first in', 'first out', 'second in']);
    } finally {
      if (other !== db.knex) await other.destroy();
    }
  });

  it('recovers from a stale knex lock row left by a crashed migrator, and serialises concurrent runs', async () => {
    await db.knex('knex_migrations_lock').update({ is_locked: 1 });
    const results = await Promise.all([migrateToLatest(db.knex), migrateToLatest(db.knex)]);
    expect(results.map((r) => r.applied)).to.deep.equal([[], []]);
    expect((await db.knex('knex_migrations_lock').first('is_locked')).is_locked).to.equal(0);
  });
});
