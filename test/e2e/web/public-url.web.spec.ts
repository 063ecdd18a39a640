import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from '../../support/spawned-app.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { chromiumPath, launchBrowser } from '../../support/web.js';

/**
 * Without PUBLIC_URL, outside production, the public address follows the port (README, configuration):
 * a site owner on `PORT=…` copies a tracking code that loads the snippet from that port, a page
 * carrying it records its visit, and the owner's dashboard shows it. With the address fixed at :8080
 * the snippet would never load and the dashboard would stay empty.
 */
describe('web: the public address follows the port (no PUBLIC_URL)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let site: Server;
  let origin: string;
  let browser: Browser;
  let visitors: Browser;
  let trackingCode = '';
  let port = 0;

  before(async () => {
    site = createServer((req, res) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== '/') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Port test</title></head><body><h1>Hello</h1>${trackingCode}</body></html>`);
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    port = await freePort();
    // No PUBLIC_URL here, on purpose.
    app = await startTestApp({ env: { FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist'), PORT: String(port), ALLOW_PRIVATE_TARGETS: 'true' } });
    browser = await launchBrowser();
    // The tracker drops HeadlessChrome as a bot: the visitor's browser says Chrome, as a real one does.
    const major = browser.version().split('.')[0];
    visitors = await chromium.launch({
      executablePath: chromiumPath()!,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync', `--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`],
    });
  });

  after(async () => {
    await visitors?.close();
    await browser?.close();
    await app?.stop();
    await new Promise((done) => site?.close(done));
  });

  it('hands out a tracking code for its own port, and the visit of a page carrying it reaches the dashboard', async () => {
    expect(app.process.config.http.publicUrl).to.equal(`http://localhost:${port}`);
    const claims = { sub: `port-owner-${Date.now().toString(36)}`, isPremium: true };
    const token = await app.tokenFor({ ...claims, email: `${claims.sub}@example.test` });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const added = await fetch(`${app.baseUrl}/api/analytics/sites`, { method: 'POST', headers, body: JSON.stringify({ name: 'Port test', url: origin }) });
    expect(added.status).to.equal(201);
    const { site: created } = (await added.json()) as { site: { id: string } };
    const detail = (await (await fetch(`${app.baseUrl}/api/analytics/sites/${created.id}`, { headers })).json()) as { site: { trackingCode: string } };
    trackingCode = detail.site.trackingCode;
    expect(trackingCode).to.equal(`<script defer src="http://localhost:${port}/s.js" data-site="${created.id}"></script>`);

    const visitor = await visitors.newPage();
    await visitor.goto(`${origin}/`);
    await visitor.waitForFunction('document.readyState === "complete"');
    await visitor.close({ runBeforeUnload: true });

    // The visit travels through the tracker and the worker's batch before a report counts it.
    const overview = async () => ((await (await fetch(`${app.baseUrl}/api/analytics/sites/${created.id}/overview?range=7d`, { headers })).json()) as { report?: { totalPageViews?: number } }).report?.totalPageViews ?? 0;
    for (let attempt = 0; (await overview()) < 1; attempt++) {
      if (attempt > 100) expect.fail('the visit never reached the reports');
      await new Promise((done) => setTimeout(done, 100));
    }

    const owner = await browser.newContext({ locale: 'en-US' });
    await owner.addCookies([{ name: 'stacklens_cookie_consent', value: encodeURIComponent(JSON.stringify({ consentGiven: true, preferences: { essential: true, functional: false, analytics: false, marketing: false } })), url: app.baseUrl }]);
    await owner.addInitScript(`localStorage.setItem('access_token', ${JSON.stringify(token)});`);
    const page = await owner.newPage();
    await page.goto(`${app.baseUrl}/en/stacklens-analytics?site=${created.id}`);
    await page.getByTestId('metric-pageViews').filter({ hasText: /^1$/ }).waitFor();
    await owner.close();
  });
});
