import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ApiSession } from '../../support/api-session.js';
import { mailboxOf } from '../../support/mailbox.js';
import { webBaseUrl } from '../../support/web.js';
import { catalog, pathOf, webHarness } from '../../support/web-harness.js';

/**
 * The billing pages in Chromium against the real server and its test payment provider (no provider
 * keys, as `make start` runs): the checkout, card payments with and without 3-D Secure, a declined
 * card, PayPal's test approval, a business customer, promo codes, the success page and the plan at
 * once, the invoices in the settings, the admin's orders and codes, in English, French and Arabic.
 */

const en = catalog('en');
const fr = catalog('fr');
const ar = catalog('ar');
const run = Date.now().toString(36);
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), text);

/** What the page functions below read of the browser (the specs type-check without the DOM library). */
interface BrowserElement {
  textContent: string | null;
  querySelector(selector: string): BrowserElement | null;
}
interface BrowserGlobals {
  document: {
    documentElement: { dir: string };
    querySelector(selector: string): BrowserElement | null;
    querySelectorAll(selector: string): Iterable<BrowserElement>;
  };
}

interface Account {
  username: string;
  email: string;
  password: string;
}
const account = (name: string): Account => ({ username: `${name}_${run}`, email: `${name}-${run}@example.test`, password: `Lifetime-${name}-${run}` });
const buyers = { card: account('card'), secure: account('secure'), secureFr: account('secure-fr'), declined: account('declined'), paypal: account('paypal'), business: account('business') };

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
/** Amounts as digits only: the locale's separators and currency sign aside. */
const digits = (value: string) => value.replace(/[^\d]/g, '');

describe('web: billing (test payment provider)', function () {
  this.timeout(120_000);
  const web = webHarness({ allowNotFoundPage: false });

  /** Light, then dark, then back: the page follows the system's scheme live. */
  async function shoot(page: Page, name: string): Promise<void> {
    await web.screenshot(page, `billing-${name}-light.png`, true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await web.screenshot(page, `billing-${name}-dark.png`, true);
    await page.emulateMedia({ colorScheme: 'light' });
  }

  before(async () => {
    await Promise.all(Object.values(buyers).map((buyer) => new ApiSession(webBaseUrl()).signUp(buyer)));
  });

  /** Opens the checkout as a visitor: the guard sends them to sign in, then back to the checkout. */
  async function checkoutAs(who: Account, lang: 'en' | 'fr' | 'ar', query = '') {
    const visit = await web.visit(`/${lang}/checkout${query}`, { locale: lang === 'en' ? 'en-US' : lang });
    const { page } = visit;
    await page.waitForURL((url) => url.pathname === `/${lang}/login`);
    await page.getByTestId('login-email').fill(who.email);
    await page.getByTestId('login-password').fill(who.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === `/${lang}/checkout`);
    await page.getByTestId('price-breakdown').waitFor();
    return visit;
  }

  async function payByCard(page: Page, number: string): Promise<void> {
    await page.getByTestId('card-number').fill(number);
    await page.getByTestId('card-expiry').fill('12/34');
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('pay-card').click();
  }

  /**
   * After a Premium purchase: the plan is on the session at once (a premium page opens in this tab with
   * no new sign-in), the invoice mail goes out once its PDF is rendered, and the settings offer that PDF.
   */
  async function premiumPageAndInvoice(page: Page, lang: 'en' | 'fr', buyer: Account, invoiceNumber: string): Promise<void> {
    await page.getByTestId('success-dashboard').click();
    await page.waitForURL((url) => url.pathname === `/${lang}/dashboard`);
    await page.goto(`${webBaseUrl()}/${lang}/stacklens-analytics`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).to.equal(`/${lang}/stacklens-analytics`);

    const mail = await mailboxOf(webBaseUrl())!(buyer.email, { template: 'billing.invoice', timeoutMs: 60_000 });
    expect(mail.subject).to.contain(invoiceNumber);
    await page.goto(`${webBaseUrl()}/${lang}/settings#privacy`);
    await page.getByTestId('invoice-row').first().waitFor();
    expect(await page.getByTestId('invoice-row').count()).to.equal(1);
    expect(await text(page, 'invoice-row')).to.contain(invoiceNumber);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).to.equal(`${invoiceNumber}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).to.equal('%PDF-');
  }

  it('pays Premium by card 4242 with the public code: success, premium pages without signing in again, the invoice in the settings and the mail', async () => {
    // The pricing page's discount box names the code the server is configured with.
    const pricing = await web.visit('/en/pricing');
    await pricing.page.getByTestId('public-discount').waitFor();
    expect(await text(pricing.page, 'public-discount')).to.contain('STACKLENS20');

    const { page } = await checkoutAs(buyers.card, 'en', '?plan=premium');
    expect(await text(page, 'best-choice')).to.equal(en['billing.checkout.plan.bestChoice']);
    expect(await page.getByTestId('checkout-plan-premium').locator('input').isChecked()).to.equal(true);
    expect(await page.getByTestId('checkout-country').inputValue()).to.equal('FR');
    expect(await text(page, 'test-mode')).to.contain(en['billing.testMode.badge']);
    expect(digits(await text(page, 'breakdown-total'))).to.equal('17880');

    await page.getByTestId('checkout-promo').fill('stacklens20');
    await page.getByTestId('promo-apply').click();
    await page.getByTestId('promo-applied').waitFor();
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="breakdown-total"]')?.textContent?.replace(/[^\d]/g, '') === '14304');
    expect(digits(await text(page, 'breakdown-discount'))).to.equal('2980');
    expect(await text(page, 'breakdown-vat-label')).to.equal(fill(en['billing.checkout.breakdown.vat']!, { rate: 20 }));
    await shoot(page, 'checkout-en');

    // No payment without the consumer's consent to immediate access.
    await payByCard(page, '4242 4242 4242 4242');
    expect(await text(page, 'consent-error')).to.equal(en['billing.checkout.consentRequired']);
    expect(pathOf(page)).to.equal('/en/checkout?plan=premium');

    await page.getByTestId('checkout-consent').check();
    await page.getByTestId('pay-card').click();
    await page.waitForURL((url) => url.pathname === '/en/payment/success');
    await page.getByTestId('payment-success').waitFor();
    expect(await text(page, 'payment-success')).to.equal(fill(en['billing.success.message']!, { plan: 'Premium' }));
    expect(await page.getByTestId('payment-warning').count()).to.equal(0);
    const invoiceNumber = await text(page, 'success-invoice');
    expect(invoiceNumber).to.match(/^F-\d{4}-\d{6}$/);
    await shoot(page, 'success-en');

    await premiumPageAndInvoice(page, 'en', buyers.card, invoiceNumber);
    await page.getByTestId('invoices').scrollIntoViewIfNeeded();
    await shoot(page, 'settings-invoices-en');

    // The checkout now says the plan is there.
    await page.goto(`${webBaseUrl()}/en/checkout`);
    await page.getByTestId('checkout-plan-premium').waitFor();
    expect(await page.getByTestId('checkout-plan-premium').locator('input').isDisabled()).to.equal(true);
  });

  it('asks 3-D Secure for 4000 0027 6000 3184 on the test bank page, in French, and pays on the way back', async () => {
    // Standard ends the trial's wider rights: the server refuses the old token once (401), the page renews it.
    web.expectConsoleErrors(/status of 401/);
    const { page } = await checkoutAs(buyers.secure, 'fr', '?plan=standard');
    await page.getByTestId('checkout-consent').check();
    await payByCard(page, '4000 0027 6000 3184');
    await page.waitForURL((url) => url.pathname === '/fr/payment/test-3ds');
    expect(await text(page, 'test-mode')).to.contain(fr['billing.testMode.badge']);
    await shoot(page, '3ds-fr');
    await page.getByTestId('test-3ds-authenticate').click();
    await page.waitForURL((url) => url.pathname === '/fr/payment/success');
    await page.getByTestId('payment-success').waitFor();
    expect(await text(page, 'payment-success')).to.equal(fill(fr['billing.success.message']!, { plan: 'Standard' }));
  });

  it('buys Premium in French with the public code and the 3-D Secure card: premium pages without signing in again, the invoice downloaded', async () => {
    const { page } = await checkoutAs(buyers.secureFr, 'fr', '?plan=premium');
    await page.getByTestId('checkout-promo').fill('STACKLENS20');
    await page.getByTestId('promo-apply').click();
    await page.getByTestId('promo-applied').waitFor();
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="breakdown-total"]')?.textContent?.replace(/[^\d]/g, '') === '14304');
    await page.getByTestId('checkout-consent').check();
    await payByCard(page, '4000 0027 6000 3184');
    await page.waitForURL((url) => url.pathname === '/fr/payment/test-3ds');
    await page.getByTestId('test-3ds-authenticate').click();
    await page.waitForURL((url) => url.pathname === '/fr/payment/success');
    await page.getByTestId('payment-success').waitFor();
    expect(await text(page, 'payment-success')).to.equal(fill(fr['billing.success.message']!, { plan: 'Premium' }));
    const invoiceNumber = await text(page, 'success-invoice');
    expect(invoiceNumber).to.match(/^F-\d{4}-\d{6}$/);
    await premiumPageAndInvoice(page, 'fr', buyers.secureFr, invoiceNumber);
  });

  it('declines 4000 0000 0000 0002 where the card is typed, refuses an unknown promo code, and a failed 3-D Secure says so', async () => {
    // The refused code and the declined card are answered 400, which Chromium logs.
    web.expectConsoleErrors(/status of 400/);
    const { page } = await checkoutAs(buyers.declined, 'en');
    const fullPrice = digits(await text(page, 'breakdown-total'));
    await page.getByTestId('checkout-promo').fill('NOT-A-CODE');
    await page.getByTestId('promo-apply').click();
    await page.getByText(en['billing.checkout.promo.invalid']!).waitFor();
    expect(await page.getByTestId('promo-applied').count()).to.equal(0);
    expect(digits(await text(page, 'breakdown-total'))).to.equal(fullPrice);

    await page.getByTestId('checkout-consent').check();
    await payByCard(page, '4000 0000 0000 0002');
    await page.getByTestId('payment-error').waitFor();
    expect(await text(page, 'payment-error')).to.equal(en['billing.error.declined']);
    expect(pathOf(page)).to.equal('/en/checkout');

    // The same order, now with a card whose bank refuses the 3-D Secure check.
    await page.getByTestId('card-number').fill('4000 0027 6000 3184');
    await page.getByTestId('pay-card').click();
    await page.waitForURL((url) => url.pathname === '/en/payment/test-3ds');
    await shoot(page, '3ds-en');
    await page.getByTestId('test-3ds-fail').click();
    await page.waitForURL((url) => url.pathname === '/en/payment/3ds-return');
    await page.getByTestId('secure-return-error').waitFor();
    expect(await text(page, 'secure-return-error')).to.equal(en['billing.error.authentication']);
  });

  it('a business customer enters a VAT number (business only): its format is checked, and outside the EU no VAT is charged', async () => {
    web.expectConsoleErrors(/status of 401/);
    const { page } = await checkoutAs(buyers.business, 'en', '?plan=standard');
    expect(await page.getByTestId('checkout-vat').count()).to.equal(0);
    await page.getByTestId('checkout-business').check();
    // A business gives no consumer consent: the box goes away.
    expect(await page.getByTestId('checkout-consent').count()).to.equal(0);
    await page.getByTestId('checkout-country').selectOption('DE');
    await page.getByTestId('checkout-vat').fill('DE12');
    await page.getByTestId('checkout-vat').press('Enter');
    await page.getByTestId('vat-notice').waitFor();
    expect(await text(page, 'vat-notice')).to.equal(en['billing.checkout.notice.vatFormat']);
    expect(await text(page, 'breakdown-vat-label')).to.equal(fill(en['billing.checkout.breakdown.vat']!, { rate: 20 }));

    await page.getByTestId('checkout-country').selectOption('US');
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).document.querySelector('[data-testid="breakdown-total"]')?.textContent?.replace(/[^\d]/g, '') === '7900');
    expect(await text(page, 'breakdown-vat-label')).to.equal(en['billing.checkout.breakdown.outside']);
    await page.getByTestId('breakdown-mention').waitFor();

    await payByCard(page, '4242424242424242');
    await page.waitForURL((url) => url.pathname === '/en/payment/success');
    await page.getByTestId('payment-success').waitFor();
    expect(digits(await page.locator('dd').nth(1).innerText())).to.equal('7900');
  });

  it('pays with the test PayPal in Arabic, right to left: approval page, capture on return, success', async () => {
    const { page } = await checkoutAs(buyers.paypal, 'ar', '?plan=premium');
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.dir)).to.equal('rtl');
    // The badge sits at the card's inline end, which is its left in Arabic.
    const card = (await page.getByTestId('checkout-plan-premium').boundingBox())!;
    const badge = (await page.getByTestId('best-choice').boundingBox())!;
    expect(badge.x + badge.width / 2).to.be.lessThan(card.x + card.width / 2);
    // Amounts keep their left-to-right order.
    expect(await page.getByTestId('breakdown-total').locator('bdi').getAttribute('dir')).to.equal('ltr');
    await shoot(page, 'checkout-ar');

    await page.getByTestId('checkout-consent').check();
    await page.getByTestId('method-paypal').check();
    expect(await text(page, 'pay-paypal')).to.contain('PayPal');
    await page.getByTestId('pay-paypal').click();
    await page.waitForURL((url) => url.pathname === '/ar/payment/test-paypal');
    expect(await text(page, 'test-mode')).to.contain(ar['billing.testMode.badge']);
    await shoot(page, 'paypal-ar');
    await page.getByTestId('test-paypal-approve').click();
    await page.waitForURL((url) => url.pathname === '/ar/payment/success');
    await page.getByTestId('payment-success').waitFor();
    expect(await text(page, 'payment-success')).to.equal(fill(ar['billing.success.message']!, { plan: 'Premium' }));
    await shoot(page, 'success-ar');

    await mailboxOf(webBaseUrl())!(buyers.paypal.email, { template: 'billing.invoice', timeoutMs: 60_000 });
    await page.goto(`${webBaseUrl()}/ar/settings#privacy`);
    await page.getByTestId('invoice-download').waitFor();
    await page.getByTestId('invoices').scrollIntoViewIfNeeded();
    await shoot(page, 'settings-invoices-ar');
  });

  it('a PayPal payment canceled on the approval page comes back to the checkout with nothing charged', async () => {
    const who = account('cancel');
    await new ApiSession(webBaseUrl()).signUp(who);
    const { page } = await checkoutAs(who, 'en');
    await page.getByTestId('checkout-consent').check();
    await page.getByTestId('method-paypal').check();
    await page.getByTestId('pay-paypal').click();
    await page.waitForURL((url) => url.pathname === '/en/payment/test-paypal');
    await page.getByTestId('test-paypal-cancel').click();
    await page.waitForURL((url) => url.pathname === '/en/checkout' && url.searchParams.get('paypal') === 'cancel');
    expect(await text(page, 'paypal-canceled')).to.equal(en['billing.checkout.paypal.canceled']);
  });

  describe('PayPal’s own buttons (live keys: the JavaScript SDK, played here by a stand-in served at its address)', () => {
    /**
     * What the SDK does, as far as the checkout sees it: Buttons(options).render(element), onClick with
     * resolve/reject, createOrder for PayPal's order id, and onApprove once the buyer approved in PayPal's
     * window, which the test plays through the test provider's approval.
     */
    const SDK = `window.paypal = { Buttons(options) { return {
      isEligible: () => true,
      close: async () => {},
      render: async (container) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.setAttribute('data-testid', 'paypal-sdk-button');
        button.addEventListener('click', async () => {
          let allowed = true;
          await options.onClick({ fundingSource: 'paypal' }, { resolve: async () => {}, reject: async () => { allowed = false; } });
          if (!allowed) { document.body.setAttribute('data-paypal-refused', 'yes'); return; }
          try {
            const id = await options.createOrder({}, {});
            window.payPalWindow = { approve: () => options.onApprove({ orderID: id }, {}) };
            document.body.setAttribute('data-paypal-order', id);
          } catch (error) { options.onError(error); }
        });
        container.append(button);
      },
    }; } };`;

    async function liveCheckout(who: Account, sdk: 'served' | 'blocked') {
      const visit = await web.visit('/en/pricing', {
        setup: async (page) => {
          await page.route('**/api/payment/plans', async (route) => {
            const response = await route.fetch();
            const plans = (await response.json()) as Record<string, unknown>;
            await route.fulfill({ response, json: { ...plans, testMode: false, paypalClientId: 'sb-stand-in-client-0000' } });
          });
          await page.route('https://www.paypal.com/sdk/js**', (route) =>
            sdk === 'served' ? route.fulfill({ contentType: 'application/javascript', body: SDK }) : route.abort('blockedbyclient'),
          );
        },
      });
      const { page } = visit;
      await page.goto(`${webBaseUrl()}/en/checkout?plan=premium`);
      await page.waitForURL((url) => url.pathname === '/en/login');
      await page.getByTestId('login-email').fill(who.email);
      await page.getByTestId('login-password').fill(who.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname === '/en/checkout');
      await page.getByTestId('price-breakdown').waitFor();
      await page.getByTestId('method-paypal').check();
      return page;
    }

    it('pays in PayPal’s window without leaving the checkout: consent first, then order, approval, capture, success', async () => {
      const who = account('paypal-sdk');
      const session = new ApiSession(webBaseUrl());
      await session.signUp(who);
      const page = await liveCheckout(who, 'served');
      await page.getByTestId('paypal-sdk-button').click();
      // No consent yet: the click is refused before any order exists, and the consent box says why.
      await page.locator('body[data-paypal-refused="yes"]').waitFor();
      expect(await page.locator('body[data-paypal-order]').count()).to.equal(0);
      await page.getByTestId('checkout-consent').check();
      await page.getByTestId('paypal-sdk-button').click();
      const payPalOrderId = (await page.locator('body[data-paypal-order]').getAttribute('data-paypal-order'))!;
      expect(payPalOrderId).to.be.a('string').and.not.equal('');
      expect(await text(page, 'paypal-buttons')).to.equal('PayPal');
      expect(page.url(), 'still on the checkout').to.match(/\/en\/checkout/);

      await session.json('POST', '/api/payment/test/paypal', { token: payPalOrderId, outcome: 'approve' });
      await page.evaluate(() => (globalThis as unknown as { payPalWindow: { approve(): Promise<void> } }).payPalWindow.approve());
      await page.waitForURL((url) => url.pathname === '/en/payment/success');
      expect(await text(page, 'payment-success')).to.equal(fill(en['billing.success.message']!, { plan: 'Premium' }));
      const me = await session.json<{ user: { isPremium: boolean } }>('GET', '/api/auth/session');
      expect(me.user.isPremium).to.equal(true);
    });

    it('falls back to paying on PayPal’s site when its script cannot load', async () => {
      const who = account('paypal-blocked');
      await new ApiSession(webBaseUrl()).signUp(who);
      const page = await liveCheckout(who, 'blocked');
      web.expectConsoleErrors(/paypal\.com\/sdk\/js|ERR_BLOCKED_BY_CLIENT/);
      await page.getByTestId('paypal-sdk-unavailable').waitFor();
      expect(await text(page, 'paypal-sdk-unavailable')).to.equal(en['billing.checkout.paypal.sdkUnavailable']);
      expect(await text(page, 'pay-paypal')).to.contain('PayPal');
      expect(await page.getByTestId('paypal-buttons').count()).to.equal(0);
    });
  });

  describe('admin', () => {
    // Account ids are UUIDs: the codes an admin issues name who issued them.
    const admin = { sub: randomUUID(), isAdmin: true };

    it('lists the orders with a refund within 30 days, explains why not after, and refunds', async () => {
      // One paid order is shown as older than the window, as the server would say of it.
      const { page } = await web.visit('/en/admin?tab=orders', {
        user: admin,
        setup: (p) =>
          p.route('**/api/admin/billing/orders?*', async (route) => {
            const response = await route.fetch();
            const body = (await response.json()) as { entries: { status: string; customerEmail: string; refundable: boolean; refundRefusal: string | null; refundableUntil: string | null }[] };
            const late = body.entries.find((e) => e.status === 'paid' && e.customerEmail === buyers.secure.email);
            if (late) Object.assign(late, { refundable: false, refundRefusal: 'window-closed', refundableUntil: '2026-01-15T10:00:00.000Z' });
            await route.fulfill({ response, json: body });
          }),
      });
      await page.getByTestId('admin-orders-table').waitFor();
      const row = (email: string) => page.getByTestId('admin-orders-table').locator('tr, [role="row"], li').filter({ hasText: email }).first();
      await row(buyers.secure.email).getByTestId('order-refund-why').waitFor();
      expect(await row(buyers.secure.email).getByTestId('order-refund').isDisabled()).to.equal(true);
      expect(await row(buyers.secure.email).getByTestId('order-refund-why').textContent()).to.contain('2026');
      await shoot(page, 'admin-orders-en');

      await row(buyers.business.email).getByTestId('order-refund').click();
      await page.getByTestId('refund-confirm').click();
      await page.getByTestId('refund-done').waitFor();
      await page.waitForFunction((email) => [...(globalThis as unknown as BrowserGlobals).document.querySelectorAll('[data-testid="admin-orders-table"] tr')].some((tr) => tr.textContent?.includes(email) && !tr.querySelector('[data-testid="order-refund"]')), buyers.business.email);
      expect(await row(buyers.business.email).getByTestId('order-status').textContent()).to.equal(en['admin.billing.status.refunded']);
    });

    it('issues a single-use 50 % code to an address, mailed, which the checkout then takes', async () => {
      const student = account('student');
      const { page } = await web.visit('/en/admin?tab=promo-codes', { user: admin });
      await page.getByTestId('promo-email').fill(student.email);
      await page.getByTestId('promo-note').fill('Asked through the contact form');
      await page.getByTestId('promo-submit').click();
      await page.getByTestId('promo-issued').waitFor();
      const mail = await mailboxOf(webBaseUrl())!(student.email, { template: 'billing.promo-code' });
      const code = /\?promo=([A-Z0-9-]+)/.exec(mail.text)?.[1];
      expect(code, mail.text).to.be.a('string');
      expect(await text(page, 'promo-issued')).to.contain(code!);

      await new ApiSession(webBaseUrl()).signUp(student);
      const checkout = await checkoutAs(student, 'en', `?plan=standard&promo=${code}`);
      await checkout.page.getByTestId('promo-applied').waitFor();
      expect(digits(await text(checkout.page, 'breakdown-discount'))).to.equal('3950');
    });

    it('shows the orders and codes in Arabic, light and dark', async () => {
      const { page } = await web.visit('/ar/admin?tab=orders', { user: admin, locale: 'ar' });
      await page.getByTestId('admin-orders-table').waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.dir)).to.equal('rtl');
      await shoot(page, 'admin-orders-ar');
      await page.goto(`${webBaseUrl()}/ar/admin?tab=promo-codes`);
      await page.getByTestId('admin-promo-codes-table').waitFor();
      await shoot(page, 'admin-promo-ar');
    });
  });
});
