import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logMailbox, registerMailbox } from '../../support/mailbox.js';
import { spawnApp } from '../../support/spawned-app.js';
import { newPerson, TestBrowser, type SessionBody } from './identity.client.js';

/** Runs src/main/grant-admin.ts the way `make admin EMAIL=…` does; resolves with its exit code and output. */
function grantAdmin(email: string | undefined, env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/grant-admin.ts', ...(email ? [email] : [])], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('make admin EMAIL=… (embedded database, separate processes)', function () {
  // Two app starts and four runs of the command, each loading the app under tsx (spawnApp's limit says why they can be slow).
  this.timeout(480_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-grant-admin-'));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', DATABASE_URL: undefined, REDIS_URL: undefined };
  // The app logs the mails it cannot send (no SMTP_URL outside production): the sign-up link is read there.
  const appEnv = { ...env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json' };
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes an existing account an admin, and explains what is wrong otherwise', async () => {
    const person = newPerson('first-admin');
    let app = await spawnApp('src/main/api.ts', appEnv);
    registerMailbox(app.baseUrl, logMailbox(app.output));
    try {
      expect((await new TestBrowser(app.baseUrl).signUp(person)).user.isAdmin).to.equal(false);
      // While the app holds the embedded database, the script refuses rather than corrupting it.
      const busy = await grantAdmin(person.email, env);
      expect(busy.code).to.equal(1);
      expect(busy.output).to.match(/in use by process/);
    } finally {
      await app.terminate();
    }

    const granted = await grantAdmin(person.email.toUpperCase(), env);
    expect(granted.code, granted.output).to.equal(0);
    expect(granted.output).to.include(`${person.email} is now an administrator`);
    const unknown = await grantAdmin('nobody@example.org', env);
    expect(unknown.code).to.equal(1);
    expect(unknown.output).to.match(/No account uses nobody@example\.org/);
    expect((await grantAdmin(undefined, env)).code).to.equal(2);

    app = await spawnApp('src/main/api.ts', env);
    try {
      const res = await new TestBrowser(app.baseUrl).login(person);
      expect(((await res.json()) as SessionBody).user.isAdmin).to.equal(true);
    } finally {
      await app.terminate();
    }
  });
});
