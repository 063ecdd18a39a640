import { inject, injectable } from 'inversify';
import type { NewsletterSubscriber } from '../../domain/newsletter-subscription.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { Page } from '../ports/page.js';
import type { NewsletterSubscriberRepository } from '../ports/newsletter-subscriber.repository.port.js';

@injectable()
export class ListNewsletterSubscribers {
  constructor(@inject(OUTREACH.NewsletterSubscriberRepository) private readonly repository: NewsletterSubscriberRepository) {}

  execute(query: { page: number; pageSize: number }): Promise<Page<NewsletterSubscriber>> {
    return this.repository.list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  }
}
