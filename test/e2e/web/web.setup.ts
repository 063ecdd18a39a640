import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { registerWebProcess } from '../../support/seed-web-user.js';
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
  // FRONTEND_DIST lets a developer test another build (e.g. one made with --outDir) without touching frontend/dist.
  const dist = resolve(process.env.FRONTEND_DIST ?? 'frontend/dist');
  if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`${dist} has no index.html: run \`npm run build:frontend\` (make test does) before web tests`);
  // Audits pages run real audits against fixture sites on loopback (audits-live.web.spec.ts).
  app = await startTestApp({ env: { FRONTEND_DIST: dist, ALLOW_PRIVATE_TARGETS: 'true' } });
  process.env.WEB_BASE_URL = app.baseUrl;
  process.env.WEB_JWT_SECRET = app.process.config.secrets.jwtSecret;
  registerWebProcess(app.process);
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
