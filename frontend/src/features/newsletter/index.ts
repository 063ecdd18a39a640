export { NewsletterConfirmPage } from './NewsletterConfirmPage';
export { UnsubscribePage } from './UnsubscribePage';
