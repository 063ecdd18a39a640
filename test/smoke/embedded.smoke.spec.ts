import { expect } from 'chai';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TestBrowser } from '../e2e/api/identity.client.js';
import { logMailbox, registerMailbox } from '../support/mailbox.js';
import { spawnApp } from '../support/spawned-app.js';

/**
 * What `make start` promises on a fresh machine: no DATABASE_URL, no REDIS_URL, one process that
 * serves health, the API and the built frontend, and keeps what was written across a restart.
 */
describe('embedded runtime (make start)', function () {
  // Up to three starts of the whole app per test (spawnApp's limit says why they can be slow).
  this.timeout(480_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-smoke-'));
  const owner = { username: 'smoke_owner', email: 'owner@smoke.example', password: 'a smoke-test passphrase' };
  // The operator lists their address; it makes them an admin once they open their own sign-up link.
  const env = { ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined, DATA_DIR: dataDir, LOG_FORMAT: 'json', NODE_ENV: 'development', ADMIN_EMAILS: owner.email };
  const marker = `/en/smoke-${Date.now()}`;
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with no services, writes, stops cleanly, restarts with the write still there', async () => {
    const first = await spawnApp('src/main/all.ts', env);
    try {
      const ready = await fetch(`${first.baseUrl}/readyz`);
      expect(await ready.json()).to.deep.equal({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
      if (existsSync(resolve('frontend/dist/index.html'))) {
        const root = await fetch(`${first.baseUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
        expect(root.status).to.equal(302);
        expect(root.headers.get('location')).to.equal('/fr');
        const home = await fetch(`${first.baseUrl}/en`);
        expect(home.status).to.equal(200);
        expect(await home.text()).to.include('<div id="root">');
      }
      const write = await fetch(`${first.baseUrl}/api/auth/log-access`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: marker, type: 'unauthorized_access' }),
      });
      expect(write.status).to.equal(202);
      // Without a mail server the sign-up link is in the log, as the sign-up answer says.
      const signup = new TestBrowser(first.baseUrl);
      registerMailbox(first.baseUrl, logMailbox(first.output));
      const session = await signup.signUp(owner);
      expect(session.user).to.include({ isAdmin: true, emailVerified: true });
    } finally {
      expect(await first.terminate(), first.output()).to.equal(0);
    }
    expect(first.output()).to.include('"msg":"stopped"');
    const secretsFile = join(dataDir, 'secrets.json');
    expect(statSync(secretsFile).mode & 0o777).to.equal(0o600);

    const second = await spawnApp('src/main/all.ts', env);
    try {
      // The account, its password and the access token's key survived the restart.
      const signedIn = await new TestBrowser(second.baseUrl).login(owner);
      expect(signedIn.status).to.equal(200);
      const { accessToken } = (await signedIn.json()) as { accessToken: string };
      const read = await fetch(`${second.baseUrl}/api/admin/access-log?pageSize=200`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(read.status).to.equal(200);
      const body = (await read.json()) as { entries: { path: string }[] };
      expect(body.entries.map((e) => e.path)).to.include(marker);
      expect(second.output(), 'no migration re-applied on restart').not.to.include('migrations applied');
    } finally {
      expect(await second.terminate()).to.equal(0);
    }
  });

  it('refuses a second process on the same data directory with one clear line', async () => {
    const first = await spawnApp('src/main/all.ts', env);
    try {
      const second = await spawnApp('src/main/all.ts', env).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(second).to.match(/StackLens cannot start: DATA_DIR: .* is in use by process \d+/);
    } finally {
      expect(await first.terminate()).to.equal(0);
    }
  });
});
