import { expect } from 'chai';
import type { Page, Response } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../../src/platform/http/index.js';
import { webBaseUrl } from '../../support/web.js';
import { webUser } from '../../support/seed-web-user.js';
import { webHarness, type VisitOptions } from '../../support/web-harness.js';

/** The browser globals the page functions use (this tsconfig has no DOM lib); casts only, erased before they run. */
interface FrameElement {
  contentWindow: { postMessage(message: unknown, target: string): void } | null;
  src: string;
  setAttribute(name: string, value: string): void;
  style: { width: string; height: string };
}
interface Probe {
  trusted: Record<string, unknown>[];
  foreign: Record<string, unknown>[];
  frame: FrameElement;
}
interface BrowserWindow {
  __probe?: Probe;
  document: { createElement(tag: string): FrameElement; body: { appendChild(node: unknown): void } };
  addEventListener(type: string, listener: (event: { source: unknown; data: unknown }) => void): void;
  fetch(url: string, init?: unknown): Promise<{ json(): Promise<unknown> }>;
}

/**
 * The studio's sandboxed preview (studio README, "Preview"), proven in Chromium without the editor page:
 * a signed-in user's page embeds the frame the way PreviewFrame does and sends it templates whose script
 * tries to reach the user's session. The frame's own headers and the app page's unchanged policy are
 * checked too.
 */
describe('Studio preview sandbox (web)', function () {
  this.timeout(120_000);
  const { visit, expectConsoleErrors } = webHarness({ allowNotFoundPage: false });
  /**
   * Signed in as the harness's `user` option does, but only in the top document: an init script runs in every
   * frame, and the sandboxed ones would throw on localStorage before the template ran.
   */
  async function signedIn(extra: VisitOptions['setup'] = async () => undefined): Promise<VisitOptions> {
    const token = await webUser({ sub: 'studio-sandbox-user' });
    return {
      setup: async (page, context) => {
        await context.addInitScript(`if (window === window.top) localStorage.setItem('access_token', ${JSON.stringify(token)});`);
        await extra(page, context);
      },
    };
  }

  /** The page's frame, created as PreviewFrame creates it, with every message it receives sorted by sender. */
  async function embed(page: Page): Promise<string> {
    const frameUrl = await page.evaluate(async () => {
      const w = globalThis as unknown as BrowserWindow;
      const body = (await (await w.fetch('/api/studio/preview-config')).json()) as { frameUrl: string };
      const frame = w.document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.setAttribute('title', 'Preview');
      frame.setAttribute('data-testid', 'sandbox-frame');
      frame.style.width = '600px';
      frame.style.height = '400px';
      const probe: Probe = { trusted: [], foreign: [], frame };
      w.__probe = probe;
      w.addEventListener('message', (event) => {
        // What the page does: only the frame's own window speaks for the preview.
        (event.source === frame.contentWindow ? probe.trusted : probe.foreign).push(event.data as Record<string, unknown>);
      });
      frame.src = body.frameUrl;
      w.document.body.appendChild(frame);
      return body.frameUrl;
    });
    await page.waitForFunction(() => !!(globalThis as unknown as BrowserWindow).__probe?.trusted.some((m) => m.type === 'stacklens-preview:ready'));
    return frameUrl;
  }

  async function render(page: Page, seq: number, template: { html?: string; css?: string; js?: string; theme?: 'light' | 'dark'; dir?: 'ltr' | 'rtl' }): Promise<void> {
    const message = { type: 'stacklens-preview:render', seq, html: '', css: '', js: '', theme: 'light', dir: 'ltr', ...template };
    await page.evaluate((m) => (globalThis as unknown as BrowserWindow).__probe?.frame.contentWindow?.postMessage(m, '*'), message);
    await page.waitForFunction((s) => !!(globalThis as unknown as BrowserWindow).__probe?.trusted.some((m) => m.type === 'stacklens-preview:rendered' && m.seq === s), seq);
  }

  /** Every request of the page and its frames as Chromium's network domain saw it: wire headers and status. */
  async function wireLog(page: Page): Promise<{ calls: { url: string; headers: Record<string, string>; status?: number }[] }> {
    const cdp = await page.context().newCDPSession(page);
    const byId = new Map<string, { url: string; headers: Record<string, string>; status?: number }>();
    const log = { calls: [] as { url: string; headers: Record<string, string>; status?: number }[] };
    const entry = (id: string) => {
      let found = byId.get(id);
      if (!found) {
        found = { url: '', headers: {} };
        byId.set(id, found);
        log.calls.push(found);
      }
      return found;
    };
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => void (entry(event.requestId).url = event.request.url));
    cdp.on('Network.requestWillBeSentExtraInfo', (event: { requestId: string; headers: Record<string, string> }) => void Object.assign(entry(event.requestId).headers, event.headers));
    cdp.on('Network.responseReceivedExtraInfo', (event: { requestId: string; statusCode: number }) => void (entry(event.requestId).status = event.statusCode));
    await cdp.send('Network.enable');
    return log;
  }

  const trusted = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserWindow).__probe?.trusted ?? []);
  const foreign = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserWindow).__probe?.foreign ?? []);
  const consoleOf = async (page: Page, seq: number) =>
    (await trusted(page)).filter((m) => m.type === 'stacklens-preview:console' && m.seq === seq).map((m) => `${String(m.level)}: ${String(m.text)}`);
  const waitForConsole = (page: Page, seq: number, pattern: RegExp) =>
    page.waitForFunction(
      ({ s, source }) =>
        !!(globalThis as unknown as BrowserWindow).__probe?.trusted.some((m) => m.type === 'stacklens-preview:console' && m.seq === s && new RegExp(source).test(String(m.text))),
      { s: seq, source: pattern.source },
    );

  it('serves the frame sandboxed (allow-scripts only) and embeddable by the app alone, and leaves the app pages their policy', async () => {
    const base = webBaseUrl();
    const config = (await (await fetch(`${base}/api/studio/preview-config`)).json()) as { success: boolean; frameUrl: string };
    expect(config).to.deep.equal({ success: true, frameUrl: `${base}/api/studio/preview/frame` });

    const frame = await fetch(config.frameUrl);
    expect(frame.status).to.equal(200);
    expect(frame.headers.get('content-type')).to.match(/^text\/html/);
    const policy = (frame.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    expect(policy[0]).to.equal('sandbox allow-scripts');
    expect(policy.join('; ')).not.to.match(/allow-same-origin|allow-top-navigation|allow-popups|allow-forms|allow-modals/);
    expect(policy).to.include(`frame-ancestors ${base}`);
    expect(policy).to.include("default-src 'none'");
    expect(policy.find((d) => d.startsWith('script-src '))).to.include(`${base}/api/studio/preview/runner.js`);
    expect(frame.headers.get('x-frame-options')).to.equal(null);
    const document = await frame.text();
    expect(document).to.include('<script src="runner.js" defer></script>');
    expect(document.match(/<script/g)).to.have.length(1);

    const runner = await fetch(`${base}/api/studio/preview/runner.js`);
    expect(runner.headers.get('content-type')).to.match(/^text\/javascript/);
    expect(await runner.text()).to.include("'stacklens-preview:'");

    const page = await fetch(`${base}/en/dashboard`);
    expect(page.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-frame-options')).to.equal('DENY');
  });

  it("keeps a template's script away from the signed-in user's token, cookies, API session and page, and brings its console back", async () => {
    // The refresh cookie a real sign-in sets (HttpOnly, SameSite=Strict, Path=/api/auth), and a readable one.
    const { page, context } = await visit(
      '/en/dashboard',
      await signedIn((_page, ctx) =>
        ctx.addCookies([
          { name: 'stacklens_refresh', value: 'planted-refresh-secret', url: `${webBaseUrl()}/api/auth`, httpOnly: true, sameSite: 'Strict' },
          { name: 'stacklens_readable', value: 'planted-readable', url: webBaseUrl(), sameSite: 'Lax' },
        ]),
      ),
    );
    // The template's own console calls, its uncaught errors and what Chromium says of the refused attempts.
    expectConsoleErrors(/template error/, /Uncaught/, /sandbox|Unsafe attempt|navigat|Blocked/i, /CORS|Access to fetch|Failed to (load|fetch)|401|Unauthorized/i);
    await page.waitForSelector('main');
    const appUrl = page.url();
    const token = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('access_token'));
    expect(token, 'the page itself holds the token').to.be.a('string').and.not.equal('');

    // Control: the page's own call carries the refresh cookie, so its absence below means something.
    const isSession = (response: Response) => new URL(response.url()).pathname === '/api/auth/session';
    const [control] = await Promise.all([
      page.waitForResponse(isSession, { timeout: 15_000 }),
      page.evaluate(() => (globalThis as unknown as BrowserWindow).fetch('/api/auth/session', { credentials: 'include' }).then(() => undefined)),
    ]);
    expect((await control.request().allHeaders()).cookie ?? '').to.include('stacklens_refresh=planted-refresh-secret');

    await embed(page);
    const probe = String.raw`
      const seen = {};
      const attempt = (name, read) => { try { seen[name] = String(read()); } catch (error) { seen[name] = 'threw ' + error.name; } };
      attempt('localStorage', () => localStorage.getItem('access_token'));
      attempt('sessionStorage', () => sessionStorage.length);
      attempt('cookie', () => document.cookie);
      attempt('topStorage', () => top.localStorage.getItem('access_token'));
      attempt('topCookie', () => top.document.cookie);
      attempt('parentDocument', () => parent.document.title);
      attempt('indexedDB', () => indexedDB.open('stacklens'));
      attempt('topNavigation', () => { top.location.href = '/en/pricing'; return 'assigned'; });
      attempt('popup', () => window.open('/en/pricing') === null ? 'refused' : 'opened');
      console.log('probe ' + JSON.stringify(seen));
      fetch('/api/auth/session', { credentials: 'include' })
        .then((response) => console.log('fetch answered ' + response.status), (error) => console.log('fetch failed ' + error.name));
      // Spoofing the runner: the page only listens to the frame's own window.
      top.postMessage({ type: 'stacklens-preview:rendered', seq: 42 }, '*');
      parent.postMessage({ type: 'stacklens-preview:render', seq: 43, html: 'hijacked', css: '', js: '', theme: 'light', dir: 'ltr' }, '*');
      console.info('info', { answer: 42 });
      console.warn('a warning');
      console.error('template error');
      setTimeout(() => missingFunction(), 0);
      Promise.reject(new Error('rejected on purpose'));
    `;
    // Chromium reports no response to Playwright for a call CORS refused; its network domain has the headers
    // that went on the wire (cookies and Origin included), and the status the server answered.
    const wire = await wireLog(page);
    await render(page, 1, { html: '<p id="hello">Hello</p>', css: 'p { color: rebeccapurple }', js: probe });
    await waitForConsole(page, 1, /^fetch (answered|failed)/);
    await waitForConsole(page, 1, /rejected on purpose/);
    await waitForConsole(page, 1, /missingFunction/);

    const lines = await consoleOf(page, 1);
    const seen = JSON.parse(lines.find((l) => l.startsWith('log: probe '))!.slice('log: probe '.length)) as Record<string, string>;
    // (a) no storage, no cookie, no way into the page's document.
    expect(seen.localStorage).to.equal('threw SecurityError');
    expect(seen.sessionStorage).to.equal('threw SecurityError');
    expect(seen.cookie).to.equal('threw SecurityError');
    expect(seen.topStorage).to.equal('threw SecurityError');
    expect(seen.topCookie).to.equal('threw SecurityError');
    expect(seen.parentDocument).to.equal('threw SecurityError');
    expect(seen.indexedDB).to.equal('threw SecurityError');
    expect(JSON.stringify(lines)).not.to.include(token!);
    expect(JSON.stringify(lines)).not.to.include('planted-');
    // (b) the API call left without the session: no token, no cookie, refused.
    const calls = wire.calls.filter((call) => new URL(call.url).pathname === '/api/auth/session');
    expect(calls, JSON.stringify(wire.calls)).to.have.length(1);
    const [call] = calls;
    expect(call!.headers.origin ?? call!.headers.Origin, 'the call left from an opaque origin').to.equal('null');
    expect(Object.keys(call!.headers).map((name) => name.toLowerCase())).not.to.include('authorization');
    expect(call!.headers.cookie ?? call!.headers.Cookie ?? '').not.to.include('stacklens_refresh');
    expect(call!.status, 'the server answered a visitor').to.equal(401);
    expect(lines).to.include('log: fetch failed TypeError');
    // (c) the top page stays where it was, and no window opened.
    expect(seen.topNavigation).to.match(/^threw /);
    expect(seen.popup).to.equal('refused');
    expect(page.url()).to.equal(appUrl);
    expect(context.pages()).to.have.length(1);
    // (d) console and errors reach the page, numbered with the render.
    expect(lines).to.include.members(['info: info {"answer":42}', 'warn: a warning', 'error: template error', 'error: Uncaught (in promise) Error: rejected on purpose']);
    // Its line in the template's script (the probe starts with a line break).
    const missingLine = probe.split('\n').findIndex((line) => line.includes('missingFunction()')) + 1;
    expect(lines).to.include(`error: Uncaught ReferenceError: missingFunction is not defined (line ${missingLine})`);
    // Spoofed messages came from the template's window, never the frame's: the page can tell them apart.
    expect(await foreign(page)).to.deep.include({ type: 'stacklens-preview:rendered', seq: 42 });
    expect((await trusted(page)).some((m) => m.seq === 42 || m.seq === 43)).to.equal(false);
  });

  it('renders each template in a fresh document with the theme and direction asked for', async () => {
    const { page } = await visit('/en/dashboard', await signedIn());
    expectConsoleErrors(/Uncaught/);
    await page.waitForSelector('main');
    await embed(page);
    const report = String.raw`
      window.leftover = 'from the first render';
      console.log(JSON.stringify({ dir: document.documentElement.dir, scheme: getComputedStyle(document.documentElement).colorScheme, dark: matchMedia('(prefers-color-scheme: dark)').matches, text: document.getElementById('t') && document.getElementById('t').textContent }));
    `;
    await render(page, 1, { html: '<p id="t">one</p>', js: report, theme: 'light', dir: 'ltr' });
    await render(page, 2, { html: '<p id="t">two</p>', js: `console.log(String(window.leftover)); ${report}`, theme: 'dark', dir: 'rtl' });
    await waitForConsole(page, 2, /"text":"two"/);
    expect(await consoleOf(page, 1)).to.deep.equal(['log: {"dir":"ltr","scheme":"light","dark":false,"text":"one"}']);
    expect(await consoleOf(page, 2)).to.deep.equal(['log: undefined', 'log: {"dir":"rtl","scheme":"dark","dark":true,"text":"two"}']);
    // The page sees the template, painted in the frame (a nested frame of the sandboxed document).
    const child = page.frames().find((f) => f.url() === 'about:srcdoc');
    expect(await child?.locator('#t').textContent()).to.equal('two');
  });
});
