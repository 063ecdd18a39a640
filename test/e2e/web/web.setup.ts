import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath } from '../../support/web.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let app: TestApp | undefined;
const browserMissing = () => !chromiumPath() && process.env.CI !== 'true';

/**
 * Web tests run against the real server serving the production build, the way `make start` does.
 * WEB_BASE_URL lets a developer point them at another running instance instead.
 */
export async function mochaGlobalSetup(): Promise<void> {
  if (process.env.WEB_BASE_URL || browserMissing()) return;
  const dist = resolve('frontend/dist/index.html');
  if (!existsSync(dist)) throw new Error('frontend/dist is missing: run `npm run build:frontend` (make test does) before web tests');
  app = await startTestApp({ env: { FRONTEND_DIST: resolve('frontend/dist') } });
  process.env.WEB_BASE_URL = app.baseUrl;
}

export async function mochaGlobalTeardown(): Promise<void> {
  await app?.stop();
}

/** Outside CI a developer without Chromium gets a clear skip; in CI (CI=true) launchBrowser fails instead. */
export const mochaHooks = {
  beforeAll(this: Mocha.Context) {
    if (browserMissing()) {
      console.warn('Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH): browser tests skipped');
      this.skip();
    }
  },
};
