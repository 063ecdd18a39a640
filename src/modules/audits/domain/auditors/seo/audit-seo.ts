import type { AuditResult, SeoCategory, SeoDetails, SeoPage } from '../../audit-result.js';
import type { Auditor, AuditContext } from '../../auditor.js';
import type { CollectedPage, CollectionBundle } from '../../collection-bundle.js';
import { makeFinding, type Finding, type Severity } from '../../finding.js';
import { extractHeadings, extractImages, extractLinks, extractMeta, pageHtml, parseHtml } from '../../html/index.js';
import { scored } from '../../score-band.js';
import { auditContent, DESCRIPTION_LENGTH, seoElementBand, TITLE_LENGTH } from '../content/index.js';
import { auditSemantic } from '../semantic/index.js';
import { auditWebsite } from '../website/index.js';
import { CHECK_OF_RULE, SEO_CATEGORIES, SEO_CATEGORY_WEIGHTS, SEO_CHECKS } from './seo-checks.js';
import { SEO_RULES, type SeoRule } from './seo-rules.js';
import { readStructuredData, type StructuredData } from './structured-data.js';

const SEVERITY_ORDER: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info'];

function seoFinding(rule: SeoRule, pageUrl: string, message: string, params: Record<string, string | number>, extra: { selector?: string; evidence?: string | null } = {}): Finding {
  return makeFinding({ audit: 'seo', rule, severity: SEO_RULES[rule].severity, pageUrl, message, params, ...extra });
}

/** Path and query: the same page whatever host spelling or scheme an auditor reported it under. */
function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

interface ReadPage {
  page: SeoPage;
  structured: StructuredData | null;
}

function readPage(collected: CollectedPage): ReadPage {
  const url = collected.finalUrl || collected.url;
  const html = pageHtml(collected);
  const analysable = collected.status < 400 && html.trim() !== '';
  const $ = parseHtml(analysable ? html : '');
  const meta = extractMeta($, url);
  const headings = extractHeadings($).counts;
  const images = extractImages($, url);
  const links = extractLinks($, url);
  const robots = `${meta.robots ?? ''},${collected.headers['x-robots-tag'] ?? ''}`.toLowerCase();
  const structured = analysable ? readStructuredData($) : null;
  const length = (value: string | null) => (value === null ? 0 : [...value].length);
  return {
    structured,
    page: {
      url,
      status: collected.status,
      indexable: analysable && !/\b(noindex|none)\b/.test(robots),
      title: { value: meta.title, length: length(meta.title), band: seoElementBand(meta.title, TITLE_LENGTH) },
      description: { value: meta.description, length: length(meta.description), band: seoElementBand(meta.description, DESCRIPTION_LENGTH) },
      canonical: meta.canonical,
      h1: headings.h1,
      h2: headings.h2,
      openGraph: { title: 'og:title' in meta.openGraph, description: 'og:description' in meta.openGraph, image: 'og:image' in meta.openGraph },
      structuredData: { types: structured?.types ?? [], invalid: structured?.invalid ?? 0 },
      images: { total: images.length, missingAlt: images.filter((image) => image.alt === null).length },
      links: { internal: links.filter((link) => link.internal).length, external: links.filter((link) => !link.internal).length },
    },
  };
}

function structuredDataFindings({ page, structured }: ReadPage): Finding[] {
  if (!structured) return [];
  const selector = 'script[type="application/ld+json"]';
  if (structured.invalid > 0) {
    return [seoFinding('seo-structured-data-invalid', page.url, `${structured.invalid} JSON-LD block(s) are not valid JSON or name no @type.`, { count: structured.invalid }, { selector, evidence: structured.firstInvalid })];
  }
  if (structured.types.length === 0) return [seoFinding('seo-structured-data-missing', page.url, 'The page declares no structured data.', {})];
  return [];
}

interface Candidate {
  finding: Finding;
  check: string;
  rank: number;
}

/**
 * One finding per check and page: several auditors report the same problem (a missing H1 is found by all
 * three), and the report keeps the one under the most preferred rule (SEO_CHECKS).
 */
function mergeFindings(findings: readonly Finding[]): Candidate[] {
  const kept = new Map<string, Candidate>();
  for (const finding of findings) {
    const mapped = CHECK_OF_RULE.get(finding.rule);
    if (!mapped) continue;
    const key = `${mapped.check}|${pageKey(finding.pageUrl)}`;
    const current = kept.get(key);
    if (current && current.rank <= mapped.rank) continue;
    kept.set(key, { finding: { ...finding, audit: 'seo' }, check: mapped.check, rank: mapped.rank });
  }
  return [...kept.values()];
}

/** Points a finding takes off before its category's cap: its check's weight, shared among the pages. */
function rawLoss(candidate: Candidate, pages: number): number {
  const check = SEO_CHECKS[candidate.check]!;
  if (check.scope === 'site') return check.weight;
  let share = 1;
  if (check.scaledByImages) {
    const count = Number(candidate.finding.params.count);
    const total = Number(candidate.finding.params.total);
    share = total > 0 && Number.isFinite(count) ? Math.min(1, count / total) : 1;
  }
  return (check.weight * share) / Math.max(1, pages);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * SEO audit (docs/product.md §4.2, premium): the content, semantic and website auditors run on the same
 * collection bundle, their findings that matter for search are kept once each (SEO_CHECKS), the SEO
 * audit adds structured data, and one SEO score is 100 minus the points each category lost, capped at
 * its weight. Findings are ranked by the points fixing each one alone would bring back (audits README, "SEO").
 */
export const auditSeo: Auditor<'seo'> = (bundle: CollectionBundle, _context: AuditContext) => {
  // Each reused auditor sees no previous run: the previous SEO run is not one of theirs (trends are theirs).
  const none: AuditContext = { previous: null };
  const content = auditContent(bundle, none);
  const semantic = auditSemantic(bundle, none);
  const website = auditWebsite(bundle, none);
  const read = bundle.pages.map(readPage);
  const own = read.flatMap(structuredDataFindings);
  const candidates = mergeFindings([...content.findings, ...website.findings, ...semantic.findings, ...own]);
  const pageCount = Math.max(1, bundle.pages.length);

  const losses = candidates.map((candidate) => rawLoss(candidate, pageCount));
  const rawByCategory = new Map<SeoCategory, number>();
  candidates.forEach((candidate, index) => {
    const category = SEO_CHECKS[candidate.check]!.category;
    rawByCategory.set(category, (rawByCategory.get(category) ?? 0) + losses[index]!);
  });
  const lostIn = (category: SeoCategory, raw: number) => Math.min(SEO_CATEGORY_WEIGHTS[category], raw);

  const ranked = candidates
    .map((candidate, index) => {
      const category = SEO_CHECKS[candidate.check]!.category;
      const raw = rawByCategory.get(category) ?? 0;
      return { finding: candidate.finding, category, gain: oneDecimal(lostIn(category, raw) - lostIn(category, raw - losses[index]!)) };
    })
    .sort(
      (a, b) =>
        b.gain - a.gain ||
        SEVERITY_ORDER.indexOf(a.finding.severity) - SEVERITY_ORDER.indexOf(b.finding.severity) ||
        (a.finding.id < b.finding.id ? -1 : a.finding.id > b.finding.id ? 1 : 0),
    );

  const categories = SEO_CATEGORIES.map((category) => {
    const weight = SEO_CATEGORY_WEIGHTS[category];
    const lost = lostIn(category, rawByCategory.get(category) ?? 0);
    return { category, weight, lost: oneDecimal(lost), score: Math.round(100 * (1 - lost / weight)), findings: ranked.filter((item) => item.category === category).length };
  });
  const totalLost = categories.reduce((sum, category) => sum + lostIn(category.category, rawByCategory.get(category.category) ?? 0), 0);

  const details: SeoDetails = {
    categories,
    ranked: ranked.map((item) => ({ findingId: item.finding.id, category: item.category, gain: item.gain })),
    pages: read.map((item) => item.page),
    robots: website.details.robots,
    sitemap: website.details.sitemap,
    sources: { content: content.details.averageScore, semantic: semantic.details.average, websiteSeo: website.details.metrics.seo },
  };
  const result: AuditResult<'seo'> = {
    type: 'seo',
    url: bundle.startUrl,
    overall: scored(100 - totalLost),
    pagesAnalysed: bundle.pages.length,
    findings: ranked.map((item) => item.finding),
    failures: bundle.failures,
    details,
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
  return result;
};
