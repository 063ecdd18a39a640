import { isAbsolute, resolve } from 'node:path';
import type { z } from 'zod';
import type { AppConfig } from './app-config.js';
import { ConfigError } from './config-error.js';
import { environmentSchema, type Environment } from './config.schema.js';
import { resolveSecrets } from './secrets-store.js';

type Source = Record<string, string | undefined>;

/**
 * loadConfig for a process that may be asked for any free port (PORT=0): when the public address is
 * derived from the port (no PUBLIC_URL, outside production), the port is chosen first, so links and
 * the tracking code name the real one (README, configuration table).
 */
export async function loadConfigChoosingPort(choose: (host: string) => Promise<number>, source: Source = process.env): Promise<AppConfig> {
  const config = loadConfig(source);
  if (config.http.port !== 0 || (source.PUBLIC_URL ?? '') !== '') return config;
  return loadConfig({ ...source, PORT: String(await choose(config.http.host)) });
}

/**
 * The only reader of process.env (docs/architecture.md, "Configuration"). Empty strings count as unset so a chart can leave a
 * value blank. The first problem found becomes one line naming the variable and what it expects.
 */
export function loadConfig(source: Source = process.env, cwd = process.cwd()): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) throw new ConfigError(describeIssue(parsed.error, cleaned));
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';

  if (production && !env.DATABASE_URL) {
    throw new ConfigError('DATABASE_URL: required when NODE_ENV=production (a postgres:// connection URL)');
  }
  if (production && !env.REDIS_URL) {
    throw new ConfigError('REDIS_URL: required when NODE_ENV=production (a redis:// connection URL)');
  }
  if (production && !env.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL: required when NODE_ENV=production (the address users reach StackLens at, e.g. https://stacklens.example)');
  }
  // Outside production the address follows the port, so `PORT=3000 make start` hands out links and a
  // tracking code that reach this process (a PORT of 0 is replaced by the real one before this runs: runtime.ts).
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

  const billing = billingConfig(env, production);
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(cwd, env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  const secrets = resolveSecrets(
    { jwtSecret: env.JWT_SECRET, credentialsKey: env.CREDENTIALS_KEY, ipHashKey: env.IP_HASH_KEY },
    { production, dataDir },
  );

  return {
    env: env.NODE_ENV,
    embedded,
    dataDir,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl,
      trackerPublicUrl: (env.TRACKER_PUBLIC_URL ?? publicUrl).replace(/\/$/, ''),
      previewPublicUrl: env.PREVIEW_PUBLIC_URL ? env.PREVIEW_PUBLIC_URL.replace(/\/+$/, '') : null,
      trustProxy: env.TRUST_PROXY,
      bodyLimit: env.BODY_LIMIT,
      serveFrontend: env.SERVE_FRONTEND,
      frontendDist: isAbsolute(env.FRONTEND_DIST) ? env.FRONTEND_DIST : resolve(cwd, env.FRONTEND_DIST),
    },
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dir: resolve(dataDir, 'pg') },
    // Embedded mode has a single process, so migrating on start is safe; with PostgreSQL the Helm
    // hook Job (or `make migrate`) owns migrations unless asked otherwise.
    migrateOnStart: env.MIGRATE_ON_START ?? embedded,
    queue: env.REDIS_URL ? { kind: 'bull', redisUrl: env.REDIS_URL, lockMs: env.QUEUE_LOCK_MS, prefix: env.QUEUE_PREFIX } : { kind: 'memory' },
    log: {
      level: env.LOG_LEVEL,
      format: env.LOG_FORMAT ?? (production || !process.stdout.isTTY ? 'json' : 'pretty'),
    },
    secrets,
    jwtPreviousSecrets: env.JWT_PREVIOUS_SECRETS ?? [],
    credentialsPreviousKeys: env.CREDENTIALS_PREVIOUS_KEYS ?? [],
    adminEmails: env.ADMIN_EMAILS ?? [],
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, teamEmail: env.TEAM_EMAIL },
    outbound: { allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS, allowedPorts: env.AUDIT_ALLOWED_PORTS, chromiumPath: env.CHROMIUM_PATH },
    audits: {
      concurrency: env.AUDIT_CONCURRENCY,
      jobTimeoutMs: env.AUDIT_JOB_TIMEOUT_MS,
      browserRecycleJobs: env.AUDIT_BROWSER_RECYCLE_JOBS,
      maxRunningPerUser: env.AUDIT_MAX_RUNNING_PER_USER,
      // Unset: a process that serves the frontend itself fills in its own loopback address once listening.
      reportFrontendUrl: env.AUDIT_REPORT_FRONTEND_URL?.replace(/\/$/, '') ?? null,
    },
    tracker: {
      geoDbDir: env.GEO_DB_DIR ? (isAbsolute(env.GEO_DB_DIR) ? env.GEO_DB_DIR : resolve(cwd, env.GEO_DB_DIR)) : null,
      rateLimitPerSecond: env.TRACKER_RATE_LIMIT,
    },
    analyticsStore: env.CLICKHOUSE_URL
      ? { kind: 'clickhouse', url: env.CLICKHOUSE_URL.replace(/\/$/, ''), username: env.CLICKHOUSE_USER, password: env.CLICKHOUSE_PASSWORD, database: env.CLICKHOUSE_DATABASE }
      : { kind: 'postgres' },
    selfAnalytics: { enabled: env.SELF_ANALYTICS, siteId: env.SELF_ANALYTICS_SITE_ID?.toLowerCase() ?? null },
    analyticsAllowances: {
      trial: env.ANALYTICS_MONTHLY_EVENTS_TRIAL,
      free: env.ANALYTICS_MONTHLY_EVENTS_FREE,
      standard: env.ANALYTICS_MONTHLY_EVENTS_STANDARD,
      premium: env.ANALYTICS_MONTHLY_EVENTS_PREMIUM,
    },
    billing,
  };
}

/**
 * Prices, providers and seller (src/modules/billing/README.md). Each provider's keys come all together or
 * not at all; without them the test payment provider takes payments, which production refuses: it would
 * sell plans for nothing.
 */
function billingConfig(env: Environment, production: boolean): AppConfig['billing'] {
  if (env.PLAN_PREMIUM_PRICE_CENTS <= env.PLAN_STANDARD_PRICE_CENTS) {
    throw new ConfigError(`PLAN_PREMIUM_PRICE_CENTS: expected more than PLAN_STANDARD_PRICE_CENTS (${env.PLAN_STANDARD_PRICE_CENTS})`);
  }
  const group = (names: (keyof Environment)[]) => {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < names.length) throw new ConfigError(`${missing[0]}: required with ${names.filter((n) => !missing.includes(n)).join(', ')}`);
    if (missing.length === names.length && production) throw new ConfigError(`${names[0]}: required when NODE_ENV=production (the test payment provider never runs in production)`);
    return missing.length === 0;
  };
  const stripe = group(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
  const paypal = group(['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID']);
  return {
    prices: { standard: env.PLAN_STANDARD_PRICE_CENTS, premium: env.PLAN_PREMIUM_PRICE_CENTS },
    displayRates: Object.fromEntries(env.DISPLAY_CURRENCY_RATES.split(',').map((pair) => [pair.split(':')[0]!, Number(pair.split(':')[1])]).filter(([code]) => code !== 'EUR')),
    publicPromoCode: env.PROMO_PUBLIC_CODE,
    ossThresholdExceeded: env.VAT_OSS_THRESHOLD_EXCEEDED,
    viesUrl: env.VIES_URL.replace(/\/$/, ''),
    stripe: stripe ? { secretKey: env.STRIPE_SECRET_KEY!, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, apiUrl: env.STRIPE_API_URL ?? null } : null,
    paypal: paypal ? { clientId: env.PAYPAL_CLIENT_ID!, clientSecret: env.PAYPAL_CLIENT_SECRET!, webhookId: env.PAYPAL_WEBHOOK_ID!, environment: env.PAYPAL_ENVIRONMENT } : null,
    seller: { name: env.SELLER_NAME, legalForm: env.SELLER_LEGAL_FORM, address: env.SELLER_ADDRESS, registration: env.SELLER_REGISTRATION, vatNumber: env.SELLER_VAT_NUMBER },
  };
}

function describeIssue(error: z.ZodError, source: Source): string {
  const issue = error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const given = source[name];
  const shown = given === undefined ? '' : ` (got "${redact(name, given)}")`;
  return `${name}: ${expectation(issue)}${shown}`;
}

function expectation(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `expected one of ${issue.values.map(String).join(', ')}`;
  }
  if (issue.code === 'too_big' && /^Too big/.test(issue.message)) return `expected at most ${String(issue.maximum)}`;
  if (issue.code === 'too_small' && /^Too small/.test(issue.message)) return `expected at least ${String(issue.minimum)}`;
  if (issue.code === 'invalid_type') return 'expected a number';
  return `expected ${issue.message}`;
}

/** Never echo a secret or a URL's password into logs. */
function redact(name: string, value: string): string {
  if (/SECRET|KEY/.test(name)) return '***';
  // An SMTP URL carries the mail password; it may also sit in the user part without a colon.
  if (name === 'SMTP_URL') return value.replace(/\/\/[^@/]*@/, '//***@');
  return value.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
