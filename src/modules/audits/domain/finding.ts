import type { AuditType } from './audit-type.js';

export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'info';

/**
 * One thing an auditor found. The frontend (and the PDF, which the frontend renders) translates
 * `rule` through the catalog keys `audits.rule.<rule>.title`, `.description`, `.impact` and `.remediation`,
 * with `params` as ICU arguments; `message` is the English fallback used by CSV and logs.
 */
export interface Finding {
  /** Stable across runs: `${rule}|${pagePath}|${selector ?? ''}` so a diff can match findings (issue 5 §10). */
  id: string;
  audit: AuditType;
  /** kebab-case rule id, e.g. 'missing-h1', 'hsts-missing', 'img-alt-missing'. */
  rule: string;
  severity: Severity;
  /** Page URL the finding is about. */
  pageUrl: string;
  selector: string | null;
  /** The raw header line, cookie line, HTML snippet… that shows the problem (at most 500 characters). */
  evidence: string | null;
  message: string;
  params: Record<string, string | number>;
}

/** Builds the stable id; the page is identified by path + query so http/https or host aliases do not matter. */
export function findingId(rule: string, pageUrl: string, selector: string | null): string {
  let page = pageUrl;
  try {
    const parsed = new URL(pageUrl);
    page = parsed.pathname + parsed.search;
  } catch {
    // keep the raw string: ids only need to be stable, not pretty
  }
  return `${rule}|${page}|${selector ?? ''}`;
}

export function makeFinding(input: Omit<Finding, 'id' | 'params' | 'evidence' | 'selector'> & Partial<Pick<Finding, 'params' | 'evidence' | 'selector'>>): Finding {
  const selector = input.selector ?? null;
  const evidence = input.evidence == null ? null : input.evidence.slice(0, 500);
  return { ...input, selector, evidence, params: input.params ?? {}, id: findingId(input.rule, input.pageUrl, selector) };
}
