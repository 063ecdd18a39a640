import type { Finding } from '../contract.js';

// A finding travels in the report as it is: the HTTP contract owns its type (audits README, "HTTP contract").
export type { Finding, Severity } from '../contract.js';

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
