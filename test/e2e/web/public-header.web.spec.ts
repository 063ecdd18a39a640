import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { catalog, switchColorScheme, webHarness } from '../../support/web-harness.js';
import { webBaseUrl, type WebTokenClaims } from '../../support/web.js';

const en = catalog('en');
const ar = catalog('ar');
const run = Date.now().toString(36);

/**
 * Every public page knows who is signed in (docs/product.md, "Sessions and tokens"): the header shows the
 * account's name with a menu (dashboard, settings, log out) instead of "Sign in" and "Start free trial",
 * and the pricing page says "Current plan" and "Upgrade" instead of offering the trial again.
 */
describe('web: public pages for a signed-in user', function () {
  this.timeout(90_000);
  const web = webHarness();

  const account = (page: Page) => page.getByTestId('header-account');

  for (const path of ['/en/pricing', '/en/about', '/en/faq', `/en/no-such-page-${run}`]) {
    it(`shows the account, not the sign-in buttons, on ${path.replace(run, '…')}`, async () => {
      const { page } = await web.visit(path, { user: { sub: `hdr-${run}`, username: `hdr-${run}`, isStandard: true } });
      await account(page).waitFor();
      expect(await account(page).textContent()).to.contain(`hdr-${run}`);
      expect(await page.getByTestId('header-login').count()).to.equal(0);
      expect(await page.getByTestId('header-signup').count()).to.equal(0);
    });
  }

  it('opens the account menu from the keyboard, walks it with the arrows, and closes it with Escape', async () => {
    const { page } = await web.visit('/en/about', { user: { sub: `hdr-kb-${run}` } });
    await account(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('header-account-menu');
    await menu.waitFor();
    expect(await account(page).getAttribute('aria-expanded')).to.equal('true');
    expect(await page.evaluate<string | null>('document.activeElement.getAttribute("data-testid")')).to.equal('header-account-dashboard');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate<string | null>('document.activeElement.getAttribute("data-testid")')).to.equal('header-account-settings');
    await page.keyboard.press('End');
    expect(await page.evaluate<string | null>('document.activeElement.getAttribute("data-testid")')).to.equal('header-account-logout');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate<string | null>('document.activeElement.getAttribute("data-testid")')).to.equal('header-account');
    await account(page).click();
    await page.getByTestId('header-account-settings').click();
    await page.waitForURL((url) => url.pathname === '/en/settings');
  });

  it('signs out from the public header, and the header offers to sign in again', async () => {
    const { page } = await web.visit('/en/faq', { user: { sub: `hdr-out-${run}` } });
    await account(page).click();
    await page.getByTestId('header-account-logout').click();
    await page.waitForURL((url) => url.pathname === '/en/login');
    expect(await page.getByTestId('login-notice').textContent()).to.equal(en['auth.login.notice.signedOut']);
    // Back to a public page inside the app (a reload would replay the harness's stored token).
    await page.evaluate("history.pushState({}, '', '/en/faq'); dispatchEvent(new PopStateEvent('popstate'))");
    await page.getByTestId('header-login').waitFor();
    expect(await account(page).count()).to.equal(0);
  });

  const plans: [string, WebTokenClaims, Record<string, string>][] = [
    ['a trial', { sub: `plan-trial-${run}`, status: 'trial' }, { trial: 'current', standard: 'upgrade', premium: 'upgrade' }],
    ['Standard', { sub: `plan-std-${run}`, isStandard: true }, { trial: 'included', standard: 'current', premium: 'upgrade' }],
    ['Premium', { sub: `plan-prem-${run}`, isPremium: true }, { trial: 'included', standard: 'included', premium: 'current' }],
    ['Free', { sub: `plan-free-${run}` }, { trial: 'included', standard: 'upgrade', premium: 'upgrade' }],
  ];
  for (const [name, user, expected] of plans) {
    it(`labels the pricing cards for ${name}: current plan, included or upgrade, never the trial's sign-up`, async () => {
      const { page } = await web.visit('/en/pricing', { user });
      await account(page).waitFor();
      for (const [card, state] of Object.entries(expected)) {
        const locator = state === 'upgrade' ? page.getByTestId(`plan-${card}-cta`) : page.getByTestId(`plan-${card}-${state}`);
        await locator.waitFor();
        const text = (await locator.textContent()) ?? '';
        const word = { current: en['pricing.plan.current'], included: en['pricing.plan.included'], upgrade: en['pricing.plan.upgrade'] }[state]!;
        expect(text, `${card}: ${state}`).to.contain(word);
      }
      expect(await page.getByTestId('plan-trial-cta').count()).to.equal(0);
    });
  }

  it('still offers the trial and the plans to a visitor', async () => {
    const { page } = await web.visit('/en/pricing');
    await page.getByTestId('plan-trial-cta').waitFor();
    expect(await page.getByTestId('plan-premium-cta').textContent()).to.contain(en['pricing.plan.buy']);
    expect(await page.getByTestId('header-login').count()).to.equal(1);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`looks right signed in, in ${lang} (light and dark): pricing with the open menu, and about`, async () => {
      // Each page visited once, pictured in both schemes as the system switches in place.
      const messages = lang === 'ar' ? ar : en;
      const { page } = await web.visit(`/${lang}/pricing`, { user: { sub: `shot-${lang}-${run}`, username: lang === 'ar' ? 'سلمى' : 'Ada', status: 'trial' } });
      await page.getByTestId('plan-trial-current').waitFor();
      expect(await page.getByTestId('plan-trial-current').textContent()).to.contain(messages['pricing.plan.current']);
      await account(page).click();
      await page.getByTestId('header-account-menu').waitFor();
      if (lang === 'ar') {
        // Right to left: the menu hangs from the button's left edge, inside the window.
        const box = (await page.getByTestId('header-account-menu').boundingBox())!;
        expect(box.x).to.be.at.least(0);
      }
      for (const scheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, scheme);
        await page.getByTestId('header-account-menu').waitFor();
        await web.screenshot(page, `public-header-pricing-${lang}-${scheme}.png`);
      }
      await page.goto(`${webBaseUrl()}/${lang}/about`);
      await account(page).waitFor();
      await page.locator('main h1').waitFor();
      for (const scheme of ['dark', 'light'] as const) {
        await switchColorScheme(page, scheme);
        await web.screenshot(page, `public-header-about-${lang}-${scheme}.png`);
      }
    });
  }
});
