import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { registerWebProcess } from './seed-web-user.js';
import { startTestApp, type TestApp } from './test-app.js';
import { dropTestSchemas } from './test-database.js';

/**
 * The app the web specs drive: one per test process, started by the first spec file that process runs
 * and kept for every later one. Under `mocha --parallel` each worker is such a process, so N workers
 * drive N servers, each with its own database schema, DATA_DIR and queue prefix, and their specs never
 * see each other's rows (docs/adr/0008-parallel-test-levels.md).
 *
 * A worker is ended by its pool without a hook of its own, so the main process owns the run: beginWebRun
 * makes a folder and a schema prefix every worker's server keeps its data under, and endWebRun removes
 * whatever they left.
 */

interface WebRun {
  dir: string;
  schemaPrefix: string;
}

function currentRun(): WebRun | undefined {
  const dir = process.env.WEB_RUN_DIR;
  const tag = process.env.WEB_RUN_TAG;
  return dir && tag ? { dir, schemaPrefix: `tw_${tag}_` } : undefined;
}

/** Main process, before any worker starts: workers inherit these variables. */
export function beginWebRun(): void {
  const tag = randomBytes(4).toString('hex');
  process.env.WEB_RUN_TAG = tag;
  process.env.WEB_RUN_DIR = mkdtempSync(join(tmpdir(), `stacklens-web-${tag}-`));
}

let started: Promise<TestApp> | undefined;

/**
 * This process's server, started once. It serves the production build (FRONTEND_DIST), as `make start`
 * does; audits pages run real audits against fixture sites on loopback (audits-live.web.spec.ts).
 */
export async function ensureWebServer(): Promise<void> {
  started ??= (async () => {
    const run = currentRun();
    const app = await startTestApp({
      env: { FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist'), ALLOW_PRIVATE_TARGETS: 'true' },
      scratchDir: run?.dir,
      schemaPrefix: run?.schemaPrefix,
    });
    process.env.WEB_BASE_URL = app.baseUrl;
    process.env.WEB_JWT_SECRET = app.process.config.secrets.jwtSecret;
    registerWebProcess(app.process);
    return app;
  })();
  await started;
}

/** Main process, after every worker exited: stops its own server (a serial run) and sweeps up the workers'. */
export async function endWebRun(): Promise<void> {
  const app = await started?.catch(() => undefined);
  await app?.stop();
  const run = currentRun();
  if (!run) return;
  await dropTestSchemas(run.schemaPrefix);
  rmSync(run.dir, { recursive: true, force: true });
}
