import { readFileSync } from 'node:fs';

import { expect } from 'chai';

import type { AxeSummary, StageFailure } from '../../collection-bundle.js';
import { parseHtml, readPageText } from '../../html/index.js';
import { bundleOf, collectedPage } from '../../../../../../test/support/audits/bundle-builder.js';
import { auditSemantic, SEMANTIC_RULES } from './index.js';

const fixtureUrl = (name: string): URL => new URL(`../../../../../../test/fixtures/audits/semantic/${name}`, import.meta.url);
const fixture = (name: string): string => readFileSync(fixtureUrl(name), 'utf8');
const axeFixture = (): AxeSummary => JSON.parse(fixture('axe-summary.json')) as AxeSummary;
const cleanAxe: AxeSummary = { violations: [], incomplete: [], passes: 25, inapplicable: 60 };
const context = { previous: null };
const URL_ = 'https://example.test/page';

function audit(html: string, axe: AxeSummary | null, failures: StageFailure[] = [], headers?: Record<string, string>) {
  const page = collectedPage({ url: URL_, html, axe, ...(headers ? { headers } : {}) });
  return auditSemantic(bundleOf([page], { failures }), context);
}

describe('semantic auditor', () => {
  describe('on the broken fixture with the hand-built axe summary', () => {
    const result = audit(fixture('broken-structure.html'), axeFixture());
    const { details } = result;

    it('scores HTML 70, ARIA 79 and meta tags 30, averaging 60 (needs improvement)', () => {
      expect(details.html).to.include({ score: 70, errors: 10, warnings: 0 });
      expect(details.html.messages).to.have.length(10);
      expect(details.aria.score).to.equal(79);
      expect(details.meta.score).to.equal(30);
      expect(details.average).to.deep.equal({ score: 60, band: 'needs-improvement' });
      expect(result.overall).to.deep.equal(details.average);
    });

    it('lists the axe violations with impact and node count, and the undecided rules', () => {
      expect(details.aria.violations.map((violation) => [violation.id, violation.impact, violation.nodes])).to.deep.equal([
        ['image-alt', 'critical', 2],
        ['color-contrast', 'serious', 3],
        ['heading-order', 'moderate', 1],
        ['region', 'moderate', 1],
        ['empty-table-header', 'minor', 1],
      ]);
      expect(details.aria).to.include({ passes: 30, incomplete: 1 });
    });

    it('lists present and missing meta tags (robots present, never missing)', () => {
      expect(details.meta.present).to.deep.equal(['title', 'charset', 'robots']);
      expect(details.meta.missing).to.deep.equal(['description', 'viewport', 'lang', 'canonical', 'og:title', 'og:description', 'og:image', 'twitter:card']);
      expect(details.meta.tags).to.deep.include({ name: 'robots', content: 'noindex, follow' });
    });

    it('reads the heading outline with its two skipped levels and two H1s', () => {
      expect(details.headingStructure.outline.map((heading) => heading.level)).to.deep.equal([1, 3, 2, 4, 1]);
      expect(details.headingStructure.skippedLevels).to.deep.equal([{ from: 1, to: 3 }, { from: 2, to: 4 }]);
      expect(details.headingStructure.h1Count).to.equal(2);
      expect(details.headingStructure.valid).to.equal(false);
    });

    it('raises one finding per validator rule and per axe rule, with stable ids', () => {
      const html = result.findings.filter((finding) => finding.rule === 'semantic-html-validation');
      expect(html.map((finding) => finding.id)).to.deep.equal([
        'semantic-html-validation|/page|html-validate:element-required-attributes',
        'semantic-html-validation|/page|html-validate:heading-level',
        'semantic-html-validation|/page|html-validate:no-implicit-close',
        'semantic-html-validation|/page|html-validate:wcag/h37',
        'semantic-html-validation|/page|html-validate:element-permitted-content',
        'semantic-html-validation|/page|html-validate:no-implicit-button-type',
        'semantic-html-validation|/page|html-validate:no-dup-id',
      ]);
      expect(html[1]!.params).to.deep.equal({ validatorRule: 'heading-level', message: 'Heading level can only increase by one, expected <h2> but got <h3>', count: 3 });
      const aria = result.findings.filter((finding) => finding.rule === 'semantic-aria-violation');
      expect(aria.map((finding) => [finding.selector, finding.severity])).to.deep.equal([
        ['axe:image-alt', 'critical'],
        ['axe:color-contrast', 'high'],
        ['axe:heading-order', 'medium'],
        ['axe:region', 'medium'],
        ['axe:empty-table-header', 'low'],
      ]);
      expect(aria[0]!.evidence).to.equal('img[src$="photo.png"]: <img src="/photo.png">');
      const ids = result.findings.map((finding) => finding.id);
      expect(new Set(ids).size).to.equal(ids.length);
    });

    it('raises the meta, heading and robots findings, each from the catalog', () => {
      const rules = result.findings.map((finding) => finding.rule).filter((rule) => rule !== 'semantic-html-validation' && rule !== 'semantic-aria-violation');
      expect(rules).to.deep.equal([
        'semantic-description-missing',
        'semantic-viewport-missing',
        'semantic-lang-missing',
        'semantic-canonical-missing',
        'semantic-open-graph-incomplete',
        'semantic-twitter-card-missing',
        'semantic-robots-noindex',
        'semantic-h1-multiple',
        'semantic-heading-levels-skipped',
      ]);
      const skipped = result.findings.find((finding) => finding.rule === 'semantic-heading-levels-skipped')!;
      expect(skipped.params).to.deep.equal({ skips: 'h1 → h3, h2 → h4', count: 2 });
      expect(result.findings.find((finding) => finding.rule === 'semantic-open-graph-incomplete')!.params).to.deep.equal({ missing: 'og:title, og:description, og:image', count: 3 });
      for (const finding of result.findings) {
        expect(SEMANTIC_RULES).to.have.property(finding.rule);
        expect(finding.message).not.to.match(/\{\w+\}/);
      }
    });

    it('turns every finding into a suggestion, high priority first', () => {
      expect(details.suggestions).to.have.length(result.findings.length);
      const priorities = details.suggestions.map((suggestion) => suggestion.priority);
      expect(priorities).to.deep.equal([...priorities].sort((a, b) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b)));
      expect(details.suggestions.slice(0, 3).map((suggestion) => suggestion.rule)).to.deep.equal(['semantic-aria-violation', 'semantic-aria-violation', 'semantic-viewport-missing']);
      expect(details.suggestions[0]!.params).to.include({ axeRule: 'image-alt' });
    });

    it('is deterministic', () => {
      expect(audit(fixture('broken-structure.html'), axeFixture())).to.deep.equal(result);
    });
  });

  describe('on the clean fixture', () => {
    const result = audit(fixture('clean.html'), cleanAxe);

    it('scores 100 on all three and raises nothing', () => {
      expect(result.details.html.score).to.equal(100);
      expect(result.details.aria.score).to.equal(100);
      expect(result.details.meta).to.include({ score: 100 });
      expect(result.details.meta.missing).to.deep.equal([]);
      expect(result.overall).to.deep.equal({ score: 100, band: 'excellent' });
      expect(result.findings).to.deep.equal([]);
      expect(result.details.headingStructure).to.deep.include({ h1Count: 1, valid: true, skippedLevels: [] });
    });

    it('reports the shared readability of the running text (headings left out)', () => {
      const { readability } = result.details;
      expect(readability).to.include({ words: 19, sentences: 3, language: 'en', formula: 'flesch' });
      expect(readability).to.deep.equal(readPageText(parseHtml(fixture('clean.html')), null).readability);
    });
  });

  describe('partial input', () => {
    it('leaves ARIA out of the average when axe did not run, and names the stage', () => {
      const failure: StageFailure = { stage: 'axe', pageUrl: URL_, code: 'STAGE_TIMEOUT', message: 'axe timed out' };
      const result = audit(fixture('broken-structure.html'), null, [failure]);
      expect(result.details.aria.score).to.equal(null);
      expect(result.details.average.score).to.equal(50); // (70 + 30) / 2
      expect(result.failures).to.deep.equal([failure]);
      expect(result.findings.find((finding) => finding.rule === 'semantic-axe-unavailable')!.evidence).to.equal('STAGE_TIMEOUT: axe timed out');
    });

    it('adds the axe stage failure itself when the collector reported none', () => {
      const result = audit(fixture('clean.html'), null);
      expect(result.failures.map((failure) => [failure.stage, failure.code])).to.deep.equal([['axe', 'NO_AXE_RESULT']]);
    });

    it('returns a partial result when the page sent no HTML', () => {
      const failure: StageFailure = { stage: 'fetch', pageUrl: URL_, code: 'FETCH_FAILED', message: 'connection refused' };
      const result = audit('', null, [failure]);
      expect(result.pagesAnalysed).to.equal(0);
      expect(result.findings.map((finding) => finding.rule)).to.deep.equal(['semantic-page-unavailable']);
      expect(result.failures).to.deep.equal([failure]);
      expect(result.details.html.score).to.equal(null);
      expect(auditSemantic(bundleOf([]), context).findings.map((finding) => finding.rule)).to.deep.equal(['semantic-page-unavailable']);
    });

    it('counts a charset from the Content-Type header and flags none without it', () => {
      const html = fixture('clean.html').replace('<meta charset="utf-8">', '');
      expect(audit(html, cleanAxe).details.meta.missing).to.deep.equal([]);
      const withoutHeader = audit(html, cleanAxe, [], { 'content-type': 'text/html' });
      expect(withoutHeader.details.meta.missing).to.deep.equal(['charset']);
      expect(withoutHeader.details.meta.score).to.equal(90);
    });
  });
});
