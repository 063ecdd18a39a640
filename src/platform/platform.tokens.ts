/** Services the platform provides to every module; bound by src/main/containers. */
export const PLATFORM = {
  Config: Symbol.for('platform.Config'),
  Logger: Symbol.for('platform.Logger'),
  Database: Symbol.for('platform.Database'),
  TransactionRunner: Symbol.for('platform.TransactionRunner'),
  JobQueue: Symbol.for('platform.JobQueue'),
  Clock: Symbol.for('platform.Clock'),
  IpHasher: Symbol.for('platform.IpHasher'),
  /** JwtKeyring: signs access tokens with JWT_SECRET, names the keys (kid) that still verify. */
  JwtKeyring: Symbol.for('platform.JwtKeyring'),
  /** CredentialsKeyring: CREDENTIALS_KEY, from which each module's AesGcmSecretBox derives its keys. */
  CredentialsKeyring: Symbol.for('platform.CredentialsKeyring'),
  RateLimiter: Symbol.for('platform.RateLimiter'),
  /**
   * The shared ioredis client when REDIS_URL is set, `null` in the embedded runtime (one process: modules
   * keep such state in memory then). For short-lived shared state only; queues have their own connections.
   */
  Redis: Symbol.for('platform.Redis'),
  /** Mailer port: SMTP when SMTP_URL is set, the outbox table otherwise. */
  Mailer: Symbol.for('platform.Mailer'),
  /** MailOutbox: the record of every mail, read by the admin API. */
  MailOutbox: Symbol.for('platform.MailOutbox'),
  /** Multi-bound HealthCheck values consulted by /readyz. */
  HealthChecks: Symbol.for('platform.HealthChecks'),
} as const;
