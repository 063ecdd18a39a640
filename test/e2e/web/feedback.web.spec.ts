import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { catalog, switchColorScheme, webHarness, type Catalog, type VisitOptions } from '../../support/web-harness.js';
import { webBaseUrl } from '../../support/web.js';
import { webUser } from '../../support/seed-web-user.js';

/**
 * The feedback dialog (docs/product.md §5.4, §8, §9.2): opened from the dashboard side menu and from the footer,
 * validated in the browser, sent to the real API and read back from the database through the admin
 * list. English and Arabic (right to left), light and dark. Texts come from the catalogs.
 */

const en = catalog('en');
const ar = catalog('ar');
const ARABIC_LETTER = /[\u0600-\u06FF]/;

interface StoredFeedback {
  type: string;
  title: string;
  description: string;
  rating: number;
  email: string | null;
  userId: string | null;
}

async function storedFeedback(): Promise<StoredFeedback[]> {
  const response = await fetch(`${webBaseUrl()}/api/admin/feedback?pageSize=200`, {
    headers: { authorization: `Bearer ${await webUser({ sub: 'admin-x', isAdmin: true })}` },
  });
  expect(response.status).to.equal(200);
  return ((await response.json()) as { entries: StoredFeedback[] }).entries;
}

describe('web: feedback dialog', function () {
  this.timeout(60_000);

  const web = webHarness({ allowNotFoundPage: false });

  async function open(path: string, options: VisitOptions = {}): Promise<Page> {
    const { page } = await web.visit(path, options);
    await page.locator('h1').first().waitFor();
    return page;
  }

  const dialog = (page: Page, messages: Catalog = en) => page.getByRole('dialog', { name: messages['feedback.dialog.title'] });
  /** Controls by role and accessible name (the required mark * is hidden from it). */
  const field = (page: Page, label: string, messages: Catalog = en) =>
    dialog(page, messages).getByRole(label === 'feedback.field.type.label' ? 'combobox' : 'textbox', { name: messages[label], exact: true });
  const star = (page: Page, value: number, messages: Catalog = en) => dialog(page, messages).getByRole('radio', { name: messages[`feedback.rating.${value}`], exact: true });
  const isFocused = async (locator: Locator) => (await locator.and(locator.page().locator(':focus')).count()) === 1;

  async function openFromMenu(page: Page): Promise<Locator> {
    const item = page.getByTestId('dashboard-menu').locator('[data-menu-item="feedback"]');
    await item.click();
    return item;
  }

  it('the side-menu item is a button that opens the dialog, with the signed-in e-mail filled in', async () => {
    const page = await open('/en/dashboard', { user: { sub: 'feedback-menu-user' } });
    const item = page.getByTestId('dashboard-menu').locator('[data-menu-item="feedback"]');
    expect(await page.getByTestId('dashboard-menu').locator('button[data-menu-item="feedback"]').count()).to.equal(1);
    expect(await item.getAttribute('aria-haspopup')).to.equal('dialog');
    await openFromMenu(page);
    await dialog(page).waitFor();
    expect(await field(page, 'feedback.field.email.label').inputValue()).to.equal('feedback-menu-user@example.test');
    // Focus moved into the dialog, on its first field.
    expect(await isFocused(field(page, 'feedback.field.type.label'))).to.equal(true);
    expect(await dialog(page).and(page.locator(':modal')).count()).to.equal(1);
  });

  it('Escape closes the dialog and focus returns to the opener; a draft survives closing', async () => {
    const page = await open('/en/dashboard', { user: { sub: 'feedback-escape-user' } });
    const item = await openFromMenu(page);
    await dialog(page).waitFor();
    await field(page, 'feedback.field.title.label').fill('Kept while closed');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await isFocused(item)).to.equal(true);

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await field(page, 'feedback.field.title.label').inputValue()).to.equal('Kept while closed');
    await dialog(page).getByRole('button', { name: en['feedback.dialog.cancel'], exact: true }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await isFocused(item)).to.equal(true);
  });

  it('opens from the footer; an empty submit shows the form message, each field’s message, and focuses the first', async () => {
    const page = await open('/en/about');
    const opener = page.getByTestId('footer-feedback');
    expect(await opener.textContent()).to.equal(en['feedback.launch.button']);
    await opener.click();
    await dialog(page).waitFor();
    // Nobody is signed in: nothing to pre-fill.
    expect(await field(page, 'feedback.field.email.label').inputValue()).to.equal('');

    await dialog(page).getByTestId('feedback-submit').click();
    expect(await dialog(page).getByRole('alert').textContent()).to.equal(en['feedback.validation.fillAll']);
    expect(await dialog(page).getByText(en['feedback.validation.required']!, { exact: true }).count()).to.equal(2);
    expect(await dialog(page).getByText(en['feedback.validation.ratingRequired']!, { exact: true }).count()).to.equal(1);
    const title = field(page, 'feedback.field.title.label');
    expect(await isFocused(title)).to.equal(true);
    expect(await title.getAttribute('aria-invalid')).to.equal('true');
    expect(await field(page, 'feedback.field.description.label').getAttribute('aria-invalid')).to.equal('true');
    expect(await star(page, 1).getAttribute('aria-invalid')).to.equal('true');
    // The e-mail is optional: no error for it.
    expect(await field(page, 'feedback.field.email.label').getAttribute('aria-invalid')).to.equal(null);
    await web.screenshot(page, 'feedback-en-errors-light.png');

    // Filled but with a wrong address: that field alone is marked, and focused.
    await title.fill('Export button');
    await field(page, 'feedback.field.description.label').fill('The export button does nothing on Firefox.');
    await star(page, 3).check();
    await field(page, 'feedback.field.email.label').fill('not-an-address');
    await dialog(page).getByTestId('feedback-submit').click();
    expect(await dialog(page).getByRole('alert').textContent()).to.equal(en['feedback.validation.fixFields']);
    expect(await dialog(page).getByText(en['feedback.validation.invalidEmail']!, { exact: true }).count()).to.equal(1);
    expect(await isFocused(field(page, 'feedback.field.email.label'))).to.equal(true);
    expect(await dialog(page).getByText(en['feedback.validation.required']!, { exact: true }).count()).to.equal(0);
  });

  it('sent with the keyboard alone, it is stored with the type, rating and signed-in user', async () => {
    const user = 'feedback-sender-7';
    const title = `Dark mode contrast ${Date.now()}`;
    const page = await open('/en/dashboard', { user: { sub: user } });
    const item = await openFromMenu(page);
    await dialog(page).waitFor();

    // Type select has focus: choose "Bug report" with the keyboard, then tab through the form.
    await dialog(page).getByRole('combobox').selectOption('bug');
    await page.keyboard.press('Tab');
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Muted text on cards is hard to read in the dark theme.');
    // Into the star group: the first star takes focus; arrows move and choose.
    await page.keyboard.press('Tab');
    expect(await isFocused(star(page, 1))).to.equal(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await star(page, 4).isChecked()).to.equal(true);
    expect(await dialog(page).getByTestId('feedback-rating-text').textContent()).to.equal(en['feedback.rating.4']);
    await page.keyboard.press('ArrowLeft');
    expect(await star(page, 3).isChecked()).to.equal(true);
    await page.keyboard.press('ArrowRight');
    await web.screenshot(page, 'feedback-en-filled-light.png');
    await field(page, 'feedback.field.email.label').focus();
    await page.keyboard.press('Enter');

    const status = dialog(page).getByTestId('feedback-status');
    await status.getByText(en['feedback.result.success']!).waitFor();
    const close = dialog(page).getByRole('button', { name: en['feedback.dialog.close'], exact: true }).last();
    expect(await isFocused(close)).to.equal(true);

    const stored = (await storedFeedback()).find((entry) => entry.title === title);
    expect(stored, 'the feedback read back from the database').to.not.equal(undefined);
    expect(stored).to.deep.include({
      type: 'bug',
      rating: 4,
      userId: user,
      email: `${user}@example.test`,
      description: 'Muted text on cards is hard to read in the dark theme.',
    });

    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await isFocused(item)).to.equal(true);
    // Reopened after a send: a fresh form.
    await item.click();
    await dialog(page).waitFor();
    expect(await field(page, 'feedback.field.title.label').inputValue()).to.equal('');
  });

  it('a failed send says so and keeps everything typed', async () => {
    web.expectConsoleErrors(/Failed to load resource/);
    const page = await open('/en/about');
    await page.route('**/api/feedback/submit', (route) => route.abort('connectionfailed'));
    await page.getByTestId('footer-feedback').click();
    await dialog(page).waitFor();
    await field(page, 'feedback.field.title.label').fill('Offline title');
    await field(page, 'feedback.field.description.label').fill('Typed before the network failed.');
    await star(page, 5).check();
    await dialog(page).getByTestId('feedback-submit').click();
    await dialog(page).getByRole('alert').getByText(en['feedback.result.failure']!).waitFor();
    expect(await field(page, 'feedback.field.title.label').inputValue()).to.equal('Offline title');
    expect(await field(page, 'feedback.field.description.label').inputValue()).to.equal('Typed before the network failed.');
    expect(await star(page, 5).isChecked()).to.equal(true);
    expect(await dialog(page).getByTestId('feedback-submit').textContent()).to.equal(en['feedback.submit']);
  });

  it('in Arabic (light and dark) the dialog reads right to left, and the arrow keys follow the stars', async () => {
    const page = await open('/ar/about', { locale: 'ar' });
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    await page.getByTestId('footer-feedback').click();
    await dialog(page, ar).waitFor();
    const heading = dialog(page, ar).getByRole('heading', { level: 2 });
    expect(await heading.textContent()).to.equal(ar['feedback.dialog.title']);
    expect(await heading.textContent()).to.match(ARABIC_LETTER);
    // The close button sits at the inline end: on the left in Arabic.
    const headingBox = (await heading.boundingBox())!;
    const closeBox = (await dialog(page, ar).getByTestId('feedback-close').boundingBox())!;
    expect(closeBox.x).to.be.lessThan(headingBox.x);
    // Stars run right to left: the first is rightmost, and ArrowLeft moves on to the next.
    const first = (await star(page, 1, ar).boundingBox())!;
    const fifth = (await star(page, 5, ar).boundingBox())!;
    expect(first.x).to.be.greaterThan(fifth.x);
    await star(page, 1, ar).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    expect(await star(page, 2, ar).isChecked()).to.equal(true);

    await dialog(page, ar).getByTestId('feedback-submit').click();
    expect(await dialog(page, ar).getByRole('alert').textContent()).to.equal(ar['feedback.validation.fillAll']);
    expect(await dialog(page, ar).getByText(ar['feedback.validation.required']!, { exact: true }).count()).to.equal(2);
    // Reached once, pictured in both schemes as the system switches in place.
    for (const scheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, scheme);
      await web.screenshot(page, `feedback-ar-errors-${scheme}.png`);
    }
  });

  it('in English dark, and at 360 px wide, the dialog fits the screen', async () => {
    const page = await open('/en/about', { colorScheme: 'dark', viewport: { width: 360, height: 780 }, isMobile: true });
    await page.getByTestId('footer-feedback').click();
    await dialog(page).waitFor();
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).to.be.at.least(0);
    expect(box.x + box.width).to.be.at.most(360);
    const widths = await dialog(page).evaluate((element: { scrollWidth: number; clientWidth: number }) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).to.be.at.most(widths.client);
    await web.screenshot(page, 'feedback-en-mobile-dark.png');
  });
});
