import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { catalog, webHarness, type VisitOptions } from '../../support/web-harness.js';

/**
 * The public content pages: about, contact, FAQ, pricing, the three legal pages and the newsletter
 * unsubscribe page, in English and in Arabic (right to left). Expected texts come from the
 * catalogs, so copy can change without touching this file, but a wrong language cannot pass.
 */

const catalogs = { en: catalog('en'), ar: catalog('ar') };
const ARABIC_LETTER = /[\u0600-\u06FF]/;

const PAGES = [
  { path: 'about', h1: 'about.hero.title', title: 'about.documentTitle' },
  { path: 'contact', h1: 'contact.hero.title', title: 'contact.documentTitle' },
  { path: 'faq', h1: 'faq.hero.title', title: 'faq.documentTitle' },
  { path: 'pricing', h1: 'pricing.hero.title', title: 'pricing.documentTitle' },
  { path: 'privacy', h1: 'legal.privacy.title', title: 'legal.privacy.documentTitle' },
  { path: 'terms', h1: 'legal.terms.title', title: 'legal.terms.documentTitle' },
  { path: 'notices', h1: 'legal.notices.title', title: 'legal.notices.documentTitle' },
  { path: 'unsubscribe', h1: 'newsletter.unsubscribe.title', title: 'newsletter.unsubscribe.documentTitle' },
] as const;

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

describe('web: content pages (about, contact, FAQ, pricing, legal, unsubscribe)', function () {
  this.timeout(60_000);

  const web = webHarness({ allowNotFoundPage: false });

  /** A first visit: no cookie choice recorded, so the banner shows and the 360 px checks include it. */
  async function open(path: string, options: VisitOptions = {}): Promise<Page> {
    const { page } = await web.visit(path, { consented: false, ...options });
    await page.locator('h1').waitFor();
    return page;
  }

  const htmlAttributes = async (page: Page) => ({
    lang: await page.locator('html').getAttribute('lang'),
    dir: await page.locator('html').getAttribute('dir'),
  });

  const screenshot = (page: Page, name: string) => web.screenshot(page, name, true);

  const activeElementId = (page: Page) => page.evaluate<string>('document.activeElement ? document.activeElement.id : ""');

  describe('every page in English and Arabic', () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const { path, h1, title } of PAGES) {
        it(`/${locale}/${path} has one h1 in ${locale}, its own title and the right direction`, async () => {
          const messages = catalogs[locale];
          const page = await open(`/${locale}/${path}`);
          expect(await htmlAttributes(page)).to.deep.equal({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
          const headings = await page.locator('h1').allTextContents();
          expect(headings).to.deep.equal([messages[h1]]);
          if (locale === 'ar') expect(headings[0]).to.match(ARABIC_LETTER);
          expect(await page.title()).to.equal(messages[title]);
          expect(await page.getByRole('main').count(), 'main landmark').to.equal(1);
          expect(await page.locator('[style]').count(), 'inline style attributes (CSP)').to.equal(0);
          await screenshot(page, `pages-${path}-${locale}-light.png`);
        });
      }

      it(`/${locale} pages fit a 360 px wide screen without horizontal scrolling`, async () => {
        for (const { path } of PAGES) {
          const page = await open(`/${locale}/${path}`, { viewport: { width: 360, height: 780 }, isMobile: true });
          const widths = await page.evaluate<{ scroll: number; client: number }>(
            '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
          );
          expect(widths.scroll, `/${locale}/${path}`).to.be.at.most(widths.client);
          if (path === 'pricing' || path === 'contact') await screenshot(page, `pages-${path}-${locale}-mobile-light.png`);
        }
      });
    }
  });

  describe('FAQ', () => {
    it('lists exactly 7 questions, collapsed, that open and close from the keyboard', async () => {
      const page = await open('/en/faq');
      const toggles = page.getByTestId('faq-list').locator('button[aria-expanded]');
      expect(await toggles.count()).to.equal(7);
      for (let i = 0; i < 7; i++) expect(await toggles.nth(i).getAttribute('aria-expanded')).to.equal('false');
      expect(await toggles.first().textContent()).to.equal(catalogs.en['faq.items.trial.question']);
      const firstAnswer = page.getByText(catalogs.en['faq.items.trial.answer']!);
      expect(await firstAnswer.isVisible()).to.equal(false);

      await toggles.first().focus();
      await page.keyboard.press('Enter');
      expect(await toggles.first().getAttribute('aria-expanded')).to.equal('true');
      expect(await firstAnswer.isVisible()).to.equal(true);
      const controls = await toggles.first().getAttribute('aria-controls');
      expect(await page.locator(`#${controls}`).isVisible()).to.equal(true);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await toggles.nth(1).getAttribute('aria-expanded')).to.equal('true');
      expect(await page.getByText(catalogs.en['faq.items.plans.answer']!).isVisible()).to.equal(true);

      await toggles.first().focus();
      await page.keyboard.press('Enter');
      expect(await toggles.first().getAttribute('aria-expanded')).to.equal('false');
      expect(await firstAnswer.isVisible()).to.equal(false);
    });

    it('renders its 7 Arabic questions right to left', async () => {
      const page = await open('/ar/faq');
      const toggles = page.getByTestId('faq-list').locator('button[aria-expanded]');
      expect(await toggles.count()).to.equal(7);
      expect(await toggles.first().textContent()).to.equal(catalogs.ar['faq.items.trial.question']);
      await toggles.first().click();
      await screenshot(page, 'pages-faq-ar-open-light.png');
    });
  });

  describe('pricing', () => {
    it('switches the displayed currency between EUR, USD and GBP and says payment is in euros', async () => {
      const page = await open('/en/pricing');
      const standard = page.getByTestId('price-standard');
      const premium = page.getByTestId('price-premium');
      // The prices are configuration, fetched from GET /api/payment/plans after the page shows.
      await premium.filter({ hasText: '€' }).waitFor();
      expect(await standard.textContent()).to.contain('€');
      expect(await premium.textContent()).to.contain('€');
      expect(await page.getByText(catalogs.en['pricing.currency.charged']!).count()).to.equal(1);

      await page.getByTestId('currency-USD').check();
      expect(await standard.textContent()).to.contain('$').and.not.contain('€');
      expect(await premium.textContent()).to.contain('$');
      expect(await page.getByText(catalogs.en['pricing.currency.indicative']!).count()).to.equal(1);
      expect(await page.getByText(catalogs.en['pricing.plan.indicative']!).count()).to.equal(2);

      await page.getByTestId('currency-GBP').check();
      expect(await standard.textContent()).to.contain('£').and.not.contain('$');

      await page.getByTestId('currency-EUR').check();
      expect(await standard.textContent()).to.contain('€');
      expect(await page.getByText(catalogs.en['pricing.plan.indicative']!).count()).to.equal(0);
    });

    it('marks Premium as most popular and shows the guarantee and both discounts', async () => {
      const page = await open('/en/pricing');
      expect(await page.getByTestId('plan-premium').getByText(catalogs.en['pricing.plan.popular']!).count()).to.equal(1);
      expect(await page.getByTestId('plan-standard').getByText(catalogs.en['pricing.plan.popular']!).count()).to.equal(0);
      expect(await page.getByRole('heading', { name: catalogs.en['pricing.guarantee.title'] }).count()).to.equal(1);
      expect(await page.getByText(catalogs.en['pricing.trial.terms']!).count()).to.equal(1);
      // Both discounts name the server's figures, fetched from GET /api/payment/plans after the page shows.
      await page.getByTestId('public-discount').waitFor();
      expect(await page.getByText(/20% off either plan/).count()).to.equal(1);
      expect(await page.getByText(/50% off with a personal code/).count()).to.equal(1);
    });

    it('toggles an accessible feature-comparison table', async () => {
      const page = await open('/en/pricing');
      const toggle = page.getByTestId('compare-toggle');
      const table = page.getByRole('table', { name: catalogs.en['pricing.compare.caption'] });
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(await table.isVisible()).to.equal(false);

      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(await table.isVisible()).to.equal(true);
      expect(await table.locator('caption').textContent()).to.equal(catalogs.en['pricing.compare.caption']);
      expect(await table.locator('thead th[scope="col"]').count()).to.equal(4);
      expect(await table.locator('tbody th[scope="row"]').count()).to.be.greaterThan(5);
      await screenshot(page, 'pages-pricing-en-compare-light.png');

      await toggle.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(await table.isVisible()).to.equal(false);
    });
  });

  describe('contact form', () => {
    const field = (page: Page, name: (typeof CONTACT_FIELDS)[number]) => page.locator(`#contact-${name}`);

    async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
      await field(page, 'name').fill(values.name);
      await field(page, 'email').fill(values.email);
      await field(page, 'subject').selectOption(values.subject);
      await field(page, 'message').fill(values.message);
    }

    const VALID = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'technical',
      message: 'The security audit stops after the third URL of my sitemap.',
    };

    it('an empty submit shows "Required field" under each field, the summary, and focuses the first field', async () => {
      const page = await open('/en/contact');
      await page.getByTestId('contact-submit').click();
      const required = catalogs.en['contact.validation.required']!;
      expect(await page.getByText(required, { exact: true }).count()).to.equal(4);
      expect(await page.getByRole('alert').getByText(catalogs.en['contact.validation.fillAll']!).count()).to.equal(1);
      for (const name of CONTACT_FIELDS) {
        const control = field(page, name);
        expect(await control.getAttribute('aria-invalid'), name).to.equal('true');
        const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
        expect(describedBy.split(' '), name).to.include(`contact-${name}-error`);
        expect(await page.locator(`#contact-${name}-error`).textContent(), name).to.equal(required);
      }
      expect(await activeElementId(page)).to.equal('contact-name');
      await screenshot(page, 'pages-contact-en-errors-light.png');
    });

    it('an invalid e-mail shows "Please enter a valid email address" and focuses the e-mail field', async () => {
      const page = await open('/en/contact');
      await fill(page, { ...VALID, email: 'ada-at-example' });
      await page.getByTestId('contact-submit').click();
      expect(await page.locator('#contact-email-error').textContent()).to.equal(catalogs.en['contact.validation.invalidEmail']);
      expect(await field(page, 'email').getAttribute('aria-invalid')).to.equal('true');
      expect(await field(page, 'name').getAttribute('aria-invalid')).to.equal(null);
      expect(await activeElementId(page)).to.equal('contact-email');
    });

    it('counts the characters of the message', async () => {
      const page = await open('/en/contact');
      await field(page, 'message').fill('Hello');
      expect(await page.locator('#contact-message-counter').textContent()).to.equal('5 of 5,000 characters');
    });

    it('a valid submit posts JSON to /api/contact/submit and shows the success message', async () => {
      let posted: unknown = null;
      const page = await open('/en/contact', {
        setup: (p) =>
          p.route('**/api/contact/submit', async (route) => {
            posted = route.request().postDataJSON();
            await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) });
          }),
      });
      await fill(page, VALID);
      await page.getByTestId('contact-submit').click();
      await page.getByText(catalogs.en['contact.result.success']!).waitFor();
      expect(posted).to.deep.equal(VALID);
      expect(await field(page, 'message').inputValue()).to.equal('');
    });

    it('a server error shows the failure message and keeps everything typed', async () => {
      web.expectConsoleErrors(/status of 500/);
      const page = await open('/en/contact', {
        setup: (p) =>
          p.route('**/api/contact/submit', (route) =>
            route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, error: 'Internal error', code: 'INTERNAL' }),
            }),
          ),
      });
      await fill(page, VALID);
      await page.getByTestId('contact-submit').click();
      await page.getByRole('alert').getByText(catalogs.en['contact.result.failure']!).waitFor();
      expect(await field(page, 'name').inputValue()).to.equal(VALID.name);
      expect(await field(page, 'email').inputValue()).to.equal(VALID.email);
      expect(await field(page, 'subject').inputValue()).to.equal(VALID.subject);
      expect(await field(page, 'message').inputValue()).to.equal(VALID.message);
      expect(await page.getByText(catalogs.en['contact.result.success']!).count()).to.equal(0);
    });

    it('shows the Arabic messages right to left', async () => {
      const page = await open('/ar/contact');
      await page.getByTestId('contact-submit').click();
      expect(await page.getByText(catalogs.ar['contact.validation.required']!, { exact: true }).count()).to.equal(4);
      expect(await page.getByText(catalogs.ar['contact.validation.fillAll']!).count()).to.equal(1);
      await screenshot(page, 'pages-contact-ar-errors-light.png');
    });
  });

  describe('newsletter unsubscribe', () => {
    it('posts the e-mail and shows the same confirmation whatever the answer', async () => {
      const bodies: unknown[] = [];
      const page = await open('/en/unsubscribe', {
        setup: (p) =>
          p.route('**/api/newsletter/unsubscribe', async (route) => {
            bodies.push(route.request().postDataJSON());
            await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) });
          }),
      });
      await page.getByLabel(catalogs.en['newsletter.unsubscribe.email.label']!).fill('reader@example.com');
      await page.getByRole('button', { name: catalogs.en['newsletter.unsubscribe.submit'] }).click();
      await page.getByText(catalogs.en['newsletter.unsubscribe.done']!).waitFor();
      expect(bodies).to.deep.equal([{ email: 'reader@example.com' }]);
    });

    it('a one-click link with a token unsubscribes on arrival', async () => {
      const bodies: unknown[] = [];
      const page = await open('/en/unsubscribe?token=abc123', {
        setup: (p) =>
          p.route('**/api/newsletter/unsubscribe', async (route) => {
            bodies.push(route.request().postDataJSON());
            await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) });
          }),
      });
      await page.getByText(catalogs.en['newsletter.unsubscribe.done']!).waitFor();
      expect(bodies).to.deep.equal([{ token: 'abc123' }]);
    });
  });
});
