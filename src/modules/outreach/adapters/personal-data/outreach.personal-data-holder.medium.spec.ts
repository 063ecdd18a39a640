import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { hashToken } from '../../domain/newsletter-subscription.js';
import { ContactMessageObjectionRepository } from '../persistence/contact-message.objection-repository.js';
import { FeedbackObjectionRepository } from '../persistence/feedback.objection-repository.js';
import { NewsletterSubscriberObjectionRepository } from '../persistence/newsletter-subscriber.objection-repository.js';
import { OutreachPersonalDataHolder } from './outreach.personal-data-holder.js';

interface Exported {
  contactMessages: { name: string; email: string; message: string }[];
  feedback: { title: string; email: string | null; rating: number }[];
  newsletter: { email: string; status: string; locale: string } | null;
}

describe('OutreachPersonalDataHolder (real database)', () => {
  let db: TestDatabase;
  let holder: OutreachPersonalDataHolder;
  let contacts: ContactMessageObjectionRepository;
  let feedback: FeedbackObjectionRepository;
  let subscribers: NewsletterSubscriberObjectionRepository;
  const ada = { userId: 'user-ada', email: 'ada@example.org' };

  before(async () => {
    db = await createTestDatabase();
    contacts = new ContactMessageObjectionRepository(db.database);
    feedback = new FeedbackObjectionRepository(db.database);
    subscribers = new NewsletterSubscriberObjectionRepository(db.database);
    holder = new OutreachPersonalDataHolder(contacts, feedback, subscribers);
  });
  after(() => db.drop());
  beforeEach(async () => {
    for (const table of ['outreach_contact_messages', 'outreach_feedback', 'outreach_newsletter_subscribers']) await db.knex(table).delete();
    const contact = { subject: 'technical' as const, message: 'The audit stops early.', ipHash: 'h', priority: false };
    await contacts.add({ ...contact, name: 'Ada signed in', email: 'work@example.org', userId: ada.userId });
    await contacts.add({ ...contact, name: 'Ada visitor', email: 'Ada@Example.org', userId: null });
    await contacts.add({ ...contact, name: 'Bob', email: 'bob@example.org', userId: 'user-bob' });
    const item = { type: 'feature' as const, description: 'More charts', rating: 4, ipHash: 'h' };
    await feedback.add({ ...item, title: 'Ada signed in', email: null, userId: ada.userId });
    await feedback.add({ ...item, title: 'Ada by address', email: 'ada@example.org', userId: null });
    await feedback.add({ ...item, title: 'Anonymous', email: null, userId: null });
    await feedback.add({ ...item, title: 'Bob', email: 'bob@example.org', userId: 'user-bob' });
    const subscriber = (email: string, token: string) => ({
      email,
      locale: 'fr' as const,
      status: 'confirmed' as const,
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribeTokenHash: hashToken(token),
      confirmedAt: new Date('2026-11-20T00:00:00Z'),
      unsubscribedAt: null,
    });
    await subscribers.add(subscriber('ada@example.org', 'ada-token'));
    await subscribers.add(subscriber('bob@example.org', 'bob-token'));
  });

  it('exports the messages, feedback and subscription sent by the user id or from the address', async () => {
    const exported = (await holder.exportFor(ada)) as Exported;
    expect(holder.name).to.equal('outreach');
    expect(exported.contactMessages.map((m) => m.name)).to.deep.equal(['Ada signed in', 'Ada visitor']);
    expect(exported.feedback.map((f) => f.title)).to.deep.equal(['Ada signed in', 'Ada by address']);
    expect(exported.feedback[0]).to.include({ rating: 4, email: null });
    expect(exported.newsletter).to.include({ email: 'ada@example.org', status: 'confirmed', locale: 'fr' });
    expect(JSON.stringify(exported)).not.to.include(hashToken('ada-token'));
    expect(await holder.exportFor({ userId: 'nobody', email: 'nobody@example.org' })).to.deep.equal({ contactMessages: [], feedback: [], newsletter: null });
  });

  it('deletes all of it, keeps other people’s rows, and can run twice', async () => {
    await holder.eraseFor({ ...ada, email: 'ADA@example.org' });
    await holder.eraseFor(ada);
    const names = async (table: string, column: string) => ((await db.knex(table).select(column).orderBy('id')) as Record<string, string>[]).map((r) => r[column]);
    expect(await names('outreach_contact_messages', 'name')).to.deep.equal(['Bob']);
    expect(await names('outreach_feedback', 'title')).to.deep.equal(['Anonymous', 'Bob']);
    expect(await names('outreach_newsletter_subscribers', 'email')).to.deep.equal(['bob@example.org']);
  });

  it('erases nothing when the surrounding unit of work rolls back', async () => {
    await db.database
      .transaction(async () => {
        await holder.eraseFor(ada);
        throw new Error('a later holder failed');
      })
      .catch(() => undefined);
    const exported = (await holder.exportFor(ada)) as Exported;
    expect([exported.contactMessages.length, exported.feedback.length, exported.newsletter?.email]).to.deep.equal([2, 2, 'ada@example.org']);
  });
});
