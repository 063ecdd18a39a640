import { expect } from 'chai';
import { AesGcmSecretBox, CredentialsKeyring, type SecretBoxPurposes } from '../../../../platform/security/index.js';
import type { TwoFactorRepository, TwoFactorState } from '../ports/two-factor.repository.port.js';
import { LinkTokens } from './link-tokens.js';
import { SecondFactor } from './second-factor.js';

const OLD_KEY = 'o'.repeat(44);
const NEW_KEY = 'n'.repeat(44);
/** identity.module.ts's labels. */
const IDENTITY_BOX: SecretBoxPurposes = { scope: 'identity', sealing: 'two-factor secret encryption', fingerprinting: 'recovery code fingerprint' };

const boxUnder = (current: string, previous: string[] = []) => new AesGcmSecretBox(new CredentialsKeyring(current, previous), IDENTITY_BOX);

/** The two calls SecondFactor makes on a recovery code, over one user's stored fingerprints. */
function recoveryCodes(stored: string[]): TwoFactorRepository {
  const unused = new Set(stored);
  const state: TwoFactorState = { secretSealed: 'sealed', pendingSecretSealed: null, enabledAt: new Date(0), lastUsedStep: null };
  return {
    find: async () => state,
    useRecoveryCode: async (_userId: string, hash: string) => unused.delete(hash),
  } as Partial<TwoFactorRepository> as TwoFactorRepository;
}

const clock = { now: () => new Date('2026-12-01T00:00:00Z') };

describe('identity across a CREDENTIALS_KEY rotation (platform/security README, "Rotation")', () => {
  it('spends a recovery code fingerprinted under the former key, once', async () => {
    const before = boxUnder(OLD_KEY);
    const repository = recoveryCodes([before.fingerprint('abcde-fghjk')]);
    const secondFactor = new SecondFactor(repository, boxUnder(NEW_KEY, [OLD_KEY]), clock);
    expect(await secondFactor.verify('user-1', 'abcde-fghjk')).to.equal(true);
    expect(await secondFactor.verify('user-1', 'abcde-fghjk'), 'spent').to.equal(false);
  });

  it('does not spend it once the former key is no longer listed', async () => {
    const repository = recoveryCodes([boxUnder(OLD_KEY).fingerprint('abcde-fghjk')]);
    expect(await new SecondFactor(repository, boxUnder(NEW_KEY), clock).verify('user-1', 'abcde-fghjk')).to.equal(false);
  });

  it('accepts a link mailed before the rotation and signs new links under the new key', () => {
    const { token, tokenHash } = new LinkTokens(boxUnder(OLD_KEY)).issue('signup');
    const rotated = new LinkTokens(boxUnder(NEW_KEY, [OLD_KEY]));
    expect(rotated.hashOf('signup', token)).to.equal(tokenHash);
    expect(rotated.hashOf('email-change', token), 'still bound to its purpose').to.equal(null);
    expect(new LinkTokens(boxUnder(NEW_KEY)).hashOf('signup', token)).to.equal(null);

    const fresh = rotated.issue('signup');
    expect(new LinkTokens(boxUnder(NEW_KEY)).hashOf('signup', fresh.token)).to.equal(fresh.tokenHash);
    expect(new LinkTokens(boxUnder(OLD_KEY)).hashOf('signup', fresh.token)).to.equal(null);
  });
});
