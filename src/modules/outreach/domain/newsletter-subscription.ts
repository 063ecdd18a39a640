import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../../../shared/index.js';
import { isEmail } from './form-input.js';
import type { SubscriptionStatus } from '../contract.js';
import type { MailLocale } from './locale.js';

export type { SubscriptionStatus };

/** A confirmation link older than this no longer confirms; subscribing again mails a fresh one. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface NewsletterSubscriber {
  id: string;
  /** Lower-cased: one address, one subscriber. */
  email: string;
  locale: MailLocale;
  status: SubscriptionStatus;
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
  unsubscribeTokenHash: string;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export type NewSubscriber = Omit<NewsletterSubscriber, 'id' | 'createdAt'>;

/**
 * Tokens travel in mail links; only their SHA-256 is stored, so a database leak confirms or
 * unsubscribes nobody. 32 random bytes need no slow hash: they cannot be guessed.
 */
export const issueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export function subscriberEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw new DomainError('validation', 'NEWSLETTER_REQUIRED', 'Email required', { fields: { email: 'Required field' } });
  if (!isEmail(email)) {
    throw new DomainError('validation', 'NEWSLETTER_INVALID_EMAIL', 'Please enter a valid email address', { fields: { email: 'Please enter a valid email address' } });
  }
  return email;
}

/** Fresh tokens for a (re)subscription: the raw values go into the mail, the hashes onto the row. */
export function pendingTokens(now: Date): { confirmToken: string; unsubscribeToken: string; confirmTokenHash: string; unsubscribeTokenHash: string; confirmExpiresAt: Date } {
  const confirmToken = issueToken();
  const unsubscribeToken = issueToken();
  return {
    confirmToken,
    unsubscribeToken,
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    confirmExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
  };
}

export const confirmationUsable = (subscriber: NewsletterSubscriber, now: Date): boolean =>
  subscriber.status === 'pending' && subscriber.confirmExpiresAt !== null && subscriber.confirmExpiresAt.getTime() > now.getTime();
