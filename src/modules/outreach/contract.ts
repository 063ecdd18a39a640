/**
 * The outreach module's HTTP contract: contact form, feedback, newsletter, and their admin lists. Types
 * only, importing nothing but other contracts; the only outreach file the frontend may import (type-only).
 * Form bodies are judged field by field by the domain, which answers the platform's ErrorBody with
 * `details.fields` (CONTACT_REQUIRED, FEEDBACK_REQUIRED…). The unions below are owned here and the
 * domain's lists are checked against them (outreach README).
 */
import type { AdminPage, SuccessResponse } from '../../platform/contract.js';

export type ContactSubject = 'general' | 'technical' | 'feature' | 'bug' | 'partnership' | 'other';
export type FeedbackType = 'suggestion' | 'bug' | 'improvement' | 'feature' | 'other';
export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * `POST /api/contact/submit` (public; { success }). The signed-in caller's id is stored with it, and a
 * caller with Premium access (read from the account on the server, never from this body) is marked
 * priority. The sender gets an acknowledgement mail in `locale`, or else in the request's
 * Accept-Language (the contact page sends its own language there).
 */
export interface ContactRequest {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  /** The page's language; anything else reads as English. */
  locale?: string;
}

/** `POST /api/feedback/submit` (public; { success }). */
export interface FeedbackRequest {
  /** Missing reads as `other`. */
  type?: FeedbackType;
  title: string;
  description: string;
  /** 1 to 5 stars. */
  rating: number;
  email?: string | null;
}

/** `POST /api/newsletter/subscribe` ({ success }, the same for every address): starts the double opt-in. */
export interface SubscribeRequest {
  email: string;
  /** The language of the confirmation mail. */
  locale?: string;
}

/** `POST /api/newsletter/confirm` ({ success }): the token of the mailed link. */
export interface ConfirmSubscriptionRequest {
  token: string;
}

/** `POST /api/newsletter/unsubscribe` ({ success }, the same for every address): by address or by the mailed token. */
export type UnsubscribeRequest = { email: string } | { token: string };

export type OutreachSubmitResponse = SuccessResponse;

/** `GET /api/admin/contact-messages?page=&pageSize=` (admin): priority messages first, then newest first. */
export interface ContactMessageEntry {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  userId: string | null;
  ipHash: string;
  /** Sent with Premium access: priority e-mail support. */
  priority: boolean;
  createdAt: string;
}

export type ContactMessagesResponse = AdminPage<ContactMessageEntry>;

/** `GET /api/admin/feedback?page=&pageSize=` (admin). */
export interface FeedbackEntry {
  id: string;
  type: FeedbackType;
  title: string;
  description: string;
  rating: number;
  email: string | null;
  userId: string | null;
  ipHash: string;
  createdAt: string;
}

export type FeedbackListResponse = AdminPage<FeedbackEntry>;

/** `GET /api/admin/newsletter-subscribers?page=&pageSize=` (admin). */
export interface NewsletterSubscriberEntry {
  id: string;
  email: string;
  locale: string;
  status: SubscriptionStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface NewsletterSubscribersResponse extends AdminPage<NewsletterSubscriberEntry> {
  /** Over the whole list, not only this page. */
  counts: Record<SubscriptionStatus, number>;
}
