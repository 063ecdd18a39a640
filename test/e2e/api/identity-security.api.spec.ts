import { expect } from 'chai';
import { linkToken } from '../../support/mailbox.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { appDatabase, newPerson, TestBrowser, type ErrorBody, type SessionBody } from './identity.client.js';

/**
 * The attacks of the red-team pass, replayed against a started app, each refused
 * (src/modules/identity/README.md: "Verified addresses", "Tokens and sessions", "Brute force").
 */
describe('identity API: admin only for a proved address, rights that change at once, no enumeration (started app)', function () {
  this.timeout(120_000);
  const listed = `ops-${Date.now()}@example.org`;
  const listedLater = `later-${Date.now()}@example.org`;
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api', 'worker'], env: { TRUST_PROXY: 'true', ADMIN_EMAILS: `${listed},${listedLater}`, PUBLIC_URL: 'https://stacklens.test' } });
  });
  after(() => app.stop());

  let ipCounter = 0;
  /** Each browser plays its own client address, so per-address limits of one test do not reach another. */
  const browser = () => new TestBrowser(app.baseUrl, { ip: `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
  const error = async (res: Response) => (await res.json()) as ErrorBody;
  const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const adminCall = (b: TestBrowser, bearer?: string) => b.request('GET', '/api/admin/users', bearer ? { bearer } : {});

  describe('ADMIN_EMAILS', () => {
    it('does not make an account an admin when its owner changes the address to a listed one and signs in again', async () => {
      const mallory = browser();
      const person = newPerson('mallory');
      await mallory.signUp(person);
      const changed = await mallory.request('POST', '/api/auth/updateUser', { json: { email: listedLater } });
      expect(changed.status).to.equal(200);
      expect(((await changed.json()) as SessionBody).user).to.include({ email: listedLater, emailVerified: false, isAdmin: false });
      const signIn = await browser().login({ email: listedLater, password: person.password });
      expect(signIn.status).to.equal(200);
      const session = (await signIn.json()) as SessionBody;
      expect(session.user).to.include({ isAdmin: false, emailVerified: false });
      expect(claims(session.accessToken)).to.include({ isAdmin: false });
      const refused = await adminCall(browser(), session.accessToken);
      expect(refused.status).to.equal(403);
      expect(await error(refused)).to.include({ code: 'ADMIN_REQUIRED' });
      // The proof went to the listed mailbox, which is not Mallory's; only its owner could open it.
      const mail = await app.mailTo(listedLater, { template: 'identity.confirm-address' });
      expect(mail.text).to.include(person.username);
    });

    it('creates no account, let alone an admin, for a sign-up with a listed address that has none', async () => {
      const attacker = browser();
      const person = { ...newPerson('claim'), email: listed };
      const res = await attacker.postWithCsrf('/api/auth/signup', person);
      expect(res.status).to.equal(202);
      expect(await appDatabase(app).knex('identity_users').where({ email: listed }).first()).to.equal(undefined);
      const signIn = await browser().login({ email: listed, password: person.password });
      expect(signIn.status).to.equal(401);
      expect(await error(signIn)).to.include({ code: 'AUTH_INVALID_CREDENTIALS' });
      // Only the mailbox's owner, opening the link, creates the account: then it is an admin.
      const owner = browser();
      const session = await owner.verifyEmail(linkToken(await app.mailTo(listed, { template: 'identity.confirm-signup' })));
      expect(session.user).to.include({ email: listed, isAdmin: true, emailVerified: true });
      expect((await adminCall(owner)).status).to.equal(200);
    });

    it('takes away an admin role granted through an address when the address changes', async () => {
      const owner = browser();
      const person = { ...newPerson('later'), email: listedLater };
      const db = appDatabase(app).knex;
      // The address from the first test is Mallory's, unproved; a proved owner claims it back first.
      await db('identity_users').where({ email: listedLater }).update({ email: `moved-${Date.now()}@example.org` });
      await owner.signUp(person);
      expect((await adminCall(owner)).status).to.equal(200);
      const before = owner.accessToken!;
      const changed = await owner.request('POST', '/api/auth/updateUser', { json: { email: `elsewhere-${Date.now()}@example.org` } });
      const body = (await changed.json()) as SessionBody & { accessToken: string };
      expect(body.user).to.include({ isAdmin: false, emailVerified: false });
      // The token from before the change reaches nothing; the new one is an ordinary user's.
      expect((await adminCall(browser(), before)).status).to.equal(401);
      expect((await adminCall(browser(), body.accessToken)).status).to.equal(403);
    });
  });

  describe('rights read from the account on every request', () => {
    async function admin(): Promise<TestBrowser> {
      const b = browser();
      const { user } = await b.signUp(newPerson('root'));
      await appDatabase(app).knex('identity_users').where({ id: user.id }).update({ is_admin: true });
      return b;
    }

    it('refuses a demoted admin’s old token at once; the refresh reissues claims from the database and the new token gets 403', async () => {
      const boss = await admin();
      const victim = browser();
      const { user } = await victim.signUp(newPerson('demoted'));
      expect((await boss.request('PATCH', `/api/admin/users/${user.id}`, { json: { isAdmin: true } })).status).to.equal(200);
      // Promoted: the token from before the grant has the right at once, without a new sign-in.
      expect((await adminCall(victim)).status).to.equal(200);
      const old = victim.accessToken!;
      expect((await boss.request('PATCH', `/api/admin/users/${user.id}`, { json: { isAdmin: false } })).status).to.equal(200);
      const refused = await adminCall(browser(), old);
      expect(refused.status).to.equal(401);
      expect(await error(refused)).to.include({ code: 'AUTH_TOKEN_REVOKED' });
      // Nor can it promote itself back.
      const selfPromotion = await browser().request('PATCH', `/api/admin/users/${user.id}`, { json: { isAdmin: true }, bearer: old });
      expect(selfPromotion.status).to.equal(401);
      const refreshed = await victim.request('POST', '/api/auth/refresh', { bearer: false });
      const session = (await refreshed.json()) as SessionBody;
      expect(session.user).to.include({ isAdmin: false });
      expect(claims(session.accessToken)).to.include({ isAdmin: false });
      const forbidden = await adminCall(browser(), session.accessToken);
      expect(forbidden.status).to.equal(403);
      expect(await error(forbidden)).to.include({ code: 'ADMIN_REQUIRED' });
    });

    it('takes Premium away at once on a downgrade, and gives it at once on an upgrade', async () => {
      const boss = await admin();
      const member = browser();
      const { user } = await member.signUp(newPerson('plan'));
      const db = appDatabase(app).knex;
      await db('identity_users').where({ id: user.id }).update({ trial_end_date: new Date(Date.now() - 3600_000) });
      // Analytics is a Premium feature (docs/product.md, "Access rules").
      const premiumRoute = () => member.request('GET', '/api/analytics/sites');
      const premiumGate = async () => (await error(await premiumRoute())).code;
      // The trial ended in the database: premium routes refuse the token that still says isPremium.
      expect(claims(member.accessToken!)).to.include({ isPremium: true });
      expect(await premiumGate()).to.equal('PREMIUM_REQUIRED');
      await boss.request('PATCH', `/api/admin/users/${user.id}`, { json: { isPremium: true } });
      expect(await premiumGate()).not.to.equal('PREMIUM_REQUIRED');
      const old = member.accessToken!;
      await boss.request('PATCH', `/api/admin/users/${user.id}`, { json: { isPremium: false } });
      expect((await browser().request('GET', '/api/auth/session', { bearer: old })).status).to.equal(401);
    });

    it('refuses every call of a deleted account’s token: no audit started, no site added, nothing read', async () => {
      const b = browser();
      await b.signUp(newPerson('gone'));
      const token = b.accessToken!;
      const deleted = await b.request('DELETE', '/api/auth/deleteAccount', { json: { confirm: 'DELETE' } });
      expect(deleted.status).to.equal(200);
      const calls: [string, string, unknown][] = [
        ['POST', '/api/audits', { type: 'security', url: 'https://example.invalid/' }],
        ['POST', '/api/analytics/sites', { name: 'Ghost', url: 'https://ghost.example.com' }],
        ['GET', '/api/analytics/sites', undefined],
        ['GET', '/api/audits', undefined],
        ['GET', '/api/user/preferences', undefined],
      ];
      for (const [method, path, json] of calls) {
        const res = await browser().request(method, path, { bearer: token, ...(json ? { json } : {}) });
        expect(res.status, `${method} ${path}`).to.equal(401);
        expect((await error(res)).code, `${method} ${path}`).to.equal('AUTH_USER_NOT_FOUND');
      }
      const validate = await browser().request('GET', '/api/auth/validate', { bearer: token });
      expect(await validate.json()).to.deep.equal({ valid: false, code: 'AUTH_USER_NOT_FOUND' });
    });

    it('ends every access token of the account at sign-out', async () => {
      const b = browser();
      await b.signUp(newPerson('out'));
      const token = b.accessToken!;
      expect((await b.request('POST', '/api/auth/logout')).status).to.equal(200);
      const after = await browser().request('GET', '/api/auth/session', { bearer: token });
      expect(after.status).to.equal(401);
      expect(await error(after)).to.include({ code: 'AUTH_TOKEN_REVOKED' });
    });
  });

  describe('lockout', () => {
    it('refuses the addresses that failed on a locked account, lets the owner in from another, and mails the owner once', async () => {
      const person = newPerson('locked');
      await browser().signUp(person);
      const attacker = browser();
      for (let i = 0; i < 10; i++) await attacker.login({ email: person.email, password: `wrong guess ${i}` });
      const blocked = await attacker.login({ email: person.email, password: person.password });
      expect(blocked.status).to.equal(429);
      expect(blocked.headers.get('retry-after')).to.match(/^\d+$/);
      const owner = await browser().login({ email: person.email, password: person.password });
      expect(owner.status).to.equal(200);
      const notice = await app.mailTo(person.email, { template: 'identity.sign-in-failures' });
      expect(notice.text).to.include('10');
      const count = await appDatabase(app).knex('mail_outbox').where({ to_address: person.email, template: 'identity.sign-in-failures' }).count<{ n: string }[]>({ n: '*' });
      expect(Number(count[0]!.n)).to.equal(1);
    });
  });

  describe('forgot-password answers', () => {
    // Answer time is a figure of the identity bench (docs/benchmarks.md), not a test assertion: the
    // request path never looks the account up (identity README, "Brute force"). Here the answers
    // themselves must be alike, header for header.
    it('answers an existing and an unknown address alike, and mails only the owner', async () => {
      const person = newPerson('alike');
      await browser().signUp(person);
      const answer = async (email: string) => {
        const res = await browser().request('POST', '/api/auth/forgot-password', { json: { email } });
        const headers = [...res.headers.entries()].filter(([name]) => !['date', 'x-request-id', 'set-cookie'].includes(name));
        return { status: res.status, headers, body: await res.text() };
      };
      const known = await answer(person.email);
      const unknown = await answer(`nobody-${person.email}`);
      expect(known.status).to.equal(200);
      expect(JSON.parse(known.body)).to.deep.equal({ success: true });
      expect(unknown).to.deep.equal(known);
      expect((await app.mailTo(person.email, { template: 'identity.password-reset' })).to).to.equal(person.email);
    });
  });
});
