import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type FixtureSite, serveFixtureSite } from '../../../../../test/support/audits/fixture-server.js';
import { TRACKING_ENDPOINT_PATH, type TrackingEvent, trackingBatchSchema } from '../../domain/tracking-event.js';
import { buildSnippet } from './build-snippet.js';

/**
 * The built snippet in a real Chromium, on a fixture page (test/fixtures/analytics/snippet/) served beside a
 * fake collector at TRACKING_ENDPOINT_PATH that keeps every body it is posted.
 */
const FIXTURES = fileURLToPath(new URL('../../../../../test/fixtures/analytics/snippet/', import.meta.url));
const SECRETS = ['Sekrit-mail-7731', 'Hunter2-passw0rd-4410', 'private note 9127', 'qzx-owner-5582@mailhost-qz.test'];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

describe('tracking snippet in Chromium', function () {
  this.timeout(60_000);
  let browser: Browser;
  let site: FixtureSite;
  let collectorStatus = 204;
  const bodies: string[] = [];

  before(async () => {
    const snippet = await buildSnippet();
    site = await serveFixtureSite(FIXTURES, {
      '/s.js': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(snippet.code);
      },
      // The fixture shop with a signed-in person's id on the tag (data-user).
      '/signed-in.html': (_req, res) => {
        const page = readFileSync(join(FIXTURES, 'index.html'), 'utf8')
          .replace('<title>Snippet fixture shop</title>', '<title>Snippet fixture, signed in</title>')
          .replace('data-site="fixture-site_1">', 'data-site="fixture-site_1" data-user="member-42">');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      },
      [TRACKING_ENDPOINT_PATH]: async (req, res) => {
        const body = await readBody(req);
        if (req.method === 'POST') bodies.push(body);
        res.writeHead(collectorStatus, { 'access-control-allow-origin': '*' }).end();
      },
    });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });

  after(async () => {
    await browser?.close();
    await site?.close();
  });

  beforeEach(() => {
    bodies.length = 0;
    collectorStatus = 204;
  });

  const events = (): TrackingEvent[] => bodies.flatMap((body) => trackingBatchSchema.parse(JSON.parse(body)).events);

  async function waitForEvent<T extends TrackingEvent>(match: (event: TrackingEvent) => event is T, what: string): Promise<T> {
    for (let tries = 0; tries < 150; tries++) {
      const found = events().find(match);
      if (found) return found;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`no ${what} arrived; got ${JSON.stringify(events().map((event) => event.type))}`);
  }

  /** Navigating away fires pagehide, which sends everything still queued. */
  async function leave(page: Page): Promise<void> {
    await page.goto(`${site.url}/elsewhere.html`);
  }

  async function open(path = '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', init?: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 720 } });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(site.url + path, { referer: 'https://news.example.org/article/42' });
    await page.waitForLoadState('load');
    return { context, page };
  }

  const is =
    <K extends TrackingEvent['type']>(type: K, extra: (event: Extract<TrackingEvent, { type: K }>) => boolean = () => true) =>
    (event: TrackingEvent): event is Extract<TrackingEvent, { type: K }> =>
      event.type === type && extra(event as Extract<TrackingEvent, { type: K }>);

  it('sends a page view with referrer, UTM, screen class, language and title, and sets no cookie nor storage', async () => {
    const { context, page } = await open();
    const view = await waitForEvent(is('pageview'), 'page view (after the 5 s flush)');
    expect(view.url).to.equal(`${site.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`);
    expect(view.referrer).to.match(/^https:\/\/news\.example\.org\//);
    expect(view.utm).to.deep.equal({ source: 'newsletter', medium: 'email', campaign: 'spring' });
    expect(view.screen).to.equal('laptop');
    expect(view.language).to.equal('fr-FR');
    expect(view.title).to.equal('Snippet fixture shop');
    expect(await context.cookies()).to.deep.equal([]);
    expect(await page.evaluate<number>('document.cookie.length + localStorage.length + sessionStorage.length')).to.equal(0);
    expect(site.requests.some((request) => request.method === 'POST' && request.path === TRACKING_ENDPOINT_PATH)).to.equal(true);
    await context.close();
  });

  it('counts an SPA navigation (pushState) and a back navigation (popstate) as page views, with time on page between', async () => {
    const { context, page } = await open('/');
    // Stretches under 100 ms send no engagement event, so each page is given a moment.
    await page.waitForTimeout(200);
    await page.click('#spa');
    await page.waitForTimeout(200);
    await page.goBack();
    await page.waitForFunction('location.pathname === "/"');
    await page.waitForTimeout(200);
    await leave(page);
    await waitForEvent(is('pageview', (event) => event.url === `${site.url}/` && event.referrer.endsWith('/catalog/page-two?sort=price')), 'page view after popstate');
    const views = events().filter(is('pageview'));
    expect(views.map((view) => new URL(view.url).pathname)).to.deep.equal(['/', '/catalog/page-two', '/']);
    expect(views[1]?.referrer).to.equal(`${site.url}/`);
    const engagement = events().filter(is('engagement'));
    expect(engagement.map((event) => new URL(event.url).pathname)).to.include.members(['/catalog/page-two', '/']);
    for (const event of engagement) expect(event.activeMs).to.be.at.most(event.totalMs);
    await context.close();
  });

  it('records clicks with element group, truncated text, positions relative to page and element, and dead clicks', async () => {
    const { context, page } = await open('/');
    const save = await page.locator('#save').boundingBox();
    if (!save) throw new Error('no box for #save');
    await page.mouse.click(save.x + save.width / 4, save.y + save.height / 2);
    await page.click('#dead');
    await page.click('#title');
    // Nothing else may happen on the page for 2.5 s after #dead, or the click was not dead.
    const dead = await waitForEvent(is('click', (event) => event.selector === 'button#dead'), 'click on #dead');
    await page.click('#nav-home');
    const saved = events().find(is('click', (event) => event.selector === 'button#save'));
    expect(saved, 'click on #save').to.not.equal(undefined);
    expect(saved).to.include({ group: 'button', text: 'Save the basket', dead: false, rage: false, viewportWidth: 1280 });
    expect(saved?.elementX).to.be.closeTo(0.25, 0.05);
    expect(saved?.elementY).to.be.closeTo(0.5, 0.1);
    const documentSize = await page.evaluate<{ width: number; height: number }>('({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight })');
    expect(saved?.pageX).to.be.closeTo((save.x + save.width / 4) / documentSize.width, 0.01);
    expect(saved?.pageY).to.be.closeTo((save.y + save.height / 2) / documentSize.height, 0.01);
    expect(dead).to.include({ group: 'button', text: 'Does nothing at all', dead: true, rage: false });
    await leave(page);
    await waitForEvent(is('click', (event) => event.selector === 'a#nav-home'), 'click on the nav link');
    expect(events().find(is('click', (event) => event.selector === 'h1#title'))).to.include({ group: 'heading', text: 'Spring sale' });
    expect(events().find(is('click', (event) => event.selector === 'a#nav-home'))).to.include({ group: 'navigation', dead: false });
    await context.close();
  });

  it('flags three clicks within a second inside 30 px as rage clicks', async () => {
    const { context, page } = await open('/');
    const box = await page.locator('#dead').boundingBox();
    if (!box) throw new Error('no box for #dead');
    for (const dx of [0, 5, 10]) await page.mouse.click(box.x + 20 + dx, box.y + 20);
    await leave(page);
    await waitForEvent(is('click'), 'clicks');
    const clicks = await (async () => {
      for (let tries = 0; tries < 50 && events().filter(is('click')).length < 3; tries++) await new Promise((done) => setTimeout(done, 100));
      return events().filter(is('click'));
    })();
    expect(clicks).to.have.length(3);
    expect(clicks.every((click) => click.rage)).to.equal(true);
    await context.close();
  });

  it('records scroll gestures and the deepest scroll point on leaving', async () => {
    const { context, page } = await open('/');
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const scroll = await waitForEvent(is('scroll'), 'scroll gesture');
    expect(scroll.depth).to.equal(100);
    expect(scroll.distance).to.be.greaterThan(2000);
    await leave(page);
    const engagement = await waitForEvent(is('engagement'), 'engagement');
    expect(engagement.scrollDepth).to.equal(100);
    expect(engagement.totalMs).to.be.greaterThan(0);
    await context.close();
  });

  it('records form fields (name, type, value present, validity, required, failed constraint) and never a typed value', async () => {
    const { context, page } = await open('/');
    await page.fill('#email', SECRETS[0] ?? '');
    await page.fill('#password', SECRETS[1] ?? '');
    await page.fill('#note', SECRETS[2] ?? '');
    await page.click('#note');
    // The browser refuses this submission (bad e-mail, terms unticked): `invalid` events, no `submit`.
    await page.click('#submit');
    await page.fill('#email', SECRETS[3] ?? '');
    await page.check('#terms');
    await page.click('#submit');
    await leave(page);
    await waitForEvent(is('form', (event) => event.action === 'submit'), 'form submit');
    const form = events().filter(is('form'));
    const email = form.filter((event) => event.name === 'email');
    expect(email.map((event) => event.action)).to.include.members(['input', 'change', 'invalid']);
    expect(email.find((event) => event.action === 'change')).to.deep.include({ htmlType: 'email', hasValue: true, valid: false, required: true, error: 'typeMismatch' });
    expect(form.find((event) => event.name === 'password')).to.include({ htmlType: 'password', hasValue: true });
    expect(form.find((event) => event.name === 'note')).to.include({ htmlType: 'textarea', hasValue: true });
    expect(form.find((event) => event.name === 'terms' && event.action === 'invalid')).to.deep.include({ htmlType: 'checkbox', hasValue: false, required: true, error: 'valueMissing' });
    const fixed = form.find((event) => event.name === 'email' && event.action === 'change' && event.valid);
    expect(fixed).to.include({ hasValue: true, required: true });
    expect(fixed?.error).to.equal(undefined);
    expect(form.find((event) => event.name === 'terms' && event.action === 'change')).to.include({ hasValue: true, valid: true });
    expect(form.filter((event) => event.action === 'submit')).to.have.length(1);
    expect(form.find((event) => event.action === 'submit')).to.include({ name: 'signup', htmlType: 'form', valid: true, hasValue: true });
    const everything = bodies.join('\n');
    for (const secret of SECRETS) for (const piece of [secret, secret.slice(0, 6), secret.slice(-6)]) expect(everything).to.not.include(piece);
    await context.close();
  });

  it('records uncaught errors and unhandled rejections', async () => {
    const { context, page } = await open('/');
    const seen: string[] = [];
    page.on('pageerror', (error) => seen.push(error.message));
    await page.click('#boom');
    // Leave only once both have reached the page, so the snippet's own listeners have run.
    for (let tries = 0; tries < 50 && seen.length < 2; tries++) await page.waitForTimeout(50);
    expect(seen).to.have.length(2);
    await leave(page);
    const thrown = await waitForEvent(is('error', (event) => event.message.includes('fixture exploded')), 'thrown error');
    expect(thrown.line).to.be.greaterThan(0);
    expect(thrown.source).to.equal(`${site.url}/`);
    await waitForEvent(is('error', (event) => event.message.includes('fixture promise rejected')), 'rejection');
    await context.close();
  });

  for (const [signal, init] of [
    ['Do-Not-Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })"],
    ['Global Privacy Control', "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })"],
    ['the opt-out flag', "localStorage.setItem('stacklens_optout', '1')"],
  ] as const) {
    it(`sends nothing under ${signal}`, async () => {
      const { context, page } = await open('/', init);
      await page.click('#save');
      await page.fill('#email', 'someone@example.org');
      await leave(page);
      // The page that leaves loaded the snippet, so a tracked visit would have posted by now.
      await page.waitForTimeout(500);
      expect(site.requests.filter((request) => request.path === '/s.js').length).to.be.greaterThan(0);
      expect(bodies).to.deep.equal([]);
      await context.close();
    });
  }

  it('stops recording in an open page as soon as the opt-out flag is set (consent withdrawn)', async () => {
    const { context, page } = await open('/');
    await page.waitForTimeout(200);
    await page.evaluate("localStorage.setItem('stacklens_optout', '1')");
    await page.click('#save');
    await page.fill('#email', 'someone@example.org');
    await page.click('#spa');
    await leave(page);
    // The page view recorded before the flag is sent on leaving; nothing after it is.
    await waitForEvent(is('pageview'), 'page view recorded before the opt-out');
    await page.waitForTimeout(500);
    expect(events().map((event) => event.type)).to.deep.equal(['pageview']);
    await context.close();
  });

  it('tracks despite Do-Not-Track when the tag says data-respect-dnt="false"', async () => {
    const { context, page } = await open('/dnt-ignored.html', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })");
    await leave(page);
    expect((await waitForEvent(is('pageview'), 'page view')).title).to.equal('Snippet fixture, DNT ignored');
    await context.close();
  });

  it('sends the tag\'s data-user with every batch (for user exclusions), and no user without it', async () => {
    const { context, page } = await open('/signed-in.html');
    await leave(page);
    await waitForEvent(is('pageview', (event) => event.title === 'Snippet fixture, signed in'), 'page view');
    const signedIn = bodies.map((body) => JSON.parse(body) as { user?: string; events: TrackingEvent[] }).filter((batch) => batch.events.some((event) => event.type === 'pageview' && event.title === 'Snippet fixture, signed in'));
    expect(signedIn.map((batch) => batch.user)).to.deep.equal(['member-42']);
    await context.close();
    bodies.length = 0;
    const plain = await open('/');
    await leave(plain.page);
    await waitForEvent(is('pageview'), 'page view');
    expect(bodies.map((body) => Object.keys(JSON.parse(body) as object))).to.deep.include(['site', 'events']);
    expect(bodies.every((body) => !('user' in (JSON.parse(body) as object)))).to.equal(true);
    await plain.context.close();
  });

  it('shows the host page no error when the collector answers 500', async () => {
    collectorStatus = 500;
    // What the host page itself can observe: its error handlers and its console.
    const hostWatch = `window.__hostSaw = [];
      addEventListener('error', (e) => __hostSaw.push('error: ' + e.message));
      addEventListener('unhandledrejection', (e) => __hostSaw.push('rejection: ' + e.reason));
      for (const level of ['error', 'warn']) { const original = console[level]; console[level] = (...args) => { __hostSaw.push(level + ': ' + args.join(' ')); original(...args); }; }`;
    const { context, page } = await open('/', hostWatch);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // Chromium's network log reports every failed response ("Failed to load resource: … 500") to DevTools;
      // no script on the page sees it, so only that exact line for the collector is let through.
      const networkLog = message.text().startsWith('Failed to load resource') && new URL(message.location().url).pathname === TRACKING_ENDPOINT_PATH;
      if (!networkLog) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    await page.click('#save');
    await page.click('#dead');
    await page.evaluate('window.scrollTo(0, 500)');
    // Past the 5 s interval flush, so batches were posted to the failing collector while the page stayed.
    await page.waitForTimeout(5_500);
    expect(bodies.length, 'batches posted to the failing collector').to.be.greaterThan(0);
    expect(await page.evaluate<string[]>('window.__hostSaw')).to.deep.equal([]);
    expect(problems.filter((problem) => !problem.includes('/favicon.ico'))).to.deep.equal([]);
    await context.close();
  });
});
