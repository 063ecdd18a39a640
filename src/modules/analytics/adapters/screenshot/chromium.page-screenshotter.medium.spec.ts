import { expect } from 'chai';
import { domainRejection } from '../../../../../test/support/domain-rejection.js';
import { pngSize } from '../../../../../test/support/png.js';
import { chromiumPath } from '../../../../../test/support/web.js';
import type { TargetPolicy } from '../../../../platform/outbound/index.js';
import { ChromiumPageScreenshotter, type ChromiumScreenshotterOptions } from './chromium.page-screenshotter.js';
import { ScreenshotCache } from './screenshot-cache.js';
import { serveLoopback, type LoopbackSite } from '../../../../../test/support/loopback-site.js';


/** A page whose height is known: 1800 px of content, no margins; wider than 600 px it is 2400 px tall. */
const PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>html,body{margin:0} .block{height:1800px;background:linear-gradient(#c00,#00c)} @media (min-width:600px){.block{height:2400px}}</style>
</head><body><div class="block"></div></body></html>`;

describe('analytics: Chromium page screenshots (real Chromium)', function () {
  this.timeout(120_000);
  let fixture: LoopbackSite;
  let canary: LoopbackSite;
  const canaryHits: string[] = [];
  const open: ChromiumPageScreenshotter[] = [];

  before(async () => {
    // Plays an internal service on another loopback address: it must never see a request.
    canary = await serveLoopback((req, res) => {
      canaryHits.push(req.url ?? '');
      res.end('internal');
    }, '127.0.0.2');
    fixture = await serveLoopback((req, res) => {
      if (req.url === '/hang') return; // never answers
      if (req.url === '/to-private') {
        // From an allowed host to a loopback one the policy does not allow.
        res.writeHead(302, { location: `${canary.origin}/secret` }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
  });
  after(async () => {
    for (const s of open) await s.close();
    await fixture.close();
    await canary.close();
  });

  const make = (policy: TargetPolicy, over: Partial<ChromiumScreenshotterOptions> = {}) => {
    const screenshotter = new ChromiumPageScreenshotter({
      chromiumPath: chromiumPath() ?? '/usr/bin/chromium',
      policy,
      // Generous: the first capture launches Chromium, which on a loaded 2-core CI machine can take most of 20 s.
      timeoutMs: 90_000,
      idleCloseMs: 60_000,
      recycleAfter: 50,
      concurrency: 2,
      maxHeight: 16_384,
      cache: new ScreenshotCache(3_600_000, 64 * 1024 * 1024),
      clock: { now: () => new Date() },
      ...over,
    });
    open.push(screenshotter);
    return screenshotter;
  };
  const privateAllowed: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };

  it('captures the full page at the device width, launching the browser only when asked, and caches it', async () => {
    const screenshotter = make(privateAllowed);
    expect(screenshotter.browserOpen).to.equal(false);
    const mobile = await screenshotter.capture({ cacheKey: 'm', url: `${fixture.origin}/`, width: 375 });
    expect(pngSize(mobile.png)).to.deep.equal({ width: 375, height: 1800 });
    expect(mobile.pageHeight).to.equal(1800);
    expect(screenshotter.browserOpen).to.equal(true);
    const desktop = await screenshotter.capture({ cacheKey: 'd', url: `${fixture.origin}/`, width: 1536 });
    expect(pngSize(desktop.png)).to.deep.equal({ width: 1536, height: 2400 });
    expect(screenshotter.captures).to.equal(2);
    const again = await screenshotter.capture({ cacheKey: 'm', url: `${fixture.origin}/`, width: 375 });
    expect(again.png).to.equal(mobile.png);
    expect(screenshotter.captures).to.equal(2);
  });

  it('cuts a page taller than the limit and says how tall it was', async () => {
    const screenshotter = make(privateAllowed, { maxHeight: 1000 });
    const shot = await screenshotter.capture({ cacheKey: 'x', url: `${fixture.origin}/`, width: 768 });
    expect(pngSize(shot.png)).to.deep.equal({ width: 768, height: 1000 });
    expect(shot.pageHeight).to.equal(2400);
  });

  it('refuses loopback targets as audits do, before any browser starts', async () => {
    const screenshotter = make({ allowPrivate: false, allowedPorts: [80, 443] });
    const error = await domainRejection(screenshotter.capture({ cacheKey: 'p', url: `${fixture.origin}/`, width: 375 }));
    expect(error.code).to.equal('ANALYTICS_SCREENSHOT_FAILED');
    expect(error.details).to.deep.equal({ reason: 'target-refused' });
    expect(screenshotter.browserOpen).to.equal(false);
  });

  it('refuses a redirect from an allowed page to a private address', async () => {
    const host = new URL(fixture.origin).host;
    const screenshotter = make({ allowPrivate: false, allowedPorts: [80, 443], allowTargets: [host] });
    const error = await domainRejection(screenshotter.capture({ cacheKey: 'r', url: `${fixture.origin}/to-private`, width: 375 }));
    expect(error.details).to.deep.equal({ reason: 'target-refused' });
    expect(canaryHits).to.deep.equal([]);
    // The same policy lets the allowed page itself through.
    expect(pngSize((await screenshotter.capture({ cacheKey: 'ok', url: `${fixture.origin}/`, width: 375 })).png).width).to.equal(375);
  });

  it('gives up after its time limit', async () => {
    const screenshotter = make(privateAllowed, { timeoutMs: 3_000 });
    const error = await domainRejection(screenshotter.capture({ cacheKey: 'h', url: `${fixture.origin}/hang`, width: 375 }));
    expect(error.details).to.deep.equal({ reason: 'timeout' });
  });

  it('closes the idle browser and starts it again when asked', async () => {
    // Its own screenshotter with the generous limit: on a loaded machine a capture right after a
    // timed-out one can take longer than that short limit.
    const screenshotter = make(privateAllowed, { idleCloseMs: 300 });
    await screenshotter.capture({ cacheKey: 'ok', url: `${fixture.origin}/`, width: 375 });
    expect(screenshotter.browserOpen).to.equal(true);
    // The idle timer fires 300 ms after the capture; the loop waits for it, however late the machine runs it.
    while (screenshotter.browserOpen) await new Promise((resolve) => setTimeout(resolve, 50));
    await screenshotter.capture({ cacheKey: 'ok2', url: `${fixture.origin}/`, width: 768 });
    expect(screenshotter.browserOpen).to.equal(true);
  });
});
