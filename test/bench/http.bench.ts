import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnApp, type SpawnedApp } from '../support/spawned-app.js';
import { builtEntry } from './built-entry.js';

export interface HttpFigures {
  stacklensRps: number;
  bareKoaRps: number;
  ratio: number;
  stacklensP99Ms: number;
  bareKoaP99Ms: number;
}

async function load(url: string, seconds: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: 32, duration: seconds, pipelining: 1 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * /healthz of the real api process (all middlewares: request id, logging, security headers, JWT,
 * router, child container) against a bare Koa server, each in its own process, measured in
 * alternating rounds so machine noise hits both alike. The ratio is what our stack costs.
 */
export async function benchHttp(rounds = 3, seconds = 5): Promise<HttpFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-bench-'));
  // Logging at warn: per-request info lines would measure the terminal, not the server.
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', NODE_ENV: 'test', DATABASE_URL: undefined, REDIS_URL: undefined };
  let api: SpawnedApp | undefined;
  let bare: SpawnedApp | undefined;
  try {
    api = await spawnApp(builtEntry('api'), env);
    bare = await spawnApp('test/bench/bare-koa.fixture.ts', { ...process.env, PORT: String(await freePort()) });
    await load(`${api.baseUrl}/healthz`, 1);
    await load(`${bare.baseUrl}/healthz`, 1);
    const ours: { rps: number; p99: number }[] = [];
    const base: { rps: number; p99: number }[] = [];
    for (let i = 0; i < rounds; i++) {
      ours.push(await load(`${api.baseUrl}/healthz`, seconds));
      base.push(await load(`${bare.baseUrl}/healthz`, seconds));
    }
    const stacklensRps = median(ours.map((r) => r.rps));
    const bareKoaRps = median(base.map((r) => r.rps));
    return {
      stacklensRps,
      bareKoaRps,
      ratio: stacklensRps / bareKoaRps,
      stacklensP99Ms: median(ours.map((r) => r.p99)),
      bareKoaP99Ms: median(base.map((r) => r.p99)),
    };
  } finally {
    await api?.terminate();
    await bare?.terminate();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
