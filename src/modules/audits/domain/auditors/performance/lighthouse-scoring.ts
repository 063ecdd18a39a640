/**
 * Lighthouse 12's metric scoring, reimplemented so a metric score (and the performance score built from
 * the metric scores) can be recomputed for a value Lighthouse never measured, e.g. "LCP 1 s faster".
 *
 * Each metric is scored on a log-normal curve fixed by two control points: the value that scores 0.9
 * (`p10`) and the value that scores 0.5 (`median`). The numbers below are the mobile control points of
 * Lighthouse 12.8.2's default config (the collector runs Lighthouse's default mobile emulation). The
 * arithmetic follows Lighthouse's own step by step (the same erf approximation, clamps, top-score boost
 * and two-decimal flooring), so for a measured value the result equals the score in the LHR exactly;
 * the spec checks this against real Lighthouse results.
 */

export type MetricKey = 'fcp' | 'lcp' | 'speedIndex' | 'tbt' | 'cls' | 'tti';

export interface ControlPoints {
  p10: number;
  median: number;
}

/** Lighthouse 12 mobile control points (ms, CLS unitless). */
export const METRIC_CONTROL_POINTS: Record<MetricKey, ControlPoints> = {
  fcp: { p10: 1800, median: 3000 },
  lcp: { p10: 2500, median: 4000 },
  speedIndex: { p10: 3387, median: 5800 },
  tbt: { p10: 200, median: 600 },
  cls: { p10: 0.1, median: 0.25 },
  tti: { p10: 3785, median: 7300 },
};

/**
 * Lighthouse 12 performance category weights (sum 100). TTI is still measured and scored but weighs 0
 * since Lighthouse 10, so it never moves the performance score.
 */
export const METRIC_WEIGHTS: Record<MetricKey, number> = {
  fcp: 10,
  speedIndex: 10,
  lcp: 25,
  tbt: 30,
  cls: 25,
  tti: 0,
};

// The exact doubles Lighthouse clamps each rating range to, so a value on the wrong side of a control
// point can never round into the next band.
const MIN_PASSING_SCORE = 0.9000000000000000222;
const MAX_AVERAGE_SCORE = 0.8999999999999999112;
const MIN_AVERAGE_SCORE = 0.5;
const MAX_FAILING_SCORE = 0.4999999999999999445;
/** erfc⁻¹(1/5): places p10 at the 10th percentile of the distribution. */
const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;

/** Abramowitz and Stegun 7.1.26, the approximation Lighthouse uses; exact parity needs the same one. */
function erf(input: number): number {
  const sign = Math.sign(input);
  const x = Math.abs(input);
  const t = 1 / (1 + 0.3275911 * x);
  const polynomial = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - polynomial * Math.exp(-x * x));
}

/** Share of the log-normal distribution above `value` (0-1), clamped to the band the control points imply. */
export function logNormalPercentile({ p10, median }: ControlPoints, value: number): number {
  if (!(p10 > 0 && median > p10)) throw new RangeError('control points need 0 < p10 < median');
  if (value <= 0) return 1;
  const standardized = (Math.log(Math.max(Number.MIN_VALUE, value / median)) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(Math.max(Number.MIN_VALUE, p10 / median));
  const percentile = (1 - erf(standardized)) / 2;
  if (value <= p10) return Math.max(MIN_PASSING_SCORE, Math.min(1, percentile));
  if (value <= median) return Math.max(MIN_AVERAGE_SCORE, Math.min(MAX_AVERAGE_SCORE, percentile));
  return Math.max(0, Math.min(MAX_FAILING_SCORE, percentile));
}

/**
 * Lighthouse's audit score for a metric value, 0-1 with two decimals: scores above 0.9 get a small linear
 * boost (up to +0.005 at 1) so a perfect 1 is reachable, then the result is floored to two decimals.
 */
export function metricScore(metric: MetricKey, value: number): number {
  let percentile = logNormalPercentile(METRIC_CONTROL_POINTS[metric], value);
  if (percentile > 0.9) percentile += 0.05 * (percentile - 0.9);
  return Math.floor(percentile * 100) / 100;
}

/** The same score as a whole number 0-100, as the report shows it. */
export function metricScore100(metric: MetricKey, value: number): number {
  return Math.round(metricScore(metric, value) * 100);
}

export type MetricValues = Record<MetricKey, number>;

/**
 * The performance category score (0-100) Lighthouse would give a run with these metric values: the
 * weighted arithmetic mean of the metric scores, rounded to two decimals as Lighthouse rounds it, shown ×100.
 */
export function performanceScoreOf(values: MetricValues): number {
  let weighted = 0;
  let totalWeight = 0;
  for (const metric of Object.keys(METRIC_WEIGHTS) as MetricKey[]) {
    const weight = METRIC_WEIGHTS[metric];
    if (weight <= 0) continue;
    weighted += metricScore(metric, values[metric]) * weight;
    totalWeight += weight;
  }
  const category = Math.round((weighted / totalWeight) * 100) / 100;
  return Math.round(category * 100);
}

/**
 * Weighted mean (0-100, unrounded) of some metrics' scores with their Lighthouse weights: used for the
 * loading-speed and user-experience summaries, which split Lighthouse's five weighted metrics in two.
 */
export function weightedMetricScore(values: MetricValues, metrics: readonly MetricKey[]): number {
  let weighted = 0;
  let totalWeight = 0;
  for (const metric of metrics) {
    weighted += metricScore(metric, values[metric]) * METRIC_WEIGHTS[metric];
    totalWeight += METRIC_WEIGHTS[metric];
  }
  return totalWeight === 0 ? 0 : (weighted / totalWeight) * 100;
}
