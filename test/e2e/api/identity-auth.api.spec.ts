import { expect } from 'chai';
import { linkToken } from '../../support/mailbox.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { appDatabase, newPerson, TestBrowser, type ErrorBody, type SessionBody } from './identity.client.js';

describe('identity API: sign-up, sign-in, sessions (started app)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://stacklens.test' } });
  });
  after(() => app.stop());

  const browser = (options: ConstructorParameters<typeof TestBrowser>[1] = {}) => new TestBrowser(app.baseUrl, options);
  const error = async (res: Response) => (await res.json()) as ErrorBody;

  describe('CSRF (double submit)', () => {
    it('hands out a token in a JS-readable SameSite=Strict cookie and keeps it across calls', async () => {
      const b = browser();
      const token = await b.csrf();
      expect(token).to.match(/^[A-Za-z0-9_-]{43}$/);
      const cookie = b.lastSetCookies.find((c) => c.startsWith('stacklens_csrf='))!;
      expect(cookie).to.include('path=/;').and.include('samesite=strict');
      expect(cookie).not.to.include('httponly');
      expect(await b.csrf()).to.equal(token);
    });

    it('uses __Host- names with Secure over HTTPS', async () => {
      const b = browser({ https: true });
      await b.csrf();
      expect(b.lastSetCookies[0]).to.match(/^__Host-stacklens_csrf=/).and.include('secure').and.include('path=/;');
      const person = newPerson();
      await b.signUp(person);
      const refresh = b.lastSetCookies.find((c) => c.startsWith('__Host-stacklens_refresh='))!;
      expect(refresh).to.include('path=/;').and.include('secure').and.include('httponly').and.include('samesite=strict');
    });

    it('refuses sign-up, sign-in and the second step without the header, with a wrong one, or without the cookie (403 CSRF_INVALID)', async () => {
      const person = newPerson();
      const b = browser();
      const token = await b.csrf();
      const cases: [string, Record<string, string>, boolean][] = [
        ['/api/auth/signup', {}, true],
        ['/api/auth/signup', { 'x-csrf-token': 'A'.repeat(43) }, true],
        ['/api/auth/login', { 'x-csrf-token': `${token.slice(0, -1)}x` }, true],
        ['/api/auth/login', { 'x-csrf-token': token }, false],
        ['/api/auth/login/2fa', {}, true],
      ];
      for (const [path, headers, withCookie] of cases) {
        const client = withCookie ? b : browser();
        const res = await client.request('POST', path, { json: { ...person, challenge: 'x', code: '123456' }, headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).to.equal(403);
        expect(await error(res)).to.include({ success: false, code: 'CSRF_INVALID' });
      }
      // Nothing was created by the refused sign-up.
      expect((await b.login(person)).status).to.equal(401);
    });
  });

  describe('sign-up', () => {
    it('creates nothing until the mailed link is opened; the link creates a trial account and signs it in (201, access token, refresh cookie scoped to /api/auth)', async () => {
      const b = browser();
      const person = newPerson('Signup');
      const requested = await b.postWithCsrf('/api/auth/signup', { ...person, email: person.email.toUpperCase() });
      expect(requested.status).to.equal(202);
      expect(requested.headers.get('cache-control')).to.equal('no-store');
      // Without SMTP outside production the answer says the link went to the log (the same for every address).
      expect(await requested.json()).to.deep.equal({ success: true, verificationRequired: true, mailLoggedOnly: true });
      expect(b.lastSetCookies.some((c) => c.includes('refresh'))).to.equal(false);
      expect((await browser().login(person)).status).to.equal(401);
      const mail = await app.mailTo(person.email, { template: 'identity.confirm-signup' });
      expect(mail.text).to.match(/https:\/\/stacklens\.test\/en\/verify-email\?token=/);
      const res = await b.postWithCsrf('/api/auth/verify-email', { token: linkToken(mail) });
      expect(res.status).to.equal(201);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const body = (await res.json()) as SessionBody;
      expect(body.success).to.equal(true);
      expect(body.accessToken.split('.')).to.have.length(3);
      expect(body.user).to.include({ username: person.username, email: person.email.toLowerCase(), status: 'trial', subscription_status: 'trial', daysLeft: 7, isPremium: true, isAdmin: false, twoFactorEnabled: false, emailVerified: true });
      expect(body.user.userId).to.equal(body.user.id);
      expect(new Date(body.sessionExpiresAt).getTime() - Date.now()).to.be.within(23.9 * 3600_000, 24 * 3600_000);
      const cookie = b.lastSetCookies.find((c) => c.startsWith('stacklens_refresh='))!;
      expect(cookie).to.match(/^stacklens_refresh=[A-Za-z0-9_-]{43};/);
      expect(cookie).to.include('path=/api/auth').and.include('httponly').and.include('samesite=strict');
      // Not remembered: a browser-session cookie.
      expect(cookie).not.to.match(/max-age|expires/i);
      const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims).to.include({ sub: body.user.id, email: person.email.toLowerCase(), isPremium: true, isAdmin: false, status: 'trial', ver: 0 });
      // The link works once.
      const again = await browser().postWithCsrf('/api/auth/verify-email', { token: linkToken(mail) });
      expect(again.status).to.equal(400);
      expect(await error(again)).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
      expect((claims.exp as number) - (claims.iat as number)).to.equal(900);
    });

    it('answers each missing field with its code of docs/product.md §8, and all problems by field', async () => {
      const res = await browser().postWithCsrf('/api/auth/signup', {});
      expect(res.status).to.equal(400);
      const body = await error(res);
      expect(body).to.include({ code: 'AUTH_USERNAME_REQUIRED', error: 'Username required' });
      expect(body.details!.fields).to.deep.equal({ username: 'AUTH_USERNAME_REQUIRED', email: 'AUTH_EMAIL_REQUIRED', password: 'AUTH_PASSWORD_REQUIRED' });
      const short = await error(await browser().postWithCsrf('/api/auth/signup', { ...newPerson(), password: 'short7!' }));
      expect(short).to.include({ code: 'AUTH_PASSWORD_TOO_SHORT', error: 'Password must contain at least 8 characters' });
      const invalid = await error(await browser().postWithCsrf('/api/auth/signup', { ...newPerson(), username: 'a b', email: 'ada@nowhere' }));
      expect(invalid.details!.fields).to.deep.equal({ username: 'AUTH_USERNAME_INVALID', email: 'AUTH_EMAIL_INVALID' });
    });

    it('refuses wrong types, non-objects and broken JSON with 400, and a 1 MB string with 413', async () => {
      for (const json of [{ ...newPerson(), username: 42 }, { ...newPerson(), password: ['a'] }, [newPerson()], 'ada']) {
        const res = await browser().postWithCsrf('/api/auth/signup', json);
        expect(res.status, JSON.stringify(json)).to.equal(400);
        expect((await error(res)).code).to.be.oneOf(['VALIDATION_FAILED', 'INVALID_JSON']);
      }
      const b = browser();
      const token = await b.csrf();
      const broken = await b.request('POST', '/api/auth/signup', { body: '{"username": "ada",', headers: { 'content-type': 'application/json', 'x-csrf-token': token } });
      expect(broken.status).to.equal(400);
      expect((await error(broken)).code).to.equal('INVALID_JSON');
      for (const field of ['username', 'email', 'password']) {
        const huge = await b.request('POST', '/api/auth/signup', { json: { ...newPerson(), [field]: 'x'.repeat(1024 * 1024) }, headers: { 'x-csrf-token': token } });
        expect(huge.status, field).to.equal(413);
        expect((await error(huge)).code).to.equal('PAYLOAD_TOO_LARGE');
      }
      const long = await error(await b.request('POST', '/api/auth/signup', { json: { ...newPerson(), password: 'x'.repeat(129) }, headers: { 'x-csrf-token': token } }));
      expect(long.code).to.equal('AUTH_PASSWORD_TOO_LONG');
    });

    it('refuses common passwords and taken names (409), and answers a taken address exactly as a new one, mailing its owner', async () => {
      const common = await error(await browser().postWithCsrf('/api/auth/signup', { ...newPerson(), password: 'Password1' }));
      expect(common).to.include({ code: 'AUTH_PASSWORD_COMMON' });
      const person = newPerson();
      await browser().signUp(person);
      const fresh = await browser().postWithCsrf('/api/auth/signup', newPerson());
      const taken = await browser().postWithCsrf('/api/auth/signup', { ...person, username: `${person.username}x` });
      expect(taken.status).to.equal(fresh.status).and.to.equal(202);
      expect(await taken.text()).to.equal(await fresh.text());
      const notice = await app.mailTo(person.email, { template: 'identity.signup-attempt' });
      expect(notice.text).to.include('/en/login').and.not.include('token=');
      const sameName = await browser().postWithCsrf('/api/auth/signup', { ...newPerson(), username: person.username.toUpperCase() });
      expect(sameName.status).to.equal(409);
    });

    it('accepts unicode usernames and keeps SQL and script text verbatim in JSON', async () => {
      const unicode = await browser().signUp({ ...newPerson(), username: `Łukasz_李${Date.now() % 1000}` });
      expect(unicode.user.username).to.match(/^Łukasz_李\d+$/);
      for (const username of ["x' OR '1'='1", '<script>alert(1)</script>', 'ada; DROP TABLE identity_users']) {
        const res = await browser().postWithCsrf('/api/auth/signup', { ...newPerson(), username });
        expect(res.status, username).to.equal(400);
        expect((await error(res)).code).to.equal('AUTH_USERNAME_INVALID');
      }
      const b = browser();
      await b.signUp(newPerson());
      const bio = "'); DROP TABLE identity_users; -- <script>alert('x')</script>";
      const res = await b.request('POST', '/api/auth/updateUser', { json: { bio, company: '"><img src=x onerror=alert(1)>' } });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      const session = await (await b.request('GET', '/api/auth/session')).json() as { user: Record<string, unknown> };
      expect(session.user).to.include({ bio, company: '"><img src=x onerror=alert(1)>' });
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password; remember me keeps the cookie 30 days', async () => {
      const person = newPerson();
      await browser().signUp(person);
      const b = browser();
      const res = await b.login({ email: person.email.toUpperCase(), password: person.password, rememberMe: true });
      expect(res.status).to.equal(200);
      const body = (await res.json()) as SessionBody;
      expect(body.user.email).to.equal(person.email);
      expect(new Date(body.sessionExpiresAt).getTime() - Date.now()).to.be.within(29.9 * 24 * 3600_000, 30 * 24 * 3600_000);
      const expires = new Date(/expires=([^;]+)/i.exec(b.lastSetCookies.find((c) => c.startsWith('stacklens_refresh='))!)![1]!);
      expect(expires.getTime() - Date.now()).to.be.within(30 * 24 * 3600_000 - 60_000, 30 * 24 * 3600_000);
    });

    it('answers a wrong password and an unknown address with the same 401 body', async () => {
      const person = newPerson();
      await browser().signUp(person);
      const wrong = await browser({ ip: '203.0.113.50' }).login({ email: person.email, password: 'not the password' });
      const unknown = await browser({ ip: '203.0.113.51' }).login({ email: `nobody-${person.email}`, password: person.password });
      expect(wrong.status).to.equal(401);
      expect(unknown.status).to.equal(401);
      const expected = { success: false, error: 'Invalid email or password', code: 'AUTH_INVALID_CREDENTIALS' };
      expect(await wrong.json()).to.deep.equal(expected);
      expect(await unknown.json()).to.deep.equal(expected);
      expect(wrong.headers.getSetCookie().some((c) => c.startsWith('stacklens_refresh='))).to.equal(false);
    });

    it('checks the sign-in rules and field types', async () => {
      const short = await browser().login({ email: 'ada@example.org', password: '12345' });
      expect(short.status).to.equal(400);
      expect(await error(short)).to.include({ code: 'AUTH_PASSWORD_TOO_SHORT', error: 'Password must be at least 6 characters long' });
      expect((await error(await browser().login({ email: '', password: 'whatever1' }))).code).to.equal('AUTH_EMAIL_REQUIRED');
      const typed = await browser().postWithCsrf('/api/auth/login', { email: ['a@b.c'], password: 1234567 });
      expect(typed.status).to.equal(400);
      expect((await error(typed)).code).to.equal('VALIDATION_FAILED');
      const huge = await browser().postWithCsrf('/api/auth/login', { email: 'a@b.c', password: 'p'.repeat(1024 * 1024) });
      expect(huge.status).to.equal(413);
    });
  });

  describe('refresh, rotation and sign-out', () => {
    async function signedIn(options: ConstructorParameters<typeof TestBrowser>[1] = {}) {
      const b = browser(options);
      await b.signUp(newPerson());
      return b;
    }
    const refresh = (b: TestBrowser) => b.request('POST', '/api/auth/refresh', { bearer: false });

    it('rotates the refresh cookie and hands out a new access token', async () => {
      const b = await signedIn();
      const first = b.refreshCookie();
      const res = await refresh(b);
      expect(res.status).to.equal(200);
      const body = (await res.json()) as SessionBody;
      expect(body.accessToken).to.be.a('string');
      expect(body.user.email).to.match(/@example\.org$/);
      expect(b.refreshCookie()).to.be.a('string').and.not.equal(first);
      const validate = await b.request('GET', '/api/auth/validate', { bearer: body.accessToken });
      expect(validate.status).to.equal(200);
    });

    it('keeps two tabs signed in when both refresh with the same cookie at once', async () => {
      const tabA = await signedIn();
      const tabB = new TestBrowser(app.baseUrl);
      tabB.jar.set('stacklens_refresh', tabA.refreshCookie()!);
      const [a, bRes] = await Promise.all([refresh(tabA), refresh(tabB)]);
      expect([a.status, bRes.status]).to.deep.equal([200, 200]);
      expect(tabA.refreshCookie()).not.to.equal(tabB.refreshCookie());
      expect((await refresh(tabA)).status).to.equal(200);
      expect((await refresh(tabB)).status).to.equal(200);
    });

    it('revokes the whole family when a rotated token comes back after the grace window', async () => {
      const b = await signedIn();
      const stolen = b.refreshCookie()!;
      expect((await refresh(b)).status).to.equal(200);
      // As if the thief came back 20 s later.
      await appDatabase(app).knex('identity_refresh_tokens').whereNotNull('rotated_at').update({ rotated_at: new Date(Date.now() - 20_000) });
      const thief = new TestBrowser(app.baseUrl);
      thief.jar.set('stacklens_refresh', stolen);
      const replay = await refresh(thief);
      expect(replay.status).to.equal(401);
      expect(await error(replay)).to.include({ code: 'AUTH_REFRESH_INVALID' });
      expect(thief.lastSetCookies.some((c) => /^stacklens_refresh=;/.test(c))).to.equal(true);
      // The legitimate holder's current token died with the family.
      const victim = await refresh(b);
      expect(victim.status).to.equal(401);
    });

    it('signs out: the family is revoked and the cookie cleared, even with an expired access token', async () => {
      const b = await signedIn();
      const cookie = b.refreshCookie()!;
      const res = await b.request('POST', '/api/auth/logout', { bearer: false });
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.equal({ success: true });
      expect(b.refreshCookie()).to.equal(undefined);
      const again = new TestBrowser(app.baseUrl);
      again.jar.set('stacklens_refresh', cookie);
      expect((await refresh(again)).status).to.equal(401);
      expect((await browser().request('POST', '/api/auth/logout')).status).to.equal(200);
    });

    it('answers 401 AUTH_REFRESH_INVALID without a cookie or with garbage', async () => {
      expect(await error(await refresh(browser()))).to.include({ code: 'AUTH_REFRESH_INVALID' });
      const b = browser();
      b.jar.set('stacklens_refresh', "'; DROP TABLE identity_refresh_tokens; --");
      expect((await refresh(b)).status).to.equal(401);
    });

    it('refuses refresh and logout from another site (403 ORIGIN_REFUSED), accepts our own origins', async () => {
      const b = await signedIn({ origin: null });
      const cases: [Record<string, string>, number][] = [
        [{}, 403],
        [{ origin: 'https://evil.example' }, 403],
        [{ origin: 'null' }, 403],
        [{ 'sec-fetch-site': 'cross-site', origin: app.baseUrl }, 403],
        [{ 'sec-fetch-site': 'same-site' }, 403],
        [{ 'sec-fetch-site': 'same-origin' }, 200],
        [{ origin: 'https://stacklens.test' }, 200],
        [{ origin: app.baseUrl }, 200],
      ];
      for (const [headers, status] of cases) {
        const res = await b.request('POST', '/api/auth/refresh', { headers, bearer: false });
        expect(res.status, JSON.stringify(headers)).to.equal(status);
        if (status === 403) expect((await error(res)).code).to.equal('ORIGIN_REFUSED');
      }
      expect((await b.request('POST', '/api/auth/logout', { headers: { origin: 'https://evil.example' } })).status).to.equal(403);
      expect((await b.request('POST', '/api/auth/refresh', { headers: { origin: app.baseUrl }, bearer: false })).status).to.equal(200);
    });
  });

  describe('validate, session, check-trial', () => {
    it('validates a token with the stored user and its exp in seconds; 401 { valid: false } otherwise', async () => {
      const b = browser();
      const { accessToken, user } = await b.signUp(newPerson());
      const res = await b.request('GET', '/api/auth/validate');
      const body = (await res.json()) as { valid: boolean; user: { id: string }; exp: number };
      expect(body.valid).to.equal(true);
      expect(body.user.id).to.equal(user.id);
      expect(body.exp - Date.now() / 1000).to.be.within(800, 901);
      const none = await browser().request('GET', '/api/auth/validate');
      expect(none.status).to.equal(401);
      expect(await none.json()).to.deep.equal({ valid: false, code: 'AUTH_REQUIRED' });
      const tampered = await browser().request('GET', '/api/auth/validate', { bearer: `${accessToken.slice(0, -3)}abc` });
      expect(tampered.status).to.equal(401);
      expect(await tampered.json()).to.deep.include({ valid: false });
      const ghost = await browser().request('GET', '/api/auth/validate', { bearer: app.token({ sub: 'no-such-user' }) });
      expect(await ghost.json()).to.deep.equal({ valid: false, code: 'AUTH_USER_NOT_FOUND' });
    });

    it('answers session and check-trial for the signed-in user only', async () => {
      const b = browser();
      await b.signUp(newPerson());
      const session = await b.request('GET', '/api/auth/session');
      expect(await session.json()).to.deep.include({ success: true, message: 'Session active' });
      expect(await (await b.request('GET', '/api/auth/check-trial')).json()).to.deep.equal({ success: true, isPremium: true, status: 'trial', daysLeft: 7 });
      for (const path of ['/api/auth/session', '/api/auth/check-trial']) {
        const res = await browser().request('GET', path);
        expect(res.status, path).to.equal(401);
        expect((await error(res)).code).to.equal('AUTH_REQUIRED');
      }
    });

    it('turns an expired trial into free and not premium, in the answer and in storage', async () => {
      const b = browser();
      const { user } = await b.signUp(newPerson());
      const db = appDatabase(app).knex;
      await db('identity_users').where({ id: user.id }).update({ trial_end_date: new Date(Date.now() + 36 * 3600_000) });
      expect(await (await b.request('GET', '/api/auth/check-trial')).json()).to.deep.include({ isPremium: true, daysLeft: 2 });
      await db('identity_users').where({ id: user.id }).update({ trial_end_date: new Date(Date.now() - 1000) });
      expect(await (await b.request('GET', '/api/auth/check-trial')).json()).to.deep.equal({ success: true, isPremium: false, status: 'free', daysLeft: 0 });
      expect((await db('identity_users').where({ id: user.id }).first()).subscription_status).to.equal('free');
      const refreshed = (await (await b.request('POST', '/api/auth/refresh', { bearer: false })).json()) as SessionBody;
      expect(refreshed.user).to.include({ isPremium: false, status: 'free' });
      const claims = JSON.parse(Buffer.from(refreshed.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims).to.include({ isPremium: false, status: 'free' });
    });
  });
});
