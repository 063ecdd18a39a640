import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.js';
import { createLogger } from '../logging/index.js';
import { MailOutbox, OutboxMailer, SmtpMailer, type MailTransport } from './index.js';

describe('mail outbox and mailers (real database)', () => {
  let db: TestDatabase;
  let outbox: MailOutbox;
  const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
  const logger = createLogger({ level: 'silent', format: 'json' });
  const message = { to: 'ada@example.org', subject: 'Hello', text: 'Body', template: 'test.hello', locale: 'fr' };
  before(async () => {
    db = await createTestDatabase();
    outbox = new MailOutbox(db.database);
  });
  after(() => db.drop());
  beforeEach(() => db.knex('mail_outbox').delete());

  it('OutboxMailer records the mail unsent; the outbox lists newest first with a total', async () => {
    const mailer = new OutboxMailer(outbox);
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second', html: '<p>Body</p>' });
    const page = await outbox.list({ limit: 1, offset: 0 });
    expect(page.total).to.equal(2);
    expect(page.entries).to.have.length(1);
    expect(page.entries[0]).to.include({ to: 'ada@example.org', subject: 'Second', text: 'Body', html: '<p>Body</p>', template: 'test.hello', locale: 'fr', sentAt: null });
    expect(page.entries[0]!.createdAt).to.be.instanceOf(Date);
    expect((await outbox.list({ limit: 5, offset: 1 })).entries.map((e) => e.subject)).to.deep.equal(['Hello']);
  });

  it('SmtpMailer hands the mail to the transport with MAIL_FROM and records it as sent', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const handed: unknown[] = [];
    const spy: MailTransport = { sendMail: async (mail) => handed.push(JSON.parse(((await transport.sendMail(mail)) as { message: string }).message)) };
    await new SmtpMailer(spy, outbox, 'StackLens <no-reply@stacklens.test>', clock, logger).send(message);
    expect(handed[0]).to.deep.include({ subject: 'Hello', text: 'Body' });
    expect(JSON.stringify(handed[0])).to.include('no-reply@stacklens.test').and.to.include('ada@example.org');
    const [entry] = (await outbox.list({ limit: 1, offset: 0 })).entries;
    expect(entry!.sentAt?.toISOString()).to.equal('2026-11-22T12:00:00.000Z');
  });

  it('records extra headers in the jsonb headers column, {} when a mail has none, and hands them to SMTP', async () => {
    const headers = { 'List-Unsubscribe': '<https://stacklens.test/api/newsletter/unsubscribe/one-click?token=t-1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await new OutboxMailer(outbox).send({ ...message, headers });
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const handed: { headers?: unknown }[] = [];
    const spy: MailTransport = { sendMail: async (mail) => handed.push(JSON.parse(((await transport.sendMail(mail)) as { message: string }).message) as { headers?: unknown }) };
    await new SmtpMailer(spy, outbox, 'x@y.z', clock, logger).send({ ...message, subject: 'With headers', headers });
    await new OutboxMailer(outbox).send({ ...message, subject: 'Plain' });

    expect(handed[0]!.headers).to.deep.equal(headers);
    const bySubject = Object.fromEntries((await outbox.list({ limit: 5, offset: 0 })).entries.map((e) => [e.subject, e.headers]));
    expect(bySubject).to.deep.equal({ Hello: headers, 'With headers': headers, Plain: {} });
    const stored = await db.knex('mail_outbox').select(db.knex.raw('jsonb_typeof(headers) as type'), db.knex.raw("headers->>'List-Unsubscribe-Post' as post"));
    expect(stored.map((r: { type: string }) => r.type)).to.deep.equal(['object', 'object', 'object']);
    expect(stored.map((r: { post: string | null }) => r.post).sort()).to.deep.equal(['List-Unsubscribe=One-Click', 'List-Unsubscribe=One-Click', null]);
  });

  it('refuses a header value that would inject another header, recording nothing', async () => {
    const error = await new OutboxMailer(outbox).send({ ...message, headers: { 'X-Note': 'a\r\nBcc: all@example.org' } }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(Error);
    expect((await outbox.list({ limit: 5, offset: 0 })).total).to.equal(0);
  });

  it('SmtpMailer keeps a mail the server refused in the outbox, unsent, without failing the caller', async () => {
    const failing: MailTransport = { sendMail: () => Promise.reject(new Error('ECONNREFUSED')) };
    await new SmtpMailer(failing, outbox, 'x@y.z', clock, logger).send(message);
    const page = await outbox.list({ limit: 5, offset: 0 });
    expect(page.total).to.equal(1);
    expect(page.entries[0]!.sentAt).to.equal(null);
  });

  it('finds and deletes the mails sent to an address or naming it, and only those', async () => {
    const mailer = new OutboxMailer(outbox);
    await mailer.send({ ...message, to: 'Ada@Example.org', subject: 'Reset your password' });
    await mailer.send({ ...message, to: 'team@stacklens.test', subject: 'New contact message', text: 'From: ada@example.org\nHello' });
    await mailer.send({ ...message, to: 'team@stacklens.test', subject: 'Other', text: 'plain', html: '<p>reply to <b>ADA@example.org</b></p>' });
    await mailer.send({ ...message, to: 'bob@example.org', subject: 'Bob only', text: 'ada_example.org and adaXexample.org are not her' });
    await mailer.send({ ...message, to: 'a%a@example.org', subject: 'Wildcards' });

    const found = await outbox.listFor('ada@example.org');
    expect(found.map((e) => e.subject)).to.deep.equal(['Reset your password', 'New contact message', 'Other']);
    expect((await outbox.listFor('a%a@example.org')).map((e) => e.subject)).to.deep.equal(['Wildcards']);
    expect(String(await outbox.listFor('  ').catch((e: unknown) => e))).to.match(/address is required/);

    expect(await outbox.deleteFor(' ADA@example.org ')).to.equal(3);
    expect(await outbox.listFor('ada@example.org')).to.deep.equal([]);
    expect((await outbox.list({ limit: 10, offset: 0 })).entries.map((e) => e.subject).sort()).to.deep.equal(['Bob only', 'Wildcards']);
  });

  it('a mail recorded inside a rolled-back unit of work disappears with it', async () => {
    const mailer = new OutboxMailer(outbox);
    await db.database
      .transaction(async () => {
        await mailer.send(message);
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect((await outbox.list({ limit: 5, offset: 0 })).total).to.equal(0);
  });
});
