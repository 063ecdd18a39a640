import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { ownAppWebHarness, type OwnAppVisitOptions } from '../../support/own-app-web-harness.js';
import { catalog, switchColorScheme } from '../../support/web-harness.js';

/**
 * Priority e-mail support (outreach README, "Support levels") through the pages: a signed-in Premium
 * user's message sent from the contact page is priority (the page sends the session, never a claim),
 * acknowledged in the page's language, and listed first with a badge on the admins' contact list.
 * Its own app, so the contact list holds only this file's messages.
 */

const en = catalog('en');
const ar = catalog('ar');

interface ContactEntry {
  name: string;
  userId: string | null;
  priority: boolean;
}

describe('web: priority support on the contact page and the admin list', function () {
  this.timeout(120_000);
  const web = ownAppWebHarness();
  const open = async (path: string, user: OwnAppVisitOptions['user'] | null, options: OwnAppVisitOptions = {}) => (await web.visit(path, { ...options, ...(user ? { user } : {}) })).page;

  const adminToken = async () => `Bearer ${await web.app().tokenFor({ sub: 'priority-admin', isAdmin: true })}`;
  const contactList = async (): Promise<ContactEntry[]> => {
    const response = await fetch(`${web.app().baseUrl}/api/admin/contact-messages`, { headers: { authorization: await adminToken() } });
    return ((await response.json()) as { entries: ContactEntry[] }).entries;
  };

  async function sendFromContactPage(page: Page, values: { name: string; email: string }, successText: string) {
    await page.locator('#contact-name').fill(values.name);
    await page.locator('#contact-email').fill(values.email);
    await page.locator('#contact-subject').selectOption('technical');
    await page.locator('#contact-message').fill('The performance audit never finishes on my shop.');
    await page.getByTestId('contact-submit').click();
    await page.getByText(successText).waitFor();
  }

  it('marks a signed-in Premium user’s message from the Arabic contact page priority and acknowledges it in Arabic', async () => {
    const premium = { sub: 'priority-premium', isPremium: true, username: 'priority-premium', email: 'priority-premium@example.test' };
    const page = await open('/ar/contact', premium);
    // The page tells everyone what to expect before they write.
    await page.getByText(ar['contact.aside.supportTimes']!).waitFor();
    await sendFromContactPage(page, { name: 'Premium Layla', email: 'layla@example.org' }, ar['contact.result.success']!);

    const visitorPage = await open('/en/contact', null);
    await sendFromContactPage(visitorPage, { name: 'Visitor Omar', email: 'omar@example.org' }, en['contact.result.success']!);

    const entries = await contactList();
    expect(entries.map((e) => [e.name, e.priority, e.userId])).to.deep.equal([
      ['Premium Layla', true, 'priority-premium'],
      ['Visitor Omar', false, null],
    ]);
    const premiumMail = await web.app().mailTo('layla@example.org', { template: 'outreach.contact-acknowledgement' });
    expect(premiumMail.subject).to.equal('تلقّينا رسالتك');
    expect(premiumMail.text).to.include('يوم عمل واحد');
    const visitorMail = await web.app().mailTo('omar@example.org', { template: 'outreach.contact-acknowledgement' });
    expect(visitorMail.text).to.include('community support').and.to.include('/en/faq');
  });

  it('shows the Priority badge first on the admins’ contact list, in English and Arabic, light and dark', async () => {
    const admin = { sub: 'priority-admin', isAdmin: true, username: 'priority-admin', email: 'priority-admin@example.test' };
    for (const [lang, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const page = await open(`/${lang}/admin?tab=contact`, admin);
      const table = page.getByTestId('admin-contact-table');
      const rows = table.locator('tbody tr[data-row]');
      await rows.nth(1).waitFor();
      const support = (i: number) => rows.nth(i).locator('td[data-column="support"]');
      expect(await rows.nth(0).locator('td[data-column="name"]').textContent()).to.equal('Premium Layla');
      expect(await support(0).getByTestId('priority-badge').textContent()).to.equal(messages['admin.contact.priority']);
      // The visitor's message came later but is listed after the priority one, without a badge.
      expect(await rows.nth(1).locator('td[data-column="name"]').textContent()).to.equal('Visitor Omar');
      expect(await support(1).getByTestId('priority-badge').count()).to.equal(0);
      expect(await support(1).textContent()).to.equal(messages['admin.contact.community']);
      // One visit per language, pictured in both schemes as the system switches in place.
      for (const colorScheme of ['light', 'dark'] as const) {
        await switchColorScheme(page, colorScheme);
        await web.screenshot(table, `admin-contact-priority-${lang}-${colorScheme}.png`);
      }
    }
  });

  it('says on the FAQ where community support is and what Premium gets', async () => {
    for (const [lang, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const page = await open(`/${lang}/faq`, null);
      await page.getByText(messages['faq.more.supportTimes']!).waitFor();
      await web.screenshot(page.getByText(messages['faq.more.supportTimes']!), `faq-support-${lang}-light.png`);
    }
  });
});
