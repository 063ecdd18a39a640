import { expect } from 'chai';
import type { Page, Route } from 'playwright-core';
import { ownAppWebHarness } from '../../support/own-app-web-harness.js';
import { captureScreenshot, catalog, webHarness } from '../../support/web-harness.js';

/**
 * The pricing page's prices and display currencies are configuration (billing README, "Plans"), read
 * from GET /api/payment/plans: an app configured with other prices and rates than the defaults shows
 * those, in every currency it lists and only those; the home page's teasers too. Then, on the shared
 * web server, what the page says while the prices load and when they cannot be loaded.
 */
const en = catalog('en');
const ar = catalog('ar');

/** Not the defaults (7 900 and 14 900 cents; USD:1.08,GBP:0.85), so a figure copied into the bundle cannot pass. */
const CONFIGURED = { PLAN_STANDARD_PRICE_CENTS: '9900', PLAN_PREMIUM_PRICE_CENTS: '24900', DISPLAY_CURRENCY_RATES: 'USD:1.2,CHF:0.95' };

const priceText = async (page: Page, plan: 'standard' | 'premium') => ((await page.getByTestId(`price-${plan}`).textContent()) ?? '').replace(/\s/g, ' ');

describe('web: pricing page prices from configuration', function () {
  this.timeout(120_000);

  describe('an app configured with other prices and rates', () => {
    const web = ownAppWebHarness(CONFIGURED);

    it('shows the configured euro prices, converts them at the configured rates, and offers only the configured currencies', async () => {
      const { page } = await web.visit('/en/pricing');
      const standard = page.getByTestId('price-standard');
      await standard.filter({ hasText: '99' }).waitFor();
      expect(await priceText(page, 'standard')).to.equal('€99');
      expect(await priceText(page, 'premium')).to.equal('€249');
      expect(await page.locator('input[name="currency"]').evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value))).to.deep.equal(['EUR', 'USD', 'CHF']);

      await page.getByTestId('currency-USD').check();
      // 99 × 1.2 = 118.8 and 249 × 1.2 = 298.8, rounded to whole dollars.
      expect(await priceText(page, 'standard')).to.equal('$119');
      expect(await priceText(page, 'premium')).to.equal('$299');
      await page.getByTestId('currency-CHF').check();
      // 99 × 0.95 = 94.05 and 249 × 0.95 = 236.55.
      expect(await priceText(page, 'standard')).to.equal('CHF 94');
      expect(await priceText(page, 'premium')).to.equal('CHF 237');
      expect(await page.getByText(en['pricing.currency.indicative']!).count()).to.equal(1);
      expect(await page.getByTestId('currency-CHF').getAttribute('aria-label')).to.equal('Swiss Franc');
    });

    it('shows the configured prices in the home page\'s teasers', async () => {
      const { page } = await web.visit('/en');
      const teaser = page.getByTestId('home-pricing');
      await teaser.getByText('€249').waitFor();
      expect((await teaser.textContent()) ?? '').to.contain('€99').and.not.contain('€79').and.not.contain('€149');
    });

    for (const locale of ['en', 'ar'] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        it(`lays the page out in ${locale}, ${colorScheme} (screenshot)`, async () => {
          const { page } = await web.visit(`/${locale}/pricing`, { colorScheme, locale: locale === 'ar' ? 'ar' : 'en-US' });
          // Busy until the prices arrive: its hidden "unavailable" text would match any text filter.
          await page.locator('[data-testid="price-premium"][aria-busy="false"]').waitFor();
          expect(await page.locator('html').getAttribute('dir')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
          expect(await page.locator('h1').textContent()).to.equal((locale === 'ar' ? ar : en)['pricing.hero.title']);
          expect(await page.getByTestId('prices-loading').count()).to.equal(0);
          await page.getByTestId('compare-toggle').click();
          // The sticky header would otherwise be drawn where the click left the page scrolled.
          await page.evaluate('window.scrollTo(0, 0)');
          await captureScreenshot(page, `pricing-configured-${locale}-${colorScheme}.png`, { fullPage: true });
        });
      }
    }
  });

  describe('prices loading and failing to load (shared web server)', () => {
    const web = webHarness({ allowNotFoundPage: false });

    it('says the prices are loading, then that they failed with a way to try again, then shows them', async () => {
      web.expectConsoleErrors(/status of 503/);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      const { page } = await web.visit('/en/pricing', {
        setup: (p) =>
          p.route('**/api/payment/plans', async (route: Route) => {
            calls += 1;
            if (calls > 1) return route.continue();
            await held;
            return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }) });
          }),
      });
      const loading = page.getByTestId('prices-loading');
      await loading.waitFor();
      expect(await loading.textContent()).to.equal(en['pricing.prices.loading']);
      expect(await page.getByTestId('price-standard').getAttribute('aria-busy')).to.equal('true');
      expect(await page.getByTestId('price-standard').textContent()).to.contain(en['pricing.prices.unavailable']);

      release();
      const failed = page.getByTestId('prices-failed');
      await failed.waitFor();
      expect(await failed.getAttribute('role')).to.equal('alert');
      expect(await failed.textContent()).to.contain(en['pricing.prices.failed']);
      await captureScreenshot(page, 'pricing-prices-failed-en-light.png');

      await page.getByTestId('prices-retry').click();
      await failed.waitFor({ state: 'detached' });
      // The alert goes as the retry starts; the price comes with its answer.
      await page.locator('[data-testid="price-standard"][aria-busy="false"]').waitFor();
      expect(await priceText(page, 'standard')).to.match(/^€\d+$/);
      expect(await page.getByTestId('price-standard').getAttribute('aria-busy')).to.equal('false');
    });
  });
});
