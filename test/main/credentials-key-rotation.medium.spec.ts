import 'reflect-metadata';
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessContainer } from '../../src/main/containers/process-container.js';
import { IDENTITY } from '../../src/modules/identity/identity.tokens.js';
import { loadConfig } from '../../src/platform/config/index.js';
import { createLogger } from '../../src/platform/logging/index.js';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import { InProcessJobQueue } from '../../src/platform/queue/index.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/index.js';
import { credentialsKeyIdOf, type CredentialsKeyring, type SecretBox } from '../../src/platform/security/index.js';
import { systemClock } from '../../src/shared/index.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const OLD_KEY = 'stacklens-credentials-key-before-rotation-0123';
const NEW_KEY = 'stacklens-credentials-key-after-rotation-456789';

/**
 * The rotation of platform/security's README, "Rotation", through the configuration an operator sets:
 * the former CREDENTIALS_KEY moves to CREDENTIALS_PREVIOUS_KEYS and a new one takes its place. The
 * keyring every process container builds must then open what the old key sealed and seal under the new one.
 */
describe('CREDENTIALS_KEY rotation (process containers)', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.drop());

  const container = (env: Record<string, string>, role: 'api' | 'worker' = 'api') =>
    new ProcessContainer(
      {
        config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-r-')), ...env }),
        logger: createLogger({ level: 'silent', format: 'json' }),
        database: db.database,
        queue: new InProcessJobQueue({}),
        rateLimiter: new MemoryRateLimiter(systemClock),
        clock: systemClock,
      },
      [role],
    );

  for (const role of ['api', 'worker'] as const) {
    it(`${role}: opens values sealed under the former key, seals new ones under the new key and says which need re-sealing`, () => {
      const before = container({ CREDENTIALS_KEY: OLD_KEY }, role).root.get<SecretBox>(IDENTITY.SecretBox);
      const sealedBefore = before.seal('JBSWY3DPEHPK3PXP', 'user-1');
      const fingerprintBefore = before.fingerprint('abcde-fghjk');
      expect(sealedBefore.split('.').slice(0, 2)).to.deep.equal(['v2', credentialsKeyIdOf(OLD_KEY)]);

      const rotated = container({ CREDENTIALS_KEY: NEW_KEY, CREDENTIALS_PREVIOUS_KEYS: OLD_KEY }, role);
      const keyring = rotated.root.get<CredentialsKeyring>(PLATFORM.CredentialsKeyring);
      expect(keyring.currentKeyId).to.equal(credentialsKeyIdOf(NEW_KEY));
      expect(keyring.keyIds).to.deep.equal([credentialsKeyIdOf(NEW_KEY), credentialsKeyIdOf(OLD_KEY)]);

      const box = rotated.root.get<SecretBox>(IDENTITY.SecretBox);
      expect(box.open(sealedBefore, 'user-1')).to.equal('JBSWY3DPEHPK3PXP');
      expect(box.needsReseal(sealedBefore)).to.equal(true);
      expect(box.fingerprints('abcde-fghjk')).to.deep.equal([box.fingerprint('abcde-fghjk'), fingerprintBefore]);

      const sealedAfter = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
      expect(sealedAfter.split('.').slice(0, 2)).to.deep.equal(['v2', credentialsKeyIdOf(NEW_KEY)]);
      expect(box.needsReseal(sealedAfter)).to.equal(false);
      expect(box.open(sealedAfter, 'user-1')).to.equal('JBSWY3DPEHPK3PXP');
      expect(() => before.open(sealedAfter, 'user-1'), 'the former key never seals again').to.throw();
    });
  }

  it('without CREDENTIALS_PREVIOUS_KEYS, a new CREDENTIALS_KEY cannot open what the former one sealed', () => {
    const sealed = container({ CREDENTIALS_KEY: OLD_KEY }).root.get<SecretBox>(IDENTITY.SecretBox).seal('JBSWY3DPEHPK3PXP');
    const box = container({ CREDENTIALS_KEY: NEW_KEY }).root.get<SecretBox>(IDENTITY.SecretBox);
    expect(() => box.open(sealed)).to.throw(/does not hold/);
  });
});
