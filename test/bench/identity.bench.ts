import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARGON2_PARAMETERS, Argon2PasswordHasher } from '../../src/modules/identity/adapters/external/argon2.password-hasher.js';
import { TestBrowser } from '../e2e/api/identity.client.js';
import { logMailbox, registerMailbox } from '../support/mailbox.js';
import { spawnApp, type SpawnedApp } from '../support/spawned-app.js';
import { builtEntry } from './built-entry.js';

/** autocannon's histogram has no p95: p90 and p97.5 bracket it. */
export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p97_5Ms: number;
  p99Ms: number;
}

export interface IdentityFigures {
  argon2: typeof ARGON2_PARAMETERS;
  engine: string;
  connections: number;
  seconds: number;
  baseline: LoadFigures;
  signIn: LoadFigures;
  refresh: LoadFigures;
  hashing: { samples: number; p50Ms: number; p95Ms: number; maxMs: number };
  /** Forgot-password for the bench account and for unknown addresses, interleaved one by one. */
  forgotPassword: { samples: number; knownP50Ms: number; unknownP50Ms: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function figures(result: autocannon.Result, label: string): LoadFigures {
  if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50Ms: result.latency.p50, p90Ms: result.latency.p90, p97_5Ms: result.latency.p97_5, p99Ms: result.latency.p99 };
}

/** The CSRF cookie and header a browser would have, and one account to sign in with. */
async function prepare(baseUrl: string, output: () => string): Promise<{ csrfCookie: string; csrfToken: string; login: string }> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const csrfCookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!;
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const account = { username: 'bench_user', email: 'bench@example.org', password: 'a bench passphrase of some length' };
  // The account is created by the link mailed to it, which a process without SMTP writes to its log.
  const signup = new TestBrowser(baseUrl);
  registerMailbox(baseUrl, logMailbox(output));
  await signup.signUp(account);
  return { csrfCookie, csrfToken, login: JSON.stringify({ email: account.email, password: account.password, rememberMe: true }) };
}

/**
 * Whether forgot-password's answer time says that an account exists: requests for an existing and for
 * unknown addresses, interleaved so that drift on a busy machine falls on both alike, each from its own
 * client address (the per-address limit is 5 per 15 minutes). The request path never reads the account
 * (identity README, "Brute force"); the medians show what the worker's mail costs the same process.
 */
async function forgotPasswordTiming(baseUrl: string, email: string, samples = 200): Promise<IdentityFigures['forgotPassword']> {
  let client = 0;
  const ask = async (address: string) => {
    client += 1;
    const browser = new TestBrowser(baseUrl, { ip: `198.18.${Math.floor(client / 250)}.${client % 250}` });
    const started = process.hrtime.bigint();
    const res = await browser.request('POST', '/api/auth/forgot-password', { json: { email: address } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
    return ms;
  };
  for (let i = 0; i < 10; i++) await ask(i % 2 ? email : `warm-${i}@example.org`);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < samples; i++) {
    known.push(await ask(email));
    unknown.push(await ask(`nobody-${i}@example.org`));
  }
  known.sort((a, b) => a - b);
  unknown.sort((a, b) => a - b);
  return { samples, knownP50Ms: percentile(known, 50), unknownP50Ms: percentile(unknown, 50) };
}

/**
 * Sign-in and refresh under concurrent load against a started api process (embedded PGlite, or the
 * PostgreSQL database given; the in-memory rate limiter), beside GET /healthz of the same process as the baseline, plus argon2id
 * hashing latency measured in this process. Sign-in costs one argon2id verification per request,
 * so its rate is bounded by the two cores, not by the HTTP stack; refresh costs no hashing.
 */
export async function benchIdentity(options: { seconds?: number; connections?: number; databaseUrl?: string } = {}): Promise<IdentityFigures> {
  const { seconds = 10, connections = 8 } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-bench-identity-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', NODE_ENV: 'test', TRUST_PROXY: 'true', REDIS_URL: undefined, DATABASE_URL: options.databaseUrl, MIGRATE_ON_START: 'true' };
  let api: SpawnedApp | undefined;
  try {
    api = await spawnApp(builtEntry('api'), env);
    const { csrfCookie, csrfToken, login } = await prepare(api.baseUrl, api.output);
    const loginRequest = { method: 'POST' as const, path: '/api/auth/login', headers: { 'content-type': 'application/json', cookie: csrfCookie, 'x-csrf-token': csrfToken, origin: api.baseUrl }, body: login };

    await autocannon({ url: `${api.baseUrl}/healthz`, connections, duration: 1 });
    const baseline = figures(await autocannon({ url: `${api.baseUrl}/healthz`, connections, duration: seconds }), 'healthz');
    const signIn = figures(await autocannon({ url: api.baseUrl, connections, duration: seconds, requests: [loginRequest] }), 'sign-in');

    // Every session signs in once, then keeps refreshing with the cookie the previous answer set
    // (rotation), as the frontend does every 15 minutes, only much faster. autocannon resets its
    // per-connection context after each request, so live tokens wait in a pool: a request takes one,
    // its answer puts the successor back.
    const pool: string[] = [];
    const refreshOf = (cookies: string[]) => cookies.map((c) => /^stacklens_refresh=([^;]+)/.exec(c)?.[1]).find(Boolean);
    for (let i = 0; i < connections; i++) {
      const res = await fetch(api.baseUrl + loginRequest.path, { method: 'POST', headers: loginRequest.headers, body: loginRequest.body });
      pool.push(refreshOf(res.headers.getSetCookie())!);
    }
    const refreshResult = await autocannon({
      url: api.baseUrl,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/refresh',
          setupRequest: (request) => {
            const token = pool.shift();
            if (!token) throw new Error('refresh bench: no live refresh token left');
            return { ...request, headers: { ...request.headers, origin: api!.baseUrl, cookie: `stacklens_refresh=${token}` } };
          },
          onResponse: (status, _body, _context, headers) => {
            if (status !== 200) throw new Error(`refresh answered ${status}`);
            // autocannon keeps the raw header names (Koa writes Set-Cookie).
            const raw = Object.entries(headers as Record<string, string | string[]>).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1] ?? [];
            pool.push(refreshOf(([] as string[]).concat(raw))!);
          },
        },
      ],
    });
    const refresh = figures(refreshResult, 'refresh');

    const forgotPassword = await forgotPasswordTiming(api.baseUrl, 'bench@example.org');

    const hasher = new Argon2PasswordHasher();
    await hasher.hash('warm-up');
    const samples: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = process.hrtime.bigint();
      await hasher.hash(`bench password ${i}`);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    samples.sort((a, b) => a - b);
    return {
      argon2: ARGON2_PARAMETERS,
      engine: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
      connections,
      seconds,
      baseline,
      signIn,
      refresh,
      hashing: { samples: samples.length, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: samples.at(-1)! },
      forgotPassword,
    };
  } finally {
    await api?.terminate();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
