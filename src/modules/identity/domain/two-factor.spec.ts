import { expect } from 'chai';
import { challengeOpen, classifyCode, generateRecoveryCodes, matchTotp, newTotpSecret, normaliseRecoveryCode, totpCodeAt, totpStep, totpUri } from './two-factor.js';

describe('two-factor rules', () => {
  // RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" gives 94287082 (8 digits) at T=59 s.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('computes RFC 6238 codes (6 digits)', () => {
    expect(totpCodeAt(RFC_SECRET, new Date(59_000))).to.equal('287082');
    expect(totpCodeAt(RFC_SECRET, new Date(1_111_111_109_000))).to.equal('081804');
  });

  it('accepts one step either side, returns the step, and refuses it once used', () => {
    const now = new Date('2026-11-22T12:00:10Z');
    const step = totpStep(now);
    const at = (delta: number) => totpCodeAt(RFC_SECRET, new Date(now.getTime() + delta * 30_000));
    expect(matchTotp(RFC_SECRET, at(0), now, null)).to.equal(step);
    expect(matchTotp(RFC_SECRET, at(-1), now, null)).to.equal(step - 1);
    expect(matchTotp(RFC_SECRET, at(1), now, null)).to.equal(step + 1);
    expect(matchTotp(RFC_SECRET, at(-2), now, null)).to.equal(null);
    expect(matchTotp(RFC_SECRET, at(0), now, step)).to.equal(null);
    expect(matchTotp(RFC_SECRET, at(1), now, step)).to.equal(step + 1);
    expect(matchTotp(RFC_SECRET, '12345', now, null)).to.equal(null);
    expect(matchTotp(RFC_SECRET, `${at(0).slice(0, 3)} ${at(0).slice(3)}`, now, null)).to.equal(step);
  });

  it('makes 160-bit secrets and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).to.match(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.to.equal(secret);
    const uri = new URL(totpUri(secret, 'ada@example.org'));
    expect(uri.protocol).to.equal('otpauth:');
    expect(uri.searchParams.get('issuer')).to.equal('StackLens');
    expect(uri.searchParams.get('secret')).to.equal(secret);
    expect(uri.searchParams.get('algorithm')).to.equal('SHA1');
  });

  it('tells TOTP codes from recovery codes by shape and normalises recovery codes', () => {
    expect(classifyCode(' 123 456 ')).to.deep.equal({ kind: 'totp', code: '123456' });
    expect(classifyCode('ABCDE-FGHJK')).to.deep.equal({ kind: 'recovery', code: 'abcde-fghjk' });
    expect(classifyCode('abcdefghjk')).to.deep.equal({ kind: 'recovery', code: 'abcde-fghjk' });
    expect(classifyCode('12345')).to.deep.equal({ kind: 'malformed' });
    expect(classifyCode("' or 1=1 --")).to.deep.equal({ kind: 'malformed' });
    expect(normaliseRecoveryCode('O1IL0-abcde')).to.equal('01110-abcde');
  });

  it('generates ten distinct recovery codes of 50 bits in Crockford base32', () => {
    const codes = generateRecoveryCodes();
    expect(codes).to.have.length(10);
    expect(new Set(codes).size).to.equal(10);
    for (const code of codes) {
      expect(code).to.match(/^[0-9abcdefghjkmnpqrstvwxyz]{5}-[0-9abcdefghjkmnpqrstvwxyz]{5}$/);
      expect(classifyCode(code)).to.deep.equal({ kind: 'recovery', code });
    }
  });

  it('closes a challenge after five failures or five minutes', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const challenge = { id: 'c', userId: 'u', rememberMe: false, failedAttempts: 4, expiresAt: new Date(now.getTime() + 1) };
    expect(challengeOpen(challenge, now)).to.equal(true);
    expect(challengeOpen({ ...challenge, failedAttempts: 5 }, now)).to.equal(false);
    expect(challengeOpen({ ...challenge, expiresAt: now }, now)).to.equal(false);
  });
});
