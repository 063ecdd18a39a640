import { expect } from 'chai';

import { loadReducedLhrs } from '../../../../../../test/fixtures/audits/performance/lighthouse-runs.js';
import { METRIC_CONTROL_POINTS, METRIC_WEIGHTS, logNormalPercentile, metricScore, metricScore100, performanceScoreOf, weightedMetricScore, type MetricKey } from './lighthouse-scoring.js';

const LHR_METRIC_IDS: Record<string, MetricKey> = {
  'first-contentful-paint': 'fcp',
  'largest-contentful-paint': 'lcp',
  'speed-index': 'speedIndex',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  interactive: 'tti',
};

describe('Lighthouse metric scoring', () => {
  const lhrs = loadReducedLhrs();

  it('reads fixtures produced by Lighthouse 12.8.2 with its default mobile settings', () => {
    for (const lhr of lhrs) {
      expect(lhr.lighthouseVersion).to.equal('12.8.2');
      expect(lhr.formFactor).to.equal('mobile');
    }
  });

  it('uses the control points Lighthouse reports in its own results', () => {
    for (const lhr of lhrs) {
      for (const [id, metric] of Object.entries(LHR_METRIC_IDS)) {
        const reported = lhr.metrics[id]!.scoringOptions;
        // Lighthouse 12 leaves scoringOptions out of the TTI audit; its mobile points are checked below.
        if (reported) expect(METRIC_CONTROL_POINTS[metric], id).to.deep.equal(reported);
      }
    }
    expect(METRIC_CONTROL_POINTS.tti).to.deep.equal({ p10: 3785, median: 7300 });
  });

  it('gives every measured metric of three real runs exactly the score Lighthouse gave it (18 values)', () => {
    let compared = 0;
    for (const lhr of lhrs) {
      for (const [id, metric] of Object.entries(LHR_METRIC_IDS)) {
        const { numericValue, score } = lhr.metrics[id]!;
        expect(metricScore(metric, numericValue), `${id} = ${numericValue}`).to.equal(score);
        compared += 1;
      }
    }
    expect(compared).to.equal(18);
  });

  it('recomputes each run’s performance score from its metric values as Lighthouse does', () => {
    const scores = lhrs.map((lhr) =>
      performanceScoreOf({
        fcp: lhr.metrics['first-contentful-paint']!.numericValue,
        lcp: lhr.metrics['largest-contentful-paint']!.numericValue,
        speedIndex: lhr.metrics['speed-index']!.numericValue,
        tbt: lhr.metrics['total-blocking-time']!.numericValue,
        cls: lhr.metrics['cumulative-layout-shift']!.numericValue,
        tti: lhr.metrics.interactive!.numericValue,
      }),
    );
    expect(scores).to.deep.equal(lhrs.map((lhr) => Math.round(lhr.performanceScore * 100)));
    expect(scores).to.deep.equal([64, 63, 69]);
  });

  it('puts the control points on the 0.9 and 0.5 boundaries and keeps each side in its band', () => {
    const points = METRIC_CONTROL_POINTS.lcp;
    expect(logNormalPercentile(points, points.p10)).to.be.at.least(0.9);
    expect(logNormalPercentile(points, points.p10 + 1)).to.be.below(0.9);
    expect(logNormalPercentile(points, points.median)).to.equal(0.5);
    expect(logNormalPercentile(points, points.median + 1)).to.be.below(0.5);
    expect(metricScore('lcp', points.median)).to.equal(0.5);
    expect(metricScore('tbt', 0)).to.equal(1);
    expect(metricScore('cls', 0)).to.equal(1);
    expect(metricScore('lcp', 60_000)).to.equal(0);
  });

  it('is monotonic: a faster value never scores lower', () => {
    let previous = 1;
    for (let value = 0; value <= 12_000; value += 50) {
      const score = metricScore('fcp', value);
      expect(score, `${value} ms`).to.be.at.most(previous);
      previous = score;
    }
  });

  it('weighs the five lab metrics 10/10/25/30/25 and TTI 0, as Lighthouse 12 does', () => {
    expect(METRIC_WEIGHTS).to.deep.equal({ fcp: 10, speedIndex: 10, lcp: 25, tbt: 30, cls: 25, tti: 0 });
    const perfect = { fcp: 0, lcp: 0, speedIndex: 0, tbt: 0, cls: 0, tti: 60_000 };
    expect(performanceScoreOf(perfect)).to.equal(100);
    expect(metricScore100('tti', 60_000)).to.equal(0);
    // Only TBT bad: the score loses exactly TBT's 30 % weight.
    expect(performanceScoreOf({ ...perfect, tbt: 60_000 })).to.equal(70);
    expect(weightedMetricScore({ ...perfect, tbt: 60_000 }, ['tbt', 'cls'])).to.be.closeTo((25 / 55) * 100, 1e-9);
  });

  it('refuses control points that do not describe a curve', () => {
    expect(() => logNormalPercentile({ p10: 10, median: 5 }, 3)).to.throw(RangeError);
    expect(() => logNormalPercentile({ p10: 0, median: 5 }, 3)).to.throw(RangeError);
  });
});
