import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { testBrowserPath } from '../../support/web.js';
import { beginWebRun, endWebRun, ensureWebServer } from '../../support/web-server.js';

const browserMissing = () => !testBrowserPath() && process.env.CI !== 'true';
/** WEB_BASE_URL set before the run points the specs at another running instance instead of our own servers. */
const external = !!process.env.WEB_BASE_URL;

/**
 * Web tests run against the real server serving the production build, the way `make start` does: one
 * server per worker (test/support/web-server.ts), started by the first spec file the worker runs. These
 * global fixtures run once, in mocha's main process.
 */
export async function mochaGlobalSetup(): Promise<void> {
  if (external || browserMissing()) return;
  // FRONTEND_DIST lets a developer test another build (e.g. one made with --outDir) without touching frontend/dist.
  const dist = resolve(process.env.FRONTEND_DIST ?? 'frontend/dist');
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`${dist} has no index.html: run \`npm run build:frontend\` (make test does) before web tests`);
  beginWebRun();
}

export async function mochaGlobalTeardown(): Promise<void> {
  if (!external) await endWebRun();
}

/**
 * Run before each spec file in a worker (before all of them in a serial run). Outside CI a developer
 * without Chromium gets a clear skip; in CI (CI=true) launchBrowser fails instead.
 */
export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    if (browserMissing()) {
      console.warn('Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH): browser tests skipped');
      this.skip();
    }
    if (!external) await ensureWebServer();
  },
};
