import { expect } from 'chai';
import { HmacPurgeChallengeSigner } from './hmac.purge-challenge-signer.js';

const SECRET = 'x'.repeat(48);
const challenge = { a: 3, b: 9, siteId: '00000000-0000-4000-8000-00000000000a', userId: 'u1', expiresAt: new Date('2026-11-23T12:10:00.000Z') };

describe('analytics: HMAC purge challenge signer', () => {
  const signer = new HmacPurgeChallengeSigner(SECRET);

  it('reads back what it signed', () => {
    expect(signer.verify(signer.sign(challenge))).to.deep.equal(challenge);
  });

  it('refuses a changed question, a foreign key, a truncated or malformed token', () => {
    const token = signer.sign(challenge);
    const [body, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ s: challenge.siteId, u: 'u1', a: 1, b: 1, e: challenge.expiresAt.getTime() })).toString('base64url');
    expect(signer.verify(`${forged}.${mac}`)).to.equal(null);
    expect(new HmacPurgeChallengeSigner('y'.repeat(48)).verify(token)).to.equal(null);
    expect(signer.verify(`${body}.${mac.slice(0, -2)}`)).to.equal(null);
    expect(signer.verify(body)).to.equal(null);
    expect(signer.verify(`${token}.x`)).to.equal(null);
    for (const bad of [undefined, 42, '', '.', 'a'.repeat(5000)]) expect(signer.verify(bad)).to.equal(null);
  });
});
