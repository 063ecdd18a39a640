import type { NewSubscriber, NewsletterSubscriber, SubscriptionStatus } from '../../domain/newsletter-subscription.js';
import type { Page, PageRequest } from './page.js';

export interface NewsletterSubscriberRepository {
  /** `email` is already lower-cased. */
  findByEmail(email: string): Promise<NewsletterSubscriber | null>;
  findByConfirmTokenHash(hash: string): Promise<NewsletterSubscriber | null>;
  findByUnsubscribeTokenHash(hash: string): Promise<NewsletterSubscriber | null>;
  /** Null when the address is already there (a concurrent subscription won the race). */
  add(subscriber: NewSubscriber): Promise<NewsletterSubscriber | null>;
  /** Writes every field but id, email and createdAt. */
  update(subscriber: NewsletterSubscriber): Promise<void>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<NewsletterSubscriber>>;
  /** Account deletion: forgets the address entirely (not a mere unsubscribe); false when unknown. */
  deleteByEmail(email: string): Promise<boolean>;
  /** Every status present, zero for the others. */
  countByStatus(): Promise<Record<SubscriptionStatus, number>>;
}
