export type { AnalyticsStoreConfig, AppConfig, BillingConfig, DatabaseConfig, MailConfig, OutboundConfig, QueueConfig, Secrets } from './app-config.js';
export { ConfigError } from './config-error.js';
export { loadConfig, loadConfigChoosingPort } from './load-config.js';
export { environmentSchema } from './config.schema.js';
