import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

// 0 asks the OS for a free port (tests, benchmarks).
const port = z.coerce.number().int().min(0).max(65535);

/** At least 32 bytes of key material, given as base64 or hex (44+ or 64+ characters). */
const secret = z
  .string()
  .min(32, 'at least 32 characters of random key material (base64 or hex)');

/**
 * Former keys still accepted during a rotation (JWT_PREVIOUS_SECRETS, CREDENTIALS_PREVIOUS_KEYS):
 * comma-separated, each at least 32 characters (blanks around commas ignored). Becomes a list.
 */
const secretList = z
  .string()
  .refine(
    (value) => value.split(',').map((s) => s.trim()).every((s) => s.length >= 32),
    'comma-separated keys of at least 32 characters each',
  )
  .transform((value) => value.split(',').map((s) => s.trim()));

/** Comma-separated e-mail addresses (blanks around commas ignored); becomes a lower-cased list. */
const emailList = z
  .string()
  .refine(
    (value) => value.split(',').map((s) => s.trim()).every((s) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(s)),
    'comma-separated e-mail addresses',
  )
  .transform((value) => value.split(',').map((s) => s.trim().toLowerCase()));

/** Comma-separated TCP ports (blanks around commas ignored); becomes a list of numbers. */
const portList = z
  .string()
  .refine(
    (value) => value.split(',').map((s) => s.trim()).every((s) => /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= 65535),
    'comma-separated port numbers such as 80,443',
  )
  .transform((value) => value.split(',').map((s) => Number(s.trim())));

const byteSize = z
  .string()
  .regex(/^\d+(b|kb|mb)$/i, 'a size such as 512kb or 1mb');

/**
 * Every environment variable StackLens reads. README.md's configuration table mirrors this list;
 * test/platform/config/readme-table.spec.ts keeps the two in step.
 */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Unset outside production: http://localhost:{PORT} (load-config.ts), so links and the tracking code follow the port.
  PUBLIC_URL: z.url('an absolute URL such as https://stacklens.example').optional(),
  // Unset: the tracker is reached through PUBLIC_URL (the ingress routes /s.js and /t there).
  TRACKER_PUBLIC_URL: z.url('an absolute URL such as https://t.stacklens.example').optional(),
  // Unset: the studio's sandboxed preview frame is served from the app's own origin (studio README, "Preview").
  PREVIEW_PUBLIC_URL: z.url('an absolute URL such as https://preview.stacklens.example').optional(),
  TRUST_PROXY: boolean.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// connection URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  MIGRATE_ON_START: boolean.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// connection URL')
    .optional(),
  // Analytics on ClickHouse (src/modules/analytics/README.md, "ClickHouse"; docs/adr/0012-analytics-on-clickhouse.md):
  // unset keeps every analytics table in PostgreSQL.
  CLICKHOUSE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+\/?$/, "ClickHouse's HTTP interface as http(s)://host:port, with no path")
    .optional(),
  CLICKHOUSE_USER: z.string().min(1).default('default'),
  CLICKHOUSE_PASSWORD: z.string().default(''),
  CLICKHOUSE_DATABASE: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'a database name of letters, digits and underscores')
    .default('stacklens'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  JWT_SECRET: secret.optional(),
  JWT_PREVIOUS_SECRETS: secretList.optional(),
  CREDENTIALS_KEY: secret.optional(),
  CREDENTIALS_PREVIOUS_KEYS: secretList.optional(),
  IP_HASH_KEY: secret.optional(),
  FRONTEND_DIST: z.string().min(1).default('frontend/dist'),
  SERVE_FRONTEND: boolean.default(true),
  BODY_LIMIT: byteSize.default('1mb'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]{1,32}$/i, 'letters, digits, - or _ (1-32)').default('stacklens'),
  QUEUE_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('StackLens <no-reply@stacklens.local>'),
  TEAM_EMAIL: z.email('an e-mail address').default('team@stacklens.local'),
  ADMIN_EMAILS: emailList.optional(),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  AUDIT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  AUDIT_JOB_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(1_800_000).default(300_000),
  AUDIT_BROWSER_RECYCLE_JOBS: z.coerce.number().int().min(1).max(10_000).default(20),
  AUDIT_MAX_RUNNING_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
  AUDIT_REPORT_FRONTEND_URL: z.url('an http(s) URL').optional(),
  ALLOW_PRIVATE_TARGETS: boolean.default(false),
  AUDIT_ALLOWED_PORTS: portList.default([80, 443]),
  SELF_ANALYTICS: boolean.default(true),
  SELF_ANALYTICS_SITE_ID: z.uuid('a uuid such as 0b6c2f2e-6f1e-4a8e-9d3c-2b1f5e7a9c40').optional(),
  GEO_DB_DIR: z.string().min(1).optional(),
  TRACKER_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(50),
  // Analytics' monthly event allowance per site, by the owner's plan (src/modules/analytics/README.md, "Monthly event allowance").
  ANALYTICS_MONTHLY_EVENTS_TRIAL: z.coerce.number().int().min(1).max(1_000_000_000_000).default(100_000),
  ANALYTICS_MONTHLY_EVENTS_FREE: z.coerce.number().int().min(1).max(1_000_000_000_000).default(10_000),
  ANALYTICS_MONTHLY_EVENTS_STANDARD: z.coerce.number().int().min(1).max(1_000_000_000_000).default(10_000),
  ANALYTICS_MONTHLY_EVENTS_PREMIUM: z.coerce.number().int().min(1).max(1_000_000_000_000).default(1_000_000),
  // Billing (src/modules/billing/README.md): prices in euro cents, providers' keys, VIES, the seller on invoices.
  PLAN_STANDARD_PRICE_CENTS: z.coerce.number().int().min(100).max(10_000_000).default(7900),
  PLAN_PREMIUM_PRICE_CENTS: z.coerce.number().int().min(100).max(10_000_000).default(14900),
  DISPLAY_CURRENCY_RATES: z
    .string()
    .regex(/^([A-Z]{3}:\d+(\.\d+)?)(,[A-Z]{3}:\d+(\.\d+)?)*$/, 'comma-separated CODE:rate pairs such as USD:1.08,GBP:0.85')
    .default('USD:1.08,GBP:0.85'),
  PROMO_PUBLIC_CODE: z.string().regex(/^[A-Z0-9]{4,32}$/, '4 to 32 capital letters or digits').default('STACKLENS20'),
  VAT_OSS_THRESHOLD_EXCEEDED: boolean.default(false),
  VIES_URL: z.url('an absolute URL such as https://ec.europa.eu/taxation_customs/vies/rest-api').default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_live_… or sk_test_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'a Stripe webhook signing secret (whsec_…)').optional(),
  STRIPE_API_URL: z.url('an http(s) URL').optional(),
  PAYPAL_CLIENT_ID: z.string().min(10).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(10).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(5).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  SELLER_NAME: z.string().min(2).max(200).default('StackLens (test seller)'),
  SELLER_LEGAL_FORM: z.string().min(2).max(200).default('SAS au capital de 1 000 €'),
  SELLER_ADDRESS: z.string().min(5).max(300).default('1 rue de l’Exemple, 75001 Paris, France'),
  SELLER_REGISTRATION: z.string().min(5).max(200).default('RCS Paris 000 000 000'),
  SELLER_VAT_NUMBER: z.string().regex(/^FR[A-HJ-NP-Z0-9]{2}\d{9}$/, 'a French VAT number such as FR40303265045').default('FR00000000000'),
});

export type Environment = z.infer<typeof environmentSchema>;
