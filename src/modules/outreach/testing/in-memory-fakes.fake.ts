/** In-memory ports shared by the outreach use-case specs (a .spec.ts so the build leaves it out; it holds no tests). */
import type { Mailer, MailMessage } from '../../../platform/mail/index.js';
import type { ContactMessage, ContactMessageEntry } from '../domain/contact-message.js';
import type { Feedback, FeedbackEntry } from '../domain/feedback.js';
import type { NewSubscriber, NewsletterSubscriber } from '../domain/newsletter-subscription.js';
import type { ContactMessageRepository } from '../application/ports/contact-message.repository.port.js';
import type { FeedbackRepository } from '../application/ports/feedback.repository.port.js';
import type { NewsletterSubscriberRepository } from '../application/ports/newsletter-subscriber.repository.port.js';
import type { PageRequest } from '../application/ports/page.js';

const page = <T>(all: T[], p: PageRequest) => ({ entries: [...all].reverse().slice(p.offset, p.offset + p.limit), total: all.length });

const ofPerson = (userId: string, email: string) => (e: { userId: string | null; email: string | null }) =>
  e.userId === userId || e.email?.toLowerCase() === email.toLowerCase();

export class InMemoryContactMessages implements ContactMessageRepository {
  entries: ContactMessageEntry[] = [];
  async add(message: ContactMessage) {
    const stored = { ...message, id: String(this.entries.length + 1), createdAt: new Date() };
    this.entries.push(stored);
    return stored;
  }
  async list(p: PageRequest) {
    const ordered = [...this.entries.filter((e) => !e.priority), ...this.entries.filter((e) => e.priority)];
    return page(ordered, p);
  }
  async listForPerson(userId: string, email: string) {
    return this.entries.filter(ofPerson(userId, email));
  }
  async deleteForPerson(userId: string, email: string) {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => !ofPerson(userId, email)(e));
    return before - this.entries.length;
  }
}

export class InMemoryFeedback implements FeedbackRepository {
  entries: FeedbackEntry[] = [];
  async add(feedback: Feedback) {
    const stored = { ...feedback, id: String(this.entries.length + 1), createdAt: new Date() };
    this.entries.push(stored);
    return stored;
  }
  async list(p: PageRequest) {
    return page(this.entries, p);
  }
  async listForPerson(userId: string, email: string) {
    return this.entries.filter(ofPerson(userId, email));
  }
  async deleteForPerson(userId: string, email: string) {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => !ofPerson(userId, email)(e));
    return before - this.entries.length;
  }
}

export class InMemorySubscribers implements NewsletterSubscriberRepository {
  rows: NewsletterSubscriber[] = [];
  async findByEmail(email: string) {
    return this.rows.find((r) => r.email === email) ?? null;
  }
  async findByConfirmTokenHash(hash: string) {
    return this.rows.find((r) => r.confirmTokenHash === hash) ?? null;
  }
  async findByUnsubscribeTokenHash(hash: string) {
    return this.rows.find((r) => r.unsubscribeTokenHash === hash) ?? null;
  }
  async add(subscriber: NewSubscriber) {
    if (this.rows.some((r) => r.email === subscriber.email)) return null;
    const stored = { ...subscriber, id: String(this.rows.length + 1), createdAt: new Date() };
    this.rows.push(stored);
    return stored;
  }
  async update(subscriber: NewsletterSubscriber) {
    this.rows = this.rows.map((r) => (r.id === subscriber.id ? { ...subscriber } : r));
  }
  async list(p: PageRequest) {
    return page(this.rows, p);
  }
  async deleteByEmail(email: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.email !== email);
    return this.rows.length < before;
  }
  async countByStatus() {
    const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const row of this.rows) counts[row.status] += 1;
    return counts;
  }
}

export class RecordingMailer implements Mailer {
  sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}
