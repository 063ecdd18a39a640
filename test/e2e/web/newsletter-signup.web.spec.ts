import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { catalog, switchColorScheme, webHarness, type Catalog, type VisitOptions } from '../../support/web-harness.js';
import { webBaseUrl } from '../../support/web.js';
import { webUser } from '../../support/seed-web-user.js';

/**
 * The newsletter sign-up in the site footer (double opt-in): the real API stores a pending
 * subscriber and records the confirmation mail, read back through the admin API.
 */

const en = catalog('en');
const fr = catalog('fr');
const ar = catalog('ar');

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string | null;
  locale: string | null;
}
interface Subscriber {
  email: string;
  locale: string;
  status: string;
}

async function adminList<T>(path: string): Promise<T[]> {
  const response = await fetch(`${webBaseUrl()}${path}?pageSize=200`, { headers: { authorization: `Bearer ${await webUser({ sub: 'admin-x', isAdmin: true })}` } });
  expect(response.status, path).to.equal(200);
  return ((await response.json()) as { entries: T[] }).entries;
}

describe('web: newsletter sign-up in the footer', function () {
  this.timeout(60_000);

  const web = webHarness({ allowNotFoundPage: false });

  async function open(path: string, options: VisitOptions = {}): Promise<Page> {
    const { page } = await web.visit(path, options);
    await page.locator('h1').waitFor();
    return page;
  }

  const signup = (page: Page) => page.getByTestId('newsletter-signup');
  const emailField = (page: Page, messages: Catalog = en) => signup(page).getByRole('textbox', { name: messages['newsletter.signup.email.label'], exact: true });
  const subscribeButton = (page: Page, messages: Catalog = en) => signup(page).getByRole('button', { name: messages['newsletter.signup.submit'], exact: true });
  const isFocused = async (page: Page, messages: Catalog = en) => (await emailField(page, messages).and(page.locator(':focus')).count()) === 1;

  it('subscribes in the page’s language; the subscriber is pending and the confirmation mail is in the outbox', async () => {
    const address = `footer-${Date.now()}@example.org`;
    const page = await open('/fr/about');
    expect(await signup(page).getByRole('heading', { level: 2 }).textContent()).to.equal(fr['newsletter.signup.title']);
    expect(await signup(page).textContent()).to.include(fr['newsletter.signup.lead']);
    await emailField(page, fr).fill(address);
    await subscribeButton(page, fr).click();
    await signup(page).getByRole('status').getByText(fr['newsletter.signup.done']!).waitFor();
    expect(await emailField(page, fr).inputValue()).to.equal('');

    const subscriber = (await adminList<Subscriber>('/api/admin/newsletter-subscribers')).find((s) => s.email === address);
    expect(subscriber).to.deep.include({ status: 'pending', locale: 'fr' });
    const mail = (await adminList<OutboxMail>('/api/admin/mail-outbox')).find((m) => m.to === address);
    expect(mail, 'confirmation mail in the outbox').to.not.equal(undefined);
    expect(mail).to.deep.include({ template: 'outreach.newsletter-confirm', locale: 'fr' });
    expect(mail!.text).to.match(/\/fr\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/);

    // The same address again: the same answer, so the form never tells whether it was known.
    await emailField(page, fr).fill(address.toUpperCase());
    await subscribeButton(page, fr).click();
    await signup(page).getByRole('status').getByText(fr['newsletter.signup.done']!).waitFor();
    expect(await emailField(page, fr).inputValue()).to.equal('');
  });

  it('checks the address in the browser, focuses the field and sends nothing until it is valid', async () => {
    const page = await open('/en/privacy');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter/subscribe')) requests++;
    });
    await subscribeButton(page).click();
    expect(await signup(page).getByText(en['newsletter.signup.required']!, { exact: true }).count()).to.equal(1);
    expect(await isFocused(page)).to.equal(true);
    expect(await emailField(page).getAttribute('aria-invalid')).to.equal('true');

    await emailField(page).fill('reader@nowhere');
    await page.keyboard.press('Enter');
    expect(await signup(page).getByText(en['newsletter.signup.invalidEmail']!, { exact: true }).count()).to.equal(1);
    expect(await emailField(page).inputValue()).to.equal('reader@nowhere');
    expect(requests).to.equal(0);
    await signup(page).scrollIntoViewIfNeeded();
    await web.screenshot(page, 'newsletter-signup-en-error-light.png');
    // Typing clears the message.
    await emailField(page).pressSequentially('.org');
    expect(await signup(page).getByText(en['newsletter.signup.invalidEmail']!, { exact: true }).count()).to.equal(0);
  });

  it('is not offered on the unsubscribe page', async () => {
    const page = await open('/en/unsubscribe');
    expect(await page.getByTestId('footer-feedback').count(), 'footer shown').to.equal(1);
    expect(await signup(page).count()).to.equal(0);
  });

  it('a failed request says so and keeps the address', async () => {
    web.expectConsoleErrors(/Failed to load resource/);
    const page = await open('/en/about', { colorScheme: 'dark' });
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('connectionfailed'));
    await emailField(page).fill('offline@example.org');
    await subscribeButton(page).click();
    await signup(page).getByRole('alert').getByText(en['newsletter.signup.failure']!).waitFor();
    expect(await emailField(page).inputValue()).to.equal('offline@example.org');
    expect(await signup(page).getByRole('status').textContent()).to.equal('');
    await signup(page).scrollIntoViewIfNeeded();
    await web.screenshot(page, 'newsletter-signup-en-failure-dark.png');
  });

  it('in Arabic (light and dark) at 360 px the footer form reads right to left and fits', async () => {
    const page = await open('/ar/contact', { viewport: { width: 360, height: 780 }, isMobile: true, locale: 'ar' });
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    expect(await signup(page).getByRole('heading', { level: 2 }).textContent()).to.equal(ar['newsletter.signup.title']);
    await subscribeButton(page, ar).click();
    expect(await signup(page).getByText(ar['newsletter.signup.required']!, { exact: true }).count()).to.equal(1);
    // The e-mail field's intrinsic width in the Arabic font once pushed the whole page sideways.
    const widths = await page.evaluate<{ scroll: number; client: number }>(
      '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
    );
    expect(widths.scroll).to.be.at.most(widths.client);
    // Label, then the field, start on the right.
    const heading = (await signup(page).getByRole('heading', { level: 2 }).boundingBox())!;
    const section = (await signup(page).boundingBox())!;
    expect(heading.x + heading.width).to.be.closeTo(section.x + section.width, 2);
    await signup(page).scrollIntoViewIfNeeded();
    // Reached once, pictured in both schemes as the system switches in place.
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await web.screenshot(page, `newsletter-signup-ar-mobile-${scheme}.png`);
    }
  });
});
