import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AnalyticsPage } from '../features/analytics';
import { NotFoundPage } from '../features/errors';
import { HomePage } from '../features/home';
// Already lazy: the footer's sign-up form loads the newsletter feature's index on every page.
import { NewsletterConfirmPage, UnsubscribePage } from '../features/newsletter';
import { DefaultLayout, EmptyLayout } from './layouts';
import { LocaleRoute } from './routes/LocaleRoute';
import { RootRedirect } from './routes/RootRedirect';

// Every page but home is code-split: its feature downloads when it is first opened, suspended by the layout.
// The dashboard layout too: visitors of the public pages never need it (frontend/README.md, bundle budget).
const DashboardLayout = lazy(() => import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const AboutPage = lazy(() => import('../features/about').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../features/contact').then((m) => ({ default: m.ContactPage })));
const FaqPage = lazy(() => import('../features/faq').then((m) => ({ default: m.FaqPage })));
const PricingPage = lazy(() => import('../features/pricing').then((m) => ({ default: m.PricingPage })));
const NoticesPage = lazy(() => import('../features/legal').then((m) => ({ default: m.NoticesPage })));
const PrivacyPage = lazy(() => import('../features/legal').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal').then((m) => ({ default: m.TermsPage })));
const SettingsPage = lazy(() => import('../features/settings').then((m) => ({ default: m.SettingsPage })));
const UiCheckPage = lazy(() => import('../features/ui-check').then((m) => ({ default: m.UiCheckPage })));
const DashboardPage = lazy(() => import('../features/dashboard').then((m) => ({ default: m.DashboardPage })));
const AdminPage = lazy(() => import('../features/admin').then((m) => ({ default: m.AdminPage })));
const NewsletterAdminPage = lazy(() => import('../features/admin').then((m) => ({ default: m.NewsletterAdminPage })));
const LoginPage = lazy(() => import('../features/auth').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/auth').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../features/auth').then((m) => ({ default: m.VerifyEmailPage })));
const AuditPage = lazy(() => import('../features/audits').then((m) => ({ default: m.AuditPage })));
const AuditPrintPage = lazy(() => import('../features/audits').then((m) => ({ default: m.AuditPrintPage })));
const SeoAuditPage = lazy(() => import('../features/audits').then((m) => ({ default: m.SeoAuditPage })));
const SqlDesignerPage = lazy(() => import('../features/sql-designer').then((m) => ({ default: m.SqlDesignerPage })));
const StackQlPage = lazy(() => import('../features/stackql').then((m) => ({ default: m.StackQlPage })));
const RobotsPage = lazy(() => import('../features/robots').then((m) => ({ default: m.RobotsPage })));
const ApiTestingPage = lazy(() => import('../features/api-testing').then((m) => ({ default: m.ApiTestingPage })));
const SnippetsPage = lazy(() => import('../features/snippets').then((m) => ({ default: m.SnippetsPage })));
const SnippetViewPage = lazy(() => import('../features/snippets').then((m) => ({ default: m.SnippetViewPage })));
// The studio's index is shared with the snippets pages; its pages are lazy there too.
const StudioPage = lazy(() => import('../features/studio').then((m) => ({ default: m.StudioPage })));
const CssPlaygroundPage = lazy(() => import('../features/studio').then((m) => ({ default: m.CssPlaygroundPage })));
const ResponsivePage = lazy(() => import('../features/responsive').then((m) => ({ default: m.ResponsivePage })));
const CheckoutPage = lazy(() => import('../features/billing').then((m) => ({ default: m.CheckoutPage })));
const PaymentSuccessPage = lazy(() => import('../features/billing').then((m) => ({ default: m.PaymentSuccessPage })));
const ThreeDsReturnPage = lazy(() => import('../features/billing').then((m) => ({ default: m.ThreeDsReturnPage })));
const TestThreeDsPage = lazy(() => import('../features/billing').then((m) => ({ default: m.TestThreeDsPage })));
const TestPayPalPage = lazy(() => import('../features/billing').then((m) => ({ default: m.TestPayPalPage })));

/**
 * Pages by layout (docs/product.md §3.1), as paths under `/{lang}/`. Pages the product's table leaves out (terms, FAQ,
 * pricing) take the default layout; the newsletter confirmation and the password pages take the empty
 * one, like unsubscribe and sign-in.
 */
const emptyLayoutPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'signup', element: <SignupPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <ResetPasswordPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  { path: 'unsubscribe', element: <UnsubscribePage /> },
  { path: 'newsletter/confirm', element: <NewsletterConfirmPage /> },
  // What the PDF export prints (the worker injects the report); no session needed (access-rules.ts).
  { path: 'stack-audit/print', element: <AuditPrintPage /> },
  // Signed-in only, like everything under /payment (access-rules.ts); the test-* pages stand in for the
  // bank's 3-D Secure page and PayPal while the test payment provider takes payments (billing README).
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'payment/success', element: <PaymentSuccessPage /> },
  { path: 'payment/3ds-return', element: <ThreeDsReturnPage /> },
  { path: 'payment/test-3ds', element: <TestThreeDsPage /> },
  { path: 'payment/test-paypal', element: <TestPayPalPage /> },
];

const defaultLayoutPages: RouteObject[] = [
  { path: 'about', element: <AboutPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'pricing', element: <PricingPage /> },
  // The premium guards (docs/product.md §4.2) send some refusals to /subscription, others to /pricing: both show the plans.
  { path: 'subscription', element: <PricingPage /> },
  { path: 'notices', element: <NoticesPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'terms', element: <TermsPage /> },
  { path: 'test', element: <UiCheckPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const dashboardLayoutPages: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'settings', element: <SettingsPage /> },
  // The profile is the settings' account section (docs/product.md, "Screens and routes").
  { path: 'profile', element: <Navigate replace to={{ pathname: '../settings', hash: '#account' }} relative="path" /> },
  { path: 'admin', element: <AdminPage /> },
  { path: 'newsletter-admin', element: <NewsletterAdminPage /> },
  { path: 'stack-audit/content', element: <AuditPage type="content" /> },
  { path: 'stack-audit/website', element: <AuditPage type="website" /> },
  { path: 'stack-audit/security', element: <AuditPage type="security" /> },
  { path: 'stack-audit/semantic', element: <AuditPage type="semantic" /> },
  { path: 'stack-audit/performance', element: <AuditPage type="performance" /> },
  { path: 'stack-audit/user-engagement', element: <AuditPage type="user-engagement" /> },
  // The SEO audit's address is the product's own (docs/product.md §3.1), premium like /semantic.
  { path: 'seo-audit', element: <SeoAuditPage /> },
  { path: 'stacklens-analytics', element: <AnalyticsPage /> },
  // One designer, two addresses (docs/product.md §3.1): the second opens on its SQL tab.
  { path: 'database-designer', element: <SqlDesignerPage /> },
  { path: 'sql-generator', element: <SqlDesignerPage initialTab="sql" /> },
  { path: 'stackql', element: <StackQlPage /> },
  // The robots.txt tools and the structured-data validator (docs/product.md §4.2: premium, others sent to /subscription).
  { path: 'robots', element: <RobotsPage /> },
  { path: 'api-testing', element: <ApiTestingPage /> },
  // The saved templates and one template's code, read-only (docs/product.md §3.1), for signed-in users (§4.2).
  { path: 'snippets', element: <SnippetsPage /> },
  { path: 'snippetsView', element: <SnippetViewPage /> },
  { path: 'studio', element: <StudioPage /> },
  { path: 'css-playground', element: <CssPlaygroundPage /> },
  { path: 'responsive', element: <ResponsivePage /> },
];

/**
 * The route tree, rendered by `useRoutes` under a `<BrowserRouter>` (App.tsx). Declarative mode on
 * purpose: the data router (createBrowserRouter) adds about 16 KB gzipped to every page for loaders,
 * actions and fetchers we do not use; render errors are caught by RouteErrorBoundary instead of
 * `errorElement` (ADR 0004).
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LocaleRoute />,
    children: [
      { element: <EmptyLayout />, children: emptyLayoutPages },
      { element: <DashboardLayout />, children: dashboardLayoutPages },
      { element: <DefaultLayout />, children: defaultLayoutPages },
    ],
  },
];
