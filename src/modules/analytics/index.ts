/** The analytics module's public surface for other modules. */
export type { AnalyticsSite } from './domain/analytics-site.js';
