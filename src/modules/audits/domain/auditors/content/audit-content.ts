import type { AuditResult, ContentDetails, ContentPage } from '../../audit-result.js';
import type { Auditor, AuditContext } from '../../auditor.js';
import type { CollectedPage, CollectionBundle } from '../../collection-bundle.js';
import { makeFinding, type Finding } from '../../finding.js';
import { extractHeadings, extractImages, extractLinks, extractMeta, pageHtml, parseHtml, readPageText, skippedHeadingLevels, summariseLinks } from '../../html/index.js';
import { scored } from '../../score-band.js';
import { extractKeywords } from '../../text/index.js';
import { CONTENT_RULES, type ContentRecommendation, type ContentRule } from './content-rules.js';
import { contentScore, contentScoreBand, DESCRIPTION_LENGTH, seoElementBand, TITLE_LENGTH, trendDirection, wordCountBand } from './content-score.js';

const KEYWORD_LIMIT = 10;
const MISSING_ALT_SOURCES_KEPT = 20;

function finding(rule: ContentRule, pageUrl: string, message: string, params: Record<string, string | number> = {}, extra: { selector?: string; evidence?: string | null } = {}): Finding {
  return makeFinding({ audit: 'content', rule, severity: CONTENT_RULES[rule].severity, pageUrl, message, params, ...extra });
}

/** Pages with an error status or no document cannot be judged on their content. */
function analysable(page: CollectedPage): boolean {
  return page.status < 400 && pageHtml(page).trim() !== '';
}

export function analyseContentPage(page: CollectedPage): ContentPage {
  const url = page.finalUrl || page.url;
  const $ = parseHtml(pageHtml(page));
  const text = readPageText($, page.headers['content-language']);
  const meta = extractMeta($, url);
  const headings = extractHeadings($);
  const skipped = skippedHeadingLevels(headings.outline);
  const links = summariseLinks(extractLinks($, url));
  const imageList = extractImages($, url);
  const missingAlt = imageList.filter((image) => image.alt === null);
  const withDimensions = imageList.filter((image) => image.hasDimensions).length;
  const images = {
    total: imageList.length,
    withAlt: imageList.length - missingAlt.length,
    missingAlt: missingAlt.length,
    withDimensions,
    missingDimensions: imageList.length - withDimensions,
    missingAltSources: missingAlt.slice(0, MISSING_ALT_SOURCES_KEPT).map((image) => image.src ?? ''),
  };
  const keywords = extractKeywords(text.words, text.language, KEYWORD_LIMIT);
  const wordCount = text.words.length;
  const titleLength = meta.title ? [...meta.title].length : 0;
  const descriptionLength = meta.description ? [...meta.description].length : 0;
  const partial = {
    wordCount,
    wordCountBand: wordCountBand(wordCount),
    readability: text.readability,
    headings: { counts: headings.counts, outline: headings.outline },
    links,
    images,
    keywords,
    meta: {
      title: { value: meta.title, length: titleLength, band: seoElementBand(meta.title, TITLE_LENGTH) },
      description: { value: meta.description, length: descriptionLength, band: seoElementBand(meta.description, DESCRIPTION_LENGTH) },
      canonical: meta.canonical,
      openGraph: meta.openGraph,
    },
  };
  const score = contentScore({ ...partial, skippedLevels: skipped.length });
  const issues: Finding[] = [];
  const recommendations = new Set<ContentRecommendation>();

  if (partial.wordCountBand === 'too-short') issues.push(finding('content-too-short', url, `The main content has ${wordCount} words (fewer than 300).`, { words: wordCount }));
  else if (partial.wordCountBand === 'short') issues.push(finding('content-short', url, `The main content has ${wordCount} words; 800-1,000 or more is recommended.`, { words: wordCount }));
  if (wordCount < 800) recommendations.add('word-count-800');

  const h1 = headings.counts.h1;
  if (h1 === 0) issues.push(finding('missing-h1', url, 'The page has no H1 heading.', { count: 0 }, { selector: 'h1' }));
  if (h1 > 1) issues.push(finding('multiple-h1', url, `The page has ${h1} H1 headings.`, { count: h1 }, { selector: 'h1', evidence: headings.outline.filter((item) => item.level === 1).map((item) => item.text).join(' | ') }));
  if (h1 !== 1) recommendations.add('single-h1');
  if (headings.counts.h2 === 0) {
    issues.push(finding('missing-h2', url, 'The page has no H2 subheading.', {}, { selector: 'h2' }));
    recommendations.add('use-h2');
  }
  if (skipped.length > 0) {
    const first = skipped[0]!;
    issues.push(finding('heading-level-skipped', url, `The heading outline jumps from H${first.from} to H${first.to}.`, { from: first.from, to: first.to, count: skipped.length }, { evidence: skipped.map((skip) => `h${skip.from}→h${skip.to}`).join(', ') }));
  }

  if (images.missingAlt > 0) {
    issues.push(finding('img-alt-missing', url, `${images.missingAlt} of ${images.total} images have no alt attribute.`, { count: images.missingAlt, total: images.total }, { selector: 'img:not([alt])', evidence: images.missingAltSources.join('\n') }));
    recommendations.add('alt-all-images');
  }
  if (images.missingDimensions > 0) {
    issues.push(finding('img-dimensions-missing', url, `${images.missingDimensions} of ${images.total} images have no width and height.`, { count: images.missingDimensions, total: images.total }, { selector: 'img' }));
    recommendations.add('image-dimensions');
  }

  const title = partial.meta.title;
  if (title.band === 'missing') issues.push(finding('meta-title-missing', url, 'The page has no title.', {}, { selector: 'title' }));
  if (title.band === 'too-short') issues.push(finding('meta-title-too-short', url, `The title has ${title.length} characters (fewer than 30).`, { length: title.length }, { selector: 'title', evidence: title.value }));
  if (title.band === 'too-long') issues.push(finding('meta-title-too-long', url, `The title has ${title.length} characters (more than 60).`, { length: title.length }, { selector: 'title', evidence: title.value }));
  if (title.band !== 'good') recommendations.add('meta-title-30-60');

  const description = partial.meta.description;
  const descriptionSelector = 'meta[name="description"]';
  if (description.band === 'missing') issues.push(finding('meta-description-missing', url, 'The page has no meta description.', {}, { selector: descriptionSelector }));
  if (description.band === 'too-short') issues.push(finding('meta-description-too-short', url, `The meta description has ${description.length} characters (fewer than 120).`, { length: description.length }, { selector: descriptionSelector, evidence: description.value }));
  if (description.band === 'too-long') issues.push(finding('meta-description-too-long', url, `The meta description has ${description.length} characters (more than 160).`, { length: description.length }, { selector: descriptionSelector, evidence: description.value }));
  if (description.length < DESCRIPTION_LENGTH.idealMin || description.length > DESCRIPTION_LENGTH.idealMax) recommendations.add('meta-description-150-160');

  if (!meta.canonical) {
    issues.push(finding('canonical-missing', url, 'The page declares no canonical URL.', {}, { selector: 'link[rel="canonical"]' }));
    recommendations.add('add-canonical');
  }
  const missingOg = ['og:title', 'og:description', 'og:image'].filter((property) => !meta.openGraph[property]);
  if (missingOg.length > 0) {
    issues.push(finding('open-graph-missing', url, `Missing Open Graph tags: ${missingOg.join(', ')}.`, { missing: missingOg.join(', '), count: missingOg.length }));
    recommendations.add('add-open-graph');
  }

  const readability = text.readability;
  if (readability.words > 0 && readability.score < 50) {
    issues.push(finding('readability-difficult', url, `Reading ease is ${readability.score} (${readability.band}).`, { score: readability.score, band: readability.band, formula: readability.formula }));
    recommendations.add('improve-readability');
  }
  if (!text.formulaNative && readability.words > 0) issues.push(finding('readability-approximate', url, `No readability formula is calibrated for "${text.language}"; Flesch was used.`, { language: text.language }));

  const stuffed = keywords.find((keyword) => keyword.band === 'too-high');
  if (stuffed) {
    issues.push(finding('keyword-stuffing', url, `"${stuffed.word}" makes up ${stuffed.density} % of the words.`, { keyword: stuffed.word, density: stuffed.density, count: stuffed.count }));
    recommendations.add('reduce-keyword-repetition');
  }
  if (links.internal === 0) {
    issues.push(finding('no-internal-links', url, 'The page links to no other page of the site.'));
    recommendations.add('add-internal-links');
  }

  return {
    url,
    language: text.language,
    ...partial,
    contentScore: score,
    contentScoreBand: contentScoreBand(score),
    issues,
    recommendations: [...recommendations],
  };
}

function previousAverage(context: AuditContext): number | null {
  const previous = context.previous?.result;
  if (!previous) return null;
  const average = previous.type === 'content' ? (previous as AuditResult<'content'>).details?.averageScore : undefined;
  // A stored result from another schema version may lack the content details: the overall score is the same figure.
  return typeof average === 'number' && Number.isFinite(average) ? average : previous.overall.score;
}

const average = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * Content audit: every analysable page of the bundle scored on its own (see content-score.ts for the
 * weights), then the site average, the lowest page as the improvement priority and the trend against
 * the previous content audit of the same URL.
 */
export const auditContent: Auditor<'content'> = (bundle: CollectionBundle, context: AuditContext) => {
  const pages: ContentPage[] = [];
  const findings: Finding[] = [];
  for (const page of bundle.pages) {
    const url = page.finalUrl || page.url;
    if (!analysable(page)) {
      findings.push(finding('content-page-unavailable', url, `The page answered ${page.status} with ${pageHtml(page).trim() === '' ? 'no document' : 'an error'}.`, { status: page.status }));
      continue;
    }
    const result = analyseContentPage(page);
    pages.push(result);
    findings.push(...result.issues);
  }

  const averageScore = Math.round(average(pages.map((page) => page.contentScore)));
  const lowest = pages.reduce<ContentPage | null>((worst, page) => (worst === null || page.contentScore < worst.contentScore ? page : worst), null);
  const previousScore = previousAverage(context);
  const totalWords = pages.reduce((sum, page) => sum + page.wordCount, 0);
  const details: ContentDetails = {
    pages,
    averageScore,
    averageScoreBand: contentScoreBand(averageScore),
    improvementPriority: lowest ? { url: lowest.url, score: lowest.contentScore } : null,
    trend: previousScore === null || !context.previous ? null : { direction: trendDirection(averageScore, previousScore), previousScore, previousAuditId: context.previous.id },
    statistics: {
      totalWords,
      averageWords: Math.round(average(pages.map((page) => page.wordCount))),
      averageReadability: Math.round(average(pages.map((page) => page.readability.score)) * 10) / 10,
      totalImages: pages.reduce((sum, page) => sum + page.images.total, 0),
      imagesMissingAlt: pages.reduce((sum, page) => sum + page.images.missingAlt, 0),
    },
  };
  return {
    type: 'content',
    url: bundle.startUrl,
    overall: scored(averageScore),
    pagesAnalysed: pages.length,
    findings,
    failures: bundle.failures,
    details,
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
};
