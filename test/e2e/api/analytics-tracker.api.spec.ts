import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Knex } from 'knex';
import { buildSnippet } from '../../../src/modules/analytics/adapters/snippet/build-snippet.js';
import { MAX_BATCH_BYTES } from '../../../src/modules/analytics/domain/tracking-event.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The tracker intake (analytics README, "Tracker") through the real stack (every role in one process: the tracker
 * routes, the queue — Bull when REDIS_URL is set —, the worker writing to the database). TRUST_PROXY lets
 * a test stand for a public client with X-Forwarded-For, so the geo lookup has something to find.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';

interface EventRow {
  id: string;
  site_id: string;
  visitor_id: string;
  session_id: string;
  kind: string;
  path: string;
  referrer: string | null;
  source_kind: string | null;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  data: Record<string, unknown>;
}

describe('analytics tracker API (/s.js, /t/e)', function () {
  this.timeout(240_000);
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let knex: Knex;
  let owner: ApiSession;
  let admin: string;

  const pageview = (url: string, extra: Record<string, unknown> = {}) => ({ type: 'pageview', url, ts: Date.now(), referrer: '', utm: {}, screen: 'laptop', language: 'en-GB', title: 'Home', ...extra });
  const click = (url: string) => ({ type: 'click', url, ts: Date.now(), group: 'button', text: 'Buy', selector: 'main>button', pageX: 0.5, pageY: 0.25, elementX: 0.5, elementY: 0.5, viewportWidth: 1280, rage: false, dead: false });

  function post(body: string | Buffer, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${app.baseUrl}/t/e`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, 'x-forwarded-for': '8.8.8.8', ...headers } });
  }

  async function addSite(name: string): Promise<string> {
    const { site } = await owner.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name, url: `https://${name.toLowerCase()}.example` }, 201);
    return site.id;
  }

  async function dropped(): Promise<Record<string, number>> {
    const res = await fetch(`${app.baseUrl}/api/admin/analytics/dropped`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).to.equal(200);
    return ((await res.json()) as { counts: Record<string, number> }).counts;
  }

  /** The counts once the drops of earlier requests are written (the tracker writes them once a second). */
  async function settledDropped(): Promise<Record<string, number>> {
    await sleep(1_100);
    return dropped();
  }

  /** The tracker and the worker (invalid events) add their counts to the live store once a second. */
  async function droppedGrowth(before: Record<string, number>, expected: Record<string, number>): Promise<void> {
    let growth: Record<string, number> = {};
    for (let i = 0; i < 40; i++) {
      const now = await dropped();
      growth = Object.fromEntries(Object.keys({ ...now, ...expected }).map((k) => [k, (now[k] ?? 0) - (before[k] ?? 0)]).filter(([, n]) => n !== 0));
      if (JSON.stringify(sorted(growth)) === JSON.stringify(sorted(expected))) return;
      await sleep(250);
    }
    expect(sorted(growth)).to.deep.equal(sorted(expected));
  }

  async function storedEvents(siteId: string, expected: number): Promise<EventRow[]> {
    let rows: EventRow[] = [];
    for (let i = 0; i < 240; i++) {
      rows = await knex<EventRow>('analytics_events').where({ site_id: siteId }).orderBy('occurred_at').orderBy('kind');
      if (rows.length >= expected) break;
      await sleep(250);
    }
    return rows;
  }

  before(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    owner = new ApiSession(app.baseUrl);
    await owner.signUp({ username: `tracker_${run}`, email: `tracker-${run}@example.org`, password: 'tracker pass phrase 2026' });
    admin = await app.tokenFor({ sub: `admin-${run}`, isAdmin: true });
  });
  after(() => app?.stop());

  it('serves the snippet with a JavaScript type, CORS, a long cache, an ETag and 304 for a matching If-None-Match', async () => {
    const built = await buildSnippet();
    const res = await fetch(`${app.baseUrl}/s.js`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
    expect(res.headers.get('cross-origin-resource-policy')).to.equal('cross-origin');
    expect(res.headers.get('cache-control')).to.match(/^public, max-age=86400\b/);
    expect(res.headers.get('etag')).to.equal(built.etag);
    expect(await res.text()).to.equal(built.code);

    const again = await fetch(`${app.baseUrl}/s.js`, { headers: { 'if-none-match': `"other", W/${built.etag}` } });
    expect(again.status).to.equal(304);
    expect(await again.text()).to.equal('');
    expect(again.headers.get('etag')).to.equal(built.etag);
    expect((await fetch(`${app.baseUrl}/s.js`, { headers: { 'if-none-match': '"stale"' } })).status).to.equal(200);
  });

  it('answers the CORS preflight for any origin, without credentials', async () => {
    const res = await fetch(`${app.baseUrl}/t/e`, { method: 'OPTIONS', headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(res.status).to.equal(204);
    expect(res.headers.get('access-control-allow-origin')).to.equal('*');
    expect(res.headers.get('access-control-allow-methods')).to.include('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).to.include('content-type');
    expect(res.headers.get('access-control-allow-credentials')).to.equal(null);
    const posted = await post(JSON.stringify({ site: randomUUID(), events: [pageview('https://x.example/')] }), { origin: 'https://shop.example' });
    expect(posted.headers.get('access-control-allow-origin')).to.equal('*');
  });

  it('accepts a batch (text/plain or JSON), enriches it, and the worker stores it without the IP, the query string or the user', async () => {
    const siteId = await addSite(`Enrich${run}`);
    const url = `https://enrich${run}.example/shoes/red?size=42&email=someone@example.org`;
    const first = await post(JSON.stringify({ site: siteId, user: 'member-7', events: [pageview(url, { referrer: 'https://www.google.com/search?q=shoes' }), click(url)] }));
    expect(first.status).to.equal(202);
    expect(await first.text()).to.equal('');
    const second = await post(JSON.stringify({ site: siteId, events: [pageview(`https://enrich${run}.example/cart?utm_source=mail`, { referrer: url, utm: { source: 'mail' } })] }), { 'content-type': 'application/json' });
    expect(second.status).to.equal(202);
    const mobile = await post(JSON.stringify({ site: siteId, events: [pageview(`https://enrich${run}.example/`, { referrer: 'https://t.co/abc' })] }), {
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'x-forwarded-for': '2a00:1450:4001:80b::200e',
    });
    expect(mobile.status).to.equal(202);

    const rows = await storedEvents(siteId, 4);
    expect(rows).to.have.length(4);
    const view = rows.find((r) => r.path === '/shoes/red' && r.kind === 'pageview');
    const press = rows.find((r) => r.path === '/shoes/red' && r.kind === 'click');
    expect(view).to.deep.include({ kind: 'pageview', referrer: 'https://www.google.com/search', source_kind: 'organic-search', country: 'US', city: 'Mountain View', browser: 'Chrome', os: 'Linux', device: 'desktop' });
    expect(press).to.deep.include({ kind: 'click', country: 'US', browser: 'Chrome', os: 'Linux', device: 'desktop' });
    expect(press!.data).to.deep.include({ group: 'button', text: 'Buy' });
    const cart = rows.find((r) => r.path === '/cart')!;
    expect(cart).to.deep.include({ kind: 'pageview', source_kind: 'campaign', referrer: `https://enrich${run}.example/shoes/red` });
    expect(cart.data).to.deep.include({ referrer: `https://enrich${run}.example/shoes/red`, utm: { source: 'mail' } });
    expect(cart.session_id, 'same visitor within 30 minutes').to.equal(view!.session_id);
    expect(cart.visitor_id).to.equal(view!.visitor_id).and.match(/^[0-9a-f]{32}$/);
    const phone = rows.find((r) => r.path === '/')!;
    expect(phone).to.deep.include({ source_kind: 'social', country: 'DE', browser: 'Mobile Safari', os: 'iOS', device: 'mobile' });
    expect(phone.visitor_id).to.not.equal(view!.visitor_id);
    expect(phone.session_id).to.not.equal(view!.session_id);

    const everything = JSON.stringify(rows) + JSON.stringify(await knex('analytics_sessions').where({ site_id: siteId }));
    for (const secret of ['8.8.8.8', '2a00:1450', 'member-7', 'someone@example.org', 'size=42', 'q=shoes']) expect(everything, secret).to.not.include(secret);
  });

  it('answers 202 to malformed, mistyped, hostile and oversized bodies, counts them by reason, and keeps running', async () => {
    const siteId = await addSite(`Hostile${run}`);
    const before = await settledDropped();
    const url = `https://hostile${run}.example/`;
    const answers: number[] = [];
    const send = async (body: string | Buffer, headers?: Record<string, string>) => answers.push((await post(body, headers)).status);

    await send('{"site": "x", "events": [');
    await send('');
    await send('null');
    await send(JSON.stringify([{ site: siteId }]));
    await send(JSON.stringify({ site: siteId, events: [{ ...pageview(url), ts: 'yesterday' }, { ...click(url), pageX: '0.5' }, { ...click(url), rage: 'yes' }] }));
    await send(`{"site":"${siteId}","events":[{"type":"pageview","__proto__":{"polluted":true},"url":"${url}"}]}`);
    await send(`{"__proto__":{"polluted":true},"site":"${siteId}","events":[${JSON.stringify(pageview(url))}]}`);
    await send(`{"constructor":{"prototype":{"polluted":true}},"site":"${siteId}","events":[${JSON.stringify(pageview(url))}]}`);
    await send(JSON.stringify({ site: siteId, events: [pageview(url, { title: 'x'.repeat(20_000) })] }));
    await send(JSON.stringify({ site: 's'.repeat(5_000), events: [pageview(url)] }));
    await send(Buffer.concat([Buffer.from(`{"site":"${siteId}","events":[{"type":"pageview","url":"${url}","title":"`), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}]}')]));
    await send(JSON.stringify({ site: siteId, events: Array.from({ length: 26 }, () => pageview(url)) }));
    expect(answers).to.deep.equal(Array(answers.length).fill(202));
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype untouched').to.equal(undefined);

    const oversized = await post(JSON.stringify({ site: siteId, events: [pageview(url, { title: 'x'.repeat(MAX_BATCH_BYTES) })] }));
    expect(oversized.status).to.equal(413);
    expect(await chunkedPost(`${app.baseUrl}/t/e`, MAX_BATCH_BYTES * 4)).to.equal(413);

    await droppedGrowth(before, { 'invalid:not-json': 2, 'invalid:bad-envelope': 6, 'invalid:event': 6, 'too-large': 2 });
    expect((await fetch(`${app.baseUrl}/healthz`)).status).to.equal(200);
    expect(await countEvents(knex, siteId)).to.equal(0);
  });

  it('drops bots, unknown sites, sites with tracking off and Do-Not-Track, and counts each', async () => {
    const siteId = await addSite(`Drops${run}`);
    const off = await addSite(`Off${run}`);
    await owner.json('PATCH', `/api/analytics/sites/${off}`, { trackingEnabled: false });
    const before = await settledDropped();
    const events = (host: string) => [pageview(`https://${host}.example/`), click(`https://${host}.example/`)];
    const statuses = [
      await post(JSON.stringify({ site: siteId, events: events('drops') }), { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      await post(JSON.stringify({ site: siteId, events: events('drops') }), { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36' }),
      await post(JSON.stringify({ site: randomUUID(), events: events('nowhere') })),
      await post(JSON.stringify({ site: off, events: events('off') })),
      await post(JSON.stringify({ site: siteId, events: events('drops') }), { dnt: '1' }),
      await post(JSON.stringify({ site: siteId, events: events('drops') }), { 'sec-gpc': '1' }),
    ].map((r) => r.status);
    expect(statuses).to.deep.equal([202, 202, 202, 202, 202, 202]);
    await droppedGrowth(before, { bot: 4, 'unknown-site': 2, 'tracking-disabled': 2, dnt: 4 });
    await post(JSON.stringify({ site: siteId, events: [pageview(`https://drops${run}.example/kept`)] }));
    const rows = await storedEvents(siteId, 1);
    expect(rows.map((r) => r.path)).to.deep.equal(['/kept']);
    expect(await countEvents(knex, off)).to.equal(0);
  });

  it('drops events matching the owner\'s IP, user, visitor and device exclusions', async () => {
    const siteId = await addSite(`Excluded${run}`);
    const exclude = (body: Record<string, unknown>, headers: Record<string, string> = {}) => owner.request('POST', `/api/analytics/sites/${siteId}/exclusions`, body, headers).then((r) => r.status);
    expect(await exclude({ type: 'ip', value: '203.0.113.9' })).to.equal(201);
    expect(await exclude({ type: 'user', value: 'staff-1' })).to.equal(201);
    // The owner's own browser, as the dashboard request shows it: the tracker hashes the same IP and user agent.
    expect(await exclude({ type: 'device' }, { 'user-agent': FIREFOX_MAC, 'x-forwarded-for': '198.51.100.20' })).to.equal(201);
    const before = await settledDropped();
    const url = `https://excluded${run}.example/`;
    const statuses = [
      await post(JSON.stringify({ site: siteId, events: [pageview(url)] }), { 'x-forwarded-for': '203.0.113.9' }),
      await post(JSON.stringify({ site: siteId, user: 'staff-1', events: [pageview(url)] })),
      await post(JSON.stringify({ site: siteId, events: [pageview(url), click(url)] }), { 'user-agent': FIREFOX_MAC, 'x-forwarded-for': '198.51.100.20' }),
      // The same browser elsewhere, and the same network with another browser, are other devices.
      await post(JSON.stringify({ site: siteId, events: [pageview(`${url}kept-1`)] }), { 'user-agent': FIREFOX_MAC, 'x-forwarded-for': '198.51.100.21' }),
      await post(JSON.stringify({ site: siteId, user: 'staff-2', events: [pageview(`${url}kept-2`)] }), { 'x-forwarded-for': '198.51.100.20' }),
    ].map((r) => r.status);
    expect(statuses).to.deep.equal([202, 202, 202, 202, 202]);
    await droppedGrowth(before, { excluded: 4 });
    const kept = await storedEvents(siteId, 2);
    expect(kept.map((r) => r.path).sort()).to.deep.equal(['/kept-1', '/kept-2']);

    // The visitor id of a stored event excludes that visitor (for the rest of the day).
    expect(await exclude({ type: 'visitor', value: kept.find((r) => r.path === '/kept-1')!.visitor_id })).to.equal(201);
    await sleep(5_100); // the tracker's site cache
    const again = await settledDropped();
    await post(JSON.stringify({ site: siteId, events: [pageview(`${url}visitor-again`)] }), { 'user-agent': FIREFOX_MAC, 'x-forwarded-for': '198.51.100.21' });
    await droppedGrowth(again, { excluded: 1 });
  });

  it('stores every one of 10,000 tiny events sent as 400 concurrent batches', async () => {
    const siteId = await addSite(`Volume${run}`);
    const url = `https://volume${run}.example/p`;
    const batches = Array.from({ length: 400 }, (_, b) => JSON.stringify({ site: siteId, events: Array.from({ length: 25 }, (_, i) => ({ type: 'scroll', url: `${url}${b % 7}`, ts: Date.now() - (25 - i), depth: i * 4, distance: 10, ms: 5 })) }));
    const statuses: number[] = [];
    for (let start = 0; start < batches.length; start += 40) {
      const slice = batches.slice(start, start + 40);
      statuses.push(...(await Promise.all(slice.map((body, i) => post(body, { 'user-agent': `${CHROME} v${(start + i) % 50}` }).then((r) => r.status)))));
    }
    expect(statuses.filter((s) => s !== 202)).to.deep.equal([]);
    const rows = await storedEvents(siteId, 10_000);
    expect(rows).to.have.length(10_000);
    expect(new Set(rows.map((r) => r.id)).size).to.equal(10_000);
    expect(new Set(rows.map((r) => r.visitor_id)).size).to.equal(50);
  });
});

/** A body sent in chunks without Content-Length, which the tracker must stop reading past its cap. */
function chunkedPost(url: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': CHROME } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    const chunk = Buffer.alloc(8_192, 'a');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

async function countEvents(knex: Knex, siteId: string): Promise<number> {
  const row = (await knex('analytics_events').where({ site_id: siteId }).count('* as n').first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sorted = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The per-client rate limit (README "Tracker"), on its own app with TRACKER_RATE_LIMIT=1 (bursts of 10,
 * one token back a second) so that a burst of 150 requests is cut whatever the machine's speed, and the
 * checks that follow it run well inside the second a token takes to come back, even on a loaded machine
 * (at 5 a second, a token came back between the burst and the preflight check). TRUST_PROXY lets each
 * test client stand for an address of its own.
 */
describe('analytics tracker API: the per-client rate limit', function () {
  this.timeout(240_000);
  /** Requests a second an address may send; its bucket holds ten seconds' worth. */
  const RATE = 1;
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let knex: Knex;
  let admin: string;
  let siteId: string;

  before(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'true', TRACKER_RATE_LIMIT: String(RATE) } });
    knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    const owner = new ApiSession(app.baseUrl);
    await owner.signUp({ username: `limited_${run}`, email: `limited-${run}@example.org`, password: 'limited pass phrase 2026' });
    admin = await app.tokenFor({ sub: `admin-${run}`, isAdmin: true });
    siteId = (await owner.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name: 'Limited', url: 'https://limited.example' }, 201)).site.id;
  });
  after(() => app?.stop());

  const beacon = (ip: string, path: string) =>
    fetch(`${app.baseUrl}/t/e`, {
      method: 'POST',
      body: JSON.stringify({ site: siteId, events: [{ type: 'scroll', url: `https://limited.example${path}`, ts: Date.now(), depth: 10, distance: 10, ms: 10 }] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, 'x-forwarded-for': ip },
    });

  async function rateLimited(): Promise<number> {
    const res = await fetch(`${app.baseUrl}/api/admin/analytics/dropped`, { headers: { authorization: `Bearer ${admin}` } });
    return ((await res.json()) as { counts: Record<string, number> }).counts['rate-limited'] ?? 0;
  }

  it('cuts a burst from one address with 429, counts it as rate-limited and records none of it, while another address is served', async () => {
    const flooder = '203.0.113.77';
    const started = Date.now();
    const statuses: number[] = [];
    for (let start = 0; start < 150; start += 25) {
      statuses.push(...(await Promise.all(Array.from({ length: 25 }, (_, i) => beacon(flooder, `/burst-${start + i}`).then((r) => r.status)))));
    }
    const seconds = (Date.now() - started) / 1000;
    const accepted = statuses.filter((s) => s === 202).length;
    let refused = statuses.filter((s) => s === 429).length;
    expect(accepted + refused, 'every answer is 202 or 429').to.equal(150);
    // A bucket of ten seconds' worth, refilled at RATE a second while the burst lasted.
    expect(accepted).to.be.within(10 * RATE, 10 * RATE + Math.ceil(RATE * seconds) + 1);
    expect(refused).to.be.above(0);

    const cut = await beacon(flooder, '/one-more');
    expect(cut.status).to.equal(429);
    expect(cut.headers.get('retry-after')).to.equal('1');
    expect(cut.headers.get('access-control-allow-origin')).to.equal('*');
    expect(await cut.text()).to.equal('');
    refused += 1;
    // The snippet and the preflight share the address's bucket; they carry no events to count.
    expect((await fetch(`${app.baseUrl}/s.js`, { headers: { 'x-forwarded-for': flooder } })).status).to.equal(429);
    expect((await fetch(`${app.baseUrl}/t/e`, { method: 'OPTIONS', headers: { 'x-forwarded-for': flooder } })).status).to.equal(429);

    const other = await beacon('198.51.100.77', '/other-address');
    expect(other.status).to.equal(202);
    expect((await fetch(`${app.baseUrl}/s.js`, { headers: { 'x-forwarded-for': '198.51.100.77' } })).status).to.equal(200);

    let counted = 0;
    for (let i = 0; i < 40 && counted < refused; i++) {
      await sleep(250);
      counted = await rateLimited();
    }
    expect(counted).to.equal(refused);
    const storedPaths = async () => (await knex('analytics_events').where({ site_id: siteId }).select<{ path: string }[]>('path')).map((r) => r.path);
    let paths: string[] = [];
    for (let i = 0; i < 240 && paths.length < accepted + 1; i++) {
      await sleep(250);
      paths = await storedPaths();
    }
    // Nothing more arrives later.
    await sleep(500);
    paths = await storedPaths();
    expect(paths).to.have.length(accepted + 1);
    expect(paths).to.include('/other-address');
    expect(paths).to.not.include('/one-more');
  });
});
