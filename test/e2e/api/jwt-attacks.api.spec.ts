import { expect } from 'chai';
import { createHmac, generateKeyPairSync, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JwtKeyring, keyIdOf } from '../../../src/platform/security/index.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Forged and damaged access tokens against a started app: each must leave the caller a visitor, so a
 * route that needs a user answers 401 in the API's error shape. The route is a real `user` route.
 */
const ROUTE = '/api/user/preferences';

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A token assembled by hand, for headers no library will write (alg none, RS256 over an HMAC). */
function handMade(header: object, payload: object, sign: (input: string) => string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign(input)}`;
}
const hmac = (algorithm: 'sha256' | 'sha512', secret: string) => (input: string) => createHmac(algorithm, secret).update(input).digest('base64url');

async function call(app: TestApp, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(app.baseUrl + ROUTE, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function expectRefused(app: TestApp, token: string, what: string): Promise<void> {
  const { status, body } = await call(app, token);
  expect(status, what).to.equal(401);
  expect(body, what).to.include({ success: false, code: 'AUTH_REQUIRED' });
  expect(body.error, what).to.be.a('string').with.length.greaterThan(0);
}

describe('access-token attacks (started app)', () => {
  const secret = randomBytes(48).toString('base64');
  const kid = keyIdOf(secret);
  const claims = { sub: 'jwt-victim', username: 'victim', email: 'victim@example.test', isPremium: false, isAdmin: false };
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { JWT_SECRET: secret } });
    // The victim exists: a forged token must fail on its own flaws, not because nobody has the id.
    await app.tokenFor(claims);
  });
  after(() => app.stop());

  it('accepts a token the app signed: HS256 with the kid of JWT_SECRET', async () => {
    const token = app.token(claims);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).to.deep.equal({ alg: 'HS256', typ: 'JWT', kid });
    const { status, body } = await call(app, token);
    expect(status).to.equal(200);
    expect(body).to.include({ success: true });
  });

  it('refuses `alg: none`, with or without a signature, whatever the case of "none"', async () => {
    const payload = { ...claims, iat: now(), exp: now() + 600 };
    for (const alg of ['none', 'None', 'NONE']) {
      await expectRefused(app, handMade({ alg, typ: 'JWT', kid }, payload, () => ''), `alg ${alg}, empty signature`);
      await expectRefused(app, handMade({ alg, typ: 'JWT', kid }, payload, hmac('sha256', secret)), `alg ${alg}, HS256 signature`);
    }
    await expectRefused(app, `${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(payload)}`, 'alg none, two segments');
  });

  it('refuses other algorithms, even signed with the real secret and kid', async () => {
    const hs512 = jwt.sign(claims, secret, { algorithm: 'HS512', keyid: kid, expiresIn: 600 });
    await expectRefused(app, hs512, 'HS512 with the real secret');
    const hs384 = jwt.sign(claims, secret, { algorithm: 'HS384', keyid: kid, expiresIn: 600 });
    await expectRefused(app, hs384, 'HS384 with the real secret');

    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = jwt.sign(claims, privateKey, { algorithm: 'RS256', keyid: kid, expiresIn: 600 });
    await expectRefused(app, rs256, 'RS256 signed with an attacker key');
    // Key confusion: an RS256 header over an HMAC made with what a server might treat as the public key.
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const payload = { ...claims, iat: now(), exp: now() + 600 };
    await expectRefused(app, handMade({ alg: 'RS256', typ: 'JWT', kid }, payload, hmac('sha256', pem)), 'RS256 header, HMAC over a public key');
    await expectRefused(app, handMade({ alg: 'RS256', typ: 'JWT', kid }, payload, hmac('sha256', secret)), 'RS256 header, HMAC with the real secret');
  });

  it('refuses a token signed with another key, whether it claims our kid or its own', async () => {
    const other = randomBytes(48).toString('base64');
    await expectRefused(app, jwt.sign(claims, other, { algorithm: 'HS256', keyid: kid, expiresIn: 600 }), 'wrong key under our kid');
    await expectRefused(app, new JwtKeyring(other).sign(claims, 600), 'unknown kid');
  });

  it('refuses a token without a kid or with a kid naming no key, even with the right signature', async () => {
    await expectRefused(app, jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: 600 }), 'no kid');
    const payload = { ...claims, iat: now(), exp: now() + 600 };
    for (const bogus of ['', 'constructor', '__proto__', kid.toUpperCase(), `${kid}0`, '../../../dev/null', 42, null]) {
      await expectRefused(app, handMade({ alg: 'HS256', typ: 'JWT', kid: bogus }, payload, hmac('sha256', secret)), `kid ${JSON.stringify(bogus)}`);
    }
  });

  it('refuses an expired token', async () => {
    const yesterday = new JwtKeyring(secret, [], { now: () => new Date(Date.now() - 24 * 3600 * 1000) });
    await expectRefused(app, yesterday.sign(claims, 15 * 60), 'expired by a day');
    await expectRefused(app, jwt.sign({ ...claims, exp: now() - 5 }, secret, { algorithm: 'HS256', keyid: kid }), 'expired seconds ago');
  });

  it('refuses a well-signed token that has no expiry, or no token version (401 AUTH_TOKEN_INVALID)', async () => {
    for (const [what, payload] of [
      ['no exp', { ...claims, ver: 0, iat: now() }],
      ['no ver', { ...claims, iat: now(), exp: now() + 600 }],
      ['ver as text', { ...claims, ver: '0', iat: now(), exp: now() + 600 }],
    ] as const) {
      const { status, body } = await call(app, jwt.sign(payload, secret, { algorithm: 'HS256', keyid: kid, noTimestamp: true }));
      expect(status, what).to.equal(401);
      expect(body, what).to.include({ success: false, code: 'AUTH_TOKEN_INVALID' });
    }
  });

  it('refuses a token whose payload or signature was changed', async () => {
    const [header, payload, signature] = app.token(claims).split('.') as [string, string, string];
    const promoted = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), isAdmin: true, isPremium: true });
    await expectRefused(app, `${header}.${promoted}.${signature}`, 'payload promoted to admin');
    const otherUser = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' });
    await expectRefused(app, `${header}.${otherUser}.${signature}`, 'payload naming another user');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    await expectRefused(app, `${header}.${payload}.${flipped}`, 'one signature character changed');
    await expectRefused(app, `${header}.${payload}.`, 'signature removed');
    await expectRefused(app, `${header}.${payload}`, 'signature segment removed');
    await expectRefused(app, 'not-a-token', 'garbage');
  });

  it('treats a refused token on a public route as a visitor, never as an error', async () => {
    const forged = jwt.sign({ ...claims, isAdmin: true }, 'x'.repeat(40), { algorithm: 'HS256', keyid: kid, expiresIn: 600 });
    const report = await fetch(`${app.baseUrl}/api/auth/log-access`, {
      method: 'POST',
      headers: { authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/en/jwt-attack-public', type: 'unauthorized_access' }),
    });
    expect(report.status).to.equal(202);
    const log = await fetch(`${app.baseUrl}/api/admin/access-log?pageSize=200`, { headers: { authorization: `Bearer ${await app.tokenFor({ sub: 'jwt-admin', isAdmin: true })}` } });
    const entry = ((await log.json()) as { entries: { path: string; userId: string | null }[] }).entries.find((e) => e.path === '/en/jwt-attack-public');
    expect(entry).to.include({ userId: null });
  });
});

describe('access-token key rotation (restarted app)', function () {
  // Three app starts in one test: beside the whole suite on two loaded cores they outlasted mocha's 30 s (CI).
  this.timeout(240_000);
  const oldSecret = randomBytes(48).toString('base64');
  const newSecret = randomBytes(48).toString('base64');
  const claims = { sub: 'rotation-user', username: 'rotation', email: 'rotation@example.test' };

  async function statusWith(env: Record<string, string>, token: string): Promise<{ status: number; fresh: number; body: Record<string, unknown> }> {
    const app = await startTestApp({ roles: ['api'], env });
    try {
      const freshToken = await app.tokenFor(claims);
      const { status, body } = await call(app, token);
      const fresh = (await call(app, freshToken)).status;
      return { status, fresh, body };
    } finally {
      await app.stop();
    }
  }

  it('keeps accepting a previous secret while it is listed, and refuses it once removed', async () => {
    const before = await startTestApp({ roles: ['api'], env: { JWT_SECRET: oldSecret } });
    let issued: string;
    try {
      issued = await before.tokenFor(claims);
      expect((await call(before, issued)).status, 'before the rotation').to.equal(200);
    } finally {
      await before.stop();
    }

    const during = await statusWith({ JWT_SECRET: newSecret, JWT_PREVIOUS_SECRETS: `${randomBytes(48).toString('base64')},${oldSecret}` }, issued);
    expect(during.status, 'old token while the old secret is listed').to.equal(200);
    expect(during.fresh, 'new token during the rotation').to.equal(200);

    const after = await statusWith({ JWT_SECRET: newSecret }, issued);
    expect(after.status, 'old token after the old secret was removed').to.equal(401);
    expect(after.body).to.include({ success: false, code: 'AUTH_REQUIRED' });
    expect(after.fresh, 'new token after the rotation').to.equal(200);
  });
});
