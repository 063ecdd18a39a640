import { join } from 'node:path';
import { expect } from 'chai';
import { serveFixtureSite, type FixtureSite } from '../../../../../test/support/audits/fixture-server.js';
import { PlaywrightPageCollector } from './playwright.page-collector.js';

const FIXTURES = join(import.meta.dirname, '../../../../../test/fixtures/audits/collector');

describe('Lighthouse through the collector (Chromium, slow)', function () {
  this.timeout(330_000);
  let site: FixtureSite;
  let collector: PlaywrightPageCollector;

  before(async () => {
    site = await serveFixtureSite(join(FIXTURES, 'basic'));
    // The product's 90 s per run is for a server's own cores; beside the whole suite on two loaded cores a run
    // took longer (CI), so the spec gives Lighthouse room. What it checks is the mapping, not the speed.
    collector = new PlaywrightPageCollector({ policy: { allowPrivate: true, allowedPorts: [80, 443] }, timeouts: { lighthouse: 240_000 } });
  });

  after(async () => {
    await collector.close();
    await site.close();
  });

  it('runs Lighthouse behind the filtering proxy and maps the run: score, metrics, opportunities, resources', async () => {
    const bundle = await collector.collect({
      url: `${site.url}/`,
      plan: { crawl: false, axe: false, mobile: false, lighthouseRuns: 1, robotsAndSitemap: false, tls: false, securityProbes: false },
    });
    expect(bundle.failures).to.deep.equal([]);
    const runs = bundle.pages[0]!.lighthouse!;
    expect(runs).to.have.length(1);
    const [run] = runs;
    console.log(`      Lighthouse run: ${run!.durationMs} ms, performance ${run!.performanceScore}`);
    expect(run!.performanceScore).to.be.within(1, 100);
    expect(run!.metrics.fcpMs).to.be.greaterThan(0);
    expect(run!.metrics.lcpMs).to.be.at.least(run!.metrics.fcpMs);
    expect(run!.metrics.speedIndexMs).to.be.greaterThan(0);
    expect(run!.metrics.ttiMs).to.be.greaterThan(0);
    expect(run!.metrics.tbtMs).to.be.at.least(0);
    expect(run!.metrics.cls).to.be.at.least(0);
    expect(run!.opportunities.map((opportunity) => opportunity.id)).to.include('render-blocking-resources');
    const byType = new Map(run!.resources.map((resource) => [resource.type, resource]));
    expect(byType.get('stylesheet')).to.include({ count: 1 });
    expect(byType.get('script')).to.include({ count: 1 });
    expect(byType.get('total')!.count).to.be.at.least(4);
    expect(run!.auditScores).to.have.property('first-contentful-paint');
    // Lighthouse loads the page itself for each run: its requests are on top of the pass's single fetch.
    expect(site.requests.filter((request) => request.path === '/style.css').length).to.be.at.least(2);
  });
});
