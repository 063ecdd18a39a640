import type { LighthouseRun } from '../../collection-bundle.js';

/**
 * Picking the representative of several Lighthouse runs the way Lighthouse's own `computeMedianRun`
 * (core/lib/median-run.js, used by PageSpeed Insights and Lighthouse CI) does: not the run with the median
 * performance score, but the run closest (Euclidean distance) to both the median FCP and the median TTI,
 * ties going to the lower TTI. FCP and TTI bracket the load, and a median of a single composite number
 * is more exposed to one outlying metric. A run keeps its metrics together, so the metric scores of
 * the chosen run add up to its performance score.
 */

/**
 * Runs Lighthouse itself would accept as median candidates: FCP and TTI both measured. Like Lighthouse
 * (which reads a missing or zero value as NaN), a 0 counts as unmeasured: the collector writes 0 for
 * a metric the LHR lacks.
 */
export function validRuns(runs: readonly LighthouseRun[]): LighthouseRun[] {
  const measured = (value: number): boolean => Number.isFinite(value) && value > 0;
  return runs.filter((run) => measured(run.metrics.fcpMs) && measured(run.metrics.ttiMs));
}

/** Median with the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const candidates = validRuns(runs);
  if (candidates.length === 0) throw new RangeError('no Lighthouse run with FCP and TTI');
  const medianFcp = median(candidates.map((run) => run.metrics.fcpMs));
  const medianTti = median(candidates.map((run) => run.metrics.ttiMs));
  const distance = (run: LighthouseRun): number => (medianFcp - run.metrics.fcpMs) ** 2 + (medianTti - run.metrics.ttiMs) ** 2;
  return [...candidates].sort((a, b) => distance(a) - distance(b) || a.metrics.ttiMs - b.metrics.ttiMs)[0]!;
}
