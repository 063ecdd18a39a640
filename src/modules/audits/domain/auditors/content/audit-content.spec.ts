import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { bundleOf, collectedPage } from '../../../../../../test/support/audits/bundle-builder.js';
import type { AuditResult } from '../../audit-result.js';
import type { AuditContext } from '../../auditor.js';
import { auditContent, CONTENT_RECOMMENDATIONS, CONTENT_RULES } from './index.js';

const fixture = (name: string): string => readFileSync(new URL(`../../../../../../test/fixtures/audits/content/${name}`, import.meta.url), 'utf8');
const none: AuditContext = { previous: null };

describe('content auditor', () => {
  it('article-812-words.html: 812 words, 1 H1, 3 H2, 2 of 5 images without alt, known meta lengths, score 93', () => {
    const result = auditContent(bundleOf([collectedPage({ url: 'https://example.test/platypus', html: fixture('article-812-words.html') })]), none);
    const page = result.details.pages[0]!;
    // Words of <main> (headings and link texts included; nav, footer, hidden, script and alt texts excluded).
    expect(page.wordCount).to.equal(812);
    expect(page.wordCountBand).to.equal('good');
    expect(page.language).to.equal('en');
    expect(page.headings.counts).to.deep.equal({ h1: 1, h2: 3, h3: 2, h4: 0, h5: 0, h6: 0 });
    expect(page.headings.outline.map((item) => `${item.level}:${item.text}`)).to.deep.equal([
      '1:Platypus facts for curious readers',
      '2:How the platypus lives',
      '3:Eggs and young',
      '2:Hunting with electric senses',
      '2:Threats and protection',
      '3:Where to see one',
    ]);
    // nav 3 + main 2 + footer 1 internal; wikipedia (nofollow) and the museum external; #top, javascript:, mailto:, tel: ignored
    expect(page.links).to.deep.equal({ internal: 6, external: 2, nofollow: 1 });
    expect(page.images).to.deep.equal({
      total: 5,
      withAlt: 3,
      missingAlt: 2,
      withDimensions: 3,
      missingDimensions: 2,
      missingAltSources: ['https://example.test/images/burrow.jpg', 'https://example.test/images/map.png'],
    });
    expect(page.meta.title).to.deep.equal({ value: 'Platypus facts: the strangest mammal of Australia', length: 49, band: 'good' });
    expect(page.meta.description.length).to.equal(155);
    expect(page.meta.description.band).to.equal('good');
    expect(page.meta.canonical).to.equal('https://example.test/platypus');
    expect(page.meta.openGraph).to.deep.equal({ 'og:title': 'Platypus facts', 'og:description': 'Everything about the platypus.', 'og:image': 'https://example.test/images/platypus-card.jpg' });
    // "platypus" 22 times in 812 words = 2.71 %
    expect(page.keywords[0]).to.deep.equal({ word: 'platypus', count: 22, density: 2.71, band: 'optimal' });
    expect(page.keywords[1]).to.deep.equal({ word: 'eggs', count: 7, density: 0.86, band: 'too-low' });
    // Readability reads running text only: 812 − 23 heading words, 55 generated sentences + 2 in the link paragraph.
    expect(page.readability).to.include({ formula: 'flesch', words: 789, sentences: 57, band: 'easy' });
    const { words, sentences, syllables } = page.readability;
    expect(page.readability.score).to.equal(Math.round((206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words)) * 10) / 10);
    // 22 (good) + 15 (readability ≥ 60) + 15 (headings) + 10 + 10 (title, description) + 6 (7·3/5 + 3·3/5) + 5 + 5 + 5
    expect(page.contentScore).to.equal(93);
    expect(page.contentScoreBand).to.equal('excellent');
    expect(page.issues.map((issue) => issue.id)).to.deep.equal(['img-alt-missing|/platypus|img:not([alt])', 'img-dimensions-missing|/platypus|img']);
    expect(page.issues[0]!.params).to.deep.equal({ count: 2, total: 5 });
    expect(page.recommendations).to.deep.equal(['alt-all-images', 'image-dimensions']);
    expect(result).to.deep.include({ type: 'content', url: 'https://example.test/platypus', overall: { score: 93, band: 'excellent' }, pagesAnalysed: 1, schemaVersion: 1, collectedAt: '2026-11-23T10:00:00.000Z' });
    expect(result.findings).to.deep.equal(page.issues);
  });

  it('thin-page.html: every content recommendation of docs/product.md §8 broken is reported, with its recommendation', () => {
    const result = auditContent(bundleOf([collectedPage({ url: 'https://example.test/deals', html: fixture('thin-page.html') })]), none);
    const page = result.details.pages[0]!;
    expect(page.wordCount).to.equal(105);
    expect(page.wordCountBand).to.equal('too-short');
    expect(page.meta.title).to.include({ length: 81, band: 'too-long' });
    expect(page.meta.description).to.deep.equal({ value: null, length: 0, band: 'missing' });
    expect(page.keywords[0]).to.deep.equal({ word: 'cheap', count: 7, density: 6.67, band: 'too-high' });
    expect(page.issues.map((issue) => issue.rule)).to.deep.equal([
      'content-too-short',
      'multiple-h1',
      'missing-h2',
      'heading-level-skipped',
      'img-alt-missing',
      'img-dimensions-missing',
      'meta-title-too-long',
      'meta-description-missing',
      'canonical-missing',
      'open-graph-missing',
      'keyword-stuffing',
      'no-internal-links',
    ]);
    expect(page.issues.find((issue) => issue.rule === 'heading-level-skipped')!.params).to.deep.equal({ from: 1, to: 3, count: 1 });
    expect(page.recommendations).to.include.members(['word-count-800', 'single-h1', 'use-h2', 'meta-description-150-160', 'alt-all-images']);
    // 0 (too short) + 15 (readable) + 3 (two H1) + 5 (title too long) + 0 + 0 (image) + 0 (stuffing) + 2 (external link) + 0
    expect(page.contentScore).to.equal(25);
    expect(page.contentScoreBand).to.equal('critical');
    for (const issue of page.issues) {
      expect(CONTENT_RULES[issue.rule as keyof typeof CONTENT_RULES].severity).to.equal(issue.severity);
      expect(issue.audit).to.equal('content');
    }
    for (const code of page.recommendations) expect(CONTENT_RECOMMENDATIONS).to.have.property(code);
  });

  it('French and Spanish pages are read with their own formula and the lang attribute', () => {
    const french = auditContent(bundleOf([collectedPage({ url: 'https://example.test/fr', html: fixture('french-article.html') })]), none).details.pages[0]!;
    expect(french.language).to.equal('fr');
    expect(french.readability).to.deep.equal({ score: 57, band: 'fairly-difficult', formula: 'kandel-moles', grade: 9.9, words: 30, sentences: 3, syllables: 57, language: 'fr' });
    expect(french.wordCount).to.equal(33);
    const spanish = auditContent(bundleOf([collectedPage({ url: 'https://example.test/es', html: fixture('spanish-article.html') })]), none).details.pages[0]!;
    expect(spanish.readability).to.deep.equal({ score: 52.3, band: 'fairly-difficult', formula: 'fernandez-huerta', grade: 11.3, words: 34, sentences: 3, syllables: 81, language: 'es' });
  });

  it('Arabic and Chinese pages are analysed without crashing and say the readability is approximate', () => {
    for (const [lang, text] of [
      ['ar', '<p>مرحبا بالعالم. كيف حالك اليوم؟ نحن بخير.</p>'],
      ['zh', '<p>北京是中国的首都。我爱北京。</p>'],
    ] as const) {
      const result = auditContent(bundleOf([collectedPage({ url: `https://example.test/${lang}`, html: `<html lang="${lang}"><body><main><h1>t</h1>${text}</main></body></html>` })]), none);
      const page = result.details.pages[0]!;
      expect(page.language).to.equal(lang);
      expect(page.wordCount).to.be.greaterThan(0);
      expect(page.issues.map((issue) => issue.rule)).to.include('readability-approximate');
    }
  });

  it('across pages: average, lowest page as priority, unavailable pages reported, statistics', () => {
    const bundle = bundleOf([
      collectedPage({ url: 'https://example.test/platypus', html: fixture('article-812-words.html') }),
      collectedPage({ url: 'https://example.test/deals', html: fixture('thin-page.html') }),
      collectedPage({ url: 'https://example.test/gone', status: 404, html: '<html><body>Not found</body></html>' }),
    ]);
    const result = auditContent(bundle, none);
    expect(result.pagesAnalysed).to.equal(2);
    expect(result.details.averageScore).to.equal(59); // (93 + 25) / 2
    expect(result.details.averageScoreBand).to.equal('average');
    expect(result.overall).to.deep.equal({ score: 59, band: 'needs-improvement' });
    expect(result.details.improvementPriority).to.deep.equal({ url: 'https://example.test/deals', score: 25 });
    expect(result.details.trend).to.equal(null);
    expect(result.details.statistics).to.deep.equal({ totalWords: 917, averageWords: 459, averageReadability: result.details.statistics.averageReadability, totalImages: 6, imagesMissingAlt: 3 });
    const unavailable = result.findings.find((item) => item.rule === 'content-page-unavailable')!;
    expect(unavailable).to.include({ id: 'content-page-unavailable|/gone|', severity: 'high' });
    expect(unavailable.params).to.deep.equal({ status: 404 });
  });

  it('trend against the previous audit: +3 improving, -3 declining, else stable', () => {
    const bundle = bundleOf([
      collectedPage({ url: 'https://example.test/platypus', html: fixture('article-812-words.html') }),
      collectedPage({ url: 'https://example.test/deals', html: fixture('thin-page.html') }),
    ]);
    const previous = (score: number): AuditContext => {
      const first = auditContent(bundle, none);
      const result: AuditResult = { ...first, details: { ...first.details, averageScore: score } };
      return { previous: { id: 'prev-1', result } };
    };
    expect(auditContent(bundle, previous(56)).details.trend).to.deep.equal({ direction: 'improving', previousScore: 56, previousAuditId: 'prev-1' });
    expect(auditContent(bundle, previous(57)).details.trend!.direction).to.equal('stable');
    expect(auditContent(bundle, previous(61)).details.trend!.direction).to.equal('stable');
    expect(auditContent(bundle, previous(62)).details.trend!.direction).to.equal('declining');
    // a stored result without content details falls back to its overall score
    const bare = { ...auditContent(bundle, none), overall: { score: 70, band: 'needs-improvement' as const }, details: {} as never };
    expect(auditContent(bundle, { previous: { id: 'old', result: bare } }).details.trend).to.deep.equal({ direction: 'declining', previousScore: 70, previousAuditId: 'old' });
  });

  it('reads the server HTML when there is no rendered DOM, and is deterministic', () => {
    const page = collectedPage({ url: 'https://example.test/platypus', html: fixture('article-812-words.html'), renderedHtml: '' });
    const once = auditContent(bundleOf([page]), none);
    expect(once.details.pages[0]!.wordCount).to.equal(812);
    expect(auditContent(bundleOf([page]), none)).to.deep.equal(once);
  });

  it('every rule has English texts', () => {
    for (const [rule, text] of Object.entries(CONTENT_RULES)) {
      expect(rule).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const field of ['title', 'description', 'impact', 'remediation'] as const) expect(text[field], `${rule}.${field}`).to.be.a('string').and.not.equal('');
    }
  });
});
