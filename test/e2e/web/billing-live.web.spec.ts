import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { ApiSession } from '../../support/api-session.js';
import { startLiveBillingWeb, type LiveBillingWeb } from '../../support/billing/live-billing-web-server.js';
import { STRIPE_TEST_CARDS } from '../../support/billing/stripe-contract-server.js';
import { routeStripe } from '../../support/billing/stripe-js-stand-in.js';
import { webBaseUrl } from '../../support/web.js';
import { catalog, webHarness } from '../../support/web-harness.js';

/**
 * The checkout with provider keys, as in production: a server of its own with Stripe's keys against the
 * local Stripe contract server, PayPal's keys (its SDK's calls intercepted) and VIES at a local server
 * (test/support/billing/live-billing-web-server.ts). In the page, Stripe.js is a stand-in served at
 * js.stripe.com (test/support/billing/stripe-js-stand-in.ts) that confirms through api.stripe.com,
 * routed to the same contract server, so the PaymentIntent the server created is the one the browser
 * pays and the one the server then asks about. Nothing leaves 127.0.0.1.
 */

const en = catalog('en');
const ar = catalog('ar');
const run = Date.now().toString(36);
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), text);
const digits = (value: string) => value.replace(/[^\d]/g, '');

interface Account {
  username: string;
  email: string;
  password: string;
}
const account = (name: string): Account => ({ username: `live_${name}_${run}`, email: `live-${name}-${run}@example.test`, password: `Lifetime-${name}-${run}` });
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('web: billing with provider keys (Stripe’s Payment Element, VIES)', function () {
  this.timeout(120_000);
  const web = webHarness({ allowNotFoundPage: false });
  let live: LiveBillingWeb;
  let sharedServer: string | undefined;

  before(async () => {
    live = await startLiveBillingWeb();
    sharedServer = process.env.WEB_BASE_URL;
    process.env.WEB_BASE_URL = live.app.baseUrl;
  });
  after(async () => {
    if (sharedServer === undefined) delete process.env.WEB_BASE_URL;
    else process.env.WEB_BASE_URL = sharedServer;
    await live?.stop();
  });

  /** From the top, light then dark: a full-page shot of a scrolled page draws the sticky header mid-page. */
  async function shoot(page: Page, name: string): Promise<void> {
    await page.evaluate('window.scrollTo(0, 0)');
    await web.screenshot(page, `billing-live-${name}-light.png`, true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await web.screenshot(page, `billing-live-${name}-dark.png`, true);
    await page.emulateMedia({ colorScheme: 'light' });
  }

  /** A new account at the checkout, through the sign-in the guard asks for, with Stripe's hosts routed. */
  async function checkout(name: string, lang: 'en' | 'ar', stripe: { script: 'served' | 'unreachable'; loadError?: boolean } = { script: 'served' }) {
    const who = account(name);
    const session = new ApiSession(webBaseUrl());
    await session.signUp(who);
    const { page } = await web.visit(`/${lang}/checkout?plan=premium`, { locale: lang === 'en' ? 'en-US' : lang, setup: (p) => routeStripe(p, live.stripe, stripe) });
    await page.waitForURL((url) => url.pathname === `/${lang}/login`);
    await page.getByTestId('login-email').fill(who.email);
    await page.getByTestId('login-password').fill(who.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === `/${lang}/checkout`);
    await page.getByTestId('price-breakdown').waitFor();
    return { page, session };
  }

  /** The PaymentIntent the server created for the order the page is paying (the newest one). */
  const latestIntent = () => [...live.stripe.intents.values()].at(-1)!;

  async function typeCard(page: Page, number: string): Promise<void> {
    await page.getByTestId('stripe-card-number').fill(number);
    await page.getByTestId('stripe-card-expiry').fill('12 / 34');
    await page.getByTestId('stripe-card-cvc').fill('123');
  }

  describe('card through Stripe’s Payment Element', () => {
    it('pays Premium: the intent of our order, confirmed by Stripe.js with the publishable key, then success and the plan', async () => {
      const { page, session } = await checkout('card', 'en');
      expect(await page.getByTestId('test-mode').count(), 'no test-mode label with real keys').to.equal(0);
      await page.getByTestId('checkout-consent').check();
      await page.getByTestId('card-continue').click();
      await page.getByTestId('stripe-payment-element').locator('input').first().waitFor();
      const element = page.getByTestId('stripe-payment-element');
      // Our appearance and locale reached the element; the dark theme follows the system's scheme.
      expect(await element.getAttribute('data-theme')).to.equal('stripe');
      expect(await element.getAttribute('lang')).to.equal('en');
      await shoot(page, 'card-step-en');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('[data-testid="stripe-payment-element"][data-theme="night"]').waitFor();
      await page.emulateMedia({ colorScheme: 'light' });

      const intent = latestIntent();
      expect(intent.amount, '149 € and 20 % French VAT, from the server').to.equal(17880);
      await typeCard(page, '4242 4242 4242 4242');
      await page.getByTestId('pay-card').click();
      await page.waitForURL((url) => url.pathname === '/en/payment/success');
      await page.getByTestId('payment-success').waitFor();
      expect(await text(page, 'payment-success')).to.equal(fill(en['billing.success.message']!, { plan: 'Premium' }));

      const confirms = live.stripe.calls('POST', `/v1/payment_intents/${intent.id}/confirm`);
      expect(confirms).to.have.length(1);
      expect(confirms[0]!.authorization, 'the browser never holds the secret key').to.equal(null);
      expect(confirms[0]!.params).to.include({ key: live.stripe.publishableKey, client_secret: intent.client_secret, 'payment_method_data[card][number]': STRIPE_TEST_CARDS.succeeds });
      expect(live.stripe.intents.get(intent.id)!.status).to.equal('succeeded');
      // The server asked Stripe for the intent before it granted the plan.
      expect(live.stripe.calls('GET', `/v1/payment_intents/${intent.id}`).length).to.be.greaterThan(0);
      const me = await session.json<{ user: { isPremium: boolean } }>('GET', '/api/auth/session');
      expect(me.user.isPremium).to.equal(true);
    });

    it('sends a 3-D Secure card to the bank’s page, in Arabic, and completes on /ar/payment/3ds-return', async () => {
      const { page } = await checkout('secure', 'ar');
      await page.getByTestId('checkout-consent').check();
      await page.getByTestId('card-continue').click();
      await page.getByTestId('stripe-card-number').waitFor();
      expect(await page.getByTestId('stripe-payment-element').getAttribute('lang')).to.equal('ar');
      await shoot(page, 'card-step-ar');

      const intent = latestIntent();
      await typeCard(page, '4000 0027 6000 3184');
      await page.getByTestId('pay-card').click();
      await page.waitForURL((url) => url.hostname === 'hooks.stripe.com');
      expect(live.stripe.intents.get(intent.id)!.status).to.equal('requires_action');
      const returned = page.waitForURL((url) => url.pathname === '/ar/payment/3ds-return' && url.searchParams.get('payment_intent') === intent.id);
      await page.getByTestId('stripe-3ds-complete').click();
      await returned;
      await page.waitForURL((url) => url.pathname === '/ar/payment/success');
      await page.getByTestId('payment-success').waitFor();
      expect(await text(page, 'payment-success')).to.equal(fill(ar['billing.success.message']!, { plan: 'Premium' }));
    });

    it('says the card was declined, where the card is typed', async () => {
      // Stripe answers the declined confirm 402, which Chromium logs.
      web.expectConsoleErrors(/status of 402/);
      const { page } = await checkout('declined', 'en');
      await page.getByTestId('checkout-consent').check();
      await page.getByTestId('card-continue').click();
      await typeCard(page, '4000 0000 0000 0002');
      await page.getByTestId('pay-card').click();
      await page.getByTestId('payment-error').waitFor();
      expect(await text(page, 'payment-error')).to.equal(en['billing.error.declined']);
      expect(new URL(page.url()).pathname).to.equal('/en/checkout');
      expect(await page.getByTestId('pay-card').isEnabled(), 'another card can be tried').to.equal(true);
    });

    it('says the card provider is unreachable when Stripe.js cannot load', async () => {
      web.expectConsoleErrors(/ERR_CONNECTION_REFUSED/);
      const { page } = await checkout('unreachable', 'en', { script: 'unreachable' });
      await page.getByTestId('checkout-consent').check();
      await page.getByTestId('card-continue').click();
      await page.getByTestId('payment-error').waitFor();
      expect(await text(page, 'payment-error')).to.equal(en['billing.error.cardProvider']);
      expect(await page.getByTestId('stripe-card-form').count()).to.equal(0);
      expect(await page.getByTestId('card-continue').isEnabled(), 'the customer can try again').to.equal(true);
    });

    it('says the form could not be initialised when the Payment Element fails to load, and offers no pay button', async () => {
      const { page } = await checkout('load-error', 'en', { script: 'served', loadError: true });
      await page.getByTestId('checkout-consent').check();
      await page.getByTestId('card-continue').click();
      const banner = page.getByTestId('stripe-card-form').getByRole('alert');
      await banner.waitFor();
      expect(((await banner.textContent()) ?? '').trim()).to.equal(en['billing.error.formInit']);
      expect(await page.getByTestId('pay-card').isDisabled()).to.equal(true);
    });
  });

  describe('VAT number checked by VIES', () => {
    async function asBusiness(page: Page, number: string): Promise<void> {
      await page.getByTestId('checkout-business').check();
      await page.getByTestId('checkout-country').selectOption('DE');
      await page.getByTestId('checkout-vat').fill(number);
      await page.getByTestId('checkout-vat').press('Enter');
    }

    it('a German business whose number VIES confirms pays 0 % with the reverse-charge mention, and Stripe is asked for that amount', async () => {
      live.vies.set('DE811907980', { kind: 'valid', name: 'STACK GMBH' });
      const { page } = await checkout('reverse', 'en');
      await asBusiness(page, 'DE811907980');
      await page.locator('[data-testid="breakdown-mention"]', { hasText: 'Autoliquidation' }).waitFor();
      expect(await text(page, 'breakdown-vat-label')).to.equal(en['billing.checkout.breakdown.reverse']);
      expect(digits(await text(page, 'breakdown-vat'))).to.equal('000');
      expect(digits(await text(page, 'breakdown-total'))).to.equal('14900');
      expect(await text(page, 'breakdown-mention')).to.contain('article 283-2 du CGI');
      expect(await page.getByTestId('vat-notice').count()).to.equal(0);
      expect(live.vies.callsFor('DE811907980')).to.be.greaterThan(0);
      await shoot(page, 'reverse-charge-en');

      await page.getByTestId('card-continue').click();
      await page.getByTestId('stripe-card-number').waitFor();
      expect(latestIntent().amount, 'the order charges what the page showed').to.equal(14900);
    });

    it('when VIES is down, charges the business as a consumer (20 %) and says why', async () => {
      live.vies.set('DE136695976', { kind: 'ms-unavailable' });
      const { page } = await checkout('vies-down', 'en');
      await asBusiness(page, 'DE136695976');
      await page.getByTestId('vat-notice').waitFor();
      expect(await text(page, 'vat-notice')).to.equal(en['billing.checkout.notice.viesUnavailable']);
      expect(await text(page, 'breakdown-vat-label')).to.equal(fill(en['billing.checkout.breakdown.vat']!, { rate: 20 }));
      expect(digits(await text(page, 'breakdown-total'))).to.equal('17880');
      expect(await page.getByTestId('breakdown-mention').count()).to.equal(0);
      expect(live.vies.callsFor('DE136695976')).to.be.greaterThan(0);
    });
  });
});
