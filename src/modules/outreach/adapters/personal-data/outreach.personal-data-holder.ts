import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { ContactMessageRepository } from '../../application/ports/contact-message.repository.port.js';
import type { FeedbackRepository } from '../../application/ports/feedback.repository.port.js';
import type { NewsletterSubscriberRepository } from '../../application/ports/newsletter-subscriber.repository.port.js';
import { OUTREACH } from '../../outreach.tokens.js';

/**
 * What outreach keeps about a person, for identity's account export and deletion: contact messages
 * and feedback they sent signed in or from their address, and their newsletter subscription. All of
 * it is deleted; nothing here is a record the law requires to keep.
 */
@injectable()
export class OutreachPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'outreach';

  constructor(
    @inject(OUTREACH.ContactMessageRepository) private readonly contactMessages: ContactMessageRepository,
    @inject(OUTREACH.FeedbackRepository) private readonly feedback: FeedbackRepository,
    @inject(OUTREACH.NewsletterSubscriberRepository) private readonly subscribers: NewsletterSubscriberRepository,
  ) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const email = subject.email.trim().toLowerCase();
    const messages = await this.contactMessages.listForPerson(subject.userId, email);
    const feedback = await this.feedback.listForPerson(subject.userId, email);
    const subscriber = await this.subscribers.findByEmail(email);
    return {
      contactMessages: messages.map((m) => ({
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        createdAt: m.createdAt.toISOString(),
      })),
      feedback: feedback.map((f) => ({
        type: f.type,
        title: f.title,
        description: f.description,
        rating: f.rating,
        email: f.email,
        createdAt: f.createdAt.toISOString(),
      })),
      // Token hashes stay out: they are secrets, not information about the person.
      newsletter: subscriber && {
        email: subscriber.email,
        locale: subscriber.locale,
        status: subscriber.status,
        createdAt: subscriber.createdAt.toISOString(),
        confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
        unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
      },
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    const email = subject.email.trim().toLowerCase();
    await this.contactMessages.deleteForPerson(subject.userId, email);
    await this.feedback.deleteForPerson(subject.userId, email);
    await this.subscribers.deleteByEmail(email);
  }
}
