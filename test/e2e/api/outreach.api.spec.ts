import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';

interface Page<T> {
  success: boolean;
  total: number;
  entries: T[];
}
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string | null;
  locale: string | null;
  headers: Record<string, string>;
  sentAt: string | null;
}
interface ErrorBody {
  success: false;
  code: string;
  error: string;
  details?: { fields: Record<string, string>; codes?: Record<string, string> };
}

describe('outreach API (started app)', () => {
  let app: TestApp;
  let admin: string;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { TEAM_EMAIL: 'team@stacklens.test', PUBLIC_URL: 'https://stacklens.test' } });
    admin = `Bearer ${await app.tokenFor({ sub: 'admin-1', isAdmin: true })}`;
  });
  after(() => app.stop());

  // Every call comes from 127.0.0.1, so the tests stay under the per-address limits until the last one
  // (the limits themselves are covered by the unit specs).
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(app.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const adminGet = async <T>(path: string): Promise<Page<T>> => {
    const res = await fetch(app.baseUrl + path, { headers: { authorization: admin } });
    expect(res.status, path).to.equal(200);
    return (await res.json()) as Page<T>;
  };
  const outbox = () => adminGet<OutboxMail>('/api/admin/mail-outbox?pageSize=200');

  const contact = { name: 'Ada Lovelace', email: 'ada@example.org', subject: 'technical', message: 'The SEO audit stops after three pages.' };

  it('stores a contact message and mails the team through the outbox', async () => {
    const res = await post('/api/contact/submit', contact);
    expect(res.status).to.equal(200);
    expect(await res.json()).to.deep.equal({ success: true });

    const messages = await adminGet<{ name: string; email: string; subject: string; message: string; ipHash: string }>('/api/admin/contact-messages');
    const stored = messages.entries.find((m) => m.email === 'ada@example.org');
    expect(stored).to.include({ name: 'Ada Lovelace', subject: 'technical', message: contact.message });
    expect(stored!.ipHash).to.be.a('string').and.not.include('127.0.0.1');

    const mail = (await outbox()).entries.find((m) => m.template === 'outreach.contact-notification');
    expect(mail, 'team notification in the outbox').to.not.equal(undefined);
    expect(mail).to.include({ to: 'team@stacklens.test', sentAt: null });
    expect(mail!.headers).to.deep.equal({});
    expect(mail!.text).to.include(contact.message).and.to.include('ada@example.org');
  });

  it('answers contact validation errors with codes and per-field details', async () => {
    const missing = await post('/api/contact/submit', { name: '', email: 'ada@example.org', subject: 'general' });
    expect(missing.status).to.equal(400);
    const body = (await missing.json()) as ErrorBody;
    expect(body).to.include({ success: false, code: 'CONTACT_REQUIRED', error: 'Please fill out all fields.' });
    expect(body.details!.fields).to.deep.equal({ name: 'Required field', message: 'Required field' });

    const badEmail = await post('/api/contact/submit', { ...contact, email: 'ada@nowhere' });
    expect(badEmail.status).to.equal(400);
    const emailBody = (await badEmail.json()) as ErrorBody;
    expect(emailBody).to.include({ code: 'CONTACT_INVALID_EMAIL', error: 'Please enter a valid email address' });
    expect(emailBody.details!.fields).to.deep.equal({ email: 'Please enter a valid email address' });

    const tooLarge = await post('/api/contact/submit', { ...contact, message: 'x'.repeat(20_000) });
    expect(tooLarge.status).to.equal(413);
  });

  it('stores feedback (with the signed-in user) and refuses missing required fields', async () => {
    const missing = await post('/api/feedback/submit', { type: 'bug', title: 'Broken', rating: 0 });
    expect(missing.status).to.equal(400);
    const body = (await missing.json()) as ErrorBody;
    expect(body).to.include({ code: 'FEEDBACK_REQUIRED', error: 'Please fill in all required fields' });
    expect(Object.keys(body.details!.fields).sort()).to.deep.equal(['description', 'rating']);

    const user = `Bearer ${await app.tokenFor({ sub: 'user-42' })}`;
    const ok = await post('/api/feedback/submit', { type: 'improvement', title: 'Faster exports', description: 'PDF export takes a minute.', rating: 4 }, { authorization: user });
    expect(ok.status).to.equal(200);
    const feedback = await adminGet<{ title: string; rating: number; userId: string | null }>('/api/admin/feedback');
    expect(feedback.entries.find((f) => f.title === 'Faster exports')).to.include({ rating: 4, userId: 'user-42' });
  });

  it('runs the newsletter double opt-in: subscribe, confirmation mail, confirm, unsubscribe', async () => {
    const subscribed = await post('/api/newsletter/subscribe', { email: 'Reader@Example.org', locale: 'es' });
    expect(subscribed.status).to.equal(200);
    expect(await subscribed.json()).to.deep.equal({ success: true });

    const mail = (await outbox()).entries.find((m) => m.to === 'reader@example.org' && m.template === 'outreach.newsletter-confirm');
    expect(mail, 'confirmation mail in the outbox').to.not.equal(undefined);
    expect(mail).to.include({ locale: 'es', subject: 'Confirma tu suscripción al boletín de StackLens' });
    // The frontend's routes: /{lang}/newsletter/confirm and /{lang}/unsubscribe (both act on arrival).
    const link = /https:\/\/stacklens\.test\/es\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
    expect(link, 'confirmation link').to.not.equal(null);
    expect(mail!.text).not.to.include('/newsletter/unsubscribe');

    type Subscriber = { email: string; status: string; confirmedAt: string | null; locale: string };
    const find = async () => (await adminGet<Subscriber>('/api/admin/newsletter-subscribers')).entries.find((s) => s.email === 'reader@example.org');
    expect(await find()).to.include({ status: 'pending', locale: 'es', confirmedAt: null });

    const wrong = await post('/api/newsletter/confirm', { token: 'not-the-token' });
    expect(wrong.status).to.equal(400);
    expect(await wrong.json()).to.include({ code: 'NEWSLETTER_INVALID_TOKEN' });

    const confirmed = await post('/api/newsletter/confirm', { token: link![1] });
    expect(confirmed.status).to.equal(200);
    const afterConfirm = await find();
    expect(afterConfirm).to.include({ status: 'confirmed' });
    expect(afterConfirm!.confirmedAt).to.be.a('string');
    const counted = (await adminGet<Subscriber>('/api/admin/newsletter-subscribers')) as Page<Subscriber> & { counts: Record<string, number> };
    expect(counted.counts).to.deep.equal({ pending: 0, confirmed: 1, unsubscribed: 0 });

    // Subscribing a confirmed address looks the same from outside, and mails nothing.
    const mailsBefore = (await outbox()).total;
    expect(await (await post('/api/newsletter/subscribe', { email: 'reader@example.org' })).json()).to.deep.equal({ success: true });
    expect((await outbox()).total).to.equal(mailsBefore);

    const unsubscribeToken = /https:\/\/stacklens\.test\/es\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const unsubscribed = await post('/api/newsletter/unsubscribe', { token: unsubscribeToken });
    expect(unsubscribed.status).to.equal(200);
    expect(await find()).to.include({ status: 'unsubscribed' });

    const unknown = await post('/api/newsletter/unsubscribe', { email: 'never-subscribed@example.org' });
    expect(unknown.status).to.equal(200);
    expect(await unknown.json()).to.deep.equal({ success: true });
    expect((await post('/api/newsletter/unsubscribe', {})).status).to.equal(400);
  });

  it('unsubscribes with RFC 8058 one-click: the mail header URL, POSTed as a mail client does', async () => {
    expect((await post('/api/newsletter/subscribe', { email: 'clicker@example.org', locale: 'fr' })).status).to.equal(200);
    const mail = (await outbox()).entries.find((m) => m.to === 'clicker@example.org' && m.template === 'outreach.newsletter-confirm');
    expect(mail, 'confirmation mail in the outbox').to.not.equal(undefined);
    expect(mail!.headers['List-Unsubscribe-Post']).to.equal('List-Unsubscribe=One-Click');
    const header = /^<(https:\/\/stacklens\.test\/api\/newsletter\/unsubscribe\/one-click\?token=([A-Za-z0-9_-]+))>$/.exec(mail!.headers['List-Unsubscribe'] ?? '');
    expect(header, 'List-Unsubscribe header').to.not.equal(null);
    // The header and the visible link carry the same unsubscribe token.
    expect(mail!.text).to.include(`https://stacklens.test/fr/unsubscribe?token=${header![2]!}`);
    const confirmToken = /\/fr\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    expect((await post('/api/newsletter/confirm', { token: confirmToken })).status).to.equal(200);

    type Subscriber = { email: string; status: string; unsubscribedAt: string | null };
    const find = async () => (await adminGet<Subscriber>('/api/admin/newsletter-subscribers')).entries.find((s) => s.email === 'clicker@example.org');
    expect(await find()).to.include({ status: 'confirmed', unsubscribedAt: null });

    // The one-click URL is absolute (PUBLIC_URL); the test app serves the same path.
    const oneClickPath = new URL(header![1]!).pathname + new URL(header![1]!).search;
    const oneClick = (path: string, init: { contentType?: string; body?: string | FormData } = {}) =>
      fetch(app.baseUrl + path, {
        method: 'POST',
        headers: init.contentType ? { 'content-type': init.contentType } : {},
        body: init.body ?? 'List-Unsubscribe=One-Click',
      });
    const form = 'application/x-www-form-urlencoded';

    // A request that is not a one-click POST changes nothing.
    const noBody = await oneClick(oneClickPath, { contentType: form, body: '' });
    expect(noBody.status).to.equal(400);
    expect(await noBody.json()).to.include({ code: 'VALIDATION_FAILED' });
    const json = await oneClick(oneClickPath, { contentType: 'application/json', body: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }) });
    expect(json.status).to.equal(400);
    const tooLarge = await oneClick(oneClickPath, { contentType: form, body: `List-Unsubscribe=One-Click&pad=${'x'.repeat(4096)}` });
    expect(tooLarge.status).to.equal(413);
    expect(await tooLarge.json()).to.include({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await fetch(app.baseUrl + oneClickPath)).status, 'GET (link prefetchers) does nothing').to.equal(405);
    expect(await find()).to.include({ status: 'confirmed' });

    const done = await oneClick(oneClickPath, { contentType: form });
    expect(done.status).to.equal(200);
    expect(await done.json()).to.deep.equal({ success: true });
    const after = await find();
    expect(after).to.include({ status: 'unsubscribed' });
    expect(after!.unsubscribedAt).to.be.a('string');

    // Used, unknown: the same answer, so the endpoint tells nobody which tokens exist. The multipart
    // encoding RFC 8058 recommends is read too (a refused body would be a 400).
    expect((await oneClick(oneClickPath, { contentType: form })).status).to.equal(200);
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    const unknown = await oneClick('/api/newsletter/unsubscribe/one-click?token=never-issued', { body: multipart });
    expect(unknown.status).to.equal(200);
    expect(await unknown.json()).to.deep.equal({ success: true });
    expect((await oneClick('/api/newsletter/unsubscribe/one-click', { contentType: form })).status, 'no token').to.equal(400);
  });

  it('keeps every admin read behind the admin policy', async () => {
    const user = `Bearer ${await app.tokenFor({ sub: 'u1', isPremium: true })}`;
    for (const path of ['/api/admin/contact-messages', '/api/admin/feedback', '/api/admin/newsletter-subscribers', '/api/admin/mail-outbox']) {
      const visitor = await fetch(app.baseUrl + path);
      expect(visitor.status, path).to.equal(401);
      const nonAdmin = await fetch(app.baseUrl + path, { headers: { authorization: user } });
      expect(nonAdmin.status, path).to.equal(403);
      expect(await nonAdmin.json()).to.include({ code: 'ADMIN_REQUIRED' });
    }
  });

  it('rate-limits contact submissions per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('/api/contact/submit', contact)).status);
    expect(statuses).to.include(429);
  });
});
