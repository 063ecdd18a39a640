export type { HealthCheck } from './health-check.js';
export { HealthRoutes } from './health.routes.js';
