import { lazy } from 'react';

export { startSelfTracking } from './self-tracking';

// The app's providers import this file on every page for the dogfooding; the page itself stays in its own chunk,
// downloaded when it is opened (as if the router imported it directly).
export const AnalyticsPage = lazy(() => import('./AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));
