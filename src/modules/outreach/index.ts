/** The outreach module's public surface for other modules. */
export type { ContactSubject } from './domain/contact-message.js';
export type { FeedbackType } from './domain/feedback.js';
export type { SubscriptionStatus } from './domain/newsletter-subscription.js';
