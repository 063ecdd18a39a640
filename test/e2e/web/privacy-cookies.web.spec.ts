import { expect } from 'chai';
import { COOKIE_LIST, fixedMaxAgeSeconds } from '../../../src/shared/cookies/cookie-policy.js';
import { ApiSession } from '../../support/api-session.js';
import { ownAppWebHarness } from '../../support/own-app-web-harness.js';
import { catalog, captureScreenshot, switchColorScheme } from '../../support/web-harness.js';

/**
 * The privacy policy's cookie table is the one cookie list (src/shared/cookies/README.md) rendered,
 * and a browser that goes through the banner, a theme, a language and a real sign-in ends up with
 * listed cookies only, with the list's lifetimes. Its own app, so the sign-up is its own.
 */

const en = catalog('en');
const ar = catalog('ar');
const DAY_SECONDS = 24 * 60 * 60;

const WHEN_IDS: Record<string, string> = {
  'consent-choice': 'legal.privacy.cookies.when.consent',
  'theme-choice': 'legal.privacy.cookies.when.theme',
  'language-choice': 'legal.privacy.cookies.when.language',
  'sign-in': 'legal.privacy.cookies.when.signIn',
  'account-form': 'legal.privacy.cookies.when.accountForm',
};

describe('web: the cookie list, on the privacy page and in the browser', function () {
  this.timeout(120_000);
  const web = ownAppWebHarness();

  for (const [lang, messages] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`renders one row per listed cookie in the ${lang} privacy policy, light and dark`, async () => {
      // One visit, checked and pictured in both schemes as the system switches in place.
      const { page } = await web.visit(`/${lang}/privacy#cookies`);
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        const rows = page.locator('#cookies tbody tr');
        await rows.first().waitFor();
        const names = await Promise.all((await rows.all()).map((row) => row.getAttribute('data-cookie')));
        expect(names).to.deep.equal(COOKIE_LIST.map((c) => c.name));
        for (const spec of COOKIE_LIST) {
          const cells = await page.locator(`#cookies tr[data-cookie="${spec.name}"] > *`).allTextContents();
          expect(cells[0], spec.name).to.equal(spec.name);
          expect(cells[2]).to.equal(messages[`legal.privacy.cookies.${spec.category}`]);
          expect(cells[3]).to.equal(messages[WHEN_IDS[spec.setWhen]!]);
          if (spec.lifetime.kind === 'browser-session') expect(cells[4]).to.equal(messages['legal.privacy.cookies.lifetime.browser']);
          // Durations are numbers in the reader's language (Arabic digits in ar).
          else expect(cells[4]).to.match(lang === 'en' ? new RegExp(`\\b${spec.lifetime.kind === 'days' ? spec.lifetime.days : spec.lifetime.rememberedDays} days\\b`) : /[\u0660-\u0669]|\d/);
        }
        expect(await page.locator('#cookies').textContent()).to.include(messages['legal.privacy.cookies.bodyList']);
        // The table scrolls inside its frame rather than widening the page.
        expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).to.equal(true);
        await web.screenshot(page.locator('#cookies'), `privacy-cookies-${lang}-${colorScheme}.png`);
        await captureScreenshot(page, `privacy-${lang}-${colorScheme}.png`, { fullPage: true });
      }
    });
  }

  it('leaves a browser with listed cookies only, at the list’s lifetimes: banner, theme, language, real sign-in', async () => {
    const account = { username: 'cookiebrowser', email: 'cookie-browser@example.org', password: 'correct horse battery staple 9' };
    await new ApiSession(web.app().baseUrl).signUp(account);

    const { page, context } = await web.visit('/en/login', { consented: false });
    await page.getByTestId('consent-accept').click();
    await page.getByTestId('theme-switcher').click();
    await page.getByTestId('theme-dark').check();
    await page.getByTestId('language-switcher').click();
    await page.locator('a[hreflang="fr"]').click();
    await page.waitForURL((url) => url.pathname === '/fr/login');
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-remember').check();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/fr/dashboard');

    const cookies = await context.cookies();
    const listed = new Map(COOKIE_LIST.map((spec) => [spec.name, spec]));
    expect(cookies.map((c) => c.name).filter((name) => !listed.has(name)), 'cookies the list does not have').to.deep.equal([]);
    expect(cookies.map((c) => c.name).sort()).to.deep.equal(COOKIE_LIST.map((c) => c.name).sort());
    const now = Date.now() / 1000;
    for (const cookie of cookies) {
      const spec = listed.get(cookie.name)!;
      expect(cookie.httpOnly, cookie.name).to.equal(spec.httpOnly);
      expect(cookie.sameSite, cookie.name).to.equal(spec.sameSite);
      expect(cookie.path, cookie.name).to.equal(spec.path);
      const fixed = fixedMaxAgeSeconds(spec);
      if (fixed !== undefined) expect(cookie.expires - now, cookie.name).to.be.within(fixed - 60, fixed + 1);
      else if (spec.lifetime.kind === 'sign-in-session') expect(cookie.expires - now, 'remembered sign-in').to.be.within(spec.lifetime.rememberedDays * DAY_SECONDS - 120, spec.lifetime.rememberedDays * DAY_SECONDS);
      else expect(cookie.expires, `${cookie.name} ends with the browser`).to.equal(-1);
    }
  });
});
