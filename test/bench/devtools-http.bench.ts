import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { HttpSendResponse } from '../../src/modules/devtools/contract.js';
import { TestBrowser } from '../e2e/api/identity.client.js';
import { logMailbox, registerMailbox } from '../support/mailbox.js';
import { spawnApp, type SpawnedApp } from '../support/spawned-app.js';
import { builtEntry } from './built-entry.js';

/**
 * The API testing hub's overhead (devtools README, "API testing hub"): the same loopback URL fetched
 * directly by this process and sent through `POST /api/devtools/http` of a started api process (the
 * compiled entry, embedded PGlite or the PostgreSQL database given, ALLOW_PRIVATE_TARGETS so the loopback
 * fixture is reachable), one after the other so both see the same machine. The fixture closes every
 * connection, so the direct fetch opens one per request as the hub's sender does. The hub's figure is
 * what a client sees: its call to the api, the guard's checks, the outbound exchange, the history insert
 * and the JSON answer; `hubServerTotal` is the sender's own `timings.totalMs` for the outbound exchange.
 */
export interface Timing {
  p50Ms: number;
  p95Ms: number;
}

export interface DevtoolsHttpFigures {
  engine: string;
  samples: number;
  responseBytes: number;
  direct: Timing;
  hub: Timing;
  hubServerTotal: Timing;
  /** hub / direct. */
  ratioP50: number;
  ratioP95: number;
  /** hub − direct, milliseconds. */
  overheadP50Ms: number;
  loadBefore: number[];
  loadAfter: number[];
}

/** Under the 60 sends per user and minute (DEVTOOLS_RATES.apiHubSend), warm-up included. */
const SENDS_PER_ACCOUNT = 55;
const WARMUP = 5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const timing = (ms: number[]): Timing => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)) };
};
const round = (n: number) => Math.round(n * 100) / 100;
const load = () => loadavg().map(round);

async function fixture(body: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/items?page=1` };
}

/** A signed-in account (sign-up link read from the process's log, as the identity bench does), each from its own address. */
async function signedIn(baseUrl: string, n: number): Promise<string> {
  const browser = new TestBrowser(baseUrl, { ip: `198.18.7.${n + 1}` });
  const session = await browser.signUp({ username: `bench_hub_${n}`, email: `bench-hub-${n}@example.org`, password: 'a bench passphrase of some length' });
  return session.accessToken;
}

export async function benchDevtoolsHttp(options: { samples?: number; databaseUrl?: string } = {}): Promise<DevtoolsHttpFigures> {
  const { samples = 200 } = options;
  const body = JSON.stringify({ items: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `item ${i}`, price: i * 1.5 })) });
  const target = await fixture(body);
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-bench-devtools-http-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    NODE_ENV: 'test',
    TRUST_PROXY: 'true',
    REDIS_URL: undefined,
    DATABASE_URL: options.databaseUrl,
    MIGRATE_ON_START: 'true',
    ALLOW_PRIVATE_TARGETS: 'true',
  };
  let api: SpawnedApp | undefined;
  try {
    api = await spawnApp(builtEntry('api'), env);
    registerMailbox(api.baseUrl, logMailbox(api.output));
    const baseUrl = api.baseUrl;
    let account = -1;
    let token = '';
    let sent = SENDS_PER_ACCOUNT;
    const viaHub = async (): Promise<{ ms: number; serverMs: number }> => {
      if (sent === SENDS_PER_ACCOUNT) {
        account += 1;
        sent = 0;
        token = await signedIn(baseUrl, account);
      }
      sent += 1;
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/devtools/http`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'GET', url: target.url, headers: [['Accept', 'application/json']] }),
      });
      const answer = (await res.json()) as HttpSendResponse;
      const ms = performance.now() - started;
      if (res.status !== 200 || answer.status !== 200 || answer.body !== body) throw new Error(`the hub answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return { ms, serverMs: answer.timings.totalMs };
    };
    const direct = async (): Promise<number> => {
      const started = performance.now();
      const res = await fetch(target.url, { headers: { accept: 'application/json' } });
      const text = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200 || text !== body) throw new Error(`the fixture answered ${res.status}`);
      return ms;
    };

    for (let i = 0; i < WARMUP; i++) {
      await direct();
      await viaHub();
    }
    const loadBefore = load();
    const directMs: number[] = [];
    const hubMs: number[] = [];
    const serverMs: number[] = [];
    for (let i = 0; i < samples; i++) {
      // Alternating which goes first, so neither always follows the other's garbage or cache state.
      if (i % 2 === 0) directMs.push(await direct());
      const hub = await viaHub();
      hubMs.push(hub.ms);
      serverMs.push(hub.serverMs);
      if (i % 2 === 1) directMs.push(await direct());
    }
    const loadAfter = load();
    const directTiming = timing(directMs);
    const hubTiming = timing(hubMs);
    return {
      engine: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
      samples,
      responseBytes: Buffer.byteLength(body),
      direct: directTiming,
      hub: hubTiming,
      hubServerTotal: timing(serverMs),
      ratioP50: round(hubTiming.p50Ms / directTiming.p50Ms),
      ratioP95: round(hubTiming.p95Ms / directTiming.p95Ms),
      overheadP50Ms: round(hubTiming.p50Ms - directTiming.p50Ms),
      loadBefore,
      loadAfter,
    };
  } finally {
    await api?.terminate();
    await new Promise<void>((resolve) => target.server.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
