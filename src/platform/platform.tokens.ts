/** Services the platform provides to every module; bound by src/main/containers. */
export const PLATFORM = {
  Config: Symbol.for('platform.Config'),
  Logger: Symbol.for('platform.Logger'),
  Database: Symbol.for('platform.Database'),
  TransactionRunner: Symbol.for('platform.TransactionRunner'),
  JobQueue: Symbol.for('platform.JobQueue'),
  Clock: Symbol.for('platform.Clock'),
  IpHasher: Symbol.for('platform.IpHasher'),
  RateLimiter: Symbol.for('platform.RateLimiter'),
  /** Multi-bound HealthCheck values consulted by /readyz. */
  HealthChecks: Symbol.for('platform.HealthChecks'),
} as const;
