import type { LighthouseRun } from '../../domain/collection-bundle.js';

/** The parts of a Lighthouse result (LHR) read here; the full type pulls Lighthouse's whole type tree. */
export interface LhrShape {
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      numericValue?: number;
      /** Lighthouse 12: estimated saving per metric (ms; CLS unitless). */
      metricSavings?: Partial<Record<string, number>>;
      details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[] };
    }
  >;
  categories: Record<string, { score: number | null } | undefined>;
  runtimeError?: { code: string; message: string };
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

export class LighthouseRuntimeError extends Error {
  override readonly name = 'LighthouseRuntimeError';
}

type Opportunity = LighthouseRun['opportunities'][number];

const SAVINGS_METRICS = ['FCP', 'LCP', 'TBT', 'CLS', 'INP'] as const;

/** The metrics the bundle type names, with finite values; undefined when the audit gives none. */
function metricSavingsOf(savings: Partial<Record<string, number>> | undefined): Opportunity['metricSavings'] {
  if (!savings) return undefined;
  const kept: NonNullable<Opportunity['metricSavings']> = {};
  for (const metric of SAVINGS_METRICS) {
    const value = savings[metric];
    if (typeof value === 'number' && Number.isFinite(value)) kept[metric] = value;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function numeric(lhr: LhrShape, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** One LHR as a LighthouseRun; a run Lighthouse itself marked failed (NO_FCP, …) throws. */
export function toLighthouseRun(lhr: LhrShape, durationMs: number): LighthouseRun {
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audits = Object.values(lhr.audits);
  const summary = (lhr.audits['resource-summary']?.details?.items ?? []) as ResourceSummaryItem[];
  return {
    performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      ttiMs: numeric(lhr, 'interactive'),
    },
    opportunities: audits
      .filter((audit) => audit.details?.type === 'opportunity')
      .map((audit): Opportunity => {
        const opportunity: Opportunity = {
          id: audit.id,
          title: audit.title,
          score: audit.score,
          savingsMs: Math.round(audit.details?.overallSavingsMs ?? 0),
          savingsBytes: Math.round(audit.details?.overallSavingsBytes ?? 0),
        };
        const metricSavings = metricSavingsOf(audit.metricSavings);
        return metricSavings ? { ...opportunity, metricSavings } : opportunity;
      }),
    resources: summary.map((item) => ({ type: item.resourceType, count: item.requestCount, transferSize: item.transferSize })),
    auditScores: Object.fromEntries(audits.map((audit) => [audit.id, audit.score])),
    durationMs: Math.round(durationMs),
  };
}
