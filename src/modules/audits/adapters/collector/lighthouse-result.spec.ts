import { expect } from 'chai';
import { LighthouseRuntimeError, toLighthouseRun, type LhrShape } from './lighthouse-result.js';

type LhrAudit = LhrShape['audits'][string];

function audit(id: string, score: number | null, numericValue?: number, details?: LhrAudit['details'], metricSavings?: LhrAudit['metricSavings']): LhrAudit {
  return { id, title: `Title of ${id}`, score, numericValue, details, ...(metricSavings ? { metricSavings } : {}) };
}

const LHR: LhrShape = {
  categories: { performance: { score: 0.874 } },
  audits: {
    'first-contentful-paint': audit('first-contentful-paint', 0.9, 1234.56),
    'largest-contentful-paint': audit('largest-contentful-paint', 0.7, 2500),
    'speed-index': audit('speed-index', 0.8, 1800),
    'total-blocking-time': audit('total-blocking-time', 1, 30),
    'cumulative-layout-shift': audit('cumulative-layout-shift', 1, 0.012),
    interactive: audit('interactive', 0.9, 2600),
    // Lighthouse 12 puts the per-metric estimate beside details; metrics the bundle does not name are dropped.
    'render-blocking-resources': audit('render-blocking-resources', 0.5, 300, { type: 'opportunity', overallSavingsMs: 310.4, overallSavingsBytes: 0 }, { FCP: 300, LCP: 310.4, SI: 120 }),
    'unused-javascript': audit('unused-javascript', 0, 150, { type: 'opportunity', overallSavingsMs: 150, overallSavingsBytes: 64000 }, { LCP: 150, TBT: 0, CLS: 0.02 }),
    'unused-css-rules': audit('unused-css-rules', 1, 0, { type: 'opportunity', overallSavingsMs: 0, overallSavingsBytes: 20480.7 }, {}),
    'resource-summary': audit('resource-summary', null, undefined, {
      type: 'table',
      items: [
        { resourceType: 'total', label: 'Total', requestCount: 5, transferSize: 9000 },
        { resourceType: 'script', label: 'Script', requestCount: 1, transferSize: 400 },
      ],
    }),
    'is-on-https': audit('is-on-https', null),
  },
};

describe('toLighthouseRun', () => {
  it('maps score, metrics, opportunities with their metric savings, resource summary and every audit score', () => {
    expect(toLighthouseRun(LHR, 7012.4)).to.deep.equal({
      performanceScore: 87,
      metrics: { fcpMs: 1234.56, lcpMs: 2500, speedIndexMs: 1800, tbtMs: 30, cls: 0.012, ttiMs: 2600 },
      opportunities: [
        { id: 'render-blocking-resources', title: 'Title of render-blocking-resources', score: 0.5, savingsMs: 310, savingsBytes: 0, metricSavings: { FCP: 300, LCP: 310.4 } },
        { id: 'unused-javascript', title: 'Title of unused-javascript', score: 0, savingsMs: 150, savingsBytes: 64000, metricSavings: { LCP: 150, TBT: 0, CLS: 0.02 } },
        // An empty estimate is no estimate: the performance auditor then falls back to savingsMs.
        { id: 'unused-css-rules', title: 'Title of unused-css-rules', score: 1, savingsMs: 0, savingsBytes: 20481 },
      ],
      resources: [
        { type: 'total', count: 5, transferSize: 9000 },
        { type: 'script', count: 1, transferSize: 400 },
      ],
      auditScores: {
        'first-contentful-paint': 0.9,
        'largest-contentful-paint': 0.7,
        'speed-index': 0.8,
        'total-blocking-time': 1,
        'cumulative-layout-shift': 1,
        interactive: 0.9,
        'render-blocking-resources': 0.5,
        'unused-javascript': 0,
        'unused-css-rules': 1,
        'resource-summary': null,
        'is-on-https': null,
      },
      durationMs: 7012,
    });
  });

  it('reports a metric Lighthouse could not compute as 0 rather than NaN', () => {
    const { metrics } = toLighthouseRun({ categories: {}, audits: {} }, 1);
    expect(metrics).to.deep.equal({ fcpMs: 0, lcpMs: 0, speedIndexMs: 0, tbtMs: 0, cls: 0, ttiMs: 0 });
  });

  it('throws for a run Lighthouse marked failed', () => {
    expect(() => toLighthouseRun({ ...LHR, runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }, 1)).to.throw(
      LighthouseRuntimeError,
      'Lighthouse NO_FCP: The page did not paint any content.',
    );
  });
});
