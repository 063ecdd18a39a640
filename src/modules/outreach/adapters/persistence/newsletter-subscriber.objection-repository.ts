import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { NewsletterSubscriberRepository } from '../../application/ports/newsletter-subscriber.repository.port.js';
import type { Page, PageRequest } from '../../application/ports/page.js';
import type { MailLocale } from '../../domain/locale.js';
import type { NewSubscriber, NewsletterSubscriber, SubscriptionStatus } from '../../domain/newsletter-subscription.js';
import { NewsletterSubscriberModel } from './outreach.models.js';

@injectable()
export class NewsletterSubscriberObjectionRepository implements NewsletterSubscriberRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async findByEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.findBy('email', email);
  }

  async findByConfirmTokenHash(hash: string): Promise<NewsletterSubscriber | null> {
    return this.findBy('confirm_token_hash', hash);
  }

  async findByUnsubscribeTokenHash(hash: string): Promise<NewsletterSubscriber | null> {
    return this.findBy('unsubscribe_token_hash', hash);
  }

  async add(subscriber: NewSubscriber): Promise<NewsletterSubscriber | null> {
    // ON CONFLICT DO NOTHING returns no row: the address arrived concurrently; no unique-violation 500.
    const rows = await this.db
      .executor()
      .table(NewsletterSubscriberModel.tableName)
      .insert({ email: subscriber.email, ...mutableColumns(subscriber) })
      .onConflict('email')
      .ignore()
      .returning('*');
    const row = (rows as NewsletterSubscriberModel[])[0];
    return row ? toSubscriber(row) : null;
  }

  async update(subscriber: NewsletterSubscriber): Promise<void> {
    await NewsletterSubscriberModel.query(this.db.executor()).where('id', subscriber.id).patch(mutableColumns(subscriber));
  }

  async list(page: PageRequest): Promise<Page<NewsletterSubscriber>> {
    const query = NewsletterSubscriberModel.query(this.db.executor());
    const [rows, total] = await Promise.all([
      query.clone().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset),
      query.clone().resultSize(),
    ]);
    return { entries: rows.map(toSubscriber), total };
  }

  async deleteByEmail(email: string): Promise<boolean> {
    return (await NewsletterSubscriberModel.query(this.db.executor()).where('email', email).delete()) > 0;
  }

  async countByStatus(): Promise<Record<SubscriptionStatus, number>> {
    const rows = (await NewsletterSubscriberModel.query(this.db.executor())
      .select('status')
      .count('* as count')
      .groupBy('status')) as unknown as { status: SubscriptionStatus; count: string | number }[];
    const counts: Record<SubscriptionStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  private async findBy(column: 'email' | 'confirm_token_hash' | 'unsubscribe_token_hash', value: string): Promise<NewsletterSubscriber | null> {
    const row = await NewsletterSubscriberModel.query(this.db.executor()).findOne(column, value);
    return row ? toSubscriber(row) : null;
  }
}

function mutableColumns(s: NewSubscriber) {
  return {
    locale: s.locale,
    status: s.status,
    confirm_token_hash: s.confirmTokenHash,
    confirm_expires_at: s.confirmExpiresAt,
    unsubscribe_token_hash: s.unsubscribeTokenHash,
    confirmed_at: s.confirmedAt,
    unsubscribed_at: s.unsubscribedAt,
  };
}

const date = (value: Date | null): Date | null => (value ? new Date(value) : null);

function toSubscriber(row: NewsletterSubscriberModel): NewsletterSubscriber {
  return {
    id: String(row.id),
    email: row.email,
    locale: row.locale as MailLocale,
    status: row.status as SubscriptionStatus,
    confirmTokenHash: row.confirm_token_hash,
    confirmExpiresAt: date(row.confirm_expires_at),
    unsubscribeTokenHash: row.unsubscribe_token_hash,
    createdAt: new Date(row.created_at),
    confirmedAt: date(row.confirmed_at),
    unsubscribedAt: date(row.unsubscribed_at),
  };
}
