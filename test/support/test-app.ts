import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startProcess, type RunningProcess } from '../../src/main/runtime.js';
import type { Role } from '../../src/main/containers/roles.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { testServices } from './services.js';
import type { Database } from '../../src/platform/db/index.js';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import { latestMail, registerMailbox, type OutboxMail } from './mailbox.js';
import { seedAccount } from './seed-account.js';

export interface TokenClaims {
  sub: string;
  username?: string;
  email?: string;
  isPremium?: boolean;
  isStandard?: boolean;
  isAdmin?: boolean;
  isBuying?: boolean;
  status?: 'premium' | 'standard' | 'trial' | 'free';
  /** The account's token version; 0 (a new account's) unless a test says otherwise. */
  ver?: number;
}

export interface TestApp {
  baseUrl: string;
  process: RunningProcess;
  /**
   * Signs an access token through the app's own JwtKeyring (current key, `kid` header), the way the
   * identity module does, for exercising route policies. Valid 15 minutes unless told otherwise.
   */
  token(claims: TokenClaims, expiresInSeconds?: number): string;
  /**
   * A token for an account that exists with these flags (written first, with a proved address): the
   * server judges every request by the account, not by the token's claims.
   */
  tokenFor(claims: TokenClaims, expiresInSeconds?: number): Promise<string>;
  /** The newest mail recorded for an address (the outbox), waiting for a worker's job to write it. */
  mailTo(address: string, options?: { template?: string; after?: Date; timeoutMs?: number }): Promise<OutboxMail>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  roles?: Role[];
  env?: Record<string, string>;
  /** Folder the temp DATA_DIR is made in (default: the OS temp folder). */
  scratchDir?: string;
  /** Prefix of the PostgreSQL schema's name (see createTestDatabase). */
  schemaPrefix?: string;
}

/**
 * Starts the real process in this test process on a free port: PostgreSQL (fresh schema) and Bull
 * (random prefix) when the services are configured, PGlite in a temp DATA_DIR and the in-process queue
 * otherwise. Nothing it uses is shared with another app, so apps in parallel test workers never meet.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(options.scratchDir ?? tmpdir(), 'stacklens-test-'));
  let db: TestDatabase | undefined;
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    LOG_FORMAT: 'json',
    SHUTDOWN_GRACE_MS: '2000',
    QUEUE_PREFIX: `test_${randomBytes(4).toString('hex')}`,
  };
  if (testServices.databaseUrl) {
    db = await createTestDatabase({ schemaPrefix: options.schemaPrefix });
    env.DATABASE_URL = db.url;
    env.MIGRATE_ON_START = 'true';
  }
  if (testServices.redisUrl) env.REDIS_URL = testServices.redisUrl;
  Object.assign(env, options.env);

  const running = await startProcess(options.roles ?? ['api', 'worker', 'tracker'], env);
  const keyring = running.container.jwtKeyring();
  const knex = running.container.root.get<Database>(PLATFORM.Database).knex;
  const token = (claims: TokenClaims, expiresInSeconds = 15 * 60) => keyring.sign({ ver: 0, ...claims }, expiresInSeconds);
  const baseUrl = `http://127.0.0.1:${running.http.port}`;
  const mailTo = (address: string, mailOptions: { template?: string; after?: Date; timeoutMs?: number } = {}) => latestMail(knex, address, mailOptions);
  registerMailbox(baseUrl, mailTo);
  return {
    baseUrl,
    process: running,
    token,
    tokenFor: async (claims, expiresInSeconds) => {
      await seedAccount(knex, claims);
      return token(claims, expiresInSeconds);
    },
    mailTo,
    stop: async () => {
      await running.stop();
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
