import type { AuditResult, SemanticDetails } from '../../audit-result.js';
import type { Auditor } from '../../auditor.js';
import type { AxeSummary, CollectedPage, CollectionBundle, StageFailure } from '../../collection-bundle.js';
import { makeFinding, type Finding, type Severity } from '../../finding.js';
import { extractHeadings, extractMeta, pageHtml, parseHtml, readPageText, skippedHeadingLevels } from '../../html/index.js';
import { scored } from '../../score-band.js';
import { ariaScore } from './aria-score.js';
import { htmlStructureScore, validateHtml, type HtmlMessage } from './html-validation.js';
import { checkMeta } from './meta-score.js';
import { SEMANTIC_RULES, type SemanticRule } from './semantic-rules.js';

/**
 * The semantic auditor judges the start page (the one the user typed): HTML structure, accessibility,
 * meta tags, readability and heading outline.
 *
 * - HTML structure: html-validate on the raw HTML the server sent (the rendered DOM has been repaired by
 *   the browser's parser, which hides the errors); score in html-validation.ts.
 * - ARIA/accessibility: the axe-core summary the collector gathered in the rendered page; score in
 *   aria-score.ts. Null when axe did not run (the failed stage is listed).
 * - Meta tags, headings and readability: the rendered DOM (what browsers, crawlers that render, and
 *   assistive technologies read); meta score in meta-score.ts, readability from domain/text.
 * - Average: the mean of the available scores among HTML, ARIA and meta, with its band (docs/product.md §13.1).
 * - Suggestions: one per finding, ordered by priority (critical and high findings → high, medium →
 *   medium, low and info → low), then in finding order.
 */

/** Details keep this many validator messages; the counts and the score use all of them. */
export const MAX_HTML_MESSAGES = 200;
/** Below this many words a reading-ease score says little about the page. */
const MIN_WORDS_FOR_READABILITY = 100;

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function finding(rule: SemanticRule, pageUrl: string, options: { severity?: Severity; selector?: string | null; evidence?: string | null; params?: Record<string, string | number> } = {}): Finding {
  const params = options.params ?? {};
  const text = SEMANTIC_RULES[rule];
  return makeFinding({
    audit: 'semantic',
    rule,
    severity: options.severity ?? text.severity,
    pageUrl,
    selector: options.selector ?? null,
    evidence: options.evidence ?? null,
    message: `${fill(text.title, params)}. ${fill(text.description, params)}`,
    params,
  });
}

const AXE_SEVERITY: Record<string, Severity> = { critical: 'critical', serious: 'high', moderate: 'medium', minor: 'low' };

function htmlFindings(messages: readonly HtmlMessage[], pageUrl: string): Finding[] {
  const byRule = new Map<string, HtmlMessage[]>();
  for (const message of messages) byRule.set(message.ruleId, [...(byRule.get(message.ruleId) ?? []), message]);
  return [...byRule.entries()].map(([validatorRule, ruleMessages]) => {
    const first = ruleMessages[0]!;
    return finding('semantic-html-validation', pageUrl, {
      severity: ruleMessages.some((message) => message.severity === 'error') ? 'medium' : 'low',
      // One finding per validator rule: the rule names it, so its id stays stable while elements change.
      selector: `html-validate:${validatorRule}`,
      evidence: `line ${first.line}:${first.column}${first.selector ? ` ${first.selector}` : ''}: ${first.message}`,
      params: { validatorRule, message: first.message, count: ruleMessages.length },
    });
  });
}

function ariaFindings(axe: AxeSummary, pageUrl: string): Finding[] {
  return axe.violations.map((violation) => {
    const node = violation.nodes[0];
    return finding('semantic-aria-violation', pageUrl, {
      severity: violation.impact ? AXE_SEVERITY[violation.impact] : 'medium',
      selector: `axe:${violation.id}`,
      evidence: node ? `${node.target}: ${node.html}` : null,
      params: { axeRule: violation.id, impact: violation.impact ?? 'unknown', help: violation.help, nodes: violation.nodes.length, helpUrl: violation.helpUrl },
    });
  });
}

const PRIORITY_OF: Record<Severity, SemanticDetails['suggestions'][number]['priority']> = {
  critical: 'high',
  high: 'high',
  medium: 'medium',
  low: 'low',
  info: 'low',
};
const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

function suggestionsFrom(findings: readonly Finding[]): SemanticDetails['suggestions'] {
  return findings
    .map((item, index) => ({ index, suggestion: { rule: item.rule, priority: PRIORITY_OF[item.severity], params: item.params } }))
    .sort((a, b) => PRIORITY_ORDER[a.suggestion.priority] - PRIORITY_ORDER[b.suggestion.priority] || a.index - b.index)
    .map(({ suggestion }) => suggestion);
}

function withStageFailure(bundle: CollectionBundle, stage: StageFailure['stage'], pageUrl: string, code: string, message: string): StageFailure[] {
  if (bundle.failures.some((failure) => failure.stage === stage)) return bundle.failures;
  return [...bundle.failures, { stage, pageUrl, code, message }];
}

function emptyDetails(): SemanticDetails {
  return {
    html: { score: null, errors: 0, warnings: 0, messages: [] },
    aria: { score: null, violations: [], passes: 0, incomplete: 0 },
    meta: { score: 0, present: [], missing: [], tags: [] },
    average: scored(0),
    readability: { score: 0, band: 'very-difficult', formula: 'flesch', grade: 0, words: 0, sentences: 0, syllables: 0, language: 'en' },
    headingStructure: { outline: [], skippedLevels: [], h1Count: 0, valid: false },
    suggestions: [],
  };
}

function envelope(bundle: CollectionBundle, details: SemanticDetails, findings: Finding[], failures: StageFailure[], pagesAnalysed: number): AuditResult<'semantic'> {
  return {
    type: 'semantic',
    url: bundle.startUrl,
    overall: details.average,
    pagesAnalysed,
    findings,
    failures,
    details,
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
}

function unavailable(bundle: CollectionBundle, page: CollectedPage | undefined): AuditResult<'semantic'> {
  const pageUrl = page?.finalUrl ?? bundle.startUrl;
  const found = finding('semantic-page-unavailable', pageUrl, { params: { status: page?.status ?? 0 } });
  const failures = bundle.failures.length > 0 ? bundle.failures : [{ stage: 'fetch' as const, pageUrl, code: 'NO_HTML', message: 'The page returned no HTML.' }];
  const details = { ...emptyDetails(), suggestions: suggestionsFrom([found]) };
  return envelope(bundle, details, [found], failures, 0);
}

export const auditSemantic: Auditor<'semantic'> = (bundle) => {
  const page = bundle.pages[0];
  if (!page || page.html.trim() === '') return unavailable(bundle, page);
  const pageUrl = page.finalUrl;
  const findings: Finding[] = [];
  let failures = bundle.failures;

  // HTML structure (raw HTML).
  let html: SemanticDetails['html'];
  try {
    const validation = validateHtml(page.html);
    html = { score: htmlStructureScore(validation.messages), errors: validation.errors, warnings: validation.warnings, messages: validation.messages.slice(0, MAX_HTML_MESSAGES) };
    findings.push(...htmlFindings(validation.messages, pageUrl));
  } catch (error) {
    // Pathological markup (e.g. nesting deep enough to exhaust the stack) must not sink the whole report.
    html = { score: null, errors: 0, warnings: 0, messages: [] };
    findings.push(finding('semantic-html-validation-failed', pageUrl, { params: { error: error instanceof Error ? error.message.slice(0, 200) : String(error) } }));
  }

  // ARIA / accessibility (axe in the rendered page).
  let aria: SemanticDetails['aria'];
  if (page.axe) {
    aria = {
      score: Math.round(ariaScore(page.axe)),
      violations: page.axe.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.length, helpUrl: violation.helpUrl })),
      passes: page.axe.passes,
      incomplete: page.axe.incomplete.length,
    };
    findings.push(...ariaFindings(page.axe, pageUrl));
  } else {
    aria = { score: null, violations: [], passes: 0, incomplete: 0 };
    failures = withStageFailure(bundle, 'axe', pageUrl, 'NO_AXE_RESULT', 'axe-core produced no result for this page.');
    const reason = failures.find((failure) => failure.stage === 'axe');
    findings.push(finding('semantic-axe-unavailable', pageUrl, { evidence: reason ? `${reason.code}: ${reason.message}` : null, params: { code: reason?.code ?? 'NO_AXE_RESULT' } }));
  }

  // Meta tags, headings and readability (rendered DOM).
  const $ = parseHtml(pageHtml(page));
  const pageMeta = extractMeta($, pageUrl);
  const metaCheck = checkMeta(pageMeta, page.headers['content-type']);
  const meta: SemanticDetails['meta'] = { score: metaCheck.score, present: metaCheck.present, missing: metaCheck.missing, tags: pageMeta.tags };
  const missing = new Set(metaCheck.missing);
  if (missing.has('title')) findings.push(finding('semantic-title-missing', pageUrl, { selector: 'head > title' }));
  if (missing.has('description')) findings.push(finding('semantic-description-missing', pageUrl, { selector: 'meta[name="description"]' }));
  if (missing.has('viewport')) findings.push(finding('semantic-viewport-missing', pageUrl, { selector: 'meta[name="viewport"]' }));
  if (missing.has('charset')) findings.push(finding('semantic-charset-missing', pageUrl, { selector: 'meta[charset]' }));
  if (missing.has('lang')) findings.push(finding('semantic-lang-missing', pageUrl, { selector: 'html' }));
  if (missing.has('canonical')) findings.push(finding('semantic-canonical-missing', pageUrl, { selector: 'link[rel="canonical"]' }));
  const missingOpenGraph = metaCheck.missing.filter((item) => item.startsWith('og:'));
  if (missingOpenGraph.length > 0) findings.push(finding('semantic-open-graph-incomplete', pageUrl, { params: { missing: missingOpenGraph.join(', '), count: missingOpenGraph.length } }));
  if (missing.has('twitter:card')) findings.push(finding('semantic-twitter-card-missing', pageUrl, { selector: 'meta[name="twitter:card"]' }));
  if (pageMeta.robots !== null && /\bnoindex\b/i.test(pageMeta.robots)) {
    findings.push(finding('semantic-robots-noindex', pageUrl, { selector: 'meta[name="robots"]', evidence: `<meta name="robots" content="${pageMeta.robots}">`, params: { content: pageMeta.robots } }));
  }

  const headings = extractHeadings($);
  const skippedLevels = skippedHeadingLevels(headings.outline);
  const h1Count = headings.counts.h1;
  if (h1Count === 0) findings.push(finding('semantic-h1-missing', pageUrl, { selector: 'h1' }));
  if (h1Count > 1) findings.push(finding('semantic-h1-multiple', pageUrl, { selector: 'h1', params: { count: h1Count } }));
  if (skippedLevels.length > 0) {
    const skips = skippedLevels.map(({ from, to }) => `h${from} → h${to}`).join(', ');
    findings.push(finding('semantic-heading-levels-skipped', pageUrl, { evidence: skips, params: { skips, count: skippedLevels.length } }));
  }

  const { readability } = readPageText($, page.headers['content-language']);
  if (readability.words >= MIN_WORDS_FOR_READABILITY && (readability.band === 'difficult' || readability.band === 'very-difficult')) {
    const wordsPerSentence = Math.round((readability.words / Math.max(1, readability.sentences)) * 10) / 10;
    findings.push(finding('semantic-readability-difficult', pageUrl, { params: { score: readability.score, band: readability.band, wordsPerSentence } }));
  }

  const available = [html.score, aria.score, meta.score].filter((score): score is number => score !== null);
  const details: SemanticDetails = {
    html,
    aria,
    meta,
    average: scored(available.reduce((sum, score) => sum + score, 0) / available.length),
    readability,
    headingStructure: { outline: headings.outline, skippedLevels, h1Count, valid: h1Count === 1 && skippedLevels.length === 0 },
    suggestions: suggestionsFrom(findings),
  };
  return envelope(bundle, details, findings, failures, 1);
};
