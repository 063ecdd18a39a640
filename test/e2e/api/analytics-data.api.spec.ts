import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { ensurePartitions } from '../../../src/modules/analytics/adapters/persistence/partition-maintenance.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import type { JobQueue } from '../../../src/platform/queue/index.js';
import { countSiteRows, everyTable, insertSiteRow } from '../../support/analytics/site-data-rows.js';
import { ApiSession } from '../../support/api-session.js';
import { pngSize } from '../../support/png.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Data management (analytics README, "Data management") through the started app (api, worker and Bull when REDIS_URL is set): exports,
 * purges, deleting site data, the retention job, the heatmap screenshot and the built-in StackLens site.
 */
interface JobView {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  error: string | null;
}

const DAY = 86_400_000;
const PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>html,body{margin:0}div{height:1500px}</style></head><body><div>Shop</div></body></html>`;

describe('analytics data management API', function () {
  this.timeout(240_000);
  const run = randomBytes(4).toString('hex');
  const password = 'data pass phrase 2026';
  const adminEmail = `data-admin-${run}@example.org`;
  let app: TestApp;
  let knex: Knex;
  let owner: ApiSession;
  let other: ApiSession;
  let admin: ApiSession;
  let fixture: http.Server;
  let fixtureOrigin: string;
  const now = Date.now();

  before(async () => {
    fixture = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
    app = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'true', ADMIN_EMAILS: adminEmail, TRACKER_PUBLIC_URL: 'https://t.stacklens.test/' } });
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    const signUp = async (name: string, email = `data-${name}-${run}@example.org`) => {
      const session = new ApiSession(app.baseUrl);
      await session.signUp({ username: `d${name}_${run}`, email, password });
      return session;
    };
    owner = await signUp('owner');
    other = await signUp('other');
    admin = await signUp('admin', adminEmail);
  });
  after(async () => {
    await app?.stop();
    fixture?.closeAllConnections();
    fixture?.close();
  });

  async function addSite(session: ApiSession, name: string, url = 'https://shop.example'): Promise<string> {
    return (await session.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name, url }, 201)).site.id;
  }

  async function failure(session: ApiSession, method: string, path: string, body: unknown, status: number): Promise<{ code: string; error: string }> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).to.equal(status);
    return JSON.parse(text) as { code: string; error: string };
  }

  async function finished(path: string, key: 'export' | 'purge'): Promise<JobView & Record<string, unknown>> {
    for (let i = 0; i < 300; i++) {
      const body = await owner.json<Record<string, JobView & Record<string, unknown>>>('GET', path);
      const job = body[key]!;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} did not finish`);
  }

  /** Known events: ages in days, and a referrer a spreadsheet would run as a formula. */
  async function insertEvents(siteId: string, ages: number[]): Promise<string[]> {
    const ids: string[] = [];
    for (const [i, age] of ages.entries()) {
      const at = new Date(now - age * DAY);
      await ensurePartitions(knex, at, at);
      const id = randomUUID();
      ids.push(id);
      await knex('analytics_events').insert({
        id,
        site_id: siteId,
        visitor_id: `visitor-${i}`,
        session_id: `session-${i}`,
        kind: i % 2 ? 'click' : 'pageview',
        occurred_at: at,
        path: `/page,${i}`,
        referrer: i === 0 ? '=HYPERLINK("https://evil.example")' : null,
        source_kind: 'direct',
        country: 'FR',
        city: 'Paris',
        browser: 'Chrome',
        os: 'Linux',
        device: 'desktop',
        data: JSON.stringify({ n: i, text: 'say "hi"' }),
      });
    }
    return ids;
  }

  it('exports a site\'s events as CSV and JSON once the tick is given, as a download', async () => {
    const siteId = await addSite(owner, 'Café Shop');
    const ages = [3, 2, 1];
    const ids = await insertEvents(siteId, ages);
    const base = `/api/analytics/sites/${siteId}/exports`;

    expect((await failure(owner, 'POST', base, { format: 'csv' }, 400)).code).to.equal('ANALYTICS_EXPORT_NOT_CONFIRMED');
    expect((await failure(owner, 'POST', base, { format: 'xml', confirmed: true }, 400)).code).to.equal('ANALYTICS_EXPORT_INVALID_FORMAT');

    const csv = await owner.json<{ id: string }>('POST', base, { format: 'csv', confirmed: true }, 202);
    const csvJob = await finished(`${base}/${csv.id}`, 'export');
    expect(csvJob).to.include({ id: csv.id, status: 'done', format: 'csv', rows: 3, error: null });

    const download = await owner.request('GET', `${base}/${csv.id}/download`);
    expect(download.status).to.equal(200);
    expect(download.headers.get('content-type')).to.equal('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).to.match(/^attachment; filename="stacklens-analytics-cafe-shop-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await download.text();
    const lines = text.split('\r\n');
    expect(lines[0]).to.equal('id,occurred_at,site_id,visitor_id,session_id,kind,path,referrer,source_kind,country,city,browser,os,device,data');
    expect(lines).to.have.length(5);
    expect(lines[4]).to.equal('');
    // Oldest first; the formula is defused, commas and quotes quoted.
    expect(lines[1]).to.equal(
      `${ids[0]},${new Date(now - 3 * DAY).toISOString()},${siteId},visitor-0,session-0,pageview,"/page,0","'=HYPERLINK(""https://evil.example"")",direct,FR,Paris,Chrome,Linux,desktop,"{""n"":0,""text"":""say \\""hi\\""""}"`,
    );
    // Without gzip the server inflates the stored file itself.
    const plain = await owner.request('GET', `${base}/${csv.id}/download`, undefined, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).to.equal(null);
    expect(await plain.text()).to.equal(text);

    const json = await owner.json<{ id: string }>('POST', base, { format: 'json', confirmed: true }, 202);
    expect(await finished(`${base}/${json.id}`, 'export')).to.include({ status: 'done', rows: 3 });
    const jsonDownload = await owner.request('GET', `${base}/${json.id}/download`);
    expect(jsonDownload.headers.get('content-disposition')).to.match(/\.json"$/);
    const records = (await jsonDownload.json()) as Record<string, unknown>[];
    expect(records.map((r) => r.id)).to.deep.equal(ids);
    expect(records[0]).to.deep.equal({
      id: ids[0],
      occurred_at: new Date(now - 3 * DAY).toISOString(),
      site_id: siteId,
      visitor_id: 'visitor-0',
      session_id: 'session-0',
      kind: 'pageview',
      path: '/page,0',
      referrer: '=HYPERLINK("https://evil.example")',
      source_kind: 'direct',
      country: 'FR',
      city: 'Paris',
      browser: 'Chrome',
      os: 'Linux',
      device: 'desktop',
      data: { n: 0, text: 'say "hi"' },
    });

    // Another user's site never reveals this export.
    const otherSite = await addSite(other, 'Other');
    expect((await failure(other, 'GET', `/api/analytics/sites/${otherSite}/exports/${csv.id}`, undefined, 404)).code).to.equal('ANALYTICS_EXPORT_NOT_FOUND');
    expect((await failure(other, 'GET', `${base}/${csv.id}/download`, undefined, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
  });

  it('purges after the right answer exactly the rows older than the scope, then everything with "all"', async () => {
    const siteId = await addSite(owner, 'Purged');
    const keep = await addSite(owner, 'Kept');
    await insertEvents(siteId, [200, 95, 91, 89, 31, 29, 1]);
    await insertEvents(keep, [200, 95]);
    const base = `/api/analytics/sites/${siteId}`;

    const first = await owner.json<{ a: number; b: number; token: string }>('GET', `${base}/purge-challenge`);
    expect(first.a).to.be.within(1, 10);
    expect(first.b).to.be.within(1, 10);
    const wrong = await failure(owner, 'POST', `${base}/purges`, { scope: '90d', answer: first.a + first.b + 1, token: first.token }, 400);
    expect(wrong).to.include({ code: 'ANALYTICS_PURGE_WRONG_ANSWER', error: 'Incorrect answer. Please try again.' });
    expect((await failure(owner, 'POST', `${base}/purges`, { scope: '90d', answer: first.a + first.b, token: `${first.token}x` }, 400)).code).to.equal('ANALYTICS_PURGE_CHALLENGE_EXPIRED');
    expect(Number((await knex('analytics_events').where({ site_id: siteId }).count({ n: '*' }))[0]!.n)).to.equal(7);

    const started = await owner.json<{ id: string }>('POST', `${base}/purges`, { scope: '90d', answer: String(first.a + first.b), token: first.token }, 202);
    const purge = await finished(`${base}/purges/${started.id}`, 'purge');
    expect(purge).to.include({ id: started.id, status: 'done', scope: '90d', deleted: 3, error: null });
    const left = await knex('analytics_events').where({ site_id: siteId }).orderBy('occurred_at').select('occurred_at');
    expect(left.map((r: { occurred_at: Date }) => Math.round((now - new Date(r.occurred_at).getTime()) / DAY))).to.deep.equal([89, 31, 29, 1]);

    const second = await owner.json<{ a: number; b: number; token: string }>('GET', `${base}/purge-challenge`);
    const all = await owner.json<{ id: string }>('POST', `${base}/purges`, { scope: 'all', answer: second.a + second.b, token: second.token }, 202);
    expect(await finished(`${base}/purges/${all.id}`, 'purge')).to.include({ status: 'done', deleted: 4 });
    expect(await knex('analytics_events').where({ site_id: siteId })).to.deep.equal([]);
    expect(Number((await knex('analytics_events').where({ site_id: keep }).count({ n: '*' }))[0]!.n)).to.equal(2);

    // A question answered for one site cannot purge another.
    const third = await owner.json<{ a: number; b: number; token: string }>('GET', `${base}/purge-challenge`);
    expect((await failure(owner, 'POST', `/api/analytics/sites/${keep}/purges`, { scope: 'all', answer: third.a + third.b, token: third.token }, 400)).code).to.equal('ANALYTICS_PURGE_CHALLENGE_EXPIRED');
  });

  it('deletes a site\'s data with the site-deletion confirmation, and the whole site with its data', async () => {
    const siteId = await addSite(owner, 'Shop Data');
    for (const table of Object.keys(everyTable(0))) await insertSiteRow(knex, table, siteId, new Date(now - 2 * DAY));
    expect(await countSiteRows(knex, siteId)).to.deep.equal(everyTable(1));
    const path = `/api/analytics/sites/${siteId}/data`;
    expect((await failure(owner, 'DELETE', path, { confirmName: 'shop data', acknowledge: true }, 400)).code).to.equal('ANALYTICS_DELETE_NAME_MISMATCH');
    expect((await failure(owner, 'DELETE', path, { confirmName: 'Shop Data' }, 400)).code).to.equal('ANALYTICS_DELETE_NOT_ACKNOWLEDGED');
    expect((await failure(other, 'DELETE', path, { confirmName: 'Shop Data', acknowledge: true }, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect(await countSiteRows(knex, siteId)).to.deep.equal(everyTable(1));
    expect(await owner.json('DELETE', path, { confirmName: 'Shop Data', acknowledge: true })).to.deep.equal({ success: true, deleted: 1 });
    expect(await countSiteRows(knex, siteId)).to.deep.equal(everyTable(0));
    expect((await owner.json<{ site: { name: string } }>('GET', `/api/analytics/sites/${siteId}`)).site.name).to.equal('Shop Data');

    // Deleting the site itself takes its collected data along (it used to stay behind).
    for (const table of Object.keys(everyTable(0))) await insertSiteRow(knex, table, siteId, new Date(now - DAY));
    await owner.json('DELETE', `/api/analytics/sites/${siteId}`, { confirmName: 'Shop Data', acknowledge: true });
    expect(await countSiteRows(knex, siteId)).to.deep.equal(everyTable(0));
  });

  it('erases the sites\' data when their owner deletes the account', async () => {
    const leaving = new ApiSession(app.baseUrl);
    await leaving.signUp({ username: `dleaving_${run}`, email: `data-leaving-${run}@example.org`, password });
    const siteId = await addSite(leaving, 'Gone');
    for (const table of Object.keys(everyTable(0))) await insertSiteRow(knex, table, siteId, new Date(now - DAY));
    await leaving.json('DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    expect(await countSiteRows(knex, siteId)).to.deep.equal(everyTable(0));
    expect(await knex('analytics_sites').where({ id: siteId })).to.deep.equal([]);
  });

  it('answers 404 for every data route of another user\'s site, before doing anything', async () => {
    const siteId = await addSite(owner, 'Private');
    await insertEvents(siteId, [1]);
    const base = `/api/analytics/sites/${siteId}`;
    const id = randomUUID();
    for (const [method, path, body] of [
      ['POST', `${base}/exports`, { format: 'csv', confirmed: true }],
      ['GET', `${base}/exports/${id}`, undefined],
      ['GET', `${base}/exports/${id}/download`, undefined],
      ['GET', `${base}/purge-challenge`, undefined],
      ['POST', `${base}/purges`, { scope: 'all', answer: 2, token: 'x' }],
      ['GET', `${base}/purges/${id}`, undefined],
      ['DELETE', `${base}/data`, { confirmName: 'Private', acknowledge: true }],
      ['GET', `${base}/screenshot?device=mobile`, undefined],
    ] as const) {
      for (const session of [other, admin]) expect((await failure(session, method, path, body, 404)).code, `${method} ${path}`).to.equal('ANALYTICS_SITE_NOT_FOUND');
    }
    expect(await knex('analytics_jobs').where({ site_id: siteId })).to.deep.equal([]);
    expect(Number((await knex('analytics_events').where({ site_id: siteId }).count({ n: '*' }))[0]!.n)).to.equal(1);
    expect((await failure(owner, 'GET', `${base}/exports/not-a-uuid`, undefined, 404)).code).to.equal('ANALYTICS_EXPORT_NOT_FOUND');
    expect((await failure(owner, 'GET', `${base}/purges/${id}`, undefined, 404)).code).to.equal('ANALYTICS_PURGE_NOT_FOUND');
  });

  it('runs the nightly retention job on the worker: each site keeps its own number of days', async () => {
    const short = await addSite(owner, 'Short retention');
    const long = await addSite(owner, 'Long retention');
    await knex('analytics_sites').where({ id: short }).update({ retention_days: 30 });
    await insertEvents(short, [40, 20]);
    await insertEvents(long, [40, 20]);
    const queue = app.process.container.root.get<JobQueue>(PLATFORM.JobQueue);
    const job = await queue.add('analytics', 'analytics.retention', {});
    const outcome = await queue.waitUntilFinished<{ sitesTrimmed: number; createdPartitions: number; deletedEvents: number }>('analytics', job.id, 60_000);
    expect(outcome.sitesTrimmed).to.be.at.least(1);
    const ages = async (siteId: string) =>
      (await knex('analytics_events').where({ site_id: siteId }).orderBy('occurred_at').select('occurred_at')).map((r: { occurred_at: Date }) => Math.round((now - new Date(r.occurred_at).getTime()) / DAY));
    expect(await ages(short)).to.deep.equal([20]);
    expect(await ages(long)).to.deep.equal([40, 20]);
  });

  it('photographs a page of the site at the device width for the heatmap', async () => {
    const siteId = await addSite(owner, 'Fixture', `${fixtureOrigin}/shop`);
    const base = `/api/analytics/sites/${siteId}/screenshot`;
    const res = await owner.request('GET', `${base}?path=/landing&device=mobile`);
    expect(res.status, await res.clone().text().catch(() => '')).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('image/png');
    expect(res.headers.get('x-page-height')).to.equal('1500');
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).to.deep.equal({ width: 375, height: 1500 });
    const laptop = await owner.request('GET', `${base}?path=/&device=laptop`);
    expect(pngSize(new Uint8Array(await laptop.arrayBuffer()))).to.deep.equal({ width: 1280, height: 1500 });

    expect((await failure(owner, 'GET', `${base}?device=watch`, undefined, 400)).code).to.equal('ANALYTICS_SCREENSHOT_INVALID_DEVICE');
    expect((await failure(owner, 'GET', `${base}?path=//evil.example/`, undefined, 400)).code).to.equal('ANALYTICS_SCREENSHOT_INVALID_PATH');
    const unreachable = await addSite(owner, 'Down', 'http://127.0.0.1:1');
    expect((await failure(owner, 'GET', `/api/analytics/sites/${unreachable}/screenshot`, undefined, 502)).code).to.equal('ANALYTICS_SCREENSHOT_FAILED');
  });

  it('adds loopback and private sites when private targets are allowed, never link-local ones', async () => {
    expect(await addSite(owner, 'Local dev', 'http://localhost:5173')).to.be.a('string');
    expect(await addSite(owner, 'Office', 'https://192.168.1.20')).to.be.a('string');
    for (const url of ['http://169.254.169.254/latest/meta-data', 'http://[fe80::1]/', 'http://0.0.0.0:8080']) {
      expect((await failure(owner, 'POST', '/api/analytics/sites', { name: 'Metadata', url }, 400)).code, url).to.equal('ANALYTICS_SITE_URL_NOT_PUBLIC');
    }
  });

  it('names the built-in StackLens site publicly and lets admins, and only them, open it', async () => {
    const visitor = new ApiSession(app.baseUrl);
    const self = await visitor.json<{ success: boolean; siteId: string; scriptUrl: string }>('GET', '/api/analytics/self');
    expect(self.success).to.equal(true);
    expect(self.siteId).to.match(/^[0-9a-f-]{36}$/);
    expect(self.scriptUrl).to.equal('https://t.stacklens.test/s.js');
    expect((await visitor.json<{ siteId: string }>('GET', '/api/analytics/self')).siteId).to.equal(self.siteId);

    const site = await knex('analytics_sites').where({ id: self.siteId }).first();
    expect(site).to.include({ user_id: 'system:stacklens', name: 'StackLens' });
    const viewed = await admin.json<{ site: { id: string; name: string } }>('GET', `/api/analytics/sites/${self.siteId}`);
    expect(viewed.site).to.include({ id: self.siteId, name: 'StackLens' });
    expect(await admin.json('GET', `/api/analytics/sites/${self.siteId}/purge-challenge`)).to.include({ success: true });
    expect((await failure(owner, 'GET', `/api/analytics/sites/${self.siteId}`, undefined, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await failure(owner, 'GET', `/api/analytics/sites/${self.siteId}/purge-challenge`, undefined, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
  });
});
