import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import type { ResponsiveRunListResponse, ResponsiveRunResponse, ResponsiveRunStartedResponse, ResponsiveRunView } from '../../../src/modules/devtools/contract.js';
import { isForbiddenAddress } from '../../../src/platform/outbound/index.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { pngSize } from '../../support/png.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { serveLoopback, type LoopbackSite } from '../../support/loopback-site.js';

/**
 * Responsive testing through the real stack (devtools README, "Responsive testing"): the api queues a
 * run, the worker renders a loopback fixture in Chromium (an app allowing private targets), the page
 * polls it to the end, then the shots and exports; ownership, limits, the account's export and
 * deletion; then an app with the default policy refusing every private spelling up front, and a name
 * resolving to a private address refused when the worker's browser connects.
 */
interface ErrorView {
  success: false;
  code: string;
  details?: Record<string, unknown>;
}

/** 1500 px tall; a 700 px banner overflows below 800 px wide; a 16 px close button at every width. */
const PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>html,body,p{margin:0} .hero{height:1500px} .wide{width:700px;height:40px;background:#c00}
.tiny{width:16px;height:16px;padding:0;border:0} @media (min-width:800px){.wide{width:100%}}</style></head>
<body><div class="hero"><p>Read <a href="/docs">the docs</a>.</p><button class="tiny" aria-label="Close">×</button>
<section id="promo"><div class="wide"></div></section></div></body></html>`;

const DEVICES = [
  { id: 'iphone-se', name: 'iPhone SE', width: 375, height: 667 },
  { id: 'ipad-mini', name: 'iPad mini', width: 768, height: 1024 },
  { name: 'Wide laptop', width: 1366, height: 768 },
];

async function waitForRun(session: ApiSession, id: string, timeoutMs = 120_000): Promise<{ run: ResponsiveRunView; seen: Set<string> }> {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { run } = await session.json<ResponsiveRunResponse>('GET', `/api/devtools/responsive/${id}`);
    seen.add(run.status);
    if (run.status === 'done' || run.status === 'failed') return { run, seen };
    if (Date.now() > deadline) throw new Error(`run ${id} still ${run.status} (${run.progress.done}/${run.progress.total})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('devtools responsive API (/api/devtools/responsive)', function () {
  this.timeout(400_000);
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let strict: TestApp;
  let site: LoopbackSite;
  let owner: ApiSession;
  let held: ServerResponse[] = [];
  let holding = true;
  let doneRun: ResponsiveRunView;

  const sessionFor = async (target: TestApp, name: string) => {
    const session = new ApiSession(target.baseUrl);
    session.accessToken = await target.tokenFor({ sub: `responsive_${name}_${run}`, status: 'free' });
    return session;
  };
  const release = () => {
    holding = false;
    for (const res of held) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    held = [];
  };

  before(async () => {
    site = await serveLoopback((req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url ?? '/', 'http://fixture').pathname;
      if (path === '/hold' && holding) return void held.push(res);
      if (path === '/favicon.ico') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    app = await startTestApp({ roles: ['api', 'worker'], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    // The fixture's port is allowed so that the address rules, not the port rule, decide the refusals.
    strict = await startTestApp({ roles: ['api', 'worker'], env: { AUDIT_ALLOWED_PORTS: `80,443,${site.port}` } });
    owner = await sessionFor(app, 'owner');
  });
  after(async () => {
    release();
    await app?.stop();
    await strict?.stop();
    await site?.close();
  });

  async function failure(session: ApiSession, method: string, path: string, body: unknown, status: number): Promise<ErrorView> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  it('declares every /api/devtools/responsive route for signed-in users', () => {
    const routes = app.process.routes.filter((r) => r.path.startsWith('/api/devtools/responsive'));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).to.deep.equal([
      'GET /api/devtools/responsive',
      'GET /api/devtools/responsive/:id',
      'GET /api/devtools/responsive/:id/export.pdf',
      'GET /api/devtools/responsive/:id/export.png',
      'GET /api/devtools/responsive/:id/shots/:index',
      'POST /api/devtools/responsive',
    ]);
    for (const route of routes) expect(route.auth, route.path).to.equal('user');
  });

  it('renders the page at every size in the worker, with progress, findings and screenshots of the right width', async () => {
    const started = await owner.json<ResponsiveRunStartedResponse>('POST', '/api/devtools/responsive', { url: `${site.origin}/`, devices: DEVICES }, 202);
    expect(started.success).to.equal(true);
    const { run: finished } = await waitForRun(owner, started.id);
    doneRun = finished;
    expect(finished).to.deep.include({ id: started.id, url: `${site.origin}/`, status: 'done', errorCode: null, progress: { done: 3, total: 3 } });
    expect(finished.exports).to.deep.equal({ png: `/api/devtools/responsive/${started.id}/export.png`, pdf: `/api/devtools/responsive/${started.id}/export.pdf` });
    expect(finished.devices.map((d) => [d.index, d.presetId, d.name, d.width, d.height, d.status, d.errorCode, d.pageHeight])).to.deep.equal([
      [0, 'iphone-se', 'iPhone SE', 375, 667, 'done', null, 1500],
      [1, 'ipad-mini', 'iPad mini', 768, 1024, 'done', null, 1500],
      [2, null, 'Wide laptop', 1366, 768, 'done', null, 1500],
    ]);
    const [phone, tablet, laptop] = finished.devices;
    expect(phone!.scrollWidth).to.equal(700);
    expect(phone!.findings.overflow).to.deep.equal([{ selector: 'div.wide', width: 700 }]);
    expect(phone!.findings.tapTargets).to.deep.equal([{ selector: 'button.tiny', width: 16, height: 16, text: '×' }]);
    expect(tablet!.findings.overflow).to.deep.equal([]);
    expect(laptop!.findings).to.deep.equal({ overflow: [], overflowTotal: 0, tapTargets: [{ selector: 'button.tiny', width: 16, height: 16, text: '×' }], tapTargetTotal: 1 });

    for (const device of finished.devices) {
      const res = await owner.request('GET', device.screenshotUrl!);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('image/png');
      expect(pngSize(new Uint8Array(await res.arrayBuffer()))).to.deep.equal({ width: device.width, height: 1500 });
    }

    const list = await owner.json<ResponsiveRunListResponse>('GET', '/api/devtools/responsive');
    expect(list.runs[0]).to.deep.include({ id: started.id, status: 'done', progress: { done: 3, total: 3 }, deviceNames: ['iPhone SE', 'iPad mini', 'Wide laptop'] });
  });

  it('exports the shots side by side as one PNG and as a PDF with a page per size', async () => {
    const png = await owner.request('GET', doneRun.exports!.png);
    expect(png.status).to.equal(200);
    expect(png.headers.get('content-type')).to.equal('image/png');
    expect(png.headers.get('content-disposition')).to.match(/^attachment; filename="responsive-[0-9a-f]{8}\.png"$/);
    const size = pngSize(new Uint8Array(await png.arrayBuffer()));
    // Three columns at their own size (375 + 768 + 1366, margins and gaps) under a label band.
    expect(size.width).to.equal(32 + 375 + 32 + 768 + 32 + 1366 + 32);
    expect(size.height).to.equal(32 + 56 + 1500 + 32);

    const pdf = await owner.request('GET', doneRun.exports!.pdf);
    expect(pdf.status).to.equal(200);
    expect(pdf.headers.get('content-type')).to.equal('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).to.equal(true);
    expect(text.match(/\/Type \/Page /g)).to.have.length(3);
  });

  it("answers another user's run, shots and exports with 404, and a visitor with 401", async () => {
    const stranger = await sessionFor(app, 'stranger');
    const id = doneRun.id;
    for (const path of [`/api/devtools/responsive/${id}`, `/api/devtools/responsive/${id}/shots/0`, `/api/devtools/responsive/${id}/export.png`, `/api/devtools/responsive/${id}/export.pdf`]) {
      expect((await failure(stranger, 'GET', path, undefined, 404)).code, path).to.equal('DEVTOOLS_RESPONSIVE_NOT_FOUND');
      expect((await failure(new ApiSession(app.baseUrl), 'GET', path, undefined, 401)).code, path).to.equal('AUTH_REQUIRED');
    }
    expect((await stranger.json<ResponsiveRunListResponse>('GET', '/api/devtools/responsive')).runs).to.deep.equal([]);
    expect((await failure(owner, 'GET', '/api/devtools/responsive/not-a-uuid', undefined, 404)).code).to.equal('DEVTOOLS_RESPONSIVE_NOT_FOUND');
    expect((await failure(owner, 'GET', `/api/devtools/responsive/${id}/shots/3`, undefined, 404)).code).to.equal('DEVTOOLS_RESPONSIVE_SHOT_NOT_FOUND');
    expect((await failure(owner, 'GET', `/api/devtools/responsive/${id}/shots/x`, undefined, 404)).code).to.equal('DEVTOOLS_RESPONSIVE_SHOT_NOT_FOUND');
  });

  it('answers the limits and malformed bodies with their codes', async () => {
    const post = (body: unknown) => failure(owner, 'POST', '/api/devtools/responsive', body, 400);
    const url = `${site.origin}/`;
    expect((await post({ url, devices: [] })).code).to.equal('DEVTOOLS_RESPONSIVE_DEVICES_INVALID');
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ name: `d${i}`, width: 400, height: 800 }));
    expect((await post({ url, devices: thirteen })).details).to.deep.include({ reason: 'count', limit: 12 });
    for (const device of [
      { name: 'narrow', width: 239, height: 800 },
      { name: 'huge', width: 3841, height: 800 },
      { name: 'short', width: 400, height: 100 },
      { name: 'tall', width: 400, height: 4001 },
      { name: 'half', width: 375.5, height: 667 },
    ]) {
      expect((await post({ url, devices: [device] })).code, device.name).to.equal('DEVTOOLS_RESPONSIVE_DEVICES_INVALID');
    }
    expect((await post({ url, devices: [{ name: ' ', width: 400, height: 800 }] })).details).to.deep.equal({ reason: 'name', index: 0 });
    expect((await post({ url: 'ftp://example.org/', devices: DEVICES })).code).to.equal('DEVTOOLS_INVALID_URL');
    expect((await post({ url: 'not a url', devices: DEVICES })).code).to.equal('DEVTOOLS_INVALID_URL');
    expect((await post({ url, devices: [{ name: 'x', width: '400', height: 800 }] })).code).to.equal('VALIDATION_FAILED');
    expect((await post({ devices: DEVICES })).code).to.equal('VALIDATION_FAILED');
  });

  it('keeps two runs per user unfinished at most, refuses exports before the end, and rate-limits starts', async () => {
    const busy = await sessionFor(app, 'busy');
    const body = { url: `${site.origin}/hold`, devices: [DEVICES[0]] };
    const first = await busy.json<ResponsiveRunStartedResponse>('POST', '/api/devtools/responsive', body, 202);
    await busy.json<ResponsiveRunStartedResponse>('POST', '/api/devtools/responsive', body, 202);
    const third = await failure(busy, 'POST', '/api/devtools/responsive', body, 409);
    expect(third.code).to.equal('DEVTOOLS_RESPONSIVE_TOO_MANY_RUNNING');
    expect(third.details).to.deep.equal({ limit: 2 });
    expect((await failure(busy, 'GET', `/api/devtools/responsive/${first.id}/export.png`, undefined, 409)).code).to.equal('DEVTOOLS_RESPONSIVE_NOT_FINISHED');
    // Another user is not held back by this one's runs.
    expect((await (await sessionFor(app, 'calm')).request('POST', '/api/devtools/responsive', { url: `${site.origin}/`, devices: [DEVICES[0]] })).status).to.equal(202);
    // 20 starts per 10 minutes, refused ones included: 17 more are counted (409), the 21st is 429.
    for (let i = 0; i < 17; i++) expect((await busy.request('POST', '/api/devtools/responsive', body)).status).to.equal(409);
    const limited = await failure(busy, 'POST', '/api/devtools/responsive', body, 429);
    expect(limited.code).to.equal('RATE_LIMITED');
    expect(limited.details?.retryAfterMs).to.be.a('number');

    release();
    const { run: ended, seen } = await waitForRun(busy, first.id);
    expect(ended.status).to.equal('done');
    expect([...seen].every((s) => ['queued', 'running', 'done'].includes(s))).to.equal(true);
  });

  it('lists the runs in the account export (no screenshots) and erases runs and shots with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `respleaver_${run}`, email: `resp-leaver-${run}@example.org`, password: 'responsive testing pass 2026' });
    const started = await person.json<ResponsiveRunStartedResponse>('POST', '/api/devtools/responsive', { url: `${site.origin}/`, devices: [DEVICES[0]] }, 202);
    await waitForRun(person, started.id);

    const exported = (await (await person.request('GET', '/api/auth/export')).json()) as { sections: { devtoolsResponsive: Record<string, unknown>[] } };
    const runs = exported.sections.devtoolsResponsive;
    expect(runs.map((r) => [r.id, r.url, r.status])).to.deep.equal([[started.id, `${site.origin}/`, 'done']]);
    expect(JSON.stringify(runs)).not.to.match(/iVBOR|screenshotUrl|data/);

    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    expect(Number((await knex('devtools_responsive_shots').where({ run_id: started.id }).count('* as n'))[0]?.n)).to.equal(1);
    expect((await person.request('DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' })).status).to.equal(200);
    expect(Number((await knex('devtools_responsive_runs').where({ owner_id: user.id }).count('* as n'))[0]?.n)).to.equal(0);
    expect(Number((await knex('devtools_responsive_shots').where({ run_id: started.id }).count('* as n'))[0]?.n)).to.equal(0);
    expect(Number((await knex('devtools_responsive_runs').where({ id: doneRun.id }).count('* as n'))[0]?.n), "another user's run stays").to.equal(1);
  });

  it('refuses loopback, private, metadata and disguised addresses up front when private targets are not allowed', async () => {
    const session = await sessionFor(strict, 'ssrf');
    const targets = [
      site.origin,
      'http://localhost/',
      'http://127.0.0.1/',
      'http://10.0.0.5/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://0177.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::1]/',
    ];
    for (const url of targets) {
      const error = await failure(session, 'POST', '/api/devtools/responsive', { url, devices: DEVICES }, 400);
      expect(error.code, url).to.equal('DEVTOOLS_TARGET_REFUSED');
      expect(error.details?.reason, url).to.be.a('string');
    }
    expect((await session.json<ResponsiveRunListResponse>('GET', '/api/devtools/responsive')).runs).to.deep.equal([]);
  });

  it('fails the run with DEVTOOLS_TARGET_REFUSED when a name resolves to a private address in the worker', async () => {
    // The machine's own name: accepted at the start (a name, not an address), judged on what it
    // resolves to when the worker's browser connects (its own interface: loopback or private).
    const name = hostname();
    const { address } = await lookup(name);
    expect(isForbiddenAddress(address), `${name} resolves to ${address}`).to.equal(true);
    const session = await sessionFor(strict, 'rebind');
    const started = await session.json<ResponsiveRunStartedResponse>('POST', '/api/devtools/responsive', { url: `http://${name}:${site.port}/`, devices: DEVICES }, 202);
    const { run: failed } = await waitForRun(session, started.id);
    expect(failed).to.deep.include({ status: 'failed', errorCode: 'DEVTOOLS_TARGET_REFUSED', exports: null });
    expect(failed.devices.map((d) => [d.status, d.errorCode, d.screenshotUrl])).to.deep.equal(DEVICES.map(() => ['failed', 'DEVTOOLS_TARGET_REFUSED', null]));
  });
});
