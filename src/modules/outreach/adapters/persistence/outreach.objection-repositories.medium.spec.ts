import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { hashToken, type NewSubscriber } from '../../domain/newsletter-subscription.js';
import { ContactMessageObjectionRepository } from './contact-message.objection-repository.js';
import { FeedbackObjectionRepository } from './feedback.objection-repository.js';
import { NewsletterSubscriberObjectionRepository } from './newsletter-subscriber.objection-repository.js';

describe('outreach objection repositories (real database)', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.drop());

  it('contact messages: adds and lists newest first with a total', async () => {
    const repository = new ContactMessageObjectionRepository(db.database);
    const message = { name: 'Ada', email: 'ada@example.org', subject: 'bug' as const, message: 'Something broke.', userId: null, ipHash: 'h1', priority: false };
    const first = await repository.add(message);
    const second = await repository.add({ ...message, name: 'Bob', userId: 'u2' });
    expect(first).to.include({ name: 'Ada', subject: 'bug', ipHash: 'h1', userId: null });
    expect(first.id).to.be.a('string');
    expect(first.createdAt).to.be.instanceOf(Date);
    const page = await repository.list({ limit: 1, offset: 0 });
    expect(page.total).to.equal(2);
    expect(page.entries.map((e) => e.id)).to.deep.equal([second.id]);
    expect((await repository.list({ limit: 1, offset: 1 })).entries[0]).to.deep.equal(first);
  });

  it('contact messages: lists priority messages first, each group newest first', async () => {
    const repository = new ContactMessageObjectionRepository(db.database);
    await db.knex('outreach_contact_messages').delete();
    const message = { name: 'Ada', email: 'ada@example.org', subject: 'technical' as const, message: 'Help please.', userId: null, ipHash: 'h1', priority: false };
    const oldPriority = await repository.add({ ...message, name: 'Old premium', userId: 'u1', priority: true });
    const community = await repository.add({ ...message, name: 'Community' });
    const newPriority = await repository.add({ ...message, name: 'New premium', userId: 'u2', priority: true });
    expect(oldPriority.priority).to.equal(true);
    expect(community.priority).to.equal(false);
    const page = await repository.list({ limit: 10, offset: 0 });
    expect(page.entries.map((e) => e.name)).to.deep.equal(['New premium', 'Old premium', 'Community']);
    expect(page.entries[0]).to.deep.equal(newPriority);
  });

  it('feedback: adds with an optional email and a numeric rating', async () => {
    const repository = new FeedbackObjectionRepository(db.database);
    const stored = await repository.add({ type: 'feature', title: 'T', description: 'D', rating: 4, email: null, userId: 'u1', ipHash: 'h' });
    expect(stored).to.include({ type: 'feature', rating: 4, email: null, userId: 'u1' });
    const page = await repository.list({ limit: 10, offset: 0 });
    expect(page.total).to.equal(1);
    expect(page.entries[0]).to.deep.equal(stored);
  });

  it('newsletter subscribers: finds by address and token hashes, updates, and ignores a duplicate insert', async () => {
    const repository = new NewsletterSubscriberObjectionRepository(db.database);
    const pending: NewSubscriber = {
      email: 'ada@example.org',
      locale: 'fr',
      status: 'pending',
      confirmTokenHash: hashToken('c'),
      confirmExpiresAt: new Date('2026-11-29T00:00:00Z'),
      unsubscribeTokenHash: hashToken('u'),
      confirmedAt: null,
      unsubscribedAt: null,
    };
    const added = await repository.add(pending);
    expect(added).to.include({ email: 'ada@example.org', status: 'pending', locale: 'fr' });
    expect(added!.confirmExpiresAt!.toISOString()).to.equal('2026-11-29T00:00:00.000Z');
    expect(await repository.add({ ...pending, confirmTokenHash: hashToken('c2'), unsubscribeTokenHash: hashToken('u2') })).to.equal(null);

    expect((await repository.findByEmail('ada@example.org'))?.id).to.equal(added!.id);
    expect((await repository.findByConfirmTokenHash(hashToken('c')))?.id).to.equal(added!.id);
    expect((await repository.findByUnsubscribeTokenHash(hashToken('u')))?.id).to.equal(added!.id);
    expect(await repository.findByConfirmTokenHash(hashToken('other'))).to.equal(null);

    const confirmedAt = new Date('2026-11-23T00:00:00Z');
    await repository.update({ ...added!, status: 'confirmed', confirmedAt, confirmTokenHash: null, confirmExpiresAt: null });
    const reread = await repository.findByEmail('ada@example.org');
    expect(reread).to.include({ status: 'confirmed', confirmTokenHash: null, confirmExpiresAt: null });
    expect(reread!.confirmedAt!.toISOString()).to.equal(confirmedAt.toISOString());
    expect(await repository.findByConfirmTokenHash(hashToken('c'))).to.equal(null);

    const page = await repository.list({ limit: 10, offset: 0 });
    expect(page.total).to.equal(1);
    expect(page.entries[0]).to.deep.equal(reread);
    expect(await repository.countByStatus()).to.deep.equal({ pending: 0, confirmed: 1, unsubscribed: 0 });
  });
});
