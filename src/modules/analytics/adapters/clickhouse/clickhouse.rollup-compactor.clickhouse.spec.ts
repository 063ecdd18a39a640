import 'reflect-metadata';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { generateHour } from '../../../../../test/support/analytics/enriched-events.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { Clock } from '../../../../shared/index.js';
import { CompactRollups } from '../../application/compact-rollups/compact-rollups.use-case.js';
import type { EnrichedEvent } from '../../domain/enriched-event.js';
import { ClickHouseEventWriter } from './clickhouse.event-writer.js';
import { ClickHouseReportQueries } from './clickhouse.report-queries.js';
import { ClickHouseRollupCompactor } from './clickhouse.rollup-compactor.js';

/**
 * The kept visitor counts (migrations/clickhouse/20261230000100_analytics__visitor_counts.sql): the compaction
 * job counts the ended hours and days, reports read the kept counts while the hourly sums they were taken at
 * hold, and count the visitor rows again once a late event moved them.
 */
describe('ClickHouse visitor counts kept by the compaction job (real ClickHouse)', function () {
  this.timeout(120_000);
  let pg: TestDatabase;
  let ch: ClickHouseTestDatabase;
  // Wednesday 2026-11-25, 10:30 UTC: the open hour is 10:00, the open day the 25th; the week began Monday the 23rd.
  const NOW = new Date('2026-11-25T10:30:00Z');
  const clock: Clock = { now: () => NOW };
  const site = randomUUID();
  const at = (iso: string) => new Date(iso);

  before(async () => {
    [pg, ch] = await Promise.all([createTestDatabase(), createClickHouseTestDatabase()]);
  });
  after(() => Promise.all([pg?.drop(), ch?.drop()]));

  const write = async (events: readonly EnrichedEvent[]) => {
    await new ClickHouseEventWriter(ch.client, pg.database).write(events);
  };
  const kept = async (table: string, column: string) =>
    (
      await (
        await ch.client.query({
          query: `SELECT toString(${column}) AS at, visitors, events FROM ${table} FINAL WHERE site_id = {site:UUID} ORDER BY ${column}`,
          query_params: { site },
          format: 'JSONEachRow',
        })
      ).json<{ at: string; visitors: string; events: string }>()
    ).map((r) => [r.at, Number(r.visitors), Number(r.events)]);
  /** The clock a minute on: still in the open hour, and a recount made with it replaces a count made before. */
  const later = (minutes: number): Clock => ({ now: () => new Date(NOW.getTime() + minutes * 60_000) });
  /** Replaces a kept count by a wrong one with the same sums (counted a second after NOW): a read that shows it read the kept row. */
  const forge = (table: 'analytics_daily_visitor_counts' | 'analytics_hourly_visitor_counts', column: 'day' | 'hour', bucket: string, visitors: number, events: number, countedAt = '2026-11-25 10:30:01.000') =>
    ch.client.insert({
      table,
      values: [{ site_id: site, [column]: bucket, visitors, events, counted_at: countedAt }],
      format: 'JSONEachRow',
    });

  it('names the weeks holding ended hours and days without counts, and counts them as the visitor rows do', async () => {
    // Last week (Thursday 19th), this week's Monday, and the open hour and day (which are never counted).
    await write(generateHour(site, at('2026-11-19T08:00:00Z'), 3).events);
    await write(generateHour(site, at('2026-11-23T22:00:00Z'), 4).events);
    await write(generateHour(site, at('2026-11-25T10:00:00Z'), 2).events);
    const compactor = new ClickHouseRollupCompactor(ch.client, clock);
    expect(await compactor.staleWeeks('2026-11-23', '2026-10-19', 100)).to.deep.equal([
      { siteId: site, week: '2026-11-23' },
      { siteId: site, week: '2026-11-16' },
    ]);
    const outcome = await new CompactRollups(compactor, clock).execute();
    expect(outcome).to.include({ compactedWeeks: 2, more: false });
    expect(await compactor.staleWeeks('2026-11-23', '2026-10-19', 100)).to.deep.equal([]);
    // generateHour: even visitors send 2 events, odd ones 3.
    expect(await kept('analytics_hourly_visitor_counts', 'hour')).to.deep.equal([
      ['2026-11-19 08:00:00', 3, 7],
      ['2026-11-23 22:00:00', 4, 10],
    ]);
    expect(await kept('analytics_daily_visitor_counts', 'day')).to.deep.equal([
      ['2026-11-19', 3, 7],
      ['2026-11-23', 4, 10],
    ]);
  });

  it('reports read a kept count while its sums hold, and the visitor rows once a late event moved them', async () => {
    const queries = new ClickHouseReportQueries(ch.client);
    const days = { firstDay: '2026-11-19', lastDay: '2026-11-25' };
    const span = { start: at('2026-11-19T00:00:00Z'), end: at('2026-11-26T00:00:00Z') };
    expect(await queries.visitorsByDay(site, days)).to.equal(3 + 4 + 2);
    // A forged count with the same sums is believed: the read took the kept rows, not the visitor rows.
    await forge('analytics_daily_visitor_counts', 'day', '2026-11-19', 30, 7);
    await forge('analytics_hourly_visitor_counts', 'hour', '2026-11-19 08:00:00', 30, 7);
    expect(await queries.visitorsByDay(site, days)).to.equal(30 + 4 + 2);
    const hours = await queries.trafficSeries(site, span, 'hour', days);
    expect(hours.map((h) => [h.at.toISOString(), h.visitors])).to.deep.equal([
      ['2026-11-19T08:00:00.000Z', 30],
      ['2026-11-23T22:00:00.000Z', 4],
      ['2026-11-25T10:00:00.000Z', 2],
    ]);
    expect((await queries.trafficSeries(site, span, 'day', days)).map((d) => [d.at.toISOString().slice(0, 10), d.visitors])).to.deep.equal([
      ['2026-11-19', 30],
      ['2026-11-23', 4],
      ['2026-11-25', 2],
    ]);

    // A late session on the 19th, in another hour: the day's sum moves, so its count is read from the rows again;
    // the 08:00 hour's sum did not move, so its (forged) count still holds.
    await write(generateHour(site, at('2026-11-19T15:00:00Z'), 1).events.map((e) => ({ ...e, visitorId: `${e.visitorId}-late` })));
    expect(await queries.visitorsByDay(site, days)).to.equal(3 + 1 + 4 + 2);
    expect((await queries.trafficSeries(site, span, 'hour', days)).map((h) => h.visitors)).to.deep.equal([30, 1, 4, 2]);

    // The next run counts the 19th again (a changed sum from recheckFrom on) and its new hour (no count yet).
    const compactor = new ClickHouseRollupCompactor(ch.client, later(1));
    expect(await compactor.staleWeeks('2026-11-23', '2026-10-19', 100)).to.deep.equal([{ siteId: site, week: '2026-11-16' }]);
    // With recheckFrom after the 19th the week is still named: its new hour has no count at all.
    expect(await compactor.staleWeeks('2026-11-23', '2026-11-23', 100)).to.deep.equal([{ siteId: site, week: '2026-11-16' }]);
    await compactor.compactWeek({ siteId: site, week: '2026-11-16' });
    expect(await kept('analytics_daily_visitor_counts', 'day')).to.deep.include.members([['2026-11-19', 4, 9]]);
    expect(await queries.visitorsByDay(site, days)).to.equal(4 + 4 + 2);
  });

  it('leaves a changed sum older than recheckFrom alone, and counts the open day once it has ended', async () => {
    const compactor = new ClickHouseRollupCompactor(ch.client, later(2));
    await forge('analytics_daily_visitor_counts', 'day', '2026-11-19', 9, 1, '2026-11-25 10:32:00.000');
    expect(await compactor.staleWeeks('2026-11-23', '2026-11-23', 100)).to.deep.equal([]);
    expect(await compactor.staleWeeks('2026-11-23', '2026-11-16', 100)).to.deep.equal([{ siteId: site, week: '2026-11-16' }]);
    const tomorrow = new ClickHouseRollupCompactor(ch.client, { now: () => new Date('2026-11-26T00:30:00Z') });
    expect(await tomorrow.staleWeeks('2026-11-23', '2026-11-23', 100)).to.deep.equal([{ siteId: site, week: '2026-11-23' }]);
    await tomorrow.compactWeek({ siteId: site, week: '2026-11-23' });
    expect(await kept('analytics_daily_visitor_counts', 'day')).to.deep.include.members([['2026-11-25', 2, 5]]);
  });
});
