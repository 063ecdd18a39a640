import { expect } from 'chai';
import { totpCodeAt } from '../../../src/modules/identity/domain/two-factor.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { appDatabase, newPerson, TestBrowser, type ErrorBody, type SessionBody } from './identity.client.js';

describe('identity API: two-factor authentication (started app)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { TRUST_PROXY: 'true' } });
  });
  after(() => app.stop());

  let ipCounter = 0;
  const browser = () => new TestBrowser(app.baseUrl, { ip: `192.0.2.${++ipCounter}` });
  const error = async (res: Response) => (await res.json()) as ErrorBody;
  /** The code an authenticator shows 30 s from now: valid (window ±1) and never the step enrolment used. */
  const nextCode = (secret: string) => totpCodeAt(secret, new Date(Date.now() + 30_000));

  async function enrolled() {
    const person = newPerson();
    const b = browser();
    await b.signUp(person);
    const setup = await b.request('POST', '/api/auth/2fa/setup');
    expect(setup.status).to.equal(200);
    const { secret, otpauthUrl, qrSvg } = (await setup.json()) as { secret: string; otpauthUrl: string; qrSvg: string };
    const enable = await b.request('POST', '/api/auth/2fa/enable', { json: { code: totpCodeAt(secret, new Date()) } });
    expect(enable.status).to.equal(200);
    const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
    return { person, b, secret, otpauthUrl, qrSvg, recoveryCodes };
  }

  async function challenge(person: { email: string; password: string }, client = browser()) {
    const res = await client.login(person);
    expect(res.status).to.equal(200);
    const body = (await res.json()) as { success: boolean; twoFactorRequired: boolean; challenge: string };
    expect(body).to.include({ success: false, twoFactorRequired: true });
    expect(client.refreshCookie()).to.equal(undefined);
    return { client, challenge: body.challenge };
  }
  const complete = (client: TestBrowser, json: unknown) => client.postWithCsrf('/api/auth/login/2fa', json);

  it('enrols with a QR code, stays pending until confirmed, and stores the secret encrypted', async () => {
    const person = newPerson();
    const b = browser();
    const { user } = await b.signUp(person);
    const setup = (await (await b.request('POST', '/api/auth/2fa/setup')).json()) as { success: boolean; secret: string; otpauthUrl: string; qrSvg: string };
    expect(setup.success).to.equal(true);
    expect(setup.otpauthUrl).to.match(/^otpauth:\/\/totp\/StackLens:/).and.include(setup.secret);
    expect(setup.qrSvg).to.match(/^<svg[\s\S]*<\/svg>\s*$/);
    const row = await appDatabase(app).knex('identity_two_factor').where({ user_id: user.id }).first();
    expect(row.secret_encrypted).to.equal(null);
    // Sealed values name their key since the secret box moved to platform/security (v1 ones still open).
    expect(row.pending_secret_encrypted).to.match(/^v2\.[0-9a-f]{16}\./).and.not.include(setup.secret);
    // Not yet on: sign-in still opens a session directly.
    expect((await browser().login(person)).status).to.equal(200);
    const wrong = await b.request('POST', '/api/auth/2fa/enable', { json: { code: '000000' } });
    expect(wrong.status).to.equal(400);
    expect((await error(wrong)).code).to.equal('AUTH_2FA_INVALID');
    const ok = await b.request('POST', '/api/auth/2fa/enable', { json: { code: totpCodeAt(setup.secret, new Date()) } });
    const { recoveryCodes } = (await ok.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).to.have.length(10);
    expect(await appDatabase(app).knex('identity_recovery_codes').where({ user_id: user.id })).to.have.length(10);
    expect(JSON.stringify(await appDatabase(app).knex('identity_recovery_codes').where({ user_id: user.id }))).not.to.include(recoveryCodes[0]);
    expect((await (await b.request('GET', '/api/auth/session')).json()) as { user: { twoFactorEnabled: boolean } }).to.have.nested.property('user.twoFactorEnabled', true);
    expect((await error(await b.request('POST', '/api/auth/2fa/setup'))).code).to.equal('AUTH_2FA_ALREADY_ENABLED');
  });

  it('refuses 2FA changes from other sites and without a token, and a malformed body', async () => {
    const person = newPerson();
    const b = browser();
    await b.signUp(person);
    expect((await b.request('POST', '/api/auth/2fa/setup', { headers: { origin: 'https://evil.example' } })).status).to.equal(403);
    expect((await b.request('POST', '/api/auth/2fa/enable', { json: { code: '123456' }, headers: { 'sec-fetch-site': 'cross-site' } })).status).to.equal(403);
    expect((await browser().request('POST', '/api/auth/2fa/setup')).status).to.equal(401);
    expect((await error(await b.request('POST', '/api/auth/2fa/enable', { json: { code: '123456' } }))).code).to.equal('AUTH_2FA_NOT_PENDING');
    expect((await error(await b.request('POST', '/api/auth/2fa/enable', { json: { code: 123456 } }))).code).to.equal('VALIDATION_FAILED');
    expect((await b.request('POST', '/api/auth/2fa/enable', { json: { code: 'x'.repeat(1024 * 1024) } })).status).to.equal(413);
    expect((await error(await b.request('POST', '/api/auth/2fa/disable', { json: { code: '123456' } }))).code).to.equal('AUTH_2FA_NOT_ENABLED');
  });

  it('then requires the challenge at sign-in; a TOTP code completes it once', async () => {
    const { person, secret } = await enrolled();
    const { client, challenge: id } = await challenge(person);
    const code = nextCode(secret);
    const res = await complete(client, { challenge: id, code });
    expect(res.status).to.equal(200);
    const body = (await res.json()) as SessionBody;
    expect(body.user.twoFactorEnabled).to.equal(true);
    expect(client.refreshCookie()).to.be.a('string');
    // The same challenge and the same code are both spent.
    expect((await error(await complete(client, { challenge: id, code }))).code).to.equal('AUTH_2FA_CHALLENGE_EXPIRED');
    const second = await challenge(person);
    const reuse = await complete(second.client, { challenge: second.challenge, code });
    expect(reuse.status).to.equal(401);
    expect(await error(reuse)).to.deep.include({ code: 'AUTH_2FA_INVALID', details: { attemptsLeft: 4 } });
  });

  it('ends the challenge after five wrong codes; a recovery code works once', async () => {
    const { person, recoveryCodes } = await enrolled();
    const { client, challenge: id } = await challenge(person);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await error(await complete(client, { challenge: id, code: '000000' }))).code);
    expect(codes).to.deep.equal(['AUTH_2FA_INVALID', 'AUTH_2FA_INVALID', 'AUTH_2FA_INVALID', 'AUTH_2FA_INVALID', 'AUTH_2FA_CHALLENGE_EXPIRED']);
    const late = await complete(client, { challenge: id, code: recoveryCodes[0] });
    expect(late.status).to.equal(401);
    expect((await error(late)).code).to.equal('AUTH_2FA_CHALLENGE_EXPIRED');

    const fresh = await challenge(person);
    expect((await complete(fresh.client, { challenge: fresh.challenge, code: recoveryCodes[0]!.toUpperCase() })).status).to.equal(200);
    const again = await challenge(person);
    expect((await error(await complete(again.client, { challenge: again.challenge, code: recoveryCodes[0] }))).code).to.equal('AUTH_2FA_INVALID');
    expect((await complete(again.client, { challenge: again.challenge, code: recoveryCodes[1] })).status).to.equal(200);
  });

  it('expires a challenge after five minutes and refuses bad bodies', async () => {
    const { person, secret } = await enrolled();
    const { client, challenge: id } = await challenge(person);
    await appDatabase(app).knex('identity_login_challenges').update({ expires_at: new Date(Date.now() - 1000) });
    expect((await error(await complete(client, { challenge: id, code: nextCode(secret) }))).code).to.equal('AUTH_2FA_CHALLENGE_EXPIRED');
    expect((await error(await complete(client, { challenge: 42, code: '123456' }))).code).to.equal('VALIDATION_FAILED');
    expect((await error(await complete(client, {}))).code).to.equal('AUTH_2FA_CHALLENGE_EXPIRED');
    expect((await complete(client, { challenge: "' OR 1=1 --", code: '<script>' })).status).to.equal(401);
    expect((await complete(client, { challenge: id, code: 'c'.repeat(1024 * 1024) })).status).to.equal(413);
  });

  it('regenerates recovery codes and disables with a code; sign-in is direct again', async () => {
    const { person, b, secret, recoveryCodes } = await enrolled();
    const wrong = await b.request('POST', '/api/auth/2fa/recovery-codes', { json: { code: recoveryCodes[0] } });
    expect((await error(wrong)).code).to.equal('AUTH_2FA_INVALID');
    const fresh = (await (await b.request('POST', '/api/auth/2fa/recovery-codes', { json: { code: nextCode(secret) } })).json()) as { recoveryCodes: string[] };
    expect(fresh.recoveryCodes).to.have.length(10);
    expect(fresh.recoveryCodes).not.to.include(recoveryCodes[0]);
    expect((await error(await b.request('POST', '/api/auth/2fa/disable', { json: { code: recoveryCodes[2] } }))).code).to.equal('AUTH_2FA_INVALID');
    const off = await b.request('POST', '/api/auth/2fa/disable', { json: { code: fresh.recoveryCodes[0] } });
    expect(off.status).to.equal(200);
    expect(await off.json()).to.deep.equal({ success: true });
    expect((await browser().login(person)).status).to.equal(200);
    expect(((await (await browser().login(person)).json()) as SessionBody).user.twoFactorEnabled).to.equal(false);
  });
});
