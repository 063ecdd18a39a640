import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { KnexTransactionRunner, type Database } from '../../platform/db/index.js';
import { HealthRoutes, type HealthCheck } from '../../platform/health/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PlatformInfoRoutes } from '../../platform/info/index.js';
import type { Logger } from '../../platform/logging/index.js';
import { MailOutbox, MailOutboxRoutes, OutboxMailer, SmtpMailer, smtpTransport, type Mailer } from '../../platform/mail/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import type { JobQueue } from '../../platform/queue/index.js';
import type { RateLimiter } from '../../platform/rate-limit/index.js';
import { CredentialsKeyring, IpHasher, JwtKeyring } from '../../platform/security/index.js';
import type { Redis } from 'ioredis';
import type { Clock } from '../../shared/index.js';

/** The infrastructure a process opened before wiring; the container only hands it out. */
export interface Infrastructure {
  config: AppConfig;
  logger: Logger;
  database: Database;
  queue: JobQueue;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** Present with REDIS_URL; absent in the embedded runtime. */
  redis?: Redis | null;
}

export function platformModule(infra: Infrastructure): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PLATFORM.Config).toConstantValue(infra.config);
    bind(PLATFORM.Logger).toConstantValue(infra.logger);
    bind(PLATFORM.Database).toConstantValue(infra.database);
    bind(PLATFORM.TransactionRunner).toConstantValue(new KnexTransactionRunner(infra.database));
    bind(PLATFORM.JobQueue).toConstantValue(infra.queue);
    bind(PLATFORM.Clock).toConstantValue(infra.clock);
    bind(PLATFORM.RateLimiter).toConstantValue(infra.rateLimiter);
    bind<Redis | null>(PLATFORM.Redis).toConstantValue(infra.redis ?? null);
    bind(PLATFORM.IpHasher).toConstantValue(new IpHasher(infra.config.secrets.ipHashKey));
    bind(PLATFORM.JwtKeyring).toConstantValue(new JwtKeyring(infra.config.secrets.jwtSecret, infra.config.jwtPreviousSecrets, infra.clock));
    bind(PLATFORM.CredentialsKeyring).toConstantValue(new CredentialsKeyring(infra.config.secrets.credentialsKey, infra.config.credentialsPreviousKeys));
    const outbox = new MailOutbox(infra.database);
    bind(PLATFORM.MailOutbox).toConstantValue(outbox);
    bind<Mailer>(PLATFORM.Mailer).toConstantValue(createMailer(infra, outbox));
    bind<HealthCheck>(PLATFORM.HealthChecks).toConstantValue({ name: 'database', check: () => infra.database.ping() });
    bind<HealthCheck>(PLATFORM.HealthChecks).toConstantValue({ name: 'queue', check: () => infra.queue.ping() });
    bind(HealthRoutes).toSelf().inSingletonScope();
    bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: HealthRoutes });
  });
}

/** SMTP when SMTP_URL is set; otherwise mails are only recorded in the outbox. */
function createMailer(infra: Infrastructure, outbox: MailOutbox): Mailer {
  const { smtpUrl, from } = infra.config.mail;
  if (!smtpUrl) return new OutboxMailer(outbox, infra.config.env === 'production' ? undefined : infra.logger);
  return new SmtpMailer(smtpTransport(smtpUrl), outbox, from, infra.clock, infra.logger);
}

/**
 * Platform routes only the api serves (the worker and tracker serve health endpoints only): the
 * admin's read of the mail outbox and the installation info the frontend reads.
 */
export const platformHttpModule = new ContainerModule(({ bind }) => {
  bind(MailOutboxRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: MailOutboxRoutes });
  bind(PlatformInfoRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: PlatformInfoRoutes });
});
