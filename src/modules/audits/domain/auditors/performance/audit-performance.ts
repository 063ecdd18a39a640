import type { AuditResult, MetricSummary, PerformanceDetails } from '../../audit-result.js';
import { collectionPlan, type Auditor } from '../../auditor.js';
import type { CollectedPage, CollectionBundle, LighthouseRun, StageFailure } from '../../collection-bundle.js';
import { makeFinding, type Finding, type Severity } from '../../finding.js';
import { scored, scoreBand } from '../../score-band.js';
import {
  METRIC_CONTROL_POINTS,
  metricScore100,
  performanceScoreOf,
  weightedMetricScore,
  type MetricKey,
  type MetricValues,
} from './lighthouse-scoring.js';
import { medianRun, validRuns } from './median-run.js';
import { isKnownOpportunity, OPPORTUNITY_AUDITS, PERFORMANCE_RULES, type PerformanceRule } from './performance-rules.js';

/**
 * The performance auditor: Lighthouse's median of several runs, explained.
 *
 * - Representative run: Lighthouse's own median-run choice (see median-run.ts). Each metric's `median`
 *   is that run's value, so the six metric scores and the performance score describe one coherent load;
 *   `min`/`max` range over every valid run.
 * - Metric scores are recomputed with Lighthouse 12's mobile scoring curves (lighthouse-scoring.ts); for
 *   a measured value they equal the LHR's.
 * - Performance score: the median run's score; `spread` = max − min over the runs (full range, in points).
 * - Score gain of an opportunity: the median run's metrics with Lighthouse's per-metric savings estimate
 *   (`metricSavings`: FCP, LCP, TBT, CLS) subtracted, rescored with Lighthouse's weights, minus the
 *   unchanged rescored run. Without `metricSavings` the overall ms saving is applied to FCP and LCP (an
 *   upper bound). Speed Index and TTI are left as measured because Lighthouse estimates no saving for
 *   them. Gains overlap (two fixes can save the same milliseconds), so they are not additive.
 * - Summary (all 0-100):
 *   baselineScore      = the median run's performance score;
 *   optimisationScore  = 100 × mean score of the Lighthouse opportunity audits that apply to the page
 *                        (100 when none applies);
 *   resourceEfficiency = 100 × mean score of the byte-efficiency audits (unused, unminified, uncompressed,
 *                        oversized or old-format bytes, duplicated and legacy code), total-byte-weight and
 *                        uses-long-cache-ttl (100 when none applies);
 *   loadingSpeed       = Lighthouse-weighted mean of the FCP (10), Speed Index (10) and LCP (25) scores;
 *   userExperience     = Lighthouse-weighted mean of the TBT (30) and CLS (25) scores.
 *   loadingSpeed and userExperience split Lighthouse's five weighted metrics, so
 *   (45 × loadingSpeed + 55 × userExperience) / 100 is the unrounded performance score.
 */

const METRIC_FIELDS: Record<MetricKey, keyof LighthouseRun['metrics']> = {
  fcp: 'fcpMs',
  lcp: 'lcpMs',
  speedIndex: 'speedIndexMs',
  tbt: 'tbtMs',
  cls: 'cls',
  tti: 'ttiMs',
};

const METRIC_RULES: Record<MetricKey, PerformanceRule> = {
  fcp: 'metric-fcp-slow',
  lcp: 'metric-lcp-slow',
  speedIndex: 'metric-speed-index-slow',
  tbt: 'metric-tbt-high',
  cls: 'metric-cls-high',
  tti: 'metric-tti-slow',
};

const LOADING_METRICS: readonly MetricKey[] = ['fcp', 'speedIndex', 'lcp'];
const EXPERIENCE_METRICS: readonly MetricKey[] = ['tbt', 'cls'];

/** Audits judging how many bytes the page wastes or re-downloads. */
const RESOURCE_EFFICIENCY_AUDITS = [
  'unused-javascript', 'unused-css-rules', 'unminified-javascript', 'unminified-css', 'uses-text-compression',
  'uses-responsive-images', 'offscreen-images', 'modern-image-formats', 'uses-optimized-images', 'efficient-animated-content',
  'duplicated-javascript', 'legacy-javascript', 'total-byte-weight', 'uses-long-cache-ttl',
];

/** Lighthouse shows an audit as passed from 0.9. */
const PASSING_AUDIT_SCORE = 0.9;
/** Beyond this many points between the best and worst run, a single run of the page is not trustworthy. */
const UNSTABLE_SPREAD_POINTS = 10;

const SAVINGS_TO_METRIC: Record<'FCP' | 'LCP' | 'TBT' | 'CLS', MetricKey> = { FCP: 'fcp', LCP: 'lcp', TBT: 'tbt', CLS: 'cls' };

function metricValues(run: LighthouseRun): MetricValues {
  return {
    fcp: run.metrics.fcpMs,
    lcp: run.metrics.lcpMs,
    speedIndex: run.metrics.speedIndexMs,
    tbt: run.metrics.tbtMs,
    cls: run.metrics.cls,
    tti: run.metrics.ttiMs,
  };
}

function metricSummary(metric: MetricKey, runs: readonly LighthouseRun[], representative: LighthouseRun): MetricSummary {
  const field = METRIC_FIELDS[metric];
  const values = runs.map((run) => run.metrics[field]).filter((value) => Number.isFinite(value));
  const value = representative.metrics[field];
  return { median: value, min: Math.min(...values), max: Math.max(...values), score: metricScore100(metric, value) };
}

type Opportunity = LighthouseRun['opportunities'][number];

/** The run's metrics after an opportunity's estimated savings. */
function improvedValues(values: MetricValues, opportunity: Opportunity): MetricValues {
  const improved = { ...values };
  const savings = opportunity.metricSavings;
  if (savings && Object.keys(savings).length > 0) {
    for (const [key, metric] of Object.entries(SAVINGS_TO_METRIC) as ['FCP' | 'LCP' | 'TBT' | 'CLS', MetricKey][]) {
      const saving = savings[key];
      if (saving !== undefined && saving > 0) improved[metric] = Math.max(0, improved[metric] - saving);
    }
  } else if (opportunity.savingsMs > 0) {
    improved.fcp = Math.max(0, improved.fcp - opportunity.savingsMs);
    improved.lcp = Math.max(0, improved.lcp - opportunity.savingsMs);
  }
  return improved;
}

export function scoreGain(values: MetricValues, opportunity: Opportunity): number {
  return Math.max(0, performanceScoreOf(improvedValues(values, opportunity)) - performanceScoreOf(values));
}

/** Scores by audit id: the run's opportunity list first, then `auditScores`. */
function auditScore(run: LighthouseRun, id: string): number | null {
  const opportunity = run.opportunities.find((item) => item.id === id);
  if (opportunity && opportunity.score !== null) return opportunity.score;
  const score = run.auditScores[id];
  return typeof score === 'number' && Number.isFinite(score) ? score : null;
}

function meanAuditScore(run: LighthouseRun, ids: readonly string[]): number {
  const scores = ids.map((id) => auditScore(run, id)).filter((score): score is number => score !== null);
  if (scores.length === 0) return 100;
  return (scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100;
}

function resourceSummary(lighthouseRows: LighthouseRun['resources'], page: CollectedPage): PerformanceDetails['resources'] {
  const rows = lighthouseRows.length > 0 ? lighthouseRows : networkResources(page);
  const total = rows.find((row) => row.type === 'total');
  // Lighthouse's resource summary has a 'total' row and a 'third-party' row overlapping the real types.
  const byType = rows
    .filter((row) => row.type !== 'total' && row.type !== 'third-party' && row.count > 0)
    .map((row) => ({ type: row.type, count: row.count, transferSize: row.transferSize }))
    .sort((a, b) => b.transferSize - a.transferSize || a.type.localeCompare(b.type));
  return {
    byType,
    totalRequests: total?.count ?? byType.reduce((sum, row) => sum + row.count, 0),
    totalTransferSize: total?.transferSize ?? byType.reduce((sum, row) => sum + row.transferSize, 0),
    loadTimeMs: page.timing.loadMs,
  };
}

/** The render pass's own network log when Lighthouse gave no resource summary. */
function networkResources(page: CollectedPage): LighthouseRun['resources'] {
  const byType = new Map<string, { type: string; count: number; transferSize: number }>();
  for (const entry of page.network) {
    if (entry.blocked) continue;
    const row = byType.get(entry.resourceType) ?? { type: entry.resourceType, count: 0, transferSize: 0 };
    row.count += 1;
    row.transferSize += entry.transferSize;
    byType.set(entry.resourceType, row);
  }
  return [...byType.values()];
}

function metricSeverity(score: number): Severity {
  return score < 50 ? 'high' : 'medium';
}

function formatMetric(metric: MetricKey, value: number): number {
  return metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

function opportunitySeverity(gain: number, fallback: Severity): Severity {
  if (gain >= 5) return 'high';
  if (gain >= 1) return 'medium';
  return fallback === 'high' || fallback === 'medium' ? 'low' : fallback;
}

function lighthouseFailures(bundle: CollectionBundle, pageUrl: string): StageFailure[] {
  if (bundle.failures.some((failure) => failure.stage === 'lighthouse')) return bundle.failures;
  // The collector reported no failed stage but handed over no run: say so rather than report nothing.
  return [...bundle.failures, { stage: 'lighthouse', pageUrl, code: 'NO_LIGHTHOUSE_RUN', message: 'No Lighthouse run was collected for this page.' }];
}

const EMPTY_METRIC: MetricSummary = { median: 0, min: 0, max: 0, score: 0 };

function unavailableResult(bundle: CollectionBundle, page: CollectedPage | undefined): AuditResult<'performance'> {
  const pageUrl = page?.finalUrl ?? bundle.startUrl;
  const failures = lighthouseFailures(bundle, pageUrl);
  const reason = failures.find((failure) => failure.stage === 'lighthouse');
  const finding = makeFinding({
    audit: 'performance',
    rule: 'lighthouse-unavailable',
    severity: PERFORMANCE_RULES['lighthouse-unavailable'].severity,
    pageUrl,
    evidence: reason ? `${reason.code}: ${reason.message}` : null,
    message: PERFORMANCE_RULES['lighthouse-unavailable'].description,
    params: { code: reason?.code ?? 'NO_LIGHTHOUSE_RUN' },
  });
  return {
    type: 'performance',
    url: bundle.startUrl,
    overall: scored(0),
    pagesAnalysed: 0,
    findings: [finding],
    failures,
    details: {
      runs: 0,
      performanceScore: { median: 0, min: 0, max: 0, spread: 0, band: scoreBand(0) },
      metrics: { fcp: EMPTY_METRIC, lcp: EMPTY_METRIC, speedIndex: EMPTY_METRIC, tbt: EMPTY_METRIC, cls: EMPTY_METRIC, tti: EMPTY_METRIC },
      resources: page ? resourceSummary([], page) : { byType: [], totalRequests: 0, totalTransferSize: 0, loadTimeMs: null },
      opportunities: [],
      summary: { baselineScore: 0, optimisationScore: 0, resourceEfficiency: 0, loadingSpeed: 0, userExperience: 0 },
    },
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
}

export const auditPerformance: Auditor<'performance'> = (bundle) => {
  const page = bundle.pages.find((candidate) => (candidate.lighthouse?.length ?? 0) > 0) ?? bundle.pages[0];
  const runs = validRuns(page?.lighthouse ?? []);
  if (!page || runs.length === 0) return unavailableResult(bundle, page);

  const representative = medianRun(runs);
  const values = metricValues(representative);
  const scores = runs.map((run) => Math.round(run.performanceScore));
  const baselineScore = Math.round(representative.performanceScore);
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  const pageUrl = page.finalUrl;
  const findings: Finding[] = [];

  const metrics = {
    fcp: metricSummary('fcp', runs, representative),
    lcp: metricSummary('lcp', runs, representative),
    speedIndex: metricSummary('speedIndex', runs, representative),
    tbt: metricSummary('tbt', runs, representative),
    cls: metricSummary('cls', runs, representative),
    tti: metricSummary('tti', runs, representative),
  };

  const planned = collectionPlan('performance', false).lighthouseRuns;
  if (runs.length < planned) {
    findings.push(
      makeFinding({
        audit: 'performance',
        rule: 'lighthouse-fewer-runs',
        severity: PERFORMANCE_RULES['lighthouse-fewer-runs'].severity,
        pageUrl,
        message: `Only ${runs.length} of ${planned} Lighthouse runs succeeded.`,
        params: { runs: runs.length, planned },
      }),
    );
  }
  if (max - min > UNSTABLE_SPREAD_POINTS) {
    findings.push(
      makeFinding({
        audit: 'performance',
        rule: 'performance-score-unstable',
        severity: PERFORMANCE_RULES['performance-score-unstable'].severity,
        pageUrl,
        evidence: `Scores: ${scores.join(', ')}`,
        message: `The performance score ranged from ${min} to ${max} across ${runs.length} runs.`,
        params: { min, max, spread: max - min, runs: runs.length },
      }),
    );
  }

  for (const metric of Object.keys(METRIC_FIELDS) as MetricKey[]) {
    const summary = metrics[metric];
    if (summary.score >= 90) continue;
    // TTI weighs nothing in the score: only a poor TTI is worth a (low) finding.
    if (metric === 'tti' && summary.score >= 50) continue;
    const rule = METRIC_RULES[metric];
    const { p10, median } = METRIC_CONTROL_POINTS[metric];
    const value = formatMetric(metric, summary.median);
    findings.push(
      makeFinding({
        audit: 'performance',
        rule,
        severity: metric === 'tti' ? PERFORMANCE_RULES[rule].severity : metricSeverity(summary.score),
        pageUrl,
        evidence: `${metric}: ${value} (runs ${formatMetric(metric, summary.min)}-${formatMetric(metric, summary.max)})`,
        message: `${PERFORMANCE_RULES[rule].title}: ${value} (score ${summary.score}).`,
        params: { value, score: summary.score, p10, median },
      }),
    );
  }

  const opportunities = representative.opportunities
    .filter((opportunity) => (opportunity.score === null || opportunity.score < PASSING_AUDIT_SCORE) && (opportunity.savingsMs > 0 || opportunity.savingsBytes > 0))
    .map((opportunity) => ({ opportunity, gain: scoreGain(values, opportunity) }))
    .sort((a, b) => b.gain - a.gain || b.opportunity.savingsMs - a.opportunity.savingsMs || b.opportunity.savingsBytes - a.opportunity.savingsBytes || a.opportunity.id.localeCompare(b.opportunity.id));

  for (const { opportunity, gain } of opportunities) {
    const known = isKnownOpportunity(opportunity.id);
    const rule: PerformanceRule = known ? opportunity.id as PerformanceRule : 'performance-opportunity';
    const savingsMs = Math.round(opportunity.savingsMs);
    findings.push(
      makeFinding({
        audit: 'performance',
        rule,
        severity: opportunitySeverity(gain, PERFORMANCE_RULES[rule].severity),
        pageUrl,
        // Unknown audits share one rule, so the audit id keeps their finding ids apart.
        selector: known ? null : opportunity.id,
        evidence: `Estimated savings: ${savingsMs} ms, ${Math.round(opportunity.savingsBytes)} bytes; score gain ${gain} points`,
        message: `${opportunity.title}: about ${savingsMs} ms and ${Math.round(opportunity.savingsBytes)} bytes to save (+${gain} points).`,
        params: { audit: opportunity.id, title: opportunity.title, savingsMs, savingsBytes: Math.round(opportunity.savingsBytes), scoreGain: gain },
      }),
    );
  }

  const details: PerformanceDetails = {
    runs: runs.length,
    performanceScore: { median: baselineScore, min, max, spread: max - min, band: scoreBand(baselineScore) },
    metrics,
    resources: resourceSummary(representative.resources, page),
    opportunities: opportunities.map(({ opportunity, gain }) => ({
      id: opportunity.id,
      savingsMs: Math.round(opportunity.savingsMs),
      savingsBytes: Math.round(opportunity.savingsBytes),
      scoreGain: gain,
    })),
    summary: {
      baselineScore,
      optimisationScore: Math.round(meanAuditScore(representative, unionOfIds(representative))),
      resourceEfficiency: Math.round(meanAuditScore(representative, RESOURCE_EFFICIENCY_AUDITS)),
      loadingSpeed: Math.round(weightedMetricScore(values, LOADING_METRICS)),
      userExperience: Math.round(weightedMetricScore(values, EXPERIENCE_METRICS)),
    },
  };

  return {
    type: 'performance',
    url: bundle.startUrl,
    overall: scored(baselineScore),
    pagesAnalysed: 1,
    findings,
    failures: bundle.failures,
    details,
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
};

/** Opportunity audits of this run: the ones the collector listed plus the known ids it only scored. */
function unionOfIds(run: LighthouseRun): string[] {
  const ids = new Set(run.opportunities.map((opportunity) => opportunity.id));
  for (const id of OPPORTUNITY_AUDITS) if (id in run.auditScores) ids.add(id);
  return [...ids];
}
