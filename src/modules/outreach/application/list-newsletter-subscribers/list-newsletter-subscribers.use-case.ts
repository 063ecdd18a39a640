import { inject, injectable } from 'inversify';
import type { NewsletterSubscriber, SubscriptionStatus } from '../../domain/newsletter-subscription.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { Page } from '../ports/page.js';
import type { NewsletterSubscriberRepository } from '../ports/newsletter-subscriber.repository.port.js';

@injectable()
export class ListNewsletterSubscribers {
  constructor(@inject(OUTREACH.NewsletterSubscriberRepository) private readonly repository: NewsletterSubscriberRepository) {}

  /** The counts cover the whole list, not the page: the admin page shows them above it. */
  async execute(query: { page: number; pageSize: number }): Promise<Page<NewsletterSubscriber> & { counts: Record<SubscriptionStatus, number> }> {
    const [page, counts] = await Promise.all([
      this.repository.list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      this.repository.countByStatus(),
    ]);
    return { ...page, counts };
  }
}
