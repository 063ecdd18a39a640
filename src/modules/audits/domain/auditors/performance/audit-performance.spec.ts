import { expect } from 'chai';

import type { LighthouseRun, StageFailure } from '../../collection-bundle.js';
import { bundleOf, collectedPage } from '../../../../../../test/support/audits/bundle-builder.js';
import { loadLighthouseRuns } from '../../../../../../test/fixtures/audits/performance/lighthouse-runs.js';
import { auditPerformance, PERFORMANCE_RULES } from './index.js';
import { scoreGain } from './audit-performance.js';

const URL = 'http://127.0.0.1:8080/';
const context = { previous: null };

function audit(lighthouse: LighthouseRun[] | null, failures: StageFailure[] = []) {
  return auditPerformance(bundleOf([collectedPage({ url: URL, lighthouse })], { failures }), context);
}

describe('performance auditor', () => {
  describe('on three real Lighthouse runs of the fixture page', () => {
    const result = audit(loadLighthouseRuns());
    const { details } = result;

    it('reports the median run’s score with the spread of all three (64; 63-69)', () => {
      expect(details.runs).to.equal(3);
      expect(details.performanceScore).to.deep.equal({ median: 64, min: 63, max: 69, spread: 6, band: 'needs-improvement' });
      expect(result.overall).to.deep.equal({ score: 64, band: 'needs-improvement' });
    });

    it('gives each metric the median run’s value, the range over the runs and Lighthouse’s score', () => {
      expect(details.metrics.fcp).to.deep.equal({ median: 3052.2199, min: 3011.7331999999997, max: 3146.8999, score: 48 });
      expect(details.metrics.lcp).to.deep.equal({ median: 3652.2199, min: 3461.7332, max: 3746.8999, score: 59 });
      expect(details.metrics.speedIndex).to.deep.equal({ median: 3052.2199, min: 3011.7331999999997, max: 3146.8999, score: 93 });
      expect(details.metrics.tbt).to.deep.equal({ median: 608.5, min: 475.0000000000002, max: 608.5, score: 49 });
      expect(details.metrics.cls).to.deep.equal({ median: 0.1339378647599615, min: 0.1339378647599615, max: 0.1339378647599615, score: 80 });
      expect(details.metrics.tti).to.deep.equal({ median: 3716.5699000000004, min: 3544.2332, max: 3785.9499000000005, score: 90 });
    });

    it('summarises resources by type from Lighthouse’s resource summary without the total and third-party rows', () => {
      expect(details.resources).to.deep.equal({
        byType: [
          { type: 'image', count: 1, transferSize: 142956 },
          { type: 'script', count: 1, transferSize: 99290 },
          { type: 'stylesheet', count: 1, transferSize: 38981 },
          { type: 'document', count: 1, transferSize: 1115 },
        ],
        totalRequests: 4,
        totalTransferSize: 282342,
        loadTimeMs: 120,
      });
    });

    it('lists the failed opportunities with savings and the points each would gain, largest gain first', () => {
      expect(details.opportunities).to.deep.equal([
        { id: 'uses-text-compression', savingsMs: 1200, savingsBytes: 125136, scoreGain: 9 },
        { id: 'unused-javascript', savingsMs: 1050, savingsBytes: 97648, scoreGain: 8 },
        { id: 'render-blocking-resources', savingsMs: 2208, savingsBytes: 0, scoreGain: 5 },
        { id: 'uses-responsive-images', savingsMs: 550, savingsBytes: 115456, scoreGain: 4 },
        { id: 'unminified-javascript', savingsMs: 450, savingsBytes: 37873, scoreGain: 3 },
        { id: 'unused-css-rules', savingsMs: 300, savingsBytes: 38614, scoreGain: 2 },
        { id: 'unminified-css', savingsMs: 0, savingsBytes: 7984, scoreGain: 0 },
      ]);
    });

    it('computes a gain by rescoring the metrics with the savings applied (render-blocking: FCP −2200 ms)', () => {
      // FCP 3052 ms scores 0.48; at 852 ms it scores 1. The category score goes from 0.6355 to
      // 0.6355 + 0.52 × 10 / 100 = 0.6875, shown as 64 and 69: 5 points.
      const run1 = loadLighthouseRuns()[0]!;
      const values = { fcp: run1.metrics.fcpMs, lcp: run1.metrics.lcpMs, speedIndex: run1.metrics.speedIndexMs, tbt: run1.metrics.tbtMs, cls: run1.metrics.cls, tti: run1.metrics.ttiMs };
      const renderBlocking = run1.opportunities.find((opportunity) => opportunity.id === 'render-blocking-resources')!;
      expect(scoreGain(values, renderBlocking)).to.equal(5);
      // Without Lighthouse's per-metric estimate the overall ms saving is applied to FCP and LCP.
      expect(scoreGain(values, { ...renderBlocking, metricSavings: undefined })).to.be.greaterThan(5);
    });

    it('derives the summary from the documented formulas', () => {
      // loading = (48×10 + 93×10 + 59×25) / 45 = 64.1; experience = (49×30 + 80×25) / 55 = 63.1;
      // optimisation = 11.5 passed of 18 opportunity audits = 63.9; resources = 8 of 14 byte audits = 57.1.
      expect(details.summary).to.deep.equal({ baselineScore: 64, optimisationScore: 64, resourceEfficiency: 57, loadingSpeed: 64, userExperience: 63 });
    });

    it('raises findings for the slow metrics and each opportunity, with stable ids and catalogued rules', () => {
      const byRule = new Map(result.findings.map((finding) => [finding.rule, finding]));
      expect([...byRule.keys()]).to.deep.equal([
        'metric-fcp-slow', 'metric-lcp-slow', 'metric-tbt-high', 'metric-cls-high',
        'uses-text-compression', 'unused-javascript', 'render-blocking-resources', 'uses-responsive-images',
        'unminified-javascript', 'unused-css-rules', 'unminified-css',
      ]);
      expect(byRule.get('metric-fcp-slow')).to.include({ severity: 'high', id: 'metric-fcp-slow|/|' });
      expect(byRule.get('metric-fcp-slow')!.params).to.deep.equal({ value: 3052, score: 48, p10: 1800, median: 3000 });
      expect(byRule.get('metric-cls-high')!.params).to.deep.equal({ value: 0.134, score: 80, p10: 0.1, median: 0.25 });
      expect(byRule.get('metric-lcp-slow')!.severity).to.equal('medium');
      expect(byRule.get('uses-text-compression')!.severity).to.equal('high');
      expect(byRule.get('unused-css-rules')!.severity).to.equal('medium');
      expect(byRule.get('unminified-css')!.severity).to.equal('low');
      for (const finding of result.findings) {
        expect(PERFORMANCE_RULES, finding.rule).to.have.property(finding.rule);
        expect(finding.audit).to.equal('performance');
      }
      expect(result.failures).to.deep.equal([]);
    });

    it('is deterministic', () => {
      expect(audit(loadLighthouseRuns())).to.deep.equal(result);
    });
  });

  describe('when Lighthouse gave no result', () => {
    it('returns a partial result naming the failed stage instead of throwing', () => {
      const failure: StageFailure = { stage: 'lighthouse', pageUrl: URL, code: 'STAGE_TIMEOUT', message: 'Lighthouse timed out after 60 s' };
      const result = audit(null, [failure]);
      expect(result.failures).to.deep.equal([failure]);
      expect(result.details.runs).to.equal(0);
      expect(result.details.opportunities).to.deep.equal([]);
      expect(result.pagesAnalysed).to.equal(0);
      expect(result.findings).to.have.length(1);
      expect(result.findings[0]).to.include({ rule: 'lighthouse-unavailable', severity: 'high', evidence: 'STAGE_TIMEOUT: Lighthouse timed out after 60 s' });
    });

    it('adds a lighthouse failure itself when the collector reported none', () => {
      const result = audit([]);
      expect(result.failures.map((failure) => [failure.stage, failure.code])).to.deep.equal([['lighthouse', 'NO_LIGHTHOUSE_RUN']]);
      expect(result.findings.map((finding) => finding.rule)).to.deep.equal(['lighthouse-unavailable']);
    });

    it('survives a bundle without pages', () => {
      const result = auditPerformance(bundleOf([], { startUrl: URL }), context);
      expect(result.details.runs).to.equal(0);
      expect(result.details.resources).to.deep.equal({ byType: [], totalRequests: 0, totalTransferSize: 0, loadTimeMs: null });
    });
  });

  describe('edge cases', () => {
    it('notes fewer runs than planned and an unstable score', () => {
      const [run1, run2] = loadLighthouseRuns();
      const result = audit([run1!, { ...run2!, performanceScore: 40 }]);
      const rules = result.findings.map((finding) => finding.rule);
      expect(rules).to.include.members(['lighthouse-fewer-runs', 'performance-score-unstable']);
      expect(result.findings.find((finding) => finding.rule === 'lighthouse-fewer-runs')!.params).to.deep.equal({ runs: 2, planned: 3 });
      expect(result.findings.find((finding) => finding.rule === 'performance-score-unstable')!.params).to.deep.equal({ min: 40, max: 64, spread: 24, runs: 2 });
    });

    it('falls back to the render pass’s network log when Lighthouse has no resource summary', () => {
      const run = { ...loadLighthouseRuns()[0]!, resources: [] };
      const page = collectedPage({
        url: URL,
        lighthouse: [run],
        network: [
          { url: `${URL}a.js`, method: 'GET', resourceType: 'script', status: 200, mimeType: 'text/javascript', transferSize: 1000, resourceSize: 3000, durationMs: 10 },
          { url: `${URL}b.js`, method: 'GET', resourceType: 'script', status: 200, mimeType: 'text/javascript', transferSize: 500, resourceSize: 900, durationMs: 10 },
          { url: `${URL}c.png`, method: 'GET', resourceType: 'image', status: 200, mimeType: 'image/png', transferSize: 2000, resourceSize: 2000, durationMs: 10 },
          { url: 'http://10.0.0.1/x', method: 'GET', resourceType: 'image', status: null, mimeType: null, transferSize: 0, resourceSize: 0, durationMs: null, blocked: 'BLOCKED_PRIVATE_ADDRESS' },
        ],
      });
      const result = auditPerformance(bundleOf([page]), context);
      expect(result.details.resources.byType).to.deep.equal([
        { type: 'image', count: 1, transferSize: 2000 },
        { type: 'script', count: 2, transferSize: 1500 },
      ]);
      expect(result.details.resources.totalRequests).to.equal(3);
      expect(result.details.resources.totalTransferSize).to.equal(3500);
    });

    it('files an opportunity Lighthouse added after 12.8 under the generic rule, keyed by its audit id', () => {
      const run = loadLighthouseRuns()[0]!;
      const extra = { id: 'some-new-audit', title: 'Some new audit', score: 0, savingsMs: 400, savingsBytes: 0, metricSavings: { LCP: 400 } };
      const result = audit([{ ...run, opportunities: [...run.opportunities, extra] }]);
      const finding = result.findings.find((candidate) => candidate.rule === 'performance-opportunity')!;
      expect(finding.id).to.equal('performance-opportunity|/|some-new-audit');
      expect(finding.params).to.include({ audit: 'some-new-audit', title: 'Some new audit', savingsMs: 400 });
      expect(result.details.opportunities.map((opportunity) => opportunity.id)).to.include('some-new-audit');
    });

    it('without per-metric savings applies the overall saving to FCP and LCP (an upper bound)', () => {
      const runs = loadLighthouseRuns().map((run) => ({ ...run, opportunities: run.opportunities.map(({ metricSavings: _unused, ...rest }) => rest) }));
      const gains = Object.fromEntries(audit(runs).details.opportunities.map((opportunity) => [opportunity.id, opportunity.scoreGain]));
      // render-blocking: FCP and LCP both −2208 ms, where Lighthouse's own estimate moves only FCP (+5).
      expect(gains).to.deep.equal({
        'render-blocking-resources': 15,
        'uses-text-compression': 11,
        'unused-javascript': 10,
        'uses-responsive-images': 5,
        'unminified-javascript': 4,
        'unused-css-rules': 3,
        'unminified-css': 0,
      });
    });

    it('leaves out passed audits even when they estimate a small saving', () => {
      // Run 3's server-response-time passed (score 1) with FCP/LCP savings of 100 ms.
      const run3 = loadLighthouseRuns()[2]!;
      expect(run3.opportunities.find((opportunity) => opportunity.id === 'server-response-time')).to.include({ score: 1 });
      const result = audit([run3]);
      expect(result.details.opportunities.map((opportunity) => opportunity.id)).not.to.include('server-response-time');
    });
  });
});
