import 'reflect-metadata';
import { expect } from 'chai';
import { generateHour } from '../../../../../test/support/analytics/enriched-events.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { ClickHouseEventWriter } from './clickhouse.event-writer.js';

describe('ClickHouseEventWriter (real ClickHouse)', () => {
  let pg: TestDatabase;
  let ch: ClickHouseTestDatabase;
  before(async () => {
    [pg, ch] = await Promise.all([createTestDatabase(), createClickHouseTestDatabase()]);
  });
  after(() => Promise.all([pg.drop(), ch.drop()]));

  it('writes generated batches and shows the known totals per hour', async () => {
    const site = '00000000-0000-4000-8000-0000000000a1';
    const { events, totals } = generateHour(site, new Date('2026-03-10T22:00:00Z'), 30);
    const writer = new ClickHouseEventWriter(ch.client, pg.database);
    expect(await writer.write(events.slice(0, 41))).to.deep.equal({ inserted: 41, duplicates: 0 });
    expect(await writer.write(events.slice(30))).to.deep.equal({ inserted: events.length - 41, duplicates: 11 });
    const [hour] = await (
      await ch.client.query({
        query: `SELECT sum(page_views) AS pv, sum(sessions) AS s, sum(bounces) AS b, sum(session_seconds) AS ss, sum(clicks) AS c, sum(rage_clicks) AS r, sum(events) AS e, sum(active_ms) AS a
                FROM analytics_hourly WHERE site_id = {site:UUID}`,
        query_params: { site },
        format: 'JSONEachRow',
      })
    ).json<Record<string, string>>();
    expect(Object.values(hour!).map(Number)).to.deep.equal([totals.pageViews, totals.sessions, totals.bounces, totals.sessionSeconds, totals.clicks, totals.rageClicks, totals.events, totals.activeMs]);
  });
});
