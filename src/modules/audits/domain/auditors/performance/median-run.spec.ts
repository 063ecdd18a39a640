import { expect } from 'chai';

import type { LighthouseRun } from '../../collection-bundle.js';
import { loadLighthouseRuns } from '../../../../../../test/fixtures/audits/performance/lighthouse-runs.js';
import { median, medianRun, validRuns } from './median-run.js';

function run(performanceScore: number, fcpMs: number, ttiMs: number): LighthouseRun {
  return {
    performanceScore,
    metrics: { fcpMs, lcpMs: fcpMs + 500, speedIndexMs: fcpMs, tbtMs: 100, cls: 0, ttiMs },
    opportunities: [],
    resources: [],
    auditScores: {},
    durationMs: 7000,
  };
}

describe('median Lighthouse run', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).to.equal(2);
    expect(median([4, 1, 3, 2])).to.equal(2.5);
    expect(() => median([])).to.throw(RangeError);
  });

  it('picks run 1 of the three real runs: closest to the median FCP (3052 ms) and TTI (3717 ms)', () => {
    const runs = loadLighthouseRuns();
    expect(medianRun(runs)).to.equal(runs[0]);
  });

  it('chooses by distance to the median FCP and TTI, not by the median performance score', () => {
    const fast = run(95, 1000, 2000);
    const middle = run(40, 2000, 4000);
    const slow = run(60, 3000, 6000);
    // Median score is 60 (the slow run), but the slow run is far from the median FCP and TTI.
    expect(medianRun([slow, fast, middle])).to.equal(middle);
  });

  it('breaks a distance tie with the lower TTI', () => {
    const a = run(50, 1000, 3000);
    const b = run(50, 1000, 5000);
    expect(medianRun([b, a])).to.equal(a);
  });

  it('ignores runs without FCP or TTI and refuses when none is left', () => {
    const broken = run(10, Number.NaN, 4000);
    const noTti = run(10, 1500, 0);
    const good = run(80, 1500, 3000);
    expect(validRuns([broken, noTti, good])).to.deep.equal([good]);
    expect(medianRun([broken, good])).to.equal(good);
    expect(() => medianRun([broken])).to.throw(RangeError);
  });
});
