import { expect } from 'chai';
import { AesGcmSecretBox, CredentialsKeyring, credentialsKeyIdOf, type SecretBoxPurposes } from './index.js';

const KEY = 'c'.repeat(40);
const NEXT = 'n'.repeat(44);
const IDENTITY: SecretBoxPurposes = { scope: 'identity', sealing: 'two-factor secret encryption', fingerprinting: 'recovery code fingerprint' };
const CONNECTIONS: SecretBoxPurposes = { scope: 'sql-workbench', sealing: 'connection password' };

/**
 * Written by identity's former AesGcmSecretBox (before key ids), as 2FA enrolments stored them:
 * CREDENTIALS_KEY 'c' × 40 and 'stacklens-old-credentials-key-0123456789'. They must open forever.
 */
const STORED_V1 = 'v1.-iLK47GYsdLFXDF0.b-rPyBEWSe_-BwvHI8L03w.XIxpNgblZAgEmEidyO_X1g';
const STORED_V1_OLD_KEY = 'v1.OVe6-MpeCf-V0f2v.xXFWDdXyn4s9c5bfEp68Bg.lMT9C7VIuGrfmfEr6pdNlA';
const STORED_FINGERPRINT = '77a3511df5be5049928cf84991e37838ccf40cd16e3ce303882c6c3ef56b782e';

function flip(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index]!;
  parts[index] = `${part.slice(0, -2)}${part.at(-2) === 'A' ? 'B' : 'A'}${part.slice(-1)}`;
  return parts.join('.');
}

describe('AesGcmSecretBox (platform)', () => {
  const box = new AesGcmSecretBox(new CredentialsKeyring(KEY), IDENTITY);

  // Moved from identity's security-adapters.spec.ts with the class; new values carry a key id, so they
  // read v2 where they read v1.
  it('seals secrets (random IV, authenticated) and fingerprints with keys derived from CREDENTIALS_KEY', () => {
    const box = new AesGcmSecretBox(new CredentialsKeyring('c'.repeat(40)), IDENTITY);
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).to.match(/^v2\./).and.not.include('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.to.equal(sealed);
    expect(box.open(sealed)).to.equal('JBSWY3DPEHPK3PXP');
    const [v, kid, iv, body, tag] = sealed.split('.');
    // The second-to-last character changes for sure (it was compared with the last one before: 1 run in 64 changed nothing).
    const flipped = [v, kid, iv, `${body!.slice(0, -2)}${body!.at(-2) === 'A' ? 'B' : 'A'}${body!.slice(-1)}`, tag].join('.');
    expect(() => box.open(flipped)).to.throw();
    expect(() => new AesGcmSecretBox(new CredentialsKeyring('d'.repeat(40)), IDENTITY).open(sealed)).to.throw();
    expect(box.fingerprint('abcde-fghjk')).to.match(/^[0-9a-f]{64}$/).and.equal(box.fingerprint('abcde-fghjk'));
    expect(new AesGcmSecretBox(new CredentialsKeyring('d'.repeat(40)), IDENTITY).fingerprint('abcde-fghjk')).not.to.equal(box.fingerprint('abcde-fghjk'));
  });

  it('opens the v1 values identity stored before key ids, and matches its recovery-code fingerprints', () => {
    expect(box.open(STORED_V1)).to.equal('JBSWY3DPEHPK3PXP');
    expect(box.fingerprint('abcde-fghjk')).to.equal(STORED_FINGERPRINT);
    expect(box.needsReseal(STORED_V1)).to.equal(true);
    expect(() => box.open(flip(STORED_V1, 2))).to.throw();
    expect(() => box.open(STORED_V1, 'some-record-id'), 'v1 had no associated data').to.throw();
    expect(() => new AesGcmSecretBox(new CredentialsKeyring(NEXT), IDENTITY).open(STORED_V1)).to.throw();
  });

  it('opens v1 values sealed under a former CREDENTIALS_KEY once it is listed as previous', () => {
    const rotated = new AesGcmSecretBox(new CredentialsKeyring(NEXT, ['stacklens-old-credentials-key-0123456789', KEY]), IDENTITY);
    expect(rotated.open(STORED_V1_OLD_KEY)).to.equal('KRSXG5CTMVRXEZLU');
    expect(rotated.open(STORED_V1)).to.equal('JBSWY3DPEHPK3PXP');
  });

  it('seals as v2.<key id>.<iv>.<ciphertext>.<tag> with a fresh IV, authenticated', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [version, keyId, iv, body, tag] = sealed.split('.');
    expect([version, keyId]).to.deep.equal(['v2', credentialsKeyIdOf(KEY)]);
    expect(keyId).to.match(/^[0-9a-f]{16}$/);
    expect(Buffer.from(iv!, 'base64url')).to.have.length(12);
    expect(Buffer.from(tag!, 'base64url')).to.have.length(16);
    expect(body).to.be.a('string');
    expect(sealed).not.to.include('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.to.equal(sealed);
    expect(box.open(sealed)).to.equal('JBSWY3DPEHPK3PXP');
    expect(box.needsReseal(sealed)).to.equal(false);
    for (const part of [2, 3, 4]) expect(() => box.open(flip(sealed, part)), `part ${part} altered`).to.throw();
    expect(() => box.open(sealed.replace(/^v2\./, 'v3.'))).to.throw(/unknown format/);
    expect(() => box.open('not sealed at all')).to.throw(/unknown format/);
  });

  it('binds a value to its associated data: the same data opens it, other or none does not', () => {
    const passwords = new AesGcmSecretBox(new CredentialsKeyring(KEY), CONNECTIONS);
    const sealed = passwords.seal('s3cret pa55', 'connection 7f1c');
    expect(passwords.open(sealed, 'connection 7f1c')).to.equal('s3cret pa55');
    expect(() => passwords.open(sealed, 'connection 0000')).to.throw();
    expect(() => passwords.open(sealed)).to.throw();
    expect(() => passwords.open(passwords.seal('s3cret pa55'), '')).to.throw();
  });

  it('keeps purposes apart: a value sealed for one purpose does not open under another', () => {
    const passwords = new AesGcmSecretBox(new CredentialsKeyring(KEY), CONNECTIONS);
    expect(() => box.open(passwords.seal('x'))).to.throw();
    expect(passwords.fingerprint('abcde-fghjk')).not.to.equal(box.fingerprint('abcde-fghjk'));
  });

  it('rotates: the new key seals, values of the former key still open by their key id and ask to be re-sealed', () => {
    const before = box.seal('seed before rotation', 'user 1');
    const rotated = new AesGcmSecretBox(new CredentialsKeyring(NEXT, [KEY]), IDENTITY);
    expect(rotated.open(before, 'user 1')).to.equal('seed before rotation');
    expect(rotated.needsReseal(before)).to.equal(true);
    const after = rotated.seal('seed after rotation');
    expect(after.split('.')[1]).to.equal(credentialsKeyIdOf(NEXT));
    expect(rotated.needsReseal(after)).to.equal(false);
    expect(() => box.open(after)).to.throw(/does not hold/);
    expect(() => new AesGcmSecretBox(new CredentialsKeyring(NEXT), IDENTITY).open(before, 'user 1')).to.throw(/does not hold/);
    expect(rotated.fingerprint('abcde-fghjk')).not.to.equal(STORED_FINGERPRINT);
    expect(rotated.fingerprints('abcde-fghjk')).to.deep.equal([rotated.fingerprint('abcde-fghjk'), STORED_FINGERPRINT]);
  });

  it('names keys without revealing them, and lists the current one first', () => {
    const ring = new CredentialsKeyring(NEXT, [KEY, NEXT, KEY]);
    expect(ring.keyIds).to.deep.equal([credentialsKeyIdOf(NEXT), credentialsKeyIdOf(KEY)]);
    expect(ring.currentKeyId).to.equal(credentialsKeyIdOf(NEXT));
    expect(credentialsKeyIdOf(KEY)).not.to.equal(credentialsKeyIdOf(NEXT));
  });
});
