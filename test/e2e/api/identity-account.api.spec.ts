import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { appDatabase, newPerson, outbox, TestBrowser, type ErrorBody, type SessionBody } from './identity.client.js';

describe('identity API: profile, passwords, deletion, export, premium status (started app)', () => {
  let app: TestApp;
  before(async () => {
    // The worker sends forgot-password's mail (the request only queues it).
    app = await startTestApp({ roles: ['api', 'worker'], env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://stacklens.test' } });
  });
  after(() => app.stop());

  let ipCounter = 0;
  // Each browser plays its own client address, so the per-address limits never meet across tests.
  const browser = (options: ConstructorParameters<typeof TestBrowser>[1] = {}) => new TestBrowser(app.baseUrl, { ip: `198.51.100.${++ipCounter}`, ...options });
  const error = async (res: Response) => (await res.json()) as ErrorBody;
  async function signedIn(person = newPerson()) {
    const b = browser();
    const session = await b.signUp(person);
    return { b, person, user: session.user };
  }

  describe('updateUser', () => {
    it('updates fields, answers the user and a new access token carrying the new claims', async () => {
      const { b, person } = await signedIn();
      const res = await b.request('POST', '/api/auth/updateUser', { json: { username: `${person.username}_v2`, company: 'Analytical Engines', website: 'https://ada.example.org', bio: 'Programmer' } });
      expect(res.status).to.equal(200);
      const body = (await res.json()) as SessionBody;
      expect(body.user).to.include({ username: `${person.username}_v2`, company: 'Analytical Engines', website: 'https://ada.example.org', bio: 'Programmer' });
      const claims = JSON.parse(Buffer.from(body.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims.username).to.equal(`${person.username}_v2`);
      const cleared = (await (await b.request('POST', '/api/auth/updateUser', { json: { website: '', company: null } })).json()) as SessionBody;
      expect(cleared.user).to.include({ website: null, company: null, bio: 'Programmer' });
    });

    it('refuses each bad field with its code, wrong types, 1 MB strings, and taken names', async () => {
      const { b } = await signedIn();
      const other = await signedIn();
      const cases: [unknown, number, string][] = [
        [{ website: 'http://ada.example.org' }, 400, 'PROFILE_WEBSITE_INVALID'],
        [{ website: 'javascript:alert(1)' }, 400, 'PROFILE_WEBSITE_INVALID'],
        [{ email: 'not-an-address' }, 400, 'AUTH_EMAIL_INVALID'],
        [{ username: 'x' }, 400, 'AUTH_USERNAME_INVALID'],
        [{ company: 'c'.repeat(101) }, 400, 'PROFILE_FIELD_TOO_LONG'],
        [{ bio: 42 }, 400, 'VALIDATION_FAILED'],
        [['bio'], 400, 'VALIDATION_FAILED'],
        [{ bio: 'b'.repeat(1024 * 1024) }, 413, 'PAYLOAD_TOO_LARGE'],
        [{ email: other.person.email }, 409, 'AUTH_ACCOUNT_EXISTS'],
        [{ username: other.person.username.toUpperCase() }, 409, 'AUTH_ACCOUNT_EXISTS'],
      ];
      for (const [json, status, code] of cases) {
        const res = await b.request('POST', '/api/auth/updateUser', { json });
        expect(res.status, JSON.stringify(json).slice(0, 60)).to.equal(status);
        expect((await error(res)).code).to.equal(code);
      }
      const website = await error(await b.request('POST', '/api/auth/updateUser', { json: { website: 'ftp://x.y' } }));
      expect(website).to.include({ error: 'The URL must start with https://' });
      expect(website.details!.fields).to.deep.equal({ website: 'PROFILE_WEBSITE_INVALID' });
      expect((await browser().request('POST', '/api/auth/updateUser', { json: { bio: 'x' } })).status).to.equal(401);
    });
  });

  describe('forgot and reset password', () => {
    const tokenIn = (text: string) => decodeURIComponent(/\/reset-password\?token=(\S+)/.exec(text)![1]!);
    const mailsTo = async (email: string) => (await outbox(app)).filter((m) => m.to === email && m.template !== 'identity.confirm-signup');
    /** Waits for the worker's job to have written `count` reset mails to the address. */
    const resetMails = async (email: string, count = 1) => {
      await app.mailTo(email, { template: 'identity.password-reset' });
      for (let tries = 0; ; tries++) {
        const mails = (await mailsTo(email)).filter((m) => m.template === 'identity.password-reset');
        if (mails.length >= count || tries > 200) return mails;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    it('always answers success; mails a single-use link only to an account, in its preferred language', async () => {
      const { b, person } = await signedIn();
      expect((await b.request('PUT', '/api/user/preferences', { json: { preferredLanguage: 'fr' } })).status).to.equal(200);
      for (const email of [person.email.toUpperCase(), `nobody-${person.email}`]) {
        const res = await browser().request('POST', '/api/auth/forgot-password', { json: { email, locale: 'es' } });
        expect(res.status).to.equal(200);
        expect(await res.json()).to.deep.equal({ success: true });
      }
      const [mail] = await resetMails(person.email);
      expect(mail).to.include({ template: 'identity.password-reset', locale: 'fr', subject: 'Réinitialisez votre mot de passe StackLens' });
      expect(mail!.text).to.include('https://stacklens.test/fr/reset-password?token=');
      expect(await mailsTo(`nobody-${person.email}`)).to.have.length(0);
    });

    it('falls back to the language of the page, then English', async () => {
      const { person } = await signedIn();
      await browser().request('POST', '/api/auth/forgot-password', { json: { email: person.email, locale: 'zh-CN' } });
      await browser().request('POST', '/api/auth/forgot-password', { json: { email: person.email } });
      expect((await resetMails(person.email, 2)).map((m) => m.locale).sort()).to.deep.equal(['en', 'zh']);
    });

    it('resets with the mailed token once; the reset revokes every session and a notice follows', async () => {
      const { b, person } = await signedIn();
      await browser().request('POST', '/api/auth/forgot-password', { json: { email: person.email, locale: 'ar' } });
      const token = tokenIn((await resetMails(person.email))[0]!.text);
      const weak = await browser().request('POST', '/api/auth/resetPassword', { json: { token, newPassword: 'iloveyou' } });
      expect(weak.status).to.equal(400);
      expect((await error(weak)).code).to.equal('AUTH_PASSWORD_COMMON');
      const ok = await browser().request('POST', '/api/auth/resetPassword', { json: { token, newPassword: 'a brand new passphrase' } });
      expect(ok.status).to.equal(200);
      expect(await ok.json()).to.deep.equal({ success: true });
      const again = await browser().request('POST', '/api/auth/resetPassword', { json: { token, newPassword: 'another new passphrase' } });
      expect(again.status).to.equal(400);
      expect((await error(again)).code).to.equal('AUTH_RESET_TOKEN_INVALID');
      expect((await b.request('POST', '/api/auth/refresh', { bearer: false })).status).to.equal(401);
      expect((await browser().login({ email: person.email, password: person.password })).status).to.equal(401);
      expect((await browser().login({ email: person.email, password: 'a brand new passphrase' })).status).to.equal(200);
      const notice = (await mailsTo(person.email)).find((m) => m.template === 'identity.password-changed');
      expect(notice).to.include({ locale: 'en' });
    });

    it('refuses an expired, unknown or malformed token, and bad bodies', async () => {
      const { person } = await signedIn();
      await browser().request('POST', '/api/auth/forgot-password', { json: { email: person.email } });
      const token = tokenIn((await resetMails(person.email))[0]!.text);
      await appDatabase(app).knex('identity_password_resets').update({ expires_at: new Date(Date.now() - 1000) });
      for (const candidate of [token, 'x'.repeat(43), "' OR 1=1 --", '']) {
        const res = await browser().request('POST', '/api/auth/resetPassword', { json: { token: candidate, newPassword: 'a brand new passphrase' } });
        expect(res.status, candidate).to.equal(400);
        expect((await error(res)).code).to.equal('AUTH_RESET_TOKEN_INVALID');
      }
      const typed = await browser().request('POST', '/api/auth/resetPassword', { json: { token: 42, newPassword: 'a brand new passphrase' } });
      expect((await error(typed)).code).to.equal('VALIDATION_FAILED');
      expect((await browser().request('POST', '/api/auth/resetPassword', { json: { token, newPassword: 'p'.repeat(1024 * 1024) } })).status).to.equal(413);
      const missing = await browser().request('POST', '/api/auth/forgot-password', { json: {} });
      expect(missing.status).to.equal(400);
      expect((await error(missing)).code).to.equal('AUTH_EMAIL_REQUIRED');
      expect((await browser().request('POST', '/api/auth/forgot-password', { json: { email: 'e'.repeat(1024 * 1024) } })).status).to.equal(413);
    });

    it('changes the password of a signed-in user with the current one, from our own pages only', async () => {
      const { b, person } = await signedIn();
      const other = new TestBrowser(app.baseUrl, { ip: '198.51.100.250' });
      await other.login({ email: person.email, password: person.password });
      const body = { currentPassword: person.password, newPassword: 'a brand new passphrase' };
      expect((await browser().request('POST', '/api/auth/resetPassword', { json: body })).status).to.equal(401);
      const foreign = await b.request('POST', '/api/auth/resetPassword', { json: body, headers: { origin: 'https://evil.example' } });
      expect(foreign.status).to.equal(403);
      expect((await error(foreign)).code).to.equal('ORIGIN_REFUSED');
      const wrong = await b.request('POST', '/api/auth/resetPassword', { json: { ...body, currentPassword: 'not my password' } });
      expect(wrong.status).to.equal(400);
      expect((await error(wrong)).code).to.equal('AUTH_INVALID_CREDENTIALS');
      const res = await b.request('POST', '/api/auth/resetPassword', { json: body });
      expect(res.status).to.equal(200);
      expect(((await res.json()) as SessionBody).accessToken).to.be.a('string');
      // This browser got a fresh session; the other device was signed out.
      expect((await b.request('POST', '/api/auth/refresh', { bearer: false })).status).to.equal(200);
      expect((await other.request('POST', '/api/auth/refresh', { bearer: false })).status).to.equal(401);
    });
  });

  describe('deleteAccount and export', () => {
    it('exports everything stored about the user as a JSON attachment, without secrets', async () => {
      const { b, user } = await signedIn();
      const res = await b.request('GET', '/api/auth/export');
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/json/);
      expect(res.headers.get('content-disposition')).to.match(/^attachment; filename="stacklens-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = (await res.json()) as { exportedAt: string; user: { id: string }; sections: Record<string, { sessions?: unknown[] }> };
      expect(data.user.id).to.equal(user.id);
      expect(data.sections).to.have.property('security');
      expect(data.sections.security!.sessions).to.have.length(1);
      expect(JSON.stringify(data)).not.to.match(/argon2|token_?hash|tokenHash/i);
      expect((await browser().request('GET', '/api/auth/export')).status).to.equal(401);
    });

    it('needs the word DELETE and a same-origin request', async () => {
      const { b } = await signedIn();
      const foreign = await b.request('DELETE', '/api/auth/deleteAccount', { json: { confirm: 'DELETE' }, headers: { origin: 'https://evil.example' } });
      expect(foreign.status).to.equal(403);
      for (const json of [{}, { confirm: 'delete' }, { confirm: ['DELETE'] }]) {
        const res = await b.request('DELETE', '/api/auth/deleteAccount', { json });
        expect(res.status, JSON.stringify(json)).to.equal(400);
        expect((await error(res)).code).to.equal('ACCOUNT_DELETE_CONFIRM');
      }
      expect((await b.request('DELETE', '/api/auth/deleteAccount', { body: '{"confirm":', headers: { 'content-type': 'application/json' } })).status).to.equal(400);
      expect((await b.request('DELETE', '/api/auth/deleteAccount', { json: { confirm: 'DELETE', pad: 'x'.repeat(1024 * 1024) } })).status).to.equal(413);
      expect((await b.request('GET', '/api/auth/session')).status).to.equal(200);
    });

    it('deletes the account and leaves nothing of the user in identity tables', async () => {
      const { b, person, user } = await signedIn();
      await b.request('PUT', '/api/user/preferences', { json: { compactMode: true } });
      await browser().request('POST', '/api/auth/forgot-password', { json: { email: person.email } });
      await b.request('POST', '/api/auth/2fa/setup');
      const res = await b.request('DELETE', '/api/auth/deleteAccount', { json: { confirm: 'DELETE' } });
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.equal({ success: true });
      expect(b.refreshCookie()).to.equal(undefined);

      const knex = appDatabase(app).knex;
      const byUser = ['identity_refresh_tokens', 'identity_password_resets', 'identity_two_factor', 'identity_recovery_codes', 'identity_login_challenges', 'identity_user_preferences', 'identity_access_log'];
      for (const table of byUser) expect(await knex(table).where({ user_id: user.id }), table).to.have.length(0);
      expect(await knex('identity_users').where({ id: user.id })).to.have.length(0);
      expect(await knex('identity_users').where({ email: person.email })).to.have.length(0);
      expect((await browser().login({ email: person.email, password: person.password })).status).to.equal(401);
      expect((await b.request('GET', '/api/auth/session')).status).to.equal(401);
      expect((await b.request('POST', '/api/auth/refresh', { bearer: false })).status).to.equal(401);
      // The address is free for a new account.
      await browser().signUp(person);
    });
  });

  describe('premium-status', () => {
    it('answers one’s own status, refuses another’s unless admin, and validates the id', async () => {
      const { b, user } = await signedIn();
      const other = await signedIn();
      const own = await b.request('POST', '/api/user/premium-status', { json: { userId: user.id } });
      expect(own.status).to.equal(200);
      const body = (await own.json()) as Record<string, unknown>;
      expect(body).to.include({ success: true, isPremium: true, subscription_status: 'trial', payment_status: 'none', daysLeft: 7 });
      expect(body.trial_end_date).to.match(/^\d{4}-\d{2}-\d{2}T/);
      const foreign = await b.request('POST', '/api/user/premium-status', { json: { userId: other.user.id } });
      expect(foreign.status).to.equal(403);
      const admin = browser();
      admin.accessToken = await app.tokenFor({ sub: 'premium-admin', isAdmin: true });
      expect((await admin.request('POST', '/api/user/premium-status', { json: { userId: other.user.id } })).status).to.equal(200);
      expect((await admin.request('POST', '/api/user/premium-status', { json: { userId: 'no-such-user' } })).status).to.equal(404);
      const missing = await b.request('POST', '/api/user/premium-status', { json: {} });
      expect(missing.status).to.equal(400);
      expect(await error(missing)).to.include({ code: 'USER_ID_MISSING', error: 'User ID missing' });
      expect((await error(await b.request('POST', '/api/user/premium-status', { json: { userId: 42 } }))).code).to.equal('VALIDATION_FAILED');
      expect((await b.request('POST', '/api/user/premium-status', { json: { userId: 'u'.repeat(1024 * 1024) } })).status).to.equal(413);
      expect((await browser().request('POST', '/api/user/premium-status', { json: { userId: user.id } })).status).to.equal(401);
    });
  });
});
