export const OUTREACH = {
  Settings: Symbol.for('outreach.Settings'),
  ContactMessageRepository: Symbol.for('outreach.ContactMessageRepository'),
  FeedbackRepository: Symbol.for('outreach.FeedbackRepository'),
  NewsletterSubscriberRepository: Symbol.for('outreach.NewsletterSubscriberRepository'),
  SubmitContactMessage: Symbol.for('outreach.SubmitContactMessage'),
  SubmitFeedback: Symbol.for('outreach.SubmitFeedback'),
  SubscribeToNewsletter: Symbol.for('outreach.SubscribeToNewsletter'),
  ConfirmNewsletterSubscription: Symbol.for('outreach.ConfirmNewsletterSubscription'),
  UnsubscribeFromNewsletter: Symbol.for('outreach.UnsubscribeFromNewsletter'),
  ListContactMessages: Symbol.for('outreach.ListContactMessages'),
  ListFeedback: Symbol.for('outreach.ListFeedback'),
  ListNewsletterSubscribers: Symbol.for('outreach.ListNewsletterSubscribers'),
} as const;
