import 'reflect-metadata';
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { generateHour } from '../../../../../test/support/analytics/enriched-events.js';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { ClickHouseEventWriter } from './clickhouse.event-writer.js';
import { ClickHouseReportQueries } from './clickhouse.report-queries.js';

/**
 * Realtime reads of analytics_sessions (RECENT_SESSIONS_SOURCE in clickhouse-sessions.queries.ts): the window's
 * start filters rows before FINAL merges a session's versions, its end after. A session written in two
 * batches has two versions until its parts merge; only the newest may decide whether it is in the window.
 */
describe('ClickHouse realtime session reads over a session stored in two versions (real ClickHouse)', () => {
  let pg: TestDatabase;
  let ch: ClickHouseTestDatabase;
  const site = randomUUID();
  /** The same session written the other way round: 40 s and 50 s first, then the 10 s view arriving late (its start moves earlier). */
  const late = randomUUID();
  const hour = new Date('2026-11-20T10:00:00Z');
  const at = (seconds: number) => new Date(hour.getTime() + seconds * 1000);

  before(async () => {
    [pg, ch] = await Promise.all([createTestDatabase(), createClickHouseTestDatabase()]);
    // generateHour's second visitor: a page view at 10 s, another at 40 s, a click at 50 s. Its first batch
    // ends the session at 10 s (version 1), the second at 50 s (version 2).
    const events = generateHour(site, hour, 2).events.filter((e) => e.sessionId.endsWith('session-1'));
    expect(events.map((e) => e.occurredAt.getTime())).to.deep.equal([at(10), at(40), at(50)].map((d) => d.getTime()));
    const writer = new ClickHouseEventWriter(ch.client, pg.database);
    await writer.write(events.slice(0, 1));
    await writer.write(events.slice(1));
    const lateEvents = generateHour(late, hour, 2).events.filter((e) => e.sessionId.endsWith('session-1'));
    await writer.write(lateEvents.slice(1));
    await writer.write(lateEvents.slice(0, 1));
    const versions = await (
      await ch.client.query({ query: 'SELECT count() AS n FROM analytics_sessions WHERE site_id = {site:UUID}', query_params: { site }, format: 'JSONEachRow' })
    ).json<{ n: string }>();
    expect(Number(versions[0]!.n)).to.equal(2);
  });
  after(() => Promise.all([pg?.drop(), ch?.drop()]));
  const minutes = (rows: { at: Date; sessions: number }[]) => rows.map((r) => [r.at.toISOString(), r.sessions]);

  it('counts the session once, as its newest version, when only that version ends in the window', async () => {
    const queries = new ClickHouseReportQueries(ch.client);
    expect(await queries.recentSessionTotals(site, { start: at(30), end: at(60) })).to.deep.include({ sessions: 1, pageViews: 2 });
    expect((await queries.recentSessionDimensions(site, { start: at(30), end: at(60) }, { device: 5 })).device.map((d) => d.sessions)).to.deep.equal([1]);
    expect(await queries.engagementSessions(site, { start: at(30), end: at(60) }, 'last-seen', 10)).to.have.length(1);
  });

  it('leaves it out when an older version ends in the window but the newest after it', async () => {
    const queries = new ClickHouseReportQueries(ch.client);
    expect(await queries.recentSessionTotals(site, { start: at(5), end: at(20) })).to.deep.include({ sessions: 0, pageViews: 0 });
    expect((await queries.recentSessionDimensions(site, { start: at(5), end: at(20) }, { device: 5 })).device).to.deep.equal([]);
    expect(await queries.engagementSessions(site, { start: at(5), end: at(20) }, 'last-seen', 10)).to.deep.equal([]);
  });

  it('counts a session as started where its newest version starts, its start moved earlier by a late event', async () => {
    const queries = new ClickHouseReportQueries(ch.client);
    for (const siteId of [site, late]) {
      // Both versions end at 50 s; the newest starts at 10 s, the late site's older one at 40 s.
      expect(minutes(await queries.sessionStartsPerMinute(siteId, { start: at(5), end: at(20) })), siteId).to.deep.equal([['2026-11-20T10:00:00.000Z', 1]]);
      expect(await queries.engagementSessions(siteId, { start: at(5), end: at(20) }, 'started', 10), siteId).to.have.length(1);
      expect(minutes(await queries.sessionStartsPerMinute(siteId, { start: at(30), end: at(60) })), siteId).to.deep.equal([]);
      expect(await queries.engagementSessions(siteId, { start: at(30), end: at(60) }, 'started', 10), siteId).to.deep.equal([]);
    }
  });
});
