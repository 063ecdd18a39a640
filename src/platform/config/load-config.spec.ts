import { expect } from 'chai';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './index.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'stacklens-config-'));
const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://stacklens.example',
  DATABASE_URL: 'postgres://app:pw@db:5432/stacklens',
  REDIS_URL: 'redis://redis:6379',
  JWT_SECRET: 'j'.repeat(40),
  CREDENTIALS_KEY: 'c'.repeat(40),
  IP_HASH_KEY: 'i'.repeat(40),
  STRIPE_SECRET_KEY: 'sk_live_test1234567890',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_test1234567890',
  STRIPE_WEBHOOK_SECRET: 'whsec_test1234567890',
  PAYPAL_CLIENT_ID: 'paypal-client-id-0000',
  PAYPAL_CLIENT_SECRET: 'paypal-client-secret-0000',
  PAYPAL_WEBHOOK_ID: 'WH-0000000000',
};

function failure(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: tmp(), ...env });
  } catch (error) {
    expect(error).to.be.instanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('runs embedded with no environment: PGlite under DATA_DIR/pg, in-process queue, port 8080', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.embedded).to.equal(true);
    expect(config.database).to.deep.equal({ kind: 'pglite', dir: join(dir, 'pg') });
    expect(config.queue).to.deep.equal({ kind: 'memory' });
    expect(config.http.port).to.equal(8080);
    expect(config.migrateOnStart).to.equal(true);
  });

  it('loads the tracking snippet from PUBLIC_URL unless TRACKER_PUBLIC_URL names another origin', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://stacklens.example/' }).http.trackerPublicUrl).to.equal('https://stacklens.example');
    const own = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://stacklens.example', TRACKER_PUBLIC_URL: 'https://t.stacklens.example/' });
    expect(own.http.trackerPublicUrl).to.equal('https://t.stacklens.example');
    expect(failure({ TRACKER_PUBLIC_URL: 't.stacklens.example' })).to.match(/^TRACKER_PUBLIC_URL: expected an absolute URL/);
  });

  it('uses PostgreSQL and Bull when both URLs are set, and leaves migrations to the hook job', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://localhost/test', REDIS_URL: 'redis://127.0.0.1:6379', PORT: '9000' });
    expect(config.database).to.deep.include({ kind: 'postgres', url: 'postgres://localhost/test' });
    expect(config.queue).to.deep.include({ kind: 'bull', redisUrl: 'redis://127.0.0.1:6379', prefix: 'stacklens' });
    expect(config.http.port).to.equal(9000);
    expect(config.migrateOnStart).to.equal(false);
  });

  it('keeps analytics in PostgreSQL unless CLICKHOUSE_URL names a ClickHouse HTTP interface, and never echoes its password', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).analyticsStore).to.deep.equal({ kind: 'postgres' });
    expect(loadConfig({ DATA_DIR: tmp(), CLICKHOUSE_URL: 'https://ch.internal:8443/', CLICKHOUSE_PASSWORD: 's3cret-ch' }).analyticsStore).to.deep.equal({
      kind: 'clickhouse',
      url: 'https://ch.internal:8443',
      username: 'default',
      password: 's3cret-ch',
      database: 'stacklens',
    });
    expect(failure({ CLICKHOUSE_URL: 'clickhouse://ch:9000' })).to.match(/^CLICKHOUSE_URL: /);
    expect(failure({ CLICKHOUSE_URL: 'http://ch:8123/db?x=1' })).to.match(/^CLICKHOUSE_URL: .*no path/);
    const message = failure({ CLICKHOUSE_URL: 'http://ch:8123', CLICKHOUSE_PASSWORD: 's3cret-ch', CLICKHOUSE_DATABASE: 'drop table' });
    expect(message).to.match(/^CLICKHOUSE_DATABASE: /);
    expect(message).not.to.contain('s3cret-ch');
  });

  it('names the variable and what it expects in one line', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^PORT: expected a number \(got "eighty"\)$/],
      [{ PORT: '70000' }, /^PORT: expected at most 65535/],
      [{ NODE_ENV: 'prod' }, /^NODE_ENV: expected one of development, production, test/],
      [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: expected a postgres:\/\/ connection URL/],
      [{ REDIS_URL: 'http://x' }, /^REDIS_URL: expected a redis:\/\/ connection URL/],
      [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY: expected one of/],
      [{ BODY_LIMIT: 'huge' }, /^BODY_LIMIT: expected a size such as 512kb or 1mb/],
      [{ PUBLIC_URL: 'not a url' }, /^PUBLIC_URL: expected an absolute URL/],
    ];
    for (const [env, pattern] of cases) {
      const message = failure(env);
      expect(message).to.match(pattern);
      expect(message).not.to.include('\n');
    }
  });

  it('never echoes a secret or a database password', () => {
    expect(failure({ JWT_SECRET: 'short-but-secret' })).to.equal(
      'JWT_SECRET: expected at least 32 characters of random key material (base64 or hex) (got "***")',
    );
    expect(failure({ DATABASE_URL: 'mysql://app:hunter2@db/x' })).not.to.include('hunter2');
  });

  it('reads former JWT secrets as a list for key rotation, and never echoes them', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(44);
    expect(loadConfig({ DATA_DIR: tmp() }).jwtPreviousSecrets).to.deep.equal([]);
    expect(loadConfig({ DATA_DIR: tmp(), JWT_PREVIOUS_SECRETS: `${a}, ${b}` }).jwtPreviousSecrets).to.deep.equal([a, b]);
    expect(failure({ JWT_PREVIOUS_SECRETS: `${a},short-old-secret` })).to.equal(
      'JWT_PREVIOUS_SECRETS: expected comma-separated keys of at least 32 characters each (got "***")',
    );
    expect(failure({ JWT_PREVIOUS_SECRETS: `${a},` })).to.match(/^JWT_PREVIOUS_SECRETS: expected comma-separated keys/);
  });

  it('reads former credentials keys as a list for key rotation, and never echoes them', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(44);
    expect(loadConfig({ DATA_DIR: tmp() }).credentialsPreviousKeys).to.deep.equal([]);
    expect(loadConfig({ DATA_DIR: tmp(), CREDENTIALS_PREVIOUS_KEYS: `${a} ,${b}` }).credentialsPreviousKeys).to.deep.equal([a, b]);
    expect(failure({ CREDENTIALS_PREVIOUS_KEYS: `short-old-key,${b}` })).to.equal(
      'CREDENTIALS_PREVIOUS_KEYS: expected comma-separated keys of at least 32 characters each (got "***")',
    );
    expect(failure({ CREDENTIALS_PREVIOUS_KEYS: `,${a}` })).to.match(/^CREDENTIALS_PREVIOUS_KEYS: expected comma-separated keys/);
  });

  it('reads ADMIN_EMAILS as a lower-cased list and refuses anything but addresses', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).adminEmails).to.deep.equal([]);
    expect(loadConfig({ DATA_DIR: tmp(), ADMIN_EMAILS: ' Ada@Example.org , ops@stacklens.test' }).adminEmails).to.deep.equal(['ada@example.org', 'ops@stacklens.test']);
    expect(failure({ ADMIN_EMAILS: 'ada@example.org,not-an-address' })).to.match(/^ADMIN_EMAILS: expected comma-separated e-mail addresses/);
  });

  it('refuses private audit targets by default and reads AUDIT_ALLOWED_PORTS as a list of ports', () => {
    const defaults = loadConfig({ DATA_DIR: tmp() }).outbound;
    expect([defaults.allowPrivateTargets, defaults.allowedPorts]).to.deep.equal([false, [80, 443]]);
    const local = loadConfig({ DATA_DIR: tmp(), ALLOW_PRIVATE_TARGETS: 'true', AUDIT_ALLOWED_PORTS: '80, 443,8443' }).outbound;
    expect([local.allowPrivateTargets, local.allowedPorts]).to.deep.equal([true, [80, 443, 8443]]);
    expect(failure({ AUDIT_ALLOWED_PORTS: '80,http' })).to.match(/^AUDIT_ALLOWED_PORTS: expected comma-separated port numbers/);
    expect(failure({ AUDIT_ALLOWED_PORTS: '80,70000' })).to.match(/^AUDIT_ALLOWED_PORTS: expected comma-separated port numbers/);
  });

  it('serves the studio preview from the app itself unless PREVIEW_PUBLIC_URL names its own host', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://stacklens.example' }).http.previewPublicUrl).to.equal(null);
    expect(loadConfig({ DATA_DIR: tmp(), PREVIEW_PUBLIC_URL: 'https://preview.stacklens.example/' }).http.previewPublicUrl).to.equal('https://preview.stacklens.example');
    expect(failure({ PREVIEW_PUBLIC_URL: 'preview.stacklens.example' })).to.match(/^PREVIEW_PUBLIC_URL: expected an absolute URL/);
  });

  it('limits each tracker client to 50 requests a second by default, TRACKER_RATE_LIMIT=0 turning it off', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).tracker.rateLimitPerSecond).to.equal(50);
    expect(loadConfig({ DATA_DIR: tmp(), TRACKER_RATE_LIMIT: '0' }).tracker.rateLimitPerSecond).to.equal(0);
    expect(failure({ TRACKER_RATE_LIMIT: '-1' })).to.match(/^TRACKER_RATE_LIMIT: /);
  });

  it('derives PUBLIC_URL from the port outside production, and requires it in production', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '3000' }).http).to.include({ publicUrl: 'http://localhost:3000', trackerPublicUrl: 'http://localhost:3000' });
    expect(loadConfig({ DATA_DIR: tmp() }).http.publicUrl).to.equal('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '3000', PUBLIC_URL: 'https://stacklens.example/' }).http.publicUrl).to.equal('https://stacklens.example');
    expect(failure({ ...productionEnv, PUBLIC_URL: '' })).to.match(/^PUBLIC_URL: required when NODE_ENV=production/);
  });

  it('requires the services and every secret in production', () => {
    expect(failure({ NODE_ENV: 'production' })).to.match(/^DATABASE_URL: required when NODE_ENV=production/);
    expect(failure({ ...productionEnv, REDIS_URL: '' })).to.match(/^REDIS_URL: required/);
    expect(failure({ ...productionEnv, IP_HASH_KEY: '' })).to.match(/^IP_HASH_KEY: required when NODE_ENV=production/);
    const config = loadConfig({ DATA_DIR: tmp(), ...productionEnv });
    expect(config.secrets.jwtSecret).to.equal('j'.repeat(40));
    expect(config.log.format).to.equal('json');
  });

  describe('billing (src/modules/billing/README.md, "Configuration")', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: productionEnv.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: productionEnv.STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: productionEnv.STRIPE_WEBHOOK_SECRET };
    const without = (env: Record<string, string>, prefix: string) => Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(prefix)));
    const payPalKeys = { PAYPAL_CLIENT_ID: productionEnv.PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: productionEnv.PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID: productionEnv.PAYPAL_WEBHOOK_ID };

    it('takes the prices in euro cents, 79 € and 149 € by default', () => {
      expect(loadConfig({ DATA_DIR: tmp() }).billing.prices).to.deep.equal({ standard: 7900, premium: 14900 });
      expect(loadConfig({ DATA_DIR: tmp(), PLAN_STANDARD_PRICE_CENTS: '5000', PLAN_PREMIUM_PRICE_CENTS: '5001' }).billing.prices).to.deep.equal({ standard: 5000, premium: 5001 });
    });

    it('refuses a Premium price that is not above the Standard one', () => {
      expect(failure({ PLAN_STANDARD_PRICE_CENTS: '9900', PLAN_PREMIUM_PRICE_CENTS: '9900' })).to.equal('PLAN_PREMIUM_PRICE_CENTS: expected more than PLAN_STANDARD_PRICE_CENTS (9900)');
      expect(failure({ PLAN_STANDARD_PRICE_CENTS: '20000' })).to.equal('PLAN_PREMIUM_PRICE_CENTS: expected more than PLAN_STANDARD_PRICE_CENTS (20000)');
    });

    it('refuses a price in euros rather than in cents, or in fractions of a cent', () => {
      expect(failure({ PLAN_STANDARD_PRICE_CENTS: '79' })).to.match(/^PLAN_STANDARD_PRICE_CENTS: /);
      expect(failure({ PLAN_PREMIUM_PRICE_CENTS: '149.5' })).to.match(/^PLAN_PREMIUM_PRICE_CENTS: /);
    });

    it('uses the test payment provider outside production when no provider key is set', () => {
      const { billing } = loadConfig({ DATA_DIR: tmp() });
      expect([billing.stripe, billing.paypal]).to.deep.equal([null, null]);
    });

    it('uses a provider whose three keys are all set', () => {
      const { billing } = loadConfig({ DATA_DIR: tmp(), ...stripeKeys, ...payPalKeys, PAYPAL_ENVIRONMENT: 'live' });
      expect(billing.stripe).to.deep.equal({ secretKey: stripeKeys.STRIPE_SECRET_KEY, publishableKey: stripeKeys.STRIPE_PUBLISHABLE_KEY, webhookSecret: stripeKeys.STRIPE_WEBHOOK_SECRET, apiUrl: null });
      expect(billing.paypal).to.deep.equal({ clientId: payPalKeys.PAYPAL_CLIENT_ID, clientSecret: payPalKeys.PAYPAL_CLIENT_SECRET, webhookId: payPalKeys.PAYPAL_WEBHOOK_ID, environment: 'live' });
    });

    it('refuses Stripe keys given in part, naming the first missing one and those given', () => {
      expect(failure({ STRIPE_SECRET_KEY: stripeKeys.STRIPE_SECRET_KEY })).to.equal('STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY');
      expect(failure({ ...stripeKeys, STRIPE_PUBLISHABLE_KEY: '' })).to.equal('STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET');
      expect(failure({ STRIPE_WEBHOOK_SECRET: stripeKeys.STRIPE_WEBHOOK_SECRET })).to.equal('STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET');
    });

    it('refuses PayPal keys given in part, naming the first missing one and those given', () => {
      expect(failure({ PAYPAL_CLIENT_ID: payPalKeys.PAYPAL_CLIENT_ID })).to.equal('PAYPAL_CLIENT_SECRET: required with PAYPAL_CLIENT_ID');
      expect(failure({ ...payPalKeys, PAYPAL_WEBHOOK_ID: '' })).to.equal('PAYPAL_WEBHOOK_ID: required with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET');
    });

    it('refuses to start in production without Stripe keys: the test provider would sell plans for nothing', () => {
      expect(failure(without(productionEnv, 'STRIPE_'))).to.equal('STRIPE_SECRET_KEY: required when NODE_ENV=production (the test payment provider never runs in production)');
    });

    it('refuses to start in production without PayPal keys', () => {
      expect(failure(without(productionEnv, 'PAYPAL_'))).to.equal('PAYPAL_CLIENT_ID: required when NODE_ENV=production (the test payment provider never runs in production)');
    });

    it('refuses a provider key of the wrong kind without echoing it', () => {
      const message = failure({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_live_wrongKind123' });
      expect(message).to.match(/^STRIPE_SECRET_KEY: expected a Stripe secret key/);
      expect(message).not.to.contain('wrongKind123');
    });

    it('reads the VIES address without its trailing slash and refuses a seller VAT number that is not French', () => {
      expect(loadConfig({ DATA_DIR: tmp(), VIES_URL: 'http://127.0.0.1:9/vies/' }).billing.viesUrl).to.equal('http://127.0.0.1:9/vies');
      expect(failure({ SELLER_VAT_NUMBER: 'DE123456789' })).to.match(/^SELLER_VAT_NUMBER: expected a French VAT number/);
    });
  });

  it('generates the embedded secrets once, mode 0600, and keeps them across restarts', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).secrets;
    const file = join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    expect(first.jwtSecret).to.have.length.greaterThanOrEqual(32);
    expect(new Set(Object.values(first)).size).to.equal(3);
    expect(loadConfig({ DATA_DIR: dir }).secrets).to.deep.equal(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).to.deep.equal(first);
  });

  it('lets an environment secret override the generated one', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) });
    expect(config.secrets.jwtSecret).to.equal('x'.repeat(32));
    expect(config.secrets.ipHashKey).to.have.length.greaterThanOrEqual(32);
  });
});
