import 'reflect-metadata';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { countSiteRows, everyTable, insertSiteRow } from '../../../../../test/support/analytics/site-data-rows.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { ApplyRetention } from '../../application/apply-retention/apply-retention.use-case.js';
import { DataJobKnexRepository } from './data-job.knex-repository.js';
import { ensurePartitions, listPartitions, partitionName } from './partition-maintenance.js';
import { rowCutoff, SiteDataKnexStore, SITE_JOB_TABLES, SITE_SETTINGS_TABLES } from './site-data.knex-store.js';
import { SITE_DATA_TABLES } from './site-data-tables.js';

const DAY = 86_400_000;

describe('analytics site data store (real database)', () => {
  let db: TestDatabase;
  let store: SiteDataKnexStore;
  let jobs: DataJobKnexRepository;
  const now = new Date();
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY);

  before(async () => {
    db = await createTestDatabase();
    store = new SiteDataKnexStore(db.database);
    jobs = new DataJobKnexRepository(db.database);
  });
  after(() => db.drop());

  /** A row in every per-site table at each of the given ages (days). */
  async function seed(siteId: string, ages: number[]): Promise<void> {
    for (const { table } of SITE_DATA_TABLES) for (const age of ages) await insertSiteRow(db.knex, table, siteId, daysAgo(age));
  }

  it('handles every analytics table with a site_id column: listed as site data, or erased with the site', async () => {
    // Partitions inherit the parent's columns; they are covered by it.
    const { rows } = await db.knex.raw<{ rows: { name: string }[] }>(`
      select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'site_id' and not a.attisdropped
      where c.relkind in ('r', 'p') and not c.relispartition and c.relname like 'analytics\\_%'
      order by 1`);
    const handled = new Set<string>([...SITE_DATA_TABLES.map((t) => t.table), ...SITE_JOB_TABLES, ...SITE_SETTINGS_TABLES]);
    const unhandled = rows.map((r) => r.name).filter((name) => !handled.has(name));
    expect(unhandled, 'add these to SITE_DATA_TABLES (collected data) or SITE_SETTINGS_TABLES (kept until the site goes)').to.deep.equal([]);
    expect(rows.map((r) => r.name)).to.include.members(SITE_DATA_TABLES.map((t) => t.table));
  });

  it('knows each listed table\'s time column and its granularity', async () => {
    for (const entry of SITE_DATA_TABLES) {
      const { rows } = await db.knex.raw<{ rows: { data_type: string }[] }>(
        'select data_type from information_schema.columns where table_schema = current_schema() and table_name = ? and column_name = ?',
        [entry.table, entry.timeColumn],
      );
      const expected = entry.timeColumn === 'day' || entry.timeColumn === 'week' ? 'date' : 'timestamp with time zone';
      expect(rows[0]?.data_type, `${entry.table}.${entry.timeColumn}`).to.equal(expected);
    }
    const cutoff = new Date('2026-03-10T13:45:10.500Z');
    expect(rowCutoff({ table: 't', timeColumn: 'hour' }, cutoff)).to.deep.equal(new Date('2026-03-10T13:00:00.000Z'));
    expect(rowCutoff({ table: 't', timeColumn: 'day' }, cutoff)).to.equal('2026-03-10');
    // A week (named by its Monday) goes when any of its days does: every week starting before 03-10.
    expect(rowCutoff({ table: 't', timeColumn: 'week' }, cutoff)).to.equal('2026-03-10');
    expect(rowCutoff({ table: 't', timeColumn: 'occurred_at' }, cutoff)).to.equal(cutoff);
  });

  it('purges one site\'s rows older than the cut-off from every table, and nobody else\'s', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await seed(a, [100, 40, 10]);
    await seed(b, [100, 40, 10]);
    expect(await countSiteRows(db.knex, a)).to.deep.equal(everyTable(3));
    expect(await store.deleteCollected(a, daysAgo(30))).to.deep.equal({ events: 2 });
    expect(await countSiteRows(db.knex, a)).to.deep.equal(everyTable(1));
    expect(await countSiteRows(db.knex, b)).to.deep.equal(everyTable(3));
    expect(await store.deleteCollected(a, null)).to.deep.equal({ events: 1 });
    expect(await countSiteRows(db.knex, a)).to.deep.equal(everyTable(0));
    expect(await countSiteRows(db.knex, b)).to.deep.equal(everyTable(3));
  });

  it('erases a deleted site\'s data and jobs (files included), leaving other sites alone', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await seed(a, [5]);
    await seed(b, [5]);
    const jobA = await jobs.create({ siteId: a, userId: 'u', kind: 'export', format: 'csv' });
    const jobB = await jobs.create({ siteId: b, userId: 'u', kind: 'purge', scope: 'all', cutoff: null });
    await db.knex('analytics_export_chunks').insert({ job_id: jobA.id, seq: 0, data: Buffer.from('x') });
    expect(await store.eraseSite(a)).to.deep.equal({ events: 1 });
    expect(await countSiteRows(db.knex, a)).to.deep.equal(everyTable(0));
    expect(await jobs.find(jobA.id)).to.equal(null);
    expect(await db.knex('analytics_export_chunks').where({ job_id: jobA.id })).to.deep.equal([]);
    expect(await jobs.find(jobB.id)).to.include({ siteId: b });
    expect(await countSiteRows(db.knex, b)).to.deep.equal(everyTable(1));
  });

  it('pages through a site\'s events in time order without losing or repeating one, ties and microseconds included', async () => {
    const site = randomUUID();
    const at = new Date('2026-03-01T10:00:00.000Z');
    const ids = Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await ensurePartitions(db.knex, at, at);
    // Three events per instant, instants one microsecond apart: ties are broken by id, and a cursor
    // rounded to milliseconds would repeat or skip events.
    await db.knex('analytics_events').insert(
      ids.map((id, i) => ({
        id,
        site_id: site,
        visitor_id: 'v',
        session_id: 's',
        kind: 'pageview',
        path: `/p${i}`,
        occurred_at: db.knex.raw('?::timestamptz + make_interval(secs => ?)', [at.toISOString(), Math.floor(i / 3) / 1e6]),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await store.readEvents(site, cursor, 5);
      seen.push(...page.events.map((e) => e.id));
      cursor = page.next;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(seen).to.deep.equal(ids);
    expect(pages).to.equal(3);
    const [first] = (await store.readEvents(site, null, 1)).events;
    expect(first).to.include({ id: ids[0], siteId: site });
    expect(first!.occurredAt.toISOString()).to.equal(at.toISOString());
  });

  it('applies retention: drops whole partitions past the longest retention, trims shorter sites, creates days ahead', async () => {
    const [long, short] = [randomUUID(), randomUUID()];
    await db.knex('analytics_sites').insert([
      { id: long, user_id: 'u1', name: 'Long', url: 'https://long.example', host: 'long.example', retention_days: 60 },
      { id: short, user_id: 'u1', name: 'Short', url: 'https://short.example', host: 'short.example', retention_days: 20 },
    ]);
    await seed(long, [90, 70, 30, 5]);
    await seed(short, [90, 70, 30, 5]);
    const expired = await jobs.create({ siteId: long, userId: 'u1', kind: 'export', format: 'csv' });
    await jobs.markDone(expired.id, { recordCount: 0, expiresAt: daysAgo(0.01) }, now);
    const oldPartition = partitionName(daysAgo(90));

    const outcome = await new ApplyRetention(store, jobs, { now: () => now }).execute();

    expect(outcome.droppedPartitions).to.be.at.least(2);
    expect((await listPartitions(db.knex)).map((p) => p.name)).to.not.include(oldPartition);
    expect(await countSiteRows(db.knex, long)).to.deep.equal(everyTable(2));
    expect(await countSiteRows(db.knex, short)).to.deep.equal(everyTable(1));
    // Deleted row by row: only the short site's 30-day-old event (older ones went with their partitions).
    expect(outcome).to.include({ sitesTrimmed: 1, expiredExports: 1, deletedEvents: 1 });
    const names = (await listPartitions(db.knex)).map((p) => p.name);
    for (let d = 0; d <= 3; d++) expect(names).to.include(partitionName(new Date(now.getTime() + d * DAY)));
    expect(await jobs.find(expired.id)).to.equal(null);
  });
});
