import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { bundleOf, collectedPage } from '../../../../../../test/support/audits/bundle-builder.js';
import type { RenderedElement } from '../../collection-bundle.js';
import { auditEngagement, ENGAGEMENT_RULES, globalEngagementScore, hasActionWords, locationOf, navigationScore, socialPlatform, socialType } from './index.js';

const fixture = (name: string): string => readFileSync(new URL(`../../../../../../test/fixtures/audits/engagement/${name}`, import.meta.url), 'utf8');
const none = { previous: null };
const landing = () =>
  collectedPage({ url: 'https://acme.test/', html: fixture('landing.html'), elements: JSON.parse(fixture('landing.elements.json')) as RenderedElement[] });

describe('engagement auditor', () => {
  it('landing.html: finds the 4 CTAs with type, location, fold, size and contrast', () => {
    const page = auditEngagement(bundleOf([landing()]), none).details.pages[0]!;
    // Not CTAs: the skip link, plain nav links, the menu toggle (aria-expanded), the hidden "Buy now", an in-text link, social links.
    expect(page.ctas).to.deep.equal([
      { text: 'Sign up', type: 'link', location: 'navigation', aboveFold: true, width: 90, height: 40, contrastRatio: 8.59, selector: '#signup' },
      { text: 'Start free trial', type: 'button', location: 'hero', aboveFold: true, width: 220, height: 56, contrastRatio: 8.59, selector: '#trial' },
      { text: 'Learn more', type: 'link', location: 'hero', aboveFold: true, width: 120, height: 48, contrastRatio: 4.48, selector: '#learn' },
      // grey 130 on white: L = ((130/255 + 0.055) / 1.055)^2.4 = 0.2232, 1.05 / 0.2732 = 3.84 — enough for 24 px text (3:1)
      { text: 'Subscribe', type: 'form-submit', location: 'main', aboveFold: false, width: 140, height: 48, contrastRatio: 3.84, selector: '#subscribe' },
    ]);
  });

  it('landing.html: social elements by host, share vs follow by URL, embeds; interactive elements with labels', () => {
    const page = auditEngagement(bundleOf([landing()]), none).details.pages[0]!;
    expect(page.social).to.deep.equal([
      { platform: 'youtube', type: 'embed', location: 'main', selector: '#video' },
      { platform: 'facebook', type: 'follow', location: 'footer', selector: '#fb' },
      { platform: 'x', type: 'share', location: 'footer', selector: '#share-x' },
      { platform: 'linkedin', type: 'follow', location: 'footer', selector: '#li' },
    ]);
    expect(page.interactive).to.deep.equal([
      { description: 'Search docs', type: 'search-input', location: 'header', selector: '#q' },
      { description: 'Your email', type: 'email-input', location: 'main', selector: '#email' },
      { description: '/search (1)', type: 'search-form', location: 'header', selector: 'html > body > header > form' },
      { description: 'newsletter (1)', type: 'form', location: 'main', selector: '#newsletter' },
    ]);
    // nav 30 + 4 links 20 + skip link 15 + search 15 + no breadcrumbs 0 + footer links 10
    expect(page.navigation).to.deep.equal({ score: 90, links: 4, hasSkipLink: true, hasSearch: true, breadcrumbs: false });
    expect(page.readability.score).to.be.at.least(60);
  });

  it('landing.html: issues for the low-contrast and the small CTA only, global score 94', () => {
    const result = auditEngagement(bundleOf([landing()]), none);
    expect(result.findings.map((item) => item.id)).to.deep.equal(['cta-low-contrast|/|#learn', 'cta-small-target|/|#signup']);
    expect(result.findings[0]!.params).to.deep.equal({ ratio: 4.48, required: 4.5, text: 'Learn more' });
    expect(result.findings[1]!.params).to.deep.equal({ width: 90, height: 40, min: 44, text: 'Sign up' });
    for (const item of result.findings) {
      expect(item).to.include({ audit: 'user-engagement', severity: ENGAGEMENT_RULES[item.rule as keyof typeof ENGAGEMENT_RULES].severity });
    }
    // CTA 10 + fold 12 + competition 8 + quality 15·(2·¾ + ¾)/3 = 11.25 + navigation 0.9·20 + readability 15 + social 10 + interactive 10 = 94.25
    expect(result.details.pages[0]!.globalScore).to.equal(94);
  });

  it('averages across pages; a page without a render is read from its HTML and says so', () => {
    const result = auditEngagement(bundleOf([landing(), collectedPage({ url: 'https://acme.test/old', html: fixture('plain.html') })]), none);
    const plain = result.details.pages[1]!;
    expect(plain).to.deep.include({ ctas: [], social: [], interactive: [], globalScore: 23 }); // readability 15 of the 65 known points
    expect(result.findings.filter((item) => item.pageUrl === 'https://acme.test/old').map((item) => item.rule)).to.deep.equal([
      'engagement-layout-unavailable',
      'no-cta',
      'no-social-links',
      'no-social-proof',
      'no-navigation',
      'missing-skip-link',
      'no-interactive-elements',
    ]);
    expect(result.details.averages).to.deep.equal({ score: 59, ctaCount: 2, interactiveCount: 2, socialCount: 2 });
    expect(result.details.scores).to.deep.equal({ navigation: 45, readability: 100, global: 59 });
    expect(result.overall).to.deep.equal({ score: 59, band: 'needs-improvement' });
    expect(result).to.deep.include({ type: 'user-engagement', pagesAnalysed: 2, schemaVersion: 1 });
  });

  it('without a render, the landing page CTAs still come from the markup (no boxes, no contrast)', () => {
    const page = auditEngagement(bundleOf([collectedPage({ url: 'https://acme.test/', html: fixture('landing.html') })]), none).details.pages[0]!;
    expect(page.ctas.map((cta) => [cta.text, cta.type, cta.location, cta.aboveFold, cta.contrastRatio])).to.deep.equal([
      ['Sign up', 'link', 'navigation', false, null],
      ['Start free trial', 'button', 'main', false, null],
      ['Learn more', 'link', 'main', false, null],
      ['Subscribe', 'form-submit', 'main', false, null],
    ]);
    expect(page.social.map((item) => `${item.platform}:${item.type}`)).to.deep.equal(['youtube:embed', 'facebook:follow', 'x:share', 'linkedin:follow']);
    expect(page.interactive.map((item) => item.description)).to.deep.equal(['Search docs', 'Your email', '/search (1)', 'newsletter (1)']);
  });

  it('flags no CTA above the fold and too many competing CTAs', () => {
    const element = (selector: string, text: string, y: number): RenderedElement => ({
      selector, tag: 'button', role: null, text, href: null, type: 'button', box: { x: 0, y, width: 120, height: 48 }, visible: true,
      color: 'rgb(0, 0, 0)', backgroundColor: 'rgb(255, 255, 255)', fontSizePx: 16, fontWeight: 400, landmark: 'main', classes: '',
    });
    const html = '<html><body><main><button id="a">Buy</button></main></body></html>';
    const low = auditEngagement(bundleOf([collectedPage({ url: 'https://acme.test/low', html, elements: [element('#a', 'Buy now', 1200)] })]), none);
    expect(low.findings.map((item) => item.rule)).to.include('no-cta-above-fold');
    const crowded = [1, 2, 3, 4, 5, 6].map((n) => element(`#b${n}`, `Offer ${n}`, 100 * n));
    const many = auditEngagement(bundleOf([collectedPage({ url: 'https://acme.test/many', html, elements: crowded })]), none);
    expect(many.findings.find((item) => item.rule === 'too-many-ctas')!.params).to.deep.equal({ count: 6, max: 5 });
  });

  it('recognises action words in English, French and Spanish, and social platforms', () => {
    for (const text of ['Get started', 'Essai gratuit', "Inscrivez-vous", "S'abonner", 'Regístrate', 'Añadir al carrito', 'Más información']) expect(hasActionWords(text), text).to.equal(true);
    for (const text of ['Home', 'Blog', 'Accueil', 'Precios', 'Read the whole story of how we started this company in a garage']) expect(hasActionWords(text), text).to.equal(false);
    expect(socialPlatform('https://m.facebook.com/acme')).to.equal('facebook');
    expect(socialPlatform('https://x.com/acme')).to.equal('x');
    expect(socialPlatform('https://wa.me/33600000000')).to.equal('whatsapp');
    expect(socialPlatform('https://t.me/acme')).to.equal('telegram');
    expect(socialPlatform('https://mastodon.example/@acme')).to.equal('mastodon');
    expect(socialPlatform('https://github.com/acme')).to.equal('github');
    expect(socialPlatform('https://example.com/facebook')).to.equal(null);
    expect(socialType('https://www.facebook.com/sharer/sharer.php?u=x', 'a')).to.equal('share');
    expect(socialType('https://www.linkedin.com/sharing/share-offsite/?url=x', 'a')).to.equal('share');
    expect(socialType('https://api.whatsapp.com/send?text=x', 'a')).to.equal('share');
    expect(socialType('https://www.pinterest.com/acme', 'a')).to.equal('follow');
    expect(locationOf('aside', 10)).to.equal('sidebar');
    expect(locationOf(null, 939)).to.equal('hero');
    expect(locationOf('main', 940)).to.equal('main');
  });

  it('documents its scores: navigation points and the global weights', () => {
    expect(navigationScore({ hasNav: true, links: 40, hasSkipLink: false, hasSearch: false, breadcrumbs: true, footerLinks: 0 })).to.equal(43);
    expect(globalEngagementScore({ ctaCount: 0, layout: null, navigationScore: 0, readability: { score: 0, words: 0 }, socialCount: 0, interactiveCount: 0 })).to.equal(0);
    const perfect = { ctaCount: 1, layout: { anyAboveFold: true, competing: 1, contrastKnown: 1, contrastPass: 1, sizePass: 1 }, navigationScore: 100, readability: { score: 70, words: 100 }, socialCount: 1, interactiveCount: 1 };
    expect(globalEngagementScore(perfect)).to.equal(100);
    for (const [rule, text] of Object.entries(ENGAGEMENT_RULES)) {
      expect(rule).to.match(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(text.remediation, rule).to.be.a('string').and.not.equal('');
    }
  });
});
