import { lazy } from 'react';

export { NewsletterSignup } from './NewsletterSignup';

// The footer imports this file on every page for the sign-up form; the pages stay in their own
// chunk, downloaded when one is opened (as if the router imported them directly).
export const UnsubscribePage = lazy(() => import('./UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })));
export const NewsletterConfirmPage = lazy(() => import('./NewsletterConfirmPage').then((m) => ({ default: m.NewsletterConfirmPage })));
