import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { MIGRATIONS_DIR, migrateToLatest, pendingMigrations } from '../../../src/platform/db/index.js';
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

  it('recovers from a stale knex lock row left by a crashed migrator, and serialises concurrent runs', async () => {
    await db.knex('knex_migrations_lock').update({ is_locked: 1 });
    const results = await Promise.all([migrateToLatest(db.knex), migrateToLatest(db.knex)]);
    expect(results.map((r) => r.applied)).to.deep.equal([[], []]);
    expect((await db.knex('knex_migrations_lock').first('is_locked')).is_locked).to.equal(0);
  });
});
