import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (or CHROMIUM_PATH). With CI=true a missing browser fails the run: a web test
 * that silently skips would let a broken page land.
 */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error('Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH');
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Base URL of the app under test; test/e2e/web/global-setup.ts starts one and sets it. */
export function webBaseUrl(): string {
  const url = process.env.WEB_BASE_URL;
  if (!url) throw new Error('WEB_BASE_URL is not set: run web tests through `npm run test:web`');
  return url.replace(/\/$/, '');
}
