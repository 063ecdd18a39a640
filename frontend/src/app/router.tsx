import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/errors';
import { HomePage } from '../features/home';
import { DashboardLayout, DefaultLayout, EmptyLayout } from './layouts';
import { LocaleRoute } from './routes/LocaleRoute';
import { RootRedirect } from './routes/RootRedirect';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

// Every page but home is code-split: its feature downloads when it is first opened, suspended by the layout.
const AboutPage = lazy(() => import('../features/about').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../features/contact').then((m) => ({ default: m.ContactPage })));
const FaqPage = lazy(() => import('../features/faq').then((m) => ({ default: m.FaqPage })));
const PricingPage = lazy(() => import('../features/pricing').then((m) => ({ default: m.PricingPage })));
const NoticesPage = lazy(() => import('../features/legal').then((m) => ({ default: m.NoticesPage })));
const PrivacyPage = lazy(() => import('../features/legal').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal').then((m) => ({ default: m.TermsPage })));
const UnsubscribePage = lazy(() => import('../features/newsletter').then((m) => ({ default: m.UnsubscribePage })));
const NewsletterConfirmPage = lazy(() => import('../features/newsletter').then((m) => ({ default: m.NewsletterConfirmPage })));
const DashboardWelcome = lazy(() => import('./routes/DashboardWelcome'));

/**
 * Pages by layout (SPEC §2), as paths under `/{lang}/`. Pages the SPEC's table leaves out (terms, FAQ,
 * pricing) take the default layout; the newsletter confirmation takes the empty one, like unsubscribe.
 */
const emptyLayoutPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'unsubscribe', element: <UnsubscribePage /> },
  { path: 'newsletter/confirm', element: <NewsletterConfirmPage /> },
];

const defaultLayoutPages: RouteObject[] = [
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'pricing', element: <PricingPage /> },
  { path: 'notices', element: <NoticesPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const dashboardLayoutPages: RouteObject[] = [{ path: 'dashboard', element: <DashboardWelcome /> }];

export function createAppRouter() {
  return createBrowserRouter([
    { path: '/', element: <RootRedirect />, errorElement: <RouteErrorBoundary /> },
    {
      path: '/:lang',
      element: <LocaleRoute />,
      errorElement: <RouteErrorBoundary />,
      children: [
        { element: <EmptyLayout />, children: emptyLayoutPages },
        { element: <DashboardLayout />, children: dashboardLayoutPages },
        { element: <DefaultLayout />, children: defaultLayoutPages },
      ],
    },
  ]);
}
