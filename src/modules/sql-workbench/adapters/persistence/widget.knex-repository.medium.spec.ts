import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { WidgetSettings } from '../../domain/widget/widget.js';
import { WidgetKnexRepository } from './widget.knex-repository.js';

/** sql_workbench_widgets on a migrated database (PostgreSQL with DATABASE_URL, PGlite without): every call scoped by owner. */
const settings = (name: string, extra: Partial<WidgetSettings> = {}): WidgetSettings => ({
  name,
  connectionId: 'sample',
  sql: 'SELECT status, count(*) AS n FROM orders GROUP BY 1',
  chart: { type: 'pie', x: 'status', y: 'n', groupBy: null, limit: 20, size: 'small', legend: false },
  ...extra,
});

describe('sql_workbench_widgets repository (real database)', () => {
  let db: TestDatabase;
  let repo: WidgetKnexRepository;
  before(async () => {
    db = await createTestDatabase();
    repo = new WidgetKnexRepository(db.database);
  });
  after(() => db.drop());

  it('creates, lists oldest first, replaces and deletes within the owner’s rows only, the chart kept whole', async () => {
    const owner = `seeded_${randomUUID().slice(0, 8)}`;
    const other = randomUUID();
    const first = await repo.create(randomUUID(), owner, settings('first'), 50);
    expect(first).to.deep.include({ ownerId: owner, name: 'first', connectionId: 'sample' });
    expect(first!.chart).to.deep.equal(settings('x').chart);
    expect(first!.createdAt).to.be.instanceOf(Date);
    const second = await repo.create(randomUUID(), owner, settings('second', { connectionId: randomUUID(), chart: { type: 'heatmap', x: 'a', y: 'b', groupBy: 'c', limit: 1000, size: 'large', legend: true } }), 50);
    const theirs = await repo.create(randomUUID(), other, settings('theirs'), 50);

    expect((await repo.listForOwner(owner)).map((w) => w.name)).to.deep.equal(['first', 'second']);
    expect((await repo.find(second!.id, owner))?.chart).to.deep.equal({ type: 'heatmap', x: 'a', y: 'b', groupBy: 'c', limit: 1000, size: 'large', legend: true });
    expect(await repo.find(theirs!.id, owner)).to.equal(null);

    const replaced = await repo.update(first!.id, owner, settings('renamed', { sql: 'SELECT 1 AS a, 2 AS b' }));
    expect(replaced).to.deep.include({ id: first!.id, name: 'renamed', sql: 'SELECT 1 AS a, 2 AS b' });
    expect(await repo.update(theirs!.id, owner, settings('stolen'))).to.equal(null);
    expect((await repo.find(theirs!.id, other))?.name).to.equal('theirs');

    expect(await repo.delete(theirs!.id, owner)).to.equal(false);
    expect(await repo.delete(second!.id, owner)).to.equal(true);
    expect((await repo.listForOwner(owner)).map((w) => w.id)).to.deep.equal([first!.id]);
    expect(await repo.deleteForOwner(owner)).to.equal(1);
    expect(await repo.listForOwner(owner)).to.deep.equal([]);
    expect(await repo.listForOwner(other)).to.have.length(1);
  });

  it('creates at most `maxForOwner` widgets for an owner, even when the requests arrive together', async () => {
    const owner = `burst_${randomUUID().slice(0, 8)}`;
    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => repo.create(randomUUID(), owner, settings(`w${i}`), 3)));
    expect(created.filter((w) => w !== null)).to.have.length(3);
    expect(await repo.listForOwner(owner)).to.have.length(3);
  });
});
