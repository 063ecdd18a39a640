import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { Page, Route } from 'playwright-core';
import { ApiSession } from '../../support/api-session.js';
import { webUser } from '../../support/seed-web-user.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';
import { captureScreenshot, catalog, switchColorScheme, webHarness } from '../../support/web-harness.js';

/**
 * The checkout's and the payment result pages' error states (billing README, "Errors"), in Chromium
 * against the real server and its test payment provider. What the test provider never does on its own
 * (a provider down or misconfigured, a tax calculation that fails, an invoice that could not be
 * generated) is forced on the page's calls to /api/payment/* with Playwright's routes; the rest is the
 * server's own answer: a session renewal refused, a renewed session that does not carry the plan.
 */

const en = catalog('en');
const fr = catalog('fr');
const ar = catalog('ar');
type Lang = 'en' | 'fr' | 'ar';
const catalogs: Record<Lang, Record<string, string>> = { en, fr, ar };
const run = Date.now().toString(36);

/** What the page functions below read of the browser (the specs type-check without the DOM library). */
interface BrowserGlobals {
  document: { documentElement: { dir: string; lang: string } };
}

interface Account {
  username: string;
  email: string;
  password: string;
}
const account = (name: string): Account => ({ username: `${name}_${run}`, email: `${name}-${run}@example.test`, password: `Lifetime-${name}-${run}` });

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
const message = (lang: Lang, id: string) => {
  const value = catalogs[lang][id];
  if (!value) throw new Error(`${lang}.json has no ${id}`);
  return value.replace(/\s+/g, ' ').trim();
};
/** The success page's headline: the full message, or one that claims only the payment (and the plan). */
const headline = (lang: Lang, id: 'billing.success.message' | 'billing.success.planOnly' | 'billing.success.paidOnly', plan = 'Premium') => message(lang, id).replace('{plan}', plan);
const direction = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.dir);

/**
 * Where the browser drew the first and the last character of `quoted` inside the element of `testId`, and
 * the element that holds it: in an isolated left-to-right run the first is left of the last, in Arabic too.
 */
interface QuotedRun {
  tag: string;
  dir: string;
  unicodeBidi: string;
  firstLeft: number;
  lastLeft: number;
}
/** The little of the DOM `quotedRun` reads (the specs type-check without the DOM library). */
interface TextNode {
  textContent: string;
  parentElement: { tagName: string; dir: string };
}
interface BidiGlobals {
  document: {
    querySelector(selector: string): unknown;
    createTreeWalker(root: unknown, show: number): { nextNode(): TextNode | null };
    createRange(): { setStart(node: TextNode, offset: number): void; setEnd(node: TextNode, offset: number): void; getBoundingClientRect(): { left: number } };
  };
  getComputedStyle(element: unknown): { unicodeBidi: string };
}
const quotedRun = (page: Page, testId: string, quoted: string) =>
  page.evaluate(
    ([id, wanted]) => {
      const { document, getComputedStyle } = globalThis as unknown as BidiGlobals;
      const root = document.querySelector(`[data-testid="${id}"]`);
      if (!root) return null;
      const SHOW_TEXT = 4;
      const walker = document.createTreeWalker(root, SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent.indexOf(wanted);
        if (at < 0) continue;
        // No local functions here: tsx names them through a helper the page does not have.
        const lefts = [at, at + wanted.length - 1].map((offset) => {
          const range = document.createRange();
          range.setStart(node!, offset);
          range.setEnd(node!, offset + 1);
          return range.getBoundingClientRect().left;
        });
        const holder = node.parentElement;
        const run: QuotedRun = { tag: holder.tagName, dir: holder.dir, unicodeBidi: getComputedStyle(holder).unicodeBidi, firstLeft: lefts[0]!, lastLeft: lefts[1]! };
        return run;
      }
      return null;
    },
    [testId, quoted] as const,
  );

/** The server's error body (src/platform/http/error-response.ts). */
const refuse = (route: Route, status: number, code: string, error = 'refused') => route.fulfill({ status, json: { success: false, error, code } });

const intent = { selected_plan: 'premium', country_code: 'FR', is_business: false, consent: true, currency: 'EUR', locale: 'en' };

/** A Premium purchase with the test card, through the API as the checkout makes it: the server's answer about the paid order. */
async function buyPremium(call: (method: string, path: string, body: unknown) => Promise<Record<string, unknown>>): Promise<{ success: true; order: { id: string; status: string } }> {
  const started = (await call('POST', '/api/payment/create-intent', intent)) as { orderId: string; clientSecret: string };
  const card = await call('POST', '/api/payment/test/card', { clientSecret: started.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', returnUrl: '/en/payment/3ds-return' });
  expect(card.status).to.equal('succeeded');
  const confirmed = (await call('POST', '/api/payment/confirm', { orderId: started.orderId })) as { success: true; order: { id: string; status: string } };
  expect(confirmed.order.status).to.equal('paid');
  return confirmed;
}

describe('web: billing error states', function () {
  this.timeout(180_000);
  const web = webHarness({ allowNotFoundPage: false });
  /** Signed in with a password, so the browser holds a refresh cookie and the session renews for real. */
  const buyer = account('errors-buyer');
  const trial = account('errors-trial');
  /** Signed in by a token alone (no refresh cookie): the server refuses to renew that session. */
  const tokenOnly: WebTokenClaims = { sub: randomUUID(), status: 'trial' };
  let buyerOrder = '';
  /** The server's answer about the buyer's paid order, as the success page reads it. */
  let paidAnswer: Awaited<ReturnType<typeof buyPremium>>;
  let tokenOnlyOrder = '';

  before(async () => {
    const session = new ApiSession(webBaseUrl());
    await Promise.all([session.signUp(buyer), new ApiSession(webBaseUrl()).signUp(trial)]);
    paidAnswer = await buyPremium((method, path, body) => session.json(method, path, body));
    buyerOrder = paidAnswer.order.id;
    const token = await webUser(tokenOnly);
    const tokenOnlyPurchase = await buyPremium(async (method, path, body) => {
      const response = await fetch(`${webBaseUrl()}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = await response.text();
      expect(response.status, `${path}: ${answer.slice(0, 300)}`).to.equal(200);
      return JSON.parse(answer) as Record<string, unknown>;
    });
    tokenOnlyOrder = tokenOnlyPurchase.order.id;
  });

  /** Light, then dark, then back: the page follows the system's scheme live. */
  async function shoot(page: Page, name: string): Promise<void> {
    await web.screenshot(page, `billing-errors-${name}-light.png`);
    await switchColorScheme(page, 'dark');
    await web.screenshot(page, `billing-errors-${name}-dark.png`);
    await switchColorScheme(page, 'light');
  }

  /** Opens `path` as a visitor: the guard sends them to sign in, then back to `path`. */
  async function signedIn(who: Account, path: string, setup: (page: Page) => Promise<unknown>) {
    const lang = path.split('/')[1]!;
    const { page } = await web.visit(path, { locale: lang === 'en' ? 'en-US' : lang, setup });
    await page.waitForURL((url) => url.pathname === `/${lang}/login`);
    await page.getByTestId('login-email').fill(who.email);
    await page.getByTestId('login-password').fill(who.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    return page;
  }

  /** The same page in another language: the session and the routes stay. */
  async function inLanguage(page: Page, path: string, lang: Lang): Promise<void> {
    await page.goto(`${webBaseUrl()}/${lang}${path}`);
    await page.waitForFunction((expected) => (globalThis as unknown as BrowserGlobals).document.documentElement.lang === expected, lang);
  }

  describe('checkout', () => {
    const checkout = (lang: Lang, setup: (page: Page) => Promise<unknown>) =>
      web.visit(`/${lang}/checkout`, { locale: lang === 'en' ? 'en-US' : lang, user: { sub: randomUUID(), status: 'trial' }, setup });

    async function payWithTestCard(page: Page): Promise<void> {
      await page.getByTestId('card-number').fill('4242 4242 4242 4242');
      await page.getByTestId('card-expiry').fill('12/34');
      await page.getByTestId('card-cvc').fill('123');
      await page.getByTestId('pay-card').click();
    }

    it('says the tax calculation failed in the price breakdown, in English, French and Arabic, and shows the breakdown once a quote goes through', async () => {
      web.expectConsoleErrors(/status of 503/, /status of 400/);
      let answer: { status: number; code: string } | null = { status: 503, code: 'BILLING_TAX_FAILED' };
      const { page } = await checkout('en', (p) =>
        p.route('**/api/payment/quote', (route) => (answer ? refuse(route, answer.status, answer.code, 'Tax calculation failed') : route.fallback())),
      );
      await page.getByTestId('quote-error').waitFor();
      expect(await text(page, 'quote-error')).to.equal(message('en', 'billing.checkout.error.tax'));
      expect(await page.getByTestId('price-breakdown').count()).to.equal(0);

      await inLanguage(page, '/checkout', 'fr');
      await page.getByTestId('quote-error').waitFor();
      expect(await text(page, 'quote-error')).to.equal(message('fr', 'billing.checkout.error.tax'));

      // A quote refused for its terms says the same.
      answer = { status: 400, code: 'VALIDATION_FAILED' };
      await inLanguage(page, '/checkout', 'ar');
      await page.getByTestId('quote-error').waitFor();
      expect(await text(page, 'quote-error')).to.equal(message('ar', 'billing.checkout.error.tax'));
      expect(await direction(page)).to.equal('rtl');
      expect(await page.getByTestId('quote-error').getAttribute('role')).to.equal('alert');
      await shoot(page, 'quote-ar');

      // The next quote that goes through replaces the error with the breakdown.
      answer = null;
      await page.getByTestId('checkout-country').selectOption('DE');
      await page.getByTestId('price-breakdown').waitFor();
      expect(await page.getByTestId('quote-error').count()).to.equal(0);
    });

    it('says payment configuration error above the pay button when the order cannot be started, in English and French', async () => {
      web.expectConsoleErrors(/status of 503/);
      let cardCalls = 0;
      const setup = async (p: Page) => {
        await p.route('**/api/payment/create-intent', (route) => refuse(route, 503, 'BILLING_PAYMENT_CONFIG', 'Payment configuration error, contact support'));
        await p.route('**/api/payment/test/card', (route) => {
          cardCalls += 1;
          return route.fallback();
        });
      };
      for (const lang of ['en', 'fr'] as const) {
        const { page } = await checkout(lang, setup);
        await page.getByTestId('price-breakdown').waitFor();
        await page.getByTestId('checkout-consent').check();
        await payWithTestCard(page);
        await page.getByTestId('payment-error').waitFor();
        expect(await text(page, 'payment-error')).to.equal(message(lang, 'billing.error.config'));
        expect(new URL(page.url()).pathname).to.equal(`/${lang}/checkout`);
        // The pay button is usable again, for when support has fixed it.
        expect(await page.getByTestId('pay-card').isEnabled()).to.equal(true);
      }
      expect(cardCalls).to.equal(0);
    });

    it('says the payment system is unavailable when the provider does not answer, by card and by PayPal, and clears it on the next attempt', async () => {
      web.expectConsoleErrors(/status of 503/);
      let providerDown = true;
      const { page } = await checkout('en', async (p) => {
        await p.route('**/api/payment/test/card', (route) => (providerDown ? refuse(route, 503, 'BILLING_PROVIDER_UNAVAILABLE', 'Payment system unavailable, try again later') : route.fallback()));
        await p.route('**/api/payment/create-paypal-order', (route) => refuse(route, 503, 'BILLING_PROVIDER_UNAVAILABLE', 'Payment system unavailable, try again later'));
      });
      await page.getByTestId('price-breakdown').waitFor();
      await page.getByTestId('checkout-consent').check();
      await payWithTestCard(page);
      await page.getByTestId('payment-error').waitFor();
      expect(await text(page, 'payment-error')).to.equal(message('en', 'billing.error.unavailable'));
      await shoot(page, 'unavailable-en');

      await page.getByTestId('method-paypal').check();
      await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/payment/create-paypal-order')), page.getByTestId('pay-paypal').click()]);
      await page.getByTestId('payment-error').waitFor();
      expect(await text(page, 'payment-error')).to.equal(message('en', 'billing.error.unavailable'));
      expect(new URL(page.url()).pathname).to.equal('/en/checkout');

      // The provider is back: the same order is paid, and the success page follows (where this token-only
      // session cannot be renewed: 401).
      web.expectConsoleErrors(/status of 401/);
      providerDown = false;
      await page.getByTestId('method-card').check();
      await payWithTestCard(page);
      await page.waitForURL((url) => url.pathname === '/en/payment/success');
      await page.getByTestId('payment-success').waitFor();
    });

    it('says the payment system is unavailable in French when the order cannot be started', async () => {
      web.expectConsoleErrors(/status of 503/);
      const { page } = await checkout('fr', (p) => p.route('**/api/payment/create-intent', (route) => refuse(route, 503, 'BILLING_PROVIDER_UNAVAILABLE')));
      await page.getByTestId('price-breakdown').waitFor();
      await page.getByTestId('checkout-consent').check();
      await payWithTestCard(page);
      await page.getByTestId('payment-error').waitFor();
      expect(await text(page, 'payment-error')).to.equal(message('fr', 'billing.error.unavailable'));
    });

    it('keeps 3-D Secure and the test card numbers in their own order in the Arabic test-mode note', async () => {
      const { page } = await checkout('ar', async () => undefined);
      await page.getByTestId('test-mode').waitFor();
      expect(await direction(page)).to.equal('rtl');
      // Unisolated, the "3" of "3-D Secure" is drawn right of "Secure" and a card number's groups right to left.
      for (const quoted of ['3-D Secure', '4000 0027 6000 3184', '4000 0000 0000 0002', 'Stripe']) {
        const run = await quotedRun(page, 'test-mode', quoted);
        expect(run, quoted).to.not.equal(null);
        expect(run!.firstLeft, `${quoted}: its first character is drawn left of its last`).to.be.lessThan(run!.lastLeft);
        expect({ quoted, tag: run!.tag, dir: run!.dir, unicodeBidi: run!.unicodeBidi }).to.deep.equal({ quoted, tag: 'BDI', dir: 'ltr', unicodeBidi: 'isolate' });
      }
      await captureScreenshot(page.getByTestId('test-mode'), 'billing-errors-test-note-ar.png');
    });
  });

  describe('3-D Secure return', () => {
    it('says why the bank’s return could not be confirmed: payment system unavailable, payment configuration error', async () => {
      web.expectConsoleErrors(/status of 503/);
      let code = 'BILLING_PROVIDER_UNAVAILABLE';
      const { page } = await web.visit('/en/payment/3ds-return?payment_intent=pi_unanswered&redirect_status=succeeded', {
        user: { sub: randomUUID(), status: 'trial' },
        setup: (p) => p.route('**/api/payment/confirm', (route) => refuse(route, 503, code)),
      });
      await page.getByTestId('secure-return-error').waitFor();
      // The query's redirect_status is never taken at its word.
      expect(await text(page, 'secure-return-error')).to.equal(message('en', 'billing.error.unavailable'));
      expect(await page.getByTestId('back-to-checkout').getAttribute('href')).to.equal('/en/checkout');

      await inLanguage(page, '/payment/3ds-return?payment_intent=pi_unanswered_fr', 'fr');
      await page.getByTestId('secure-return-error').waitFor();
      expect(await text(page, 'secure-return-error')).to.equal(message('fr', 'billing.error.unavailable'));

      code = 'BILLING_PAYMENT_CONFIG';
      await inLanguage(page, '/payment/3ds-return?payment_intent=pi_misconfigured', 'fr');
      await page.getByTestId('secure-return-error').waitFor();
      expect(await text(page, 'secure-return-error')).to.equal(message('fr', 'billing.error.config'));
    });
  });

  describe('payment success page', () => {
    /** The server's real answer about the order, with what the test changes in it. */
    const patchedConfirm = (change: (order: Record<string, unknown>) => void) => (page: Page) =>
      page.route('**/api/payment/confirm', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { order: Record<string, unknown> };
        change(body.order);
        await route.fulfill({ response, json: body });
      });

    async function warnings(page: Page): Promise<string[]> {
      await page.getByTestId('payment-success').waitFor();
      await page.getByTestId('success-invoices').waitFor();
      const all = await page.getByTestId('payment-warning').allTextContents();
      return all.map((w) => w.replace(/\s+/g, ' ').trim());
    }

    it('paid but the invoice could not be generated (its rendering failed, or none was issued): said in English and French, the rest of the page as after any payment', async () => {
      let invoice: 'failed' | 'missing' = 'failed';
      const path = `/en/payment/success?order=${buyerOrder}`;
      const page = await signedIn(
        buyer,
        path,
        patchedConfirm((order) => {
          if (invoice === 'missing') order.invoice = null;
          else (order.invoice as { documentStatus: string }).documentStatus = 'failed';
        }),
      );
      expect(await warnings(page)).to.deep.equal([message('en', 'billing.success.invoiceFailed')]);
      // The plan is on the renewed session: the headline says so, and nothing about an invoice sent.
      expect(await text(page, 'payment-success')).to.equal(headline('en', 'billing.success.planOnly'));
      expect(await text(page, 'success-invoice')).to.match(/^F-\d{4}-\d{6}$/);
      expect(await page.getByTestId('success-dashboard').getAttribute('href')).to.equal('/en/dashboard');
      await shoot(page, 'invoice-en');

      await inLanguage(page, `/payment/success?order=${buyerOrder}`, 'ar');
      expect(await warnings(page)).to.deep.equal([message('ar', 'billing.success.invoiceFailed')]);
      expect(await text(page, 'payment-success')).to.equal(headline('ar', 'billing.success.planOnly'));
      expect(await direction(page)).to.equal('rtl');
      await shoot(page, 'invoice-ar');

      invoice = 'missing';
      await inLanguage(page, `/payment/success?order=${buyerOrder}`, 'fr');
      expect(await warnings(page)).to.deep.equal([message('fr', 'billing.success.invoiceFailed')]);
      expect(await text(page, 'payment-success')).to.equal(headline('fr', 'billing.success.planOnly'));
      expect(await page.getByTestId('success-invoice').count()).to.equal(0);
    });

    it('paid but some post-payment operations failed: said in English and French', async () => {
      const page = await signedIn(
        buyer,
        `/en/payment/success?order=${buyerOrder}`,
        patchedConfirm((order) => {
          order.followUp = 'failed';
        }),
      );
      expect(await warnings(page)).to.deep.equal([message('en', 'billing.success.followUpFailed')]);
      // The invoice's mail may not have been queued: the headline does not say it was sent.
      expect(await text(page, 'payment-success')).to.equal(headline('en', 'billing.success.planOnly'));
      await inLanguage(page, `/payment/success?order=${buyerOrder}`, 'fr');
      expect(await warnings(page)).to.deep.equal([message('fr', 'billing.success.followUpFailed')]);
      expect(await text(page, 'payment-success')).to.equal(headline('fr', 'billing.success.planOnly'));
    });

    it('paid but the premium status update failed: the renewed session does not carry the plan, or could not be renewed; in English, French and Arabic', async () => {
      web.expectConsoleErrors(/status of 503/);
      let refreshDown = false;
      const page = await signedIn(trial, `/en/payment/success?order=${buyerOrder}`, async (p) => {
        // The server says paid (the buyer's real answer, as if the order were this account's); the session
        // the server then renews is the trial's, without the plan.
        await p.route('**/api/payment/confirm', (route) => route.fulfill({ json: paidAnswer }));
        await p.route('**/api/auth/refresh', (route) => (refreshDown ? refuse(route, 503, 'SERVICE_UNAVAILABLE') : route.fallback()));
      });
      expect(await warnings(page)).to.deep.equal([message('en', 'billing.success.planFailed')]);
      // Paid, but the plan is not on this page: the headline says only that the payment went through.
      expect(await text(page, 'payment-success')).to.equal(headline('en', 'billing.success.paidOnly'));
      expect(await page.getByTestId('success-dashboard').getAttribute('href')).to.equal('/en/dashboard');

      refreshDown = true;
      await inLanguage(page, `/payment/success?order=${buyerOrder}`, 'fr');
      expect(await warnings(page)).to.deep.equal([message('fr', 'billing.success.planFailed')]);
      expect(await text(page, 'payment-success')).to.equal(headline('fr', 'billing.success.paidOnly'));

      await inLanguage(page, `/payment/success?order=${buyerOrder}`, 'ar');
      expect(await warnings(page)).to.deep.equal([message('ar', 'billing.success.planFailed')]);
      expect(await text(page, 'payment-success')).to.equal(headline('ar', 'billing.success.paidOnly'));
      expect(await direction(page)).to.equal('rtl');
      await shoot(page, 'plan-ar');
    });

    it('re-login required when the session cannot be renewed after the payment: said with the way to sign in, in English, French and Arabic', async () => {
      // The session holds a token but no refresh cookie: the server refuses to renew it.
      web.expectConsoleErrors(/status of 401/);
      const { page } = await web.visit(`/en/payment/success?order=${tokenOnlyOrder}`, { user: { ...tokenOnly, isPremium: true, status: 'premium' } });
      expect(await warnings(page)).to.deep.equal([message('en', 'billing.success.relogin')]);
      expect(await text(page, 'payment-success')).to.equal(headline('en', 'billing.success.paidOnly'));
      // The way forward is to sign in, then the dashboard.
      expect(await page.getByTestId('success-dashboard').count()).to.equal(0);
      expect(await page.getByTestId('success-relogin').getAttribute('href')).to.equal(`/en/login?next=${encodeURIComponent('/en/dashboard')}`);
      await shoot(page, 'relogin-en');

      for (const lang of ['fr', 'ar'] as const) {
        await inLanguage(page, `/payment/success?order=${tokenOnlyOrder}`, lang);
        expect(await warnings(page)).to.deep.equal([message(lang, 'billing.success.relogin')]);
        expect(await text(page, 'payment-success')).to.equal(headline(lang, 'billing.success.paidOnly'));
      }
      expect(await direction(page)).to.equal('rtl');
      await shoot(page, 'relogin-ar');

      // The link opens the sign-in form (the stale session ends there), not the dashboard the old token would reach.
      await page.getByTestId('success-relogin').click();
      await page.waitForURL((url) => url.pathname === '/ar/login');
      await page.getByTestId('login-email').waitFor();
      expect(new URL(page.url()).searchParams.get('next')).to.equal('/ar/dashboard');
    });

    it('says the payment system is unavailable when the server cannot ask the provider about the order, in English and French', async () => {
      web.expectConsoleErrors(/status of 503/);
      const { page } = await web.visit(`/en/payment/success?order=${randomUUID()}`, {
        user: { sub: randomUUID(), status: 'trial' },
        setup: (p) => p.route('**/api/payment/confirm', (route) => refuse(route, 503, 'BILLING_PROVIDER_UNAVAILABLE')),
      });
      await page.getByTestId('payment-not-paid').waitFor();
      expect(await text(page, 'payment-not-paid')).to.equal(message('en', 'billing.error.unavailable'));
      await inLanguage(page, `/payment/success?order=${randomUUID()}`, 'fr');
      await page.getByTestId('payment-not-paid').waitFor();
      expect(await text(page, 'payment-not-paid')).to.equal(message('fr', 'billing.error.unavailable'));
    });
  });
});
