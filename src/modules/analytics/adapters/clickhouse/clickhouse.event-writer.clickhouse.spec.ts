import 'reflect-metadata';
import { expect } from 'chai';
import { chunks, generateHour } from '../../../../../test/support/analytics/enriched-events.js';
import { rollupScenario } from '../../../../../test/support/analytics/rollup-scenario.js';
import { clickHouseEvents, clickHouseRollup, clickHouseSnapshot, postgresSnapshot } from '../../../../../test/support/analytics/store-tables.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { EventBatchWriter } from '../persistence/event-batch/event-batch.writer.js';
import { ClickHouseEventWriter } from './clickhouse.event-writer.js';

/** A fixed permutation (a small LCG), so the "random" delivery order is the same on every run. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Batches of the given sizes, in turn, until the events run out. */
function cut(events: readonly EnrichedEvent[], sizes: readonly number[]): EnrichedEvent[][] {
  const out: EnrichedEvent[][] = [];
  for (let start = 0, i = 0; start < events.length; i++) {
    const size = sizes[i % sizes.length]!;
    out.push(events.slice(start, start + size));
    start += size;
  }
  return out;
}

describe('ClickHouseEventWriter (real ClickHouse, against the PostgreSQL writer)', () => {
  let pg: TestDatabase;
  let ch: ClickHouseTestDatabase;
  let writer: ClickHouseEventWriter;
  before(async () => {
    [pg, ch] = await Promise.all([createTestDatabase(), createClickHouseTestDatabase()]);
    writer = new ClickHouseEventWriter(ch.client, pg.database);
  });
  after(() => Promise.all([pg.drop(), ch.drop()]));

  /** Writes the batches in turn through both writers and returns their results. */
  async function writeBoth(batches: readonly (readonly EnrichedEvent[])[]) {
    const postgres = new EventBatchWriter(pg.database);
    const results = { postgres: [] as unknown[], clickhouse: [] as unknown[] };
    for (const batch of batches) {
      results.postgres.push(await postgres.write(batch));
      results.clickhouse.push(await writer.write(batch));
    }
    return results;
  }

  async function expectParity(siteId: string): Promise<void> {
    const [postgres, clickhouse] = await Promise.all([postgresSnapshot(pg.knex, siteId), clickHouseSnapshot(ch.client, siteId)]);
    for (const table of Object.keys(postgres) as (keyof typeof postgres)[]) expect(clickhouse[table], table).to.deep.equal(postgres[table]);
  }

  it('leaves every table as the PostgreSQL writer does: the hand-computed scenario in three batches, with late events', async () => {
    const site = '00000000-0000-4000-8000-0000000000c1';
    const { a, b, c } = rollupScenario(site, 'parity');
    // A's navigating click after the page view it led to, its last scroll after later events, C split.
    const results = await writeBoth([[...b, c[0]!, ...a.slice(0, 3), a[5]!, a[6]!, a[7]!], [a[4]!, c[1]!], [a[3]!, ...a.slice(8)]]);
    expect(results.clickhouse).to.deep.equal([
      { inserted: 12, duplicates: 0 },
      { inserted: 2, duplicates: 0 },
      { inserted: 8, duplicates: 0 },
    ]);
    expect(results.clickhouse).to.deep.equal(results.postgres);
    await expectParity(site);
    // Figures of the scenario itself (event-batch.writer.medium.spec.ts works them out), so parity is not two equal mistakes.
    expect(await clickHouseRollup(ch.client, 'analytics_daily_pages', site)).to.deep.equal([
      { day: '2026-05-04', path: '/', views: 1, entries: 1, exits: 0, time_ms: 40_000, timed_views: 1 },
      { day: '2026-05-04', path: '/pricing', views: 2, entries: 1, exits: 1, time_ms: 129_000, timed_views: 2 },
      { day: '2026-05-05', path: '/signup', views: 1, entries: 0, exits: 1, time_ms: 0, timed_views: 0 },
    ]);
    const hourly = await clickHouseRollup(ch.client, 'analytics_hourly', site);
    expect(hourly.map((h) => [h.hour, h.sessions, h.bounces, h.session_seconds, h.events])).to.deep.equal([
      ['2026-05-04T10:00:00.000Z', 1, 0, 20, 5],
      ['2026-05-04T12:00:00.000Z', 1, 1, 5, 2],
      ['2026-05-04T23:00:00.000Z', 1, 0, 205, 8],
      ['2026-05-05T00:00:00.000Z', 0, 0, 0, 7],
    ]);
  });

  it('leaves every table as the PostgreSQL writer does for the scenario delivered in a shuffled order, and for generated hours across midnight', async () => {
    const site = '00000000-0000-4000-8000-0000000000c2';
    const { a, b, c } = rollupScenario(site, 'shuffled');
    const batches = cut(shuffled([...a, ...b, ...c], 7), [4, 1, 6, 2, 3]);
    expect(batches.length).to.be.greaterThan(4);
    await writeBoth(batches);
    await expectParity(site);

    const generatedSite = '00000000-0000-4000-8000-0000000000c3';
    const events = [new Date('2026-03-10T23:00:00Z'), new Date('2026-03-11T00:00:00Z')].flatMap((hour, i) => generateHour(generatedSite, hour, [30, 41][i]!).events);
    const results = await writeBoth(chunks(events, 37));
    expect(results.clickhouse).to.deep.equal(results.postgres);
    await expectParity(generatedSite);
    expect(await clickHouseEvents(ch.client, generatedSite)).to.have.length(events.length);
  });

  it('finds a stored session that started the day before the batch (sessions are read in the days around the batch only)', async () => {
    const site = '00000000-0000-4000-8000-0000000000c8';
    const { a } = rollupScenario(site, 'next-day');
    const nextDay = a.slice(8);
    expect(nextDay.every((e) => e.occurredAt.toISOString().startsWith('2026-05-05'))).to.equal(true);
    await writeBoth([a.slice(0, 8), nextDay]);
    await expectParity(site);
    expect((await clickHouseRollup(ch.client, 'analytics_hourly', site)).map((h) => h.sessions)).to.deep.equal([1, 0]);
  });

  it('counts a batch written twice once, and an overlapping batch only for its new events', async () => {
    const site = '00000000-0000-4000-8000-0000000000c4';
    const { events } = generateHour(site, new Date('2026-04-01T09:00:00Z'), 12);
    const first = events.slice(0, 20);
    expect(await writer.write(first)).to.deep.equal({ inserted: 20, duplicates: 0 });
    const once = await clickHouseSnapshot(ch.client, site);
    expect(await writer.write(first)).to.deep.equal({ inserted: 0, duplicates: 20 });
    expect(await clickHouseSnapshot(ch.client, site)).to.deep.equal(once);
    // A duplicate id inside the batch counts once too (the first one).
    expect(await writer.write([...events.slice(15), events[20]!])).to.deep.equal({ inserted: events.length - 20, duplicates: 6 });
    const postgres = new EventBatchWriter(pg.database);
    await postgres.write(first);
    await postgres.write(events.slice(15));
    await expectParity(site);
    expect(await clickHouseEvents(ch.client, site)).to.have.length(events.length);
  });

  it('writes and re-reads a batch of 6,000 events, whose ids would not fit in one request URL', async () => {
    const site = '00000000-0000-4000-8000-0000000000c9';
    const { events } = generateHour(site, new Date('2026-04-05T09:00:00Z'), 2_500);
    expect(events.length).to.be.greaterThan(5_000);
    const batch = events.slice(0, 6_000);
    expect(await writer.write(batch)).to.deep.equal({ inserted: batch.length, duplicates: 0 });
    expect(await writer.write(batch)).to.deep.equal({ inserted: 0, duplicates: batch.length });
    await new EventBatchWriter(pg.database).write(batch);
    await expectParity(site);
  });

  it('counts two jobs whose rollup rows are identical twice (ClickHouse would drop the second insert as a repeat without the batch token)', async () => {
    const site = '00000000-0000-4000-8000-0000000000c7';
    const { events } = generateHour(site, new Date('2026-04-02T09:00:00Z'), 3);
    // Visitors 0 and 2: one bounce each (a page view of / and an engagement 20 s later), in the same hour.
    const [first, second] = [events.filter((e) => e.sessionId.endsWith('session-0')), events.filter((e) => e.sessionId.endsWith('session-2'))];
    expect([first!.length, second!.length]).to.deep.equal([2, 2]);
    await writeBoth([first!, second!]);
    await expectParity(site);
    const [hour] = await clickHouseRollup(ch.client, 'analytics_hourly', site);
    expect([hour!.page_views, hour!.sessions, hour!.bounces, hour!.events]).to.deep.equal([2, 2, 2, 4]);
  });

  it('serialises two workers writing one session at the same time (PostgreSQL advisory locks)', async () => {
    const site = '00000000-0000-4000-8000-0000000000c5';
    const { a } = rollupScenario(site, 'concurrent');
    const other = new ClickHouseEventWriter(ch.client, pg.database);
    const results = await Promise.all([writer.write(a.slice(0, 6)), other.write(a.slice(6))]);
    expect(results.map((r) => r.inserted)).to.deep.equal([6, a.length - 6]);
    await new EventBatchWriter(pg.database).write(a);
    await expectParity(site);
  });

  it('stores text PostgreSQL refuses (U+0000, lone surrogates) cleaned, as the PostgreSQL writer does', async () => {
    const site = '00000000-0000-4000-8000-0000000000c6';
    const { c } = rollupScenario(site, 'hostile');
    const hostile = { ...c[0]!, path: '/x\u0000y', data: { ...(c[0]!.data as object), message: 'bad\u0000 \ud800 text \udc00' } } as EnrichedEvent;
    await writeBoth([[hostile]]);
    await expectParity(site);
    const [stored] = await clickHouseEvents(ch.client, site);
    expect([stored!.path, (stored!.data as { message: string }).message]).to.deep.equal(['/xy', 'bad \ufffd text \ufffd']);
    expect((await clickHouseRollup(ch.client, 'analytics_daily_errors', site)).map((r) => r.message)).to.deep.equal(['bad \ufffd text \ufffd']);
  });
});

describe('ClickHouseEventWriter killed between two inserts, then retried (real ClickHouse)', function () {
  // A fresh ClickHouse database per crash point: about 30 databases, minutes when both test lanes load the machine.
  this.timeout(300_000);
  let pg: TestDatabase;
  before(async () => (pg = await createTestDatabase()));
  after(() => pg.drop());

  const site = '00000000-0000-4000-8000-0000000000d1';
  const { a, b, c } = rollupScenario(site, 'crash');
  // The second batch replays session A (a scroll before later events), continues C, starts B, and adds to
  // two days' partitions. A retry that folded onto the sessions its killed attempt stored would count
  // them twice, and fail on B (late events of a session with no stored event).
  const earlier = [c[0]!, ...a.slice(0, 3), ...a.slice(4, 8)];
  const crashing = [a[3]!, c[1]!, ...b, ...a.slice(8)];

  /** A fresh ClickHouse database written by `write`, and the tables of `siteId` it ends with. */
  async function fresh(siteId: string, write: (writer: ClickHouseEventWriter) => Promise<void>) {
    const ch = await createClickHouseTestDatabase();
    try {
      await write(new ClickHouseEventWriter(ch.client, pg.database));
      return await clickHouseSnapshot(ch.client, siteId);
    } finally {
      await ch.drop();
    }
  }

  /** A fresh ClickHouse database with the earlier batch written, and the crashing batch written by `write`. */
  const run = (write: (writer: ClickHouseEventWriter) => Promise<void>) =>
    fresh(site, async (writer) => {
      await writer.write(earlier);
      await write(writer);
    });

  /** Writes `batch` through `writer`, killed after its k-th insert. */
  async function killedAfter(writer: ClickHouseEventWriter, batch: readonly EnrichedEvent[], k: number): Promise<void> {
    let inserts = 0;
    writer.onInsert = () => {
      if (++inserts === k) throw new Error(`killed after insert ${k}`);
    };
    let failed = false;
    await writer.write(batch).catch(() => (failed = true));
    expect(failed, `insert ${k}`).to.equal(true);
    writer.onInsert = null;
  }

  it('ends with exactly the tables of a clean write, whichever insert it died after', async () => {
    expect(new Set(crashing.map((e) => e.occurredAt.toISOString().slice(0, 10)))).to.have.property('size', 2);
    const tables: string[] = [];
    const clean = await run(async (writer) => {
      writer.onInsert = (table) => tables.push(table);
      expect(await writer.write(crashing)).to.deep.equal({ inserted: crashing.length, duplicates: 0 });
    });
    // Intents, rollups and visitors, then sessions, then events; several of them span two day partitions.
    expect(tables.length).to.be.greaterThan(7);
    expect(tables[0]).to.equal('analytics_write_intents');
    expect(tables.slice(-2)).to.deep.equal(['analytics_sessions', 'analytics_events']);
    for (let k = 1; k <= tables.length; k++) {
      const after = await run(async (writer) => {
        await killedAfter(writer, crashing, k);
        // The job runs again; after the last insert (the events) everything was in already.
        expect(await writer.write(crashing), `insert ${k}`).to.deep.equal(k === tables.length ? { inserted: 0, duplicates: crashing.length } : { inserted: crashing.length, duplicates: 0 });
      });
      expect(after, `killed after insert ${k} (${tables[k - 1]})`).to.deep.equal(clean);
    }
  });

  it('ends with exactly the tables of a clean write when the killed job is retried grouped with another job', async () => {
    // The worker groups jobs into batches freely: the retry's fresh set (job 1 and job 2) is not the dead
    // attempt's (job 1), so neither is its token. Every other event of a generated hour: job 2 continues
    // and precedes events of the sessions job 1 started.
    const hourSite = '00000000-0000-4000-8000-0000000000d2';
    const { events, totals } = generateHour(hourSite, new Date('2026-04-03T09:00:00Z'), 8);
    const job1 = events.filter((_, i) => i % 2 === 0);
    const job2 = events.filter((_, i) => i % 2 === 1);
    const clean = await fresh(hourSite, async (writer) => {
      expect(await writer.write([...job1, ...job2])).to.deep.equal({ inserted: events.length, duplicates: 0 });
    });
    const [hour] = (clean as Record<string, unknown>).analytics_hourly as { page_views: number; sessions: number; bounces: number; events: number }[];
    expect([hour!.page_views, hour!.sessions, hour!.bounces, hour!.events]).to.deep.equal([totals.pageViews, totals.sessions, totals.bounces, totals.events]);
    const tables: string[] = [];
    await fresh(hourSite, async (writer) => {
      writer.onInsert = (table) => tables.push(table);
      await writer.write(job1);
    });
    expect(tables[0]).to.equal('analytics_write_intents');
    expect(tables.slice(-2)).to.deep.equal(['analytics_sessions', 'analytics_events']);
    for (let k = 1; k <= tables.length; k++) {
      const after = await fresh(hourSite, async (writer) => {
        await killedAfter(writer, job1, k);
        const retried = await writer.write([...job2, ...job1]);
        // After the last insert (the events) job 1 was in already.
        expect(retried, `insert ${k}`).to.deep.equal(k === tables.length ? { inserted: job2.length, duplicates: job1.length } : { inserted: events.length, duplicates: 0 });
      });
      expect(after, `killed after insert ${k} (${tables[k - 1]})`).to.deep.equal(clean);
    }
  });
});
