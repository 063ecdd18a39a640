import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JwtKeyring, keyIdOf } from '../../src/platform/security/index.js';

/**
 * Debian's Chromium (or CHROMIUM_PATH): the browser the product itself launches. With CI=true a
 * missing browser fails the run: a web test that silently skips would let a broken page land.
 */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/lib/chromium/chromium'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

/**
 * The browser that drives the tests: Debian's headless shell when installed (.ci/run installs it), the
 * same Chromium engine without the full browser's compositor and services, which needs about half the
 * CPU per page (docs/adr/0010-headless-shell-for-tests.md); otherwise chromiumPath(). TEST_CHROMIUM_PATH
 * names another one.
 */
export function testBrowserPath(): string | null {
  const candidates = [process.env.TEST_CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? chromiumPath();
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = testBrowserPath();
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

/** Base URL of the app under test: this worker's server (test/support/web-server.ts), or an instance a developer named. */
export function webBaseUrl(): string {
  const url = process.env.WEB_BASE_URL;
  if (!url) throw new Error('WEB_BASE_URL is not set: run web tests through `npm run test:web`');
  return url.replace(/\/$/, '');
}

export interface WebTokenClaims {
  sub: string;
  username?: string;
  email?: string;
  isPremium?: boolean;
  isStandard?: boolean;
  isAdmin?: boolean;
  status?: 'premium' | 'standard' | 'trial' | 'free';
}

/**
 * An access token the app under test accepts, signed like the identity module signs them. Web tests
 * put it in localStorage (`access_token`, docs/product.md §6.2) to act as a signed-in user of a given role.
 */
export function webToken(claims: WebTokenClaims, expiresInSeconds = 15 * 60): string {
  const secret = process.env.WEB_JWT_SECRET;
  if (!secret) throw new Error('WEB_JWT_SECRET is not set: web tests mint tokens only against the app web-server.ts starts');
  // A keyring over the app's JWT_SECRET signs with the same `kid` the app verifies by.
  return new JwtKeyring(secret).sign({ username: claims.sub, email: `${claims.sub}@example.test`, ver: 0, ...claims }, expiresInSeconds);
}

/** A correctly signed token that expired a minute ago: what a tab left open overnight holds. */
export function expiredWebToken(claims: WebTokenClaims): string {
  const secret = process.env.WEB_JWT_SECRET;
  if (!secret) throw new Error('WEB_JWT_SECRET is not set: web tests mint tokens only against the app web-server.ts starts');
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ username: claims.sub, email: `${claims.sub}@example.test`, ...claims, iat: now - 960, exp: now - 60 }, secret, {
    algorithm: JWT_ALGORITHM,
    keyid: keyIdOf(secret),
  });
}
