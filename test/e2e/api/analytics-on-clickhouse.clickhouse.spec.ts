import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import { CLICKHOUSE_SITE_DATA_TABLES } from '../../../src/modules/analytics/adapters/clickhouse/clickhouse-site-data-tables.js';
import { DASHBOARD_REPORTS } from '../../../src/modules/analytics/domain/dashboard-report.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * What an operator gets with CLICKHOUSE_URL set (analytics README, "ClickHouse"): the whole app — tracker,
 * queue, worker, api — started twice, once on each store, fed the same tracker requests. Every dashboard
 * report answers the same on both; then export, purge, "delete site data" and site deletion run on the
 * ClickHouse app. The ClickHouse app's database is created and migrated by its own start (MIGRATE_ON_START).
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Store {
  name: 'postgres' | 'clickhouse';
  app: TestApp;
  owner: ApiSession;
  siteId: string;
}

describe('analytics on ClickHouse: the same dashboards, exports and purges as on PostgreSQL', function () {
  this.timeout(240_000);
  const run = randomBytes(4).toString('hex');
  const database = `app_${run}`;
  const url = process.env.CLICKHOUSE_TEST_URL;
  let clickhouse: ClickHouseClient;
  const stores: Store[] = [];

  async function open(name: Store['name']): Promise<Store> {
    const env: Record<string, string> = { TRUST_PROXY: 'true' };
    if (name === 'clickhouse') Object.assign(env, { CLICKHOUSE_URL: url!, CLICKHOUSE_DATABASE: database, MIGRATE_ON_START: 'true' });
    const app = await startTestApp({ env });
    const owner = new ApiSession(app.baseUrl);
    await owner.signUp({ username: `ch_${name}_${run}`, email: `ch-${name}-${run}@example.org`, password: 'clickhouse pass phrase 2026' });
    const siteId = (await owner.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name: 'Shop', url: 'https://shop.example' }, 201)).site.id;
    return { name, app, owner, siteId };
  }

  /** The same visits through each app's tracker: two visitors, every kind of event. */
  async function visit(store: Store): Promise<void> {
    const now = Date.now();
    const requests: { ua: string; ip: string; events: Record<string, unknown>[] }[] = [
      {
        ua: CHROME,
        ip: '8.8.8.8',
        events: [
          { type: 'pageview', url: 'https://shop.example/?utm_source=news&utm_medium=email&utm_campaign=launch', ts: now - 60_000, referrer: 'https://news.example/a', utm: { source: 'news', medium: 'email', campaign: 'launch' }, screen: 'laptop', language: 'en-GB', title: 'Home' },
          { type: 'click', url: 'https://shop.example/', ts: now - 55_000, group: 'button', text: 'Buy', selector: 'main>button', pageX: 0.5, pageY: 0.25, elementX: 0.5, elementY: 0.5, viewportWidth: 1280, rage: true, dead: false },
          { type: 'scroll', url: 'https://shop.example/', ts: now - 54_000, depth: 80, distance: 900, ms: 700 },
          { type: 'engagement', url: 'https://shop.example/', ts: now - 50_000, activeMs: 9_000, totalMs: 10_000, scrollDepth: 80 },
          { type: 'pageview', url: 'https://shop.example/checkout', ts: now - 40_000, referrer: 'https://shop.example/', utm: {}, screen: 'laptop', language: 'en-GB', title: 'Checkout' },
          { type: 'form', url: 'https://shop.example/checkout', ts: now - 35_000, action: 'submit', name: 'checkout', htmlType: 'form', hasValue: true, valid: true, required: false },
          { type: 'error', url: 'https://shop.example/checkout', ts: now - 30_000, message: 'TypeError: x is undefined', source: 'https://shop.example/app.js', line: 10, col: 4 },
        ],
      },
      {
        ua: IPHONE,
        ip: '1.1.1.1',
        events: [
          { type: 'pageview', url: 'https://shop.example/pricing', ts: now - 20_000, referrer: 'https://www.google.com/', utm: {}, screen: 'mobile', language: 'fr-FR', title: 'Pricing' },
          { type: 'click', url: 'https://shop.example/pricing', ts: now - 15_000, group: 'link', text: 'Plans', selector: 'nav>a', pageX: 0.2, pageY: 0.1, elementX: 0.5, elementY: 0.5, viewportWidth: 390, rage: false, dead: true },
        ],
      },
    ];
    for (const r of requests) {
      const res = await fetch(`${store.app.baseUrl}/t/e`, {
        method: 'POST',
        body: JSON.stringify({ site: store.siteId, events: r.events }),
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': r.ua, 'x-forwarded-for': r.ip },
      });
      expect(res.status, `${store.name} /t/e`).to.be.oneOf([200, 202, 204]);
    }
  }

  /**
   * A report without what depends on the moment: its window, and instants (the engagement analysis date, an
   * error's last time seen), since each app got its visits a moment apart. The parity suite
   * (test/analytics/report-parity.clickhouse.spec.ts) compares those exactly on the same events.
   */
  async function report(store: Store, name: string, query = 'range=7d'): Promise<Record<string, unknown>> {
    const { report } = await store.owner.json<{ report: Record<string, unknown> }>('GET', `/api/analytics/sites/${store.siteId}/${name}?${query}`);
    const { window: _window, ...rest } = report;
    void _window;
    return JSON.parse(JSON.stringify(rest, (_key, value: unknown) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:/.test(value) ? 'instant' : value))) as Record<string, unknown>;
  }

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const count = async (sql: string, siteId: string) =>
    Number((await (await clickhouse.query({ query: sql, query_params: { site: siteId }, format: 'JSONEachRow' })).json<{ n: string }>())[0]?.n ?? 0);

  /** The ClickHouse writer inserts the events last: its rollups are visible a moment before them. */
  const stored = (store: Store) => until('events in ClickHouse', () => count('SELECT count() AS n FROM analytics_events FINAL WHERE site_id = {site:UUID}', store.siteId), (n) => n === 9);

  before(async () => {
    if (!url) throw new Error('CLICKHOUSE_TEST_URL is not set: run with make test-clickhouse');
    stores.push(await open('postgres'), await open('clickhouse'));
    clickhouse = createClient({ url, database });
    for (const store of stores) await visit(store);
    for (const store of stores) await until(`${store.name} page views`, () => report(store, 'overview'), (r) => r.totalPageViews === 3);
    await stored(stores[1]!);
  });
  after(async () => {
    for (const store of stores) await store.app.stop();
    await clickhouse?.command({ query: `DROP DATABASE IF EXISTS ${database} SYNC` }).catch(() => undefined);
    await clickhouse?.close();
  });

  it('stores the ClickHouse app’s events in ClickHouse, not in PostgreSQL', async () => {
    const [, ch] = stores as [Store, Store];
    expect(await count('SELECT count() AS n FROM analytics_events FINAL WHERE site_id = {site:UUID}', ch.siteId)).to.equal(9);
    const { rows } = await ch.app.process.container.root.get<Database>(PLATFORM.Database).knex.raw<{ rows: { n: string }[] }>('select count(*) as n from analytics_events');
    expect(Number(rows[0]?.n)).to.equal(0);
  });

  it('answers every dashboard report the same on both stores, for a 7-day and a 30-day range', async () => {
    const [pg, ch] = stores as [Store, Store];
    for (const query of ['range=7d', 'range=30d']) {
      for (const name of DASHBOARD_REPORTS) {
        expect(await report(ch, name, query), `${name} ${query}`).to.deep.equal(await report(pg, name, query));
      }
    }
    const overview = await report(ch, 'overview');
    expect([overview.totalVisitors, overview.sessions, overview.bounceCount]).to.deep.equal([2, 2, 0]);
  });

  it('counts the month’s stored events for the allowance the same way', async () => {
    const [pg, ch] = stores as [Store, Store];
    const usage = async (s: Store) => (await s.owner.json<{ usage: { events: number } }>('GET', `/api/analytics/sites/${s.siteId}/usage`)).usage.events;
    expect(await usage(ch)).to.equal(9);
    expect(await usage(ch)).to.equal(await usage(pg));
  });

  it('exports the ClickHouse app’s events: every event once, the same rows as PostgreSQL’s export but for ids', async () => {
    const csv = async (s: Store) => {
      const { id } = await s.owner.json<{ id: string }>('POST', `/api/analytics/sites/${s.siteId}/exports`, { format: 'csv', confirmed: true }, 202);
      const path = `/api/analytics/sites/${s.siteId}/exports/${id}`;
      const done = await until(`${s.name} export`, () => s.owner.json<{ export: { status: string; rows: number } }>('GET', path), (b) => b.export.status === 'done' || b.export.status === 'failed');
      expect(done.export.status).to.equal('done');
      const res = await s.owner.request('GET', `${path}/download`, undefined, { 'accept-encoding': 'gzip' });
      expect(res.status).to.equal(200);
      const body = Buffer.from(await res.arrayBuffer());
      const text = res.headers.get('content-encoding') === 'gzip' && body[0] === 0x1f ? gunzipSync(body).toString() : body.toString();
      return { rows: done.export.rows, lines: text.trim().split('\n') };
    };
    const [pg, ch] = stores as [Store, Store];
    const [a, b] = [await csv(pg), await csv(ch)];
    expect(b.rows).to.equal(9);
    expect(b.lines).to.have.length(10);
    expect(b.lines[0]).to.equal(a.lines[0]);
    // Ids, visitors, sessions and times differ between the two apps; each event's kind and path do not (both
    // come before the data column, whose JSON may hold commas).
    const header = b.lines[0]!.split(',');
    const [kind, path] = [header.indexOf('kind'), header.indexOf('path')];
    const kindAndPath = (lines: string[]) =>
      lines
        .slice(1)
        .map((line) => line.split(','))
        .map((cells) => `${cells[kind]} ${cells[path]}`)
        .sort();
    expect(kindAndPath(b.lines)).to.deep.equal(kindAndPath(a.lines));
    expect(kindAndPath(b.lines)).to.include('pageview /checkout');
  });

  it('purges with the confirmed question, deletes site data, and erases the site from ClickHouse with the site', async () => {
    const [, ch] = stores as [Store, Store];
    const base = `/api/analytics/sites/${ch.siteId}`;
    const challenge = await ch.owner.json<{ a: number; b: number; token: string }>('GET', `${base}/purge-challenge`);
    const { id } = await ch.owner.json<{ id: string }>('POST', `${base}/purges`, { scope: 'all', answer: challenge.a + challenge.b, token: challenge.token }, 202);
    const purged = await until('purge', () => ch.owner.json<{ purge: { status: string; deleted: number } }>('GET', `${base}/purges/${id}`), (b) => b.purge.status === 'done' || b.purge.status === 'failed');
    expect(purged.purge).to.include({ status: 'done', deleted: 9 });
    expect(await report(ch, 'overview')).to.include({ totalPageViews: 0, sessions: 0, totalVisitors: 0 });
    expect(await count('SELECT count() AS n FROM analytics_events WHERE site_id = {site:UUID}', ch.siteId)).to.equal(0);

    await visit(ch);
    await stored(ch);
    expect(await ch.owner.json('DELETE', `${base}/data`, { confirmName: 'Shop', acknowledge: true })).to.deep.equal({ success: true, deleted: 9 });
    expect(await count('SELECT count() AS n FROM analytics_hourly WHERE site_id = {site:UUID}', ch.siteId)).to.equal(0);

    await visit(ch);
    await stored(ch);
    await ch.owner.json('DELETE', base, { confirmName: 'Shop', acknowledge: true });
    const tables = (await (await clickhouse.query({ query: "SELECT name FROM system.tables WHERE database = currentDatabase() AND name LIKE 'analytics\\_%' AND name != 'analytics_schema_migrations' AND engine != 'MaterializedView'", format: 'JSONEachRow' })).json<{ name: string }>()).map((t) => t.name);
    expect(tables.sort()).to.deep.equal(CLICKHOUSE_SITE_DATA_TABLES.map((t) => t.table).sort());
    for (const table of tables) expect(await count(`SELECT count() AS n FROM ${table} WHERE site_id = {site:UUID}`, ch.siteId), table).to.equal(0);
  });
});
