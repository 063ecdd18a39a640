import 'reflect-metadata';
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessContainer } from '../../src/main/containers/process-container.js';
import { IDENTITY } from '../../src/modules/identity/identity.tokens.js';
import { loadConfig } from '../../src/platform/config/index.js';
import { createLogger } from '../../src/platform/logging/index.js';
import { InProcessJobQueue } from '../../src/platform/queue/index.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/index.js';
import type { SecretBox } from '../../src/platform/security/index.js';
import { systemClock } from '../../src/shared/index.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * A TOTP seed and a recovery-code fingerprint as identity stored them before sealed values named their
 * key (its own AesGcmSecretBox, format v1), under CREDENTIALS_KEY 'c' × 40. The box the api and worker
 * containers wire for identity must still read them, or every existing 2FA enrolment breaks.
 */
const STORED_SEED = 'v1.-iLK47GYsdLFXDF0.b-rPyBEWSe_-BwvHI8L03w.XIxpNgblZAgEmEidyO_X1g';
const STORED_RECOVERY_FINGERPRINT = '77a3511df5be5049928cf84991e37838ccf40cd16e3ce303882c6c3ef56b782e';

describe('identity secrets stored before key ids (process containers)', () => {
  let db: TestDatabase;
  before(async () => {
    db = await createTestDatabase();
  });
  after(() => db.drop());

  for (const role of ['api', 'worker'] as const) {
    it(`${role}: opens a v1 TOTP seed and matches a v1 recovery-code fingerprint`, () => {
      const container = new ProcessContainer(
        {
          config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-s-')), CREDENTIALS_KEY: 'c'.repeat(40) }),
          logger: createLogger({ level: 'silent', format: 'json' }),
          database: db.database,
          queue: new InProcessJobQueue({}),
          rateLimiter: new MemoryRateLimiter(systemClock),
          clock: systemClock,
        },
        [role],
      );
      const box = container.root.get<SecretBox>(IDENTITY.SecretBox);
      expect(box.open(STORED_SEED)).to.equal('JBSWY3DPEHPK3PXP');
      expect(box.fingerprint('abcde-fghjk')).to.equal(STORED_RECOVERY_FINGERPRINT);
      const resealed = box.seal('JBSWY3DPEHPK3PXP');
      expect(resealed).to.match(/^v2\.[0-9a-f]{16}\./);
      expect(box.open(resealed)).to.equal('JBSWY3DPEHPK3PXP');
    });
  }
});
