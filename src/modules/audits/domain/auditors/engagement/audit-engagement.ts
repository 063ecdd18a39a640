import type { EngagementDetails, EngagementPage } from '../../audit-result.js';
import type { Auditor } from '../../auditor.js';
import type { CollectedPage, CollectionBundle } from '../../collection-bundle.js';
import { makeFinding, type Finding } from '../../finding.js';
import { collapseWhitespace, contrastRatio, cssPath, isLargeText, landmarkOf, pageHtml, parseHtml, readPageText, type CheerioAPI } from '../../html/index.js';
import { scored } from '../../score-band.js';
import { FOLD_PX, hasActionWords, isChromeLabel, isSkipLinkText, locationOf, looksLikeButton } from './element-kinds.js';
import { globalEngagementScore, MAX_COMPETING_CTAS, MIN_CONTRAST, MIN_CONTRAST_LARGE_TEXT, MIN_TARGET_PX, navigationScore } from './engagement-score.js';
import { ENGAGEMENT_RULES, type EngagementRule } from './engagement-rules.js';
import { fromHtml, fromRendered, lookup, type Candidate } from './page-elements.js';
import { socialPlatform, socialType } from './social-platforms.js';

type Cta = EngagementPage['ctas'][number];
type Social = EngagementPage['social'][number];
type Interactive = EngagementPage['interactive'][number];

function finding(rule: EngagementRule, pageUrl: string, message: string, params: Record<string, string | number> = {}, extra: { selector?: string; evidence?: string | null } = {}): Finding {
  return makeFinding({ audit: 'user-engagement', rule, severity: ENGAGEMENT_RULES[rule].severity, pageUrl, message, params, ...extra });
}

const NON_FIELD_INPUTS = new Set(['submit', 'button', 'image', 'reset', 'hidden']);

function ctaType(candidate: Candidate, $: CheerioAPI): Cta['type'] | null {
  const { tag, role, text } = candidate;
  if (!candidate.visible || !/[\p{L}\p{N}]/u.test(text)) return null;
  if (socialPlatform(candidate.href)) return null;
  if (tag === 'input') {
    const type = (candidate.type ?? 'text').toLowerCase();
    if (type === 'submit' || type === 'image') return 'form-submit';
    return type === 'button' ? 'button' : null;
  }
  const node = lookup($, candidate.selector);
  if (tag === 'button' || (role === 'button' && tag !== 'a')) {
    if (isChromeLabel(text)) return null;
    if (node && (node.attr('aria-expanded') !== undefined || node.attr('aria-haspopup') !== undefined || node.attr('aria-controls') !== undefined)) return null;
    const submit = tag === 'button' && (candidate.type ?? 'submit').toLowerCase() === 'submit';
    return submit && node && node.closest('form').length > 0 ? 'form-submit' : 'button';
  }
  if (tag === 'a' || tag === 'area' || role === 'link') {
    if (candidate.href && isSkipLinkText(text)) return null;
    return role === 'button' || looksLikeButton(candidate.classes) || hasActionWords(text) ? 'link' : null;
  }
  return null;
}

function fieldDescription($: CheerioAPI, candidate: Candidate): string {
  if (candidate.text) return candidate.text;
  const node = lookup($, candidate.selector);
  if (!node) return candidate.type ?? candidate.tag;
  const id = node.attr('id');
  const label = (id ? collapseWhitespace($(`label[for="${id.replace(/"/g, '\\"')}"]`).first().text()) : '') || collapseWhitespace(node.closest('label').text());
  return label || node.attr('aria-label') || node.attr('placeholder') || node.attr('name') || candidate.type || candidate.tag;
}

function interactiveType(candidate: Candidate): string | null {
  if (candidate.tag === 'select') return 'select';
  if (candidate.tag === 'textarea') return 'textarea';
  if (candidate.tag === 'summary') return 'details';
  if (candidate.tag !== 'input') return null;
  const type = (candidate.type ?? 'text').toLowerCase();
  if (NON_FIELD_INPUTS.has(type)) return null;
  if (type === 'checkbox' || type === 'radio' || type === 'range') return type;
  return `${type}-input`;
}

/** Interactive blocks the collector's inventory does not list (it lists controls, not their containers). */
function containerInteractives($: CheerioAPI): Interactive[] {
  const found: Interactive[] = [];
  const add = (element: unknown, type: string, description: string): void => {
    found.push({ description: description.slice(0, 120), type, location: locationOf(landmarkOf($, element), null), selector: cssPath($, element) });
  };
  $('form').each((_, element) => {
    const node = $(element);
    if (node.closest('[hidden]').length) return;
    const fields = node.find('input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea').length;
    const name = node.attr('aria-label') || collapseWhitespace(node.find('legend, h1, h2, h3, h4, h5, h6').first().text()) || node.attr('name') || node.attr('id') || node.attr('action') || 'form';
    add(element, node.attr('role') === 'search' || node.find('input[type="search"]').length ? 'search-form' : 'form', `${name} (${fields})`);
  });
  $('video, audio').each((_, element) => {
    const node = $(element);
    const src = node.attr('src') ?? node.find('source[src]').first().attr('src') ?? '';
    add(element, element.tagName.toLowerCase(), node.attr('title') || node.attr('aria-label') || src.split('/').pop() || element.tagName.toLowerCase());
  });
  $('[role="tablist"]').each((_, element) => {
    const labels = $(element)
      .find('[role="tab"]')
      .map((__, tab) => collapseWhitespace($(tab).text()))
      .get()
      .filter(Boolean);
    add(element, 'tabs', labels.join(' | ') || 'tabs');
  });
  $('dialog, [role="dialog"]').each((_, element) => {
    const node = $(element);
    add(element, 'dialog', node.attr('aria-label') || collapseWhitespace(node.find('h1, h2, h3').first().text()) || 'dialog');
  });
  return found;
}

const SOCIAL_EMBEDS: [selector: string, platform: string][] = [
  ['blockquote.twitter-tweet', 'x'],
  ['blockquote.instagram-media', 'instagram'],
  ['blockquote.tiktok-embed', 'tiktok'],
  ['.fb-post, .fb-page, .fb-video', 'facebook'],
];

function navigationFacts($: CheerioAPI): EngagementPage['navigation'] & { hasNav: boolean; footerLinks: number } {
  const navs = $('nav, [role="navigation"]');
  const links = new Set(navs.find('a[href]').toArray()).size;
  const hasSkipLink = $('a[href^="#"]')
    .toArray()
    .some((element) => isSkipLinkText(collapseWhitespace($(element).text())));
  const hasSearch = $('input[type="search"], [role="search"], input[name="q"], input[name="s"], input[name="search"], input[name="query"]').length > 0;
  const breadcrumbs =
    $('[aria-label], [class], [id], [itemtype]')
      .toArray()
      .some((element) => /breadcrumb|ariane|migas/i.test(`${$(element).attr('aria-label') ?? ''} ${$(element).attr('class') ?? ''} ${$(element).attr('id') ?? ''} ${$(element).attr('itemtype') ?? ''}`)) ||
    $('script[type="application/ld+json"]')
      .toArray()
      .some((element) => $(element).text().includes('BreadcrumbList'));
  const footerLinks = $('footer a[href], [role="contentinfo"] a[href]').length;
  const facts = { hasNav: navs.length > 0, links, hasSkipLink, hasSearch, breadcrumbs, footerLinks };
  return { ...facts, score: navigationScore(facts) };
}

const SOCIAL_PROOF = /testimonial|review|rating|stars|trustpilot|customer|clients|logos|t[eé]moignage|avis|opinion|testimonio|rese[ñn]a|valoraci/i;

function hasSocialProof($: CheerioAPI): boolean {
  const marked = $('[class], [id], [itemtype]')
    .toArray()
    .some((element) => SOCIAL_PROOF.test(`${$(element).attr('class') ?? ''} ${$(element).attr('id') ?? ''} ${$(element).attr('itemtype') ?? ''}`));
  if (marked) return true;
  return $('script[type="application/ld+json"]')
    .toArray()
    .some((element) => /"(AggregateRating|Review)"/.test($(element).text()));
}

interface PageOutcome {
  page: EngagementPage;
  findings: Finding[];
}

export function analyseEngagementPage(collected: CollectedPage): PageOutcome {
  const url = collected.finalUrl || collected.url;
  const $ = parseHtml(pageHtml(collected));
  const rendered = collected.elements.length > 0;
  const candidates = rendered ? collected.elements.map(fromRendered) : fromHtml($, url);
  const findings: Finding[] = [];
  if (!rendered) findings.push(finding('engagement-layout-unavailable', url, 'No rendered layout: fold, contrast and size checks were skipped.'));

  const ctas: Cta[] = [];
  const lowContrast: { cta: Cta; required: number }[] = [];
  let contrastKnown = 0;
  let contrastPass = 0;
  const social: Social[] = [];
  const interactive: Interactive[] = [];
  const seenSocial = new Set<string>();

  for (const candidate of candidates) {
    const y = candidate.box?.y ?? null;
    const location = locationOf(candidate.landmark, y);
    const platform = socialPlatform(candidate.href);
    if (platform && candidate.visible) {
      social.push({ platform, type: socialType(candidate.href!, candidate.tag), location, selector: candidate.selector });
      seenSocial.add(candidate.selector);
      continue;
    }
    const type = ctaType(candidate, $);
    if (type) {
      const ratio = contrastRatio(candidate.color, candidate.backgroundColor);
      const cta: Cta = {
        text: candidate.text,
        type,
        location,
        aboveFold: y !== null && y < FOLD_PX,
        width: candidate.box?.width ?? 0,
        height: candidate.box?.height ?? 0,
        contrastRatio: ratio,
        selector: candidate.selector,
      };
      ctas.push(cta);
      if (ratio !== null) {
        contrastKnown += 1;
        const required = isLargeText(candidate.fontSizePx ?? 0, candidate.fontWeight ?? 400) ? MIN_CONTRAST_LARGE_TEXT : MIN_CONTRAST;
        if (ratio < required) lowContrast.push({ cta, required });
        else contrastPass += 1;
      }
      continue;
    }
    const fieldType = interactiveType(candidate);
    if (fieldType && candidate.visible) interactive.push({ description: fieldDescription($, candidate).slice(0, 120), type: fieldType, location, selector: candidate.selector });
  }
  interactive.push(...containerInteractives($));
  for (const [selector, platform] of SOCIAL_EMBEDS) {
    $(selector).each((_, element) => {
      const path = cssPath($, element);
      if (!seenSocial.has(path)) social.push({ platform, type: 'embed', location: locationOf(landmarkOf($, element), null), selector: path });
    });
  }

  const navigation = navigationFacts($);
  const text = readPageText($, collected.headers['content-language']);
  const competing = ctas.filter((cta) => cta.aboveFold && cta.location !== 'header' && cta.location !== 'navigation').length;
  const sizePass = ctas.filter((cta) => cta.width >= MIN_TARGET_PX && cta.height >= MIN_TARGET_PX).length;
  const globalScore = globalEngagementScore({
    ctaCount: ctas.length,
    layout: rendered ? { anyAboveFold: ctas.some((cta) => cta.aboveFold), competing, contrastKnown, contrastPass, sizePass } : null,
    navigationScore: navigation.score,
    readability: { score: text.readability.score, words: text.readability.words },
    socialCount: social.length,
    interactiveCount: interactive.length,
  });

  if (ctas.length === 0) findings.push(finding('no-cta', url, 'The page has no call to action.'));
  else if (rendered && !ctas.some((cta) => cta.aboveFold)) findings.push(finding('no-cta-above-fold', url, `None of the ${ctas.length} calls to action is in the first ${FOLD_PX} px.`, { count: ctas.length, fold: FOLD_PX }));
  if (rendered && competing > MAX_COMPETING_CTAS) {
    findings.push(finding('too-many-ctas', url, `${competing} calls to action compete above the fold.`, { count: competing, max: MAX_COMPETING_CTAS }, { evidence: ctas.filter((cta) => cta.aboveFold).map((cta) => cta.text).join(' | ') }));
  }
  for (const { cta, required } of lowContrast) {
    findings.push(finding('cta-low-contrast', url, `"${cta.text}" has a contrast of ${cta.contrastRatio}:1 (needs ${required}:1).`, { ratio: cta.contrastRatio ?? 0, required, text: cta.text }, { selector: cta.selector, evidence: cta.text }));
  }
  if (rendered) {
    for (const cta of ctas) {
      if (cta.width > 0 && cta.height > 0 && (cta.width < MIN_TARGET_PX || cta.height < MIN_TARGET_PX)) {
        findings.push(finding('cta-small-target', url, `"${cta.text}" is ${cta.width}×${cta.height} px (needs ${MIN_TARGET_PX}×${MIN_TARGET_PX}).`, { width: cta.width, height: cta.height, min: MIN_TARGET_PX, text: cta.text }, { selector: cta.selector, evidence: cta.text }));
      }
    }
  }
  if (social.length === 0) findings.push(finding('no-social-links', url, 'The page has no social link, share button or embed.'));
  if (!hasSocialProof($)) findings.push(finding('no-social-proof', url, 'No testimonials, reviews, ratings or customer logos were found.'));
  if (!navigation.hasNav) findings.push(finding('no-navigation', url, 'The page has no navigation landmark.', {}, { selector: 'nav' }));
  if (!navigation.hasSkipLink) findings.push(finding('missing-skip-link', url, 'The page has no skip link.'));
  if (interactive.length === 0) findings.push(finding('no-interactive-elements', url, 'The page has no form, field, video or other interactive element.'));
  if (text.readability.words > 0 && text.readability.score < 50) {
    findings.push(finding('engagement-readability-low', url, `Reading ease is ${text.readability.score} (${text.readability.band}).`, { score: text.readability.score, band: text.readability.band }));
  }

  return {
    page: {
      url,
      ctas,
      social,
      interactive,
      navigation: { score: navigation.score, links: navigation.links, hasSkipLink: navigation.hasSkipLink, hasSearch: navigation.hasSearch, breadcrumbs: navigation.breadcrumbs },
      readability: { score: text.readability.score, band: text.readability.band },
      globalScore,
    },
    findings,
  };
}

const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);
const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * Engagement audit: calls to action, social and interactive elements, navigation and readability per
 * page (rendered boxes and colours from the collector), a global score per page (weights in
 * engagement-score.ts) and the averages across pages. Issues are the findings; their recommendation
 * is the rule's remediation text.
 */
export const auditEngagement: Auditor<'user-engagement'> = (bundle: CollectionBundle) => {
  const pages: EngagementPage[] = [];
  const findings: Finding[] = [];
  for (const collected of bundle.pages) {
    const url = collected.finalUrl || collected.url;
    if (collected.status >= 400 || pageHtml(collected).trim() === '') {
      findings.push(finding('engagement-page-unavailable', url, `The page answered ${collected.status}.`, { status: collected.status }));
      continue;
    }
    const outcome = analyseEngagementPage(collected);
    pages.push(outcome.page);
    findings.push(...outcome.findings);
  }
  const global = Math.round(mean(pages.map((page) => page.globalScore)));
  const details: EngagementDetails = {
    pages,
    averages: {
      score: global,
      ctaCount: round1(mean(pages.map((page) => page.ctas.length))),
      interactiveCount: round1(mean(pages.map((page) => page.interactive.length))),
      socialCount: round1(mean(pages.map((page) => page.social.length))),
    },
    scores: {
      navigation: Math.round(mean(pages.map((page) => page.navigation.score))),
      readability: round1(mean(pages.map((page) => page.readability.score))),
      global,
    },
  };
  return {
    type: 'user-engagement',
    url: bundle.startUrl,
    overall: scored(global),
    pagesAnalysed: pages.length,
    findings,
    failures: bundle.failures,
    details,
    schemaVersion: 1,
    collectedAt: bundle.collectedAt,
    durationMs: bundle.durationMs,
  };
};
