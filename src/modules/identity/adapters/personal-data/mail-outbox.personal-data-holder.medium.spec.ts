import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { MailOutbox, OutboxMailer } from '../../../../platform/mail/index.js';
import { MailOutboxPersonalDataHolder } from './mail-outbox.personal-data-holder.js';

describe('MailOutboxPersonalDataHolder (real database)', () => {
  let db: TestDatabase;
  let outbox: MailOutbox;
  let holder: MailOutboxPersonalDataHolder;
  const ada = { userId: 'user-ada', email: 'ada@example.org' };
  const resetText = 'Reset your password: https://stacklens.test/en/reset-password?token=secret-reset-token';

  before(async () => {
    db = await createTestDatabase();
    outbox = new MailOutbox(db.database);
    holder = new MailOutboxPersonalDataHolder(outbox);
  });
  after(() => db.drop());
  beforeEach(async () => {
    await db.knex('mail_outbox').delete();
    const mailer = new OutboxMailer(outbox);
    await mailer.send({ to: 'ada@example.org', subject: 'Reset your password', text: resetText, template: 'identity.password-reset', locale: 'fr' });
    await mailer.send({ to: 'team@stacklens.test', subject: 'New contact message', text: 'Email: ADA@example.org\nHello', template: 'outreach.contact-notification', locale: 'en' });
    await mailer.send({ to: 'bob@example.org', subject: 'Confirm', text: 'Hi Bob', template: 'outreach.newsletter-confirm', locale: 'en' });
  });

  it('exports the subject, template and dates of the mails to or about the address, never their bodies', async () => {
    const exported = (await holder.exportFor(ada)) as { mails: Record<string, unknown>[] };
    expect(holder.name).to.equal('mail');
    expect(exported.mails.map((m) => [m.to, m.subject, m.template, m.locale])).to.deep.equal([
      ['ada@example.org', 'Reset your password', 'identity.password-reset', 'fr'],
      ['team@stacklens.test', 'New contact message', 'outreach.contact-notification', 'en'],
    ]);
    expect(exported.mails[0]!.createdAt).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(exported.mails[0]!.sentAt).to.equal(null);
    expect(JSON.stringify(exported)).not.to.include('secret-reset-token');
  });

  it('deletes those mails and keeps everyone else’s, idempotently', async () => {
    await holder.eraseFor(ada);
    await holder.eraseFor(ada);
    const left = (await db.knex('mail_outbox').select('to_address')) as { to_address: string }[];
    expect(left.map((r) => r.to_address)).to.deep.equal(['bob@example.org']);
  });

  it('erases nothing when the surrounding unit of work rolls back', async () => {
    await db.database
      .transaction(async () => {
        await holder.eraseFor(ada);
        throw new Error('a later holder failed');
      })
      .catch(() => undefined);
    expect(await outbox.listFor(ada.email)).to.have.length(2);
  });
});
