import 'reflect-metadata';
import { expect } from 'chai';
import { chunks, generateHour, type HourTotals } from '../../../../../test/support/analytics/enriched-events.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { EventBatchWriter } from './event-batch.writer.js';
import { dropPartitionsBefore, ensurePartitions, listPartitions, purgeBefore } from './partition-maintenance.js';

const SITE_A = '00000000-0000-4000-8000-00000000000a';
const SITE_B = '00000000-0000-4000-8000-00000000000b';
const SITE_C = '00000000-0000-4000-8000-00000000000c';
const SITE_D = '00000000-0000-4000-8000-00000000000d';
const HOUR = 3_600_000;

interface HourlyRow {
  hour: Date;
  page_views: number;
  visitors: number;
  sessions: number;
  bounces: number;
  session_seconds: string | number;
  clicks: number;
  rage_clicks: number;
  events: number;
  active_ms: string | number;
}

const asTotals = (r: HourlyRow): HourTotals => ({
  pageViews: r.page_views,
  visitors: r.visitors,
  sessions: r.sessions,
  bounces: r.bounces,
  sessionSeconds: Number(r.session_seconds),
  clicks: r.clicks,
  rageClicks: r.rage_clicks,
  events: r.events,
  activeMs: Number(r.active_ms),
});

describe('EventBatchWriter and partition maintenance (real database)', () => {
  let db: TestDatabase;
  let writer: EventBatchWriter;
  before(async () => {
    db = await createTestDatabase();
    writer = new EventBatchWriter(db.database);
  });
  after(() => db.drop());

  const hourly = async (siteId: string) =>
    ((await db.knex('analytics_hourly').where({ site_id: siteId }).orderBy('hour')) as HourlyRow[]).map((r) => ({ hour: new Date(r.hour).toISOString(), ...asTotals(r) }));
  const count = async (table: string, siteId: string) => Number((await db.knex(table).where({ site_id: siteId }).count({ n: '*' }))[0]!.n);

  it('writes generated batches across two days and shows the known totals per hour', async () => {
    // Three hours on both sides of midnight, so two daily partitions; batches of 97 events cut sessions in
    // two, so a session that is a bounce after one batch must stop being one after the next.
    const hours = [new Date('2026-03-10T22:00:00Z'), new Date('2026-03-10T23:00:00Z'), new Date('2026-03-11T00:00:00Z')];
    const generated = hours.map((hour, i) => generateHour(SITE_A, hour, [40, 7, 101][i]!));
    const events = generated.flatMap((g) => g.events);
    let inserted = 0;
    for (const batch of chunks(events, 97)) inserted += (await writer.write(batch)).inserted;

    expect(inserted).to.equal(events.length);
    expect(await count('analytics_events', SITE_A)).to.equal(events.length);
    expect(await count('analytics_sessions', SITE_A)).to.equal(40 + 7 + 101);
    expect(await hourly(SITE_A)).to.deep.equal(hours.map((hour, i) => ({ hour: hour.toISOString(), ...generated[i]!.totals })));
    // The rollup agrees with the events themselves.
    const { rows } = await db.knex.raw<{ rows: { hour: Date; page_views: string; visitors: string }[] }>(
      `select date_trunc('hour', occurred_at) as hour, count(*) filter (where kind = 'pageview') as page_views, count(distinct visitor_id) as visitors
       from analytics_events where site_id = ? group by 1 order by 1`,
      [SITE_A],
    );
    expect(rows.map((r) => [Number(r.page_views), Number(r.visitors)])).to.deep.equal(generated.map((g) => [g.totals.pageViews, g.totals.visitors]));
    const partitions = (await listPartitions(db.knex)).map((p) => p.name);
    expect(partitions).to.include.members(['analytics_events_p20260310', 'analytics_events_p20260311']);
  });

  it('re-writing the same batch stores and counts nothing twice; an overlapping batch adds only its new events', async () => {
    const { events, totals } = generateHour(SITE_B, new Date('2026-04-01T09:00:00Z'), 20);
    const firstHalf = events.slice(0, 30);
    expect(await writer.write(firstHalf)).to.deep.equal({ inserted: 30, duplicates: 0 });
    const afterFirst = await hourly(SITE_B);
    expect(await writer.write(firstHalf)).to.deep.equal({ inserted: 0, duplicates: 30 });
    expect(await hourly(SITE_B)).to.deep.equal(afterFirst);

    // A retried job whose events partly made it in an earlier commit (same ids): only the rest counts.
    expect(await writer.write(events.slice(20))).to.deep.equal({ inserted: events.length - 30, duplicates: 10 });
    expect(await writer.write(events)).to.deep.equal({ inserted: 0, duplicates: events.length });
    expect(await hourly(SITE_B)).to.deep.equal([{ hour: '2026-04-01T09:00:00.000Z', ...totals }]);
    expect(await count('analytics_events', SITE_B)).to.equal(events.length);
    expect(await count('analytics_hourly_visitors', SITE_B)).to.equal(20);
  });

  it('a failing batch leaves nothing behind (all or nothing)', async () => {
    const { events } = generateHour(SITE_D, new Date('2026-04-02T09:00:00Z'), 4);
    const broken = [...events, { ...events[0]!, id: 'not-a-uuid' } as EnrichedEvent];
    // Chunks of 3 rows: the first statements succeed inside the transaction before the last one fails.
    const smallChunks = new EventBatchWriter(db.database);
    smallChunks.chunkSize = 3;
    let failed = false;
    try {
      await smallChunks.write(broken);
    } catch {
      failed = true;
    }
    expect(failed).to.equal(true);
    expect(await count('analytics_events', SITE_D)).to.equal(0);
    expect(await count('analytics_sessions', SITE_D)).to.equal(0);
    expect(await count('analytics_hourly', SITE_D)).to.equal(0);
    expect((await writer.write(events)).inserted).to.equal(events.length);
  });

  it('creates a partition for a new day, ahead of time or when an event needs it', async () => {
    const day = new Date('2027-01-15T00:00:00Z');
    expect((await listPartitions(db.knex)).map((p) => p.name)).not.to.include('analytics_events_p20270115');
    expect(await ensurePartitions(db.knex, day, new Date(day.getTime() + 2 * 24 * HOUR))).to.deep.equal([
      'analytics_events_p20270115',
      'analytics_events_p20270116',
      'analytics_events_p20270117',
    ]);
    expect(await ensurePartitions(db.knex, day, day)).to.deep.equal([]);

    // No partition exists for 2027-02-01: the writer creates it before inserting.
    const { events } = generateHour(SITE_C, new Date('2027-02-01T05:00:00Z'), 3);
    expect((await writer.write(events)).inserted).to.equal(events.length);
    expect((await listPartitions(db.knex)).map((p) => p.name)).to.include('analytics_events_p20270201');
    const { rows } = await db.knex.raw<{ rows: { partition: string; n: string }[] }>(
      `select tableoid::regclass::text as partition, count(*) as n from analytics_events where site_id = ? group by 1`,
      [SITE_C],
    );
    expect(rows.map((r) => [r.partition.replace(/^.*\./, ''), Number(r.n)])).to.deep.equal([['analytics_events_p20270201', events.length]]);
  });

  it('purging by dropping partitions removes exactly the days before the cut-off', async () => {
    // The earliest days of this file, so the purge touches no other test's partitions.
    const site = '00000000-0000-4000-8000-0000000000e1';
    const days = [1, 2, 3, 4, 5].map((d) => new Date(Date.UTC(2025, 0, d, 12)));
    const perDay = days.map((day) => generateHour(site, day, 5).events);
    for (const events of perDay) await writer.write(events);
    const perDayCount = async () => {
      const { rows } = await db.knex.raw<{ rows: { day: string; n: string }[] }>(
        `select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from analytics_events where site_id = ? group by 1 order by 1`,
        [site],
      );
      return rows.map((r) => [r.day, Number(r.n)]);
    };
    expect(await perDayCount()).to.have.length(5);

    expect(await dropPartitionsBefore(db.knex, new Date('2025-01-03T00:00:00Z'))).to.deep.equal(['analytics_events_p20250101', 'analytics_events_p20250102']);
    expect(await perDayCount()).to.deep.equal([
      ['2025-01-03', perDay[2]!.length],
      ['2025-01-04', perDay[3]!.length],
      ['2025-01-05', perDay[4]!.length],
    ]);
    const names = (await listPartitions(db.knex)).map((p) => p.name);
    expect(names).not.to.include.members(['analytics_events_p20250101']);
    expect(names).to.include.members(['analytics_events_p20250103', 'analytics_events_p20260310']);

    // The global purge also trims the small tables up to the cut-off, and leaves later days alone.
    const result = await purgeBefore(db.knex, new Date('2025-01-04T00:00:00Z'));
    expect(result.droppedPartitions).to.deep.equal(['analytics_events_p20250103']);
    expect(result.hours).to.equal(3);
    expect(result.sessions).to.equal(15);
    expect((await perDayCount()).map(([d]) => d)).to.deep.equal(['2025-01-04', '2025-01-05']);
    expect(await count('analytics_hourly', site)).to.equal(2);
    expect(await count('analytics_events', SITE_A)).to.be.greaterThan(0);

    // A late event for a purged day: the writer's remembered partition is gone, it recreates it.
    const late = generateHour(site, new Date(Date.UTC(2025, 0, 1, 12)), 1).events;
    expect((await writer.write(late)).inserted).to.equal(late.length);
  });
});
