import { expect } from 'chai';
import { pngSize } from '../../../../../test/support/png.js';
import { chromiumPath } from '../../../../../test/support/web.js';
import type { TargetPolicy } from '../../../../platform/outbound/index.js';
import type { DeviceOutcome } from '../../application/ports/responsive-renderer.port.js';
import { ChromiumResponsiveRenderer, type ChromiumResponsiveRendererOptions } from './chromium.responsive-renderer.js';
import { serveLoopback, type LoopbackSite } from '../../../../../test/support/loopback-site.js';

/**
 * 1500 px tall. Below 800 px wide a 700 px banner overflows; a 2000 px strip inside a clipping box never
 * counts. A 16 px close button is a small tap target at every width; the link inside a sentence and
 * the 48 px button are not.
 */
const PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<style>html,body,p{margin:0} .hero{height:1500px} .wide{width:700px;height:40px;background:#c00}
.tiny{width:16px;height:16px;padding:0;border:0} .big{width:48px;height:48px} .clip{overflow:hidden;width:100%} .clip .inner{width:2000px;height:10px}
@media (min-width:800px){.wide{width:100%}}</style></head>
<body><main><div class="hero"><p>Read <a href="/docs">the docs</a> first.</p>
<button class="tiny" aria-label="Close">×</button><button class="big">OK</button>
<div class="clip"><div class="inner"></div></div><section id="promo"><div class="wide"></div></section></div></main></body></html>`;

const TALL = `<!doctype html><html><head><style>html,body{margin:0}</style></head><body><div style="height:9000px;background:linear-gradient(#0c0,#00c)"></div></body></html>`;

async function renderAll(renderer: ChromiumResponsiveRenderer, url: string, viewports: { width: number; height: number }[]): Promise<DeviceOutcome[]> {
  const outcomes: DeviceOutcome[] = [];
  await renderer.render(url, viewports, async (index, outcome) => {
    expect(outcomes[index], `index ${index} reported twice`).to.equal(undefined);
    outcomes[index] = outcome;
  });
  return outcomes;
}

function rendered(outcome: DeviceOutcome | undefined) {
  if (!outcome?.ok) throw new Error(`not rendered: ${JSON.stringify(outcome)}`);
  return outcome.rendered;
}

describe('devtools responsive: Chromium renderer (real Chromium)', function () {
  this.timeout(180_000);
  let fixture: LoopbackSite;
  let canary: LoopbackSite;
  const canaryHits: string[] = [];
  const open: ChromiumResponsiveRenderer[] = [];

  before(async () => {
    // Plays an internal service on another loopback address: it must never see a request.
    canary = await serveLoopback((req, res) => {
      canaryHits.push(req.url ?? '');
      res.end('internal');
    }, '127.0.0.2');
    fixture = await serveLoopback((req, res) => {
      if (req.url === '/hang') return;
      if (req.url === '/to-private') return void res.writeHead(302, { location: `${canary.origin}/secret` }).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/tall' ? TALL : PAGE);
    });
  });
  after(async () => {
    for (const renderer of open) await renderer.close();
    await fixture.close();
    await canary.close();
  });

  const make = (policy: TargetPolicy, over: Partial<ChromiumResponsiveRendererOptions> = {}) => {
    const renderer = new ChromiumResponsiveRenderer({ chromiumPath: chromiumPath() ?? '/usr/bin/chromium', policy, settleMs: 500, ...over });
    open.push(renderer);
    return renderer;
  };
  const privateAllowed: TargetPolicy = { allowPrivate: true, allowedPorts: [80, 443] };

  it('renders each size at its width, names the overflowing element and the small tap target', async () => {
    const [phone, desktop] = await renderAll(make(privateAllowed), `${fixture.origin}/`, [
      { width: 375, height: 667 },
      { width: 1024, height: 768 },
    ]);
    const small = rendered(phone);
    expect(pngSize(small.png)).to.deep.equal({ width: 375, height: 1500 });
    expect(small.pageHeight).to.equal(1500);
    expect(small.shotHeight).to.equal(1500);
    expect(small.scrollWidth).to.equal(700);
    expect(small.findings.overflow).to.deep.equal([{ selector: 'div.wide', width: 700 }]);
    expect(small.findings.overflowTotal).to.equal(1);
    expect(small.findings.tapTargets).to.deep.equal([{ selector: 'button.tiny', width: 16, height: 16, text: '×' }]);

    const wide = rendered(desktop);
    expect(pngSize(wide.png)).to.deep.equal({ width: 1024, height: 1500 });
    expect(wide.scrollWidth).to.equal(1024);
    expect(wide.findings.overflow).to.deep.equal([]);
    expect(wide.findings.tapTargets.map((t) => t.selector)).to.deep.equal(['button.tiny']);
  });

  it('cuts a page taller than 8000 px and says how tall it was', async () => {
    const [outcome] = await renderAll(make(privateAllowed), `${fixture.origin}/tall`, [{ width: 400, height: 800 }]);
    const shot = rendered(outcome);
    expect(pngSize(shot.png)).to.deep.equal({ width: 400, height: 8000 });
    expect(shot.pageHeight).to.equal(9000);
  });

  it('refuses a loopback address for every size, without starting a browser', async () => {
    const renderer = make({ allowPrivate: false, allowedPorts: [80, 443] });
    const outcomes = await renderAll(renderer, `${fixture.origin}/`, [
      { width: 375, height: 667 },
      { width: 768, height: 1024 },
    ]);
    expect(outcomes).to.deep.equal([
      { ok: false, errorCode: 'DEVTOOLS_TARGET_REFUSED' },
      { ok: false, errorCode: 'DEVTOOLS_TARGET_REFUSED' },
    ]);
  });

  it('refuses a redirect from an allowed page to a private address', async () => {
    const host = new URL(fixture.origin).host;
    const renderer = make({ allowPrivate: false, allowedPorts: [80, 443], allowTargets: [host] });
    const outcomes = await renderAll(renderer, `${fixture.origin}/to-private`, [
      { width: 375, height: 667 },
      { width: 768, height: 1024 },
      { width: 1366, height: 768 },
    ]);
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.errorCode))).to.deep.equal(['DEVTOOLS_TARGET_REFUSED', 'DEVTOOLS_TARGET_REFUSED', 'DEVTOOLS_TARGET_REFUSED']);
    expect(canaryHits).to.deep.equal([]);
  });

  it('gives up on a page that never answers', async () => {
    const [outcome] = await renderAll(make(privateAllowed, { navigationTimeoutMs: 2_000 }), `${fixture.origin}/hang`, [{ width: 375, height: 667 }]);
    expect(outcome).to.deep.equal({ ok: false, errorCode: 'DEVTOOLS_RENDER_TIMEOUT' });
  });
});
