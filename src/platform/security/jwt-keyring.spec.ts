import { expect } from 'chai';
import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JwtKeyring, keyIdOf } from './jwt-keyring.js';

const current = 'c'.repeat(40);
const previous = 'p'.repeat(40);
const clock = (iso: string) => ({ now: () => new Date(iso) });

function parts(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

describe('JwtKeyring', () => {
  it('names a key by the first 16 hex characters of its SHA-256', () => {
    expect(keyIdOf(current)).to.equal(createHash('sha256').update(current).digest('hex').slice(0, 16));
    expect(keyIdOf(current)).to.match(/^[0-9a-f]{16}$/);
    expect(keyIdOf(current)).not.to.equal(keyIdOf(previous));
  });

  it('signs HS256 with the signing key id, iat, exp and a random jti', () => {
    const keyring = new JwtKeyring(current, [], clock('2026-11-22T12:00:00Z'));
    const token = keyring.sign({ sub: 'u1', isAdmin: true }, 900);
    const { header, payload } = parts(token);
    expect(header).to.deep.equal({ alg: 'HS256', typ: 'JWT', kid: keyIdOf(current) });
    const iat = Date.parse('2026-11-22T12:00:00Z') / 1000;
    expect(payload).to.include({ sub: 'u1', isAdmin: true, iat, exp: iat + 900 });
    expect(payload.jti).to.match(/^[0-9a-f-]{36}$/);
    expect(parts(keyring.sign({ sub: 'u1' }, 900)).payload.jti).not.to.equal(payload.jti);
    // The signature is a plain HS256 one over the signing secret.
    expect(() => jwt.verify(token, current, { algorithms: ['HS256'], clockTimestamp: iat })).not.to.throw();
  });

  it('sets the time claims itself, whatever the caller passed', () => {
    const keyring = new JwtKeyring(current, [], clock('2026-11-22T12:00:00Z'));
    const { payload } = parts(keyring.sign({ sub: 'u1', exp: 9_999_999_999, iat: 1, nbf: 5, jti: 'mine' }, 60));
    expect(payload.exp).to.equal(Date.parse('2026-11-22T12:01:00Z') / 1000);
    expect(payload.iat).to.equal(Date.parse('2026-11-22T12:00:00Z') / 1000);
    expect(payload).not.to.have.property('nbf');
    expect(payload.jti).not.to.equal('mine');
  });

  it('refuses a lifetime that is not a positive whole number of seconds', () => {
    const keyring = new JwtKeyring(current);
    for (const bad of [0, -5, 1.5, Number.NaN]) expect(() => keyring.sign({ sub: 'u1' }, bad)).to.throw(/positive integer/);
  });

  it('finds the signing key and every previous key by id, and nothing else', () => {
    const keyring = new JwtKeyring(current, [previous, current]);
    expect(keyring.keyFor(keyIdOf(current))).to.equal(current);
    expect(keyring.keyFor(keyIdOf(previous))).to.equal(previous);
    expect(keyring.keyIds).to.deep.equal([keyIdOf(current), keyIdOf(previous)]);
    for (const unknown of [keyIdOf('x'.repeat(40)), '', undefined, null, 42, '__proto__', 'constructor']) {
      expect(keyring.keyFor(unknown), String(unknown)).to.equal(undefined);
    }
  });

  it('verifies its own tokens and those of a previous key still listed, and refuses the rest', () => {
    const at = clock('2026-11-22T12:00:00Z');
    const before = new JwtKeyring(previous, [], at);
    const rotated = new JwtKeyring(current, [previous], at);
    const finished = new JwtKeyring(current, [], at);
    const old = before.sign({ sub: 'u1' }, 900);
    expect(rotated.verify(old)).to.include({ sub: 'u1' });
    expect(finished.verify(old)).to.equal(null);
    expect(finished.verify(rotated.sign({ sub: 'u2' }, 900))).to.include({ sub: 'u2' });

    const later = new JwtKeyring(current, [], clock('2026-11-22T12:15:01Z'));
    expect(later.verify(finished.sign({ sub: 'u3' }, 900))).to.equal(null);
    const kid = keyIdOf(current);
    expect(finished.verify(jwt.sign({ sub: 'u4' }, current, { algorithm: 'HS512', keyid: kid }))).to.equal(null);
    expect(finished.verify(jwt.sign({ sub: 'u5' }, current, { algorithm: 'HS256' }))).to.equal(null);
    expect(finished.verify('not a token')).to.equal(null);
  });
});
