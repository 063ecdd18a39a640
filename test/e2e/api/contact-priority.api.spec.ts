import { expect } from 'chai';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

interface ContactEntry {
  name: string;
  email: string;
  userId: string | null;
  priority: boolean;
}
interface Page<T> {
  success: boolean;
  total: number;
  page: number;
  pageSize: number;
  entries: T[];
}

/**
 * Priority e-mail support (docs/product.md §1, "Support"; outreach README, "Support levels"): the
 * server decides from the sender's account as it is when the message arrives.
 */
describe('contact support levels (started app)', () => {
  let app: TestApp;
  let admin: string;
  before(async () => {
    // Each sender posts from its own address (X-Forwarded-For), so the per-address limit stays out of the way.
    app = await startTestApp({ roles: ['api'], env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://stacklens.test' } });
    admin = `Bearer ${await app.tokenFor({ sub: 'support-admin', isAdmin: true })}`;
  });
  after(() => app.stop());

  let address = 10;
  const send = async (form: Record<string, unknown>, bearer?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.baseUrl}/api/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${address++}`, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...headers },
      body: JSON.stringify(form),
    });
    expect(res.status, await res.clone().text()).to.equal(200);
  };
  const contact = (name: string, email: string, extra: Record<string, unknown> = {}) => ({ name, email, subject: 'technical', message: 'The SEO audit stops after three pages.', ...extra });
  const list = async (): Promise<Page<ContactEntry>> => {
    const res = await fetch(`${app.baseUrl}/api/admin/contact-messages`, { headers: { authorization: admin } });
    expect(res.status).to.equal(200);
    return (await res.json()) as Page<ContactEntry>;
  };
  const acknowledgement = (to: string) => app.mailTo(to, { template: 'outreach.contact-acknowledgement' });

  it('marks a Premium account’s message priority, lists it first and promises one business day', async () => {
    await send(contact('Visitor', 'visitor@example.org'));
    const premium = await app.tokenFor({ sub: 'support-premium', email: 'premium@example.org', isPremium: true });
    await send(contact('Premium buyer', 'premium-reply@example.org', { locale: 'es' }), premium);
    await send(contact('Second visitor', 'visitor2@example.org'));

    const page = await list();
    expect(page).to.include({ success: true, total: 3, page: 1, pageSize: 50 });
    expect(page.entries.map((e) => [e.name, e.priority])).to.deep.equal([
      ['Premium buyer', true],
      ['Second visitor', false],
      ['Visitor', false],
    ]);
    expect(page.entries[0]).to.include({ userId: 'support-premium', email: 'premium-reply@example.org' });

    const premiumMail = await acknowledgement('premium-reply@example.org');
    expect(premiumMail.subject).to.equal('Hemos recibido tu mensaje');
    expect(premiumMail.text).to.include('soporte prioritario').and.to.include('un día hábil').and.not.to.include('/faq');

    const visitorMail = await acknowledgement('visitor@example.org');
    expect(visitorMail.subject).to.equal('We received your message');
    expect(visitorMail.text).to.include('community support').and.to.include('https://stacklens.test/en/faq');
    expect(visitorMail.text).not.to.include('The SEO audit stops', 'the visitor’s text is not mailed back');

    const outbox = await fetch(`${app.baseUrl}/api/admin/mail-outbox?pageSize=200`, { headers: { authorization: admin } });
    const teamMails = ((await outbox.json()) as Page<{ subject: string; template: string | null }>).entries.filter((m) => m.template === 'outreach.contact-notification');
    expect(teamMails.map((m) => m.subject).sort()).to.deep.equal(['Technical support: Premium buyer', 'Technical support: Second visitor', 'Technical support: Visitor'].map((s) => (s.includes('Premium') ? `[Priority] [Contact] ${s}` : `[Contact] ${s}`)).sort());
  });

  it('never takes priority from the body, and reads the account as it is now', async () => {
    await send(contact('Claims premium', 'claims@example.org', { priority: true, isPremium: true }));
    const standard = await app.tokenFor({ sub: 'support-standard', isStandard: true });
    await send(contact('Standard buyer', 'standard@example.org', { priority: true }), standard, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });

    // A Premium account downgraded after its token was issued: the same token now sends a community message.
    const downgraded = await app.tokenFor({ sub: 'support-downgraded', isPremium: true });
    await app.tokenFor({ sub: 'support-downgraded', isPremium: false, isStandard: true });
    await send(contact('Downgraded', 'downgraded@example.org'), downgraded);

    const byName = new Map((await list()).entries.map((e) => [e.name, e]));
    expect(byName.get('Claims premium')).to.include({ priority: false, userId: null });
    expect(byName.get('Standard buyer')).to.include({ priority: false, userId: 'support-standard' });
    expect(byName.get('Downgraded')).to.include({ priority: false, userId: 'support-downgraded' });
    // No locale in the body: the request's first language.
    const standardMail = await acknowledgement('standard@example.org');
    expect(standardMail.subject).to.equal('Nous avons bien reçu votre message');
    expect(standardMail.text).to.include('support communautaire').and.to.include('/fr/faq');
  });

  it('gives a real sign-up (a running trial has Premium access) priority support', async () => {
    const session = new ApiSession(app.baseUrl);
    const signedIn = await session.signUp({ username: 'trialwriter', email: 'trial@example.org', password: 'correct horse battery staple 9' });
    expect(signedIn.user.status).to.equal('trial');
    await send(contact('Trial writer', 'trial@example.org', { locale: 'ar' }), signedIn.accessToken);

    const entries = (await list()).entries;
    expect(entries.filter((e) => e.priority).map((e) => e.name)).to.deep.equal(['Trial writer', 'Premium buyer']);
    expect(entries.findIndex((e) => !e.priority)).to.equal(2);
    const mail = await acknowledgement('trial@example.org');
    expect(mail.subject).to.equal('تلقّينا رسالتك');
    expect(mail.text).to.include('يوم عمل واحد');
  });
});
