import { hash, verify, type Options } from '@node-rs/argon2';
import { injectable } from 'inversify';
import type { PasswordHasher } from '../../application/ports/security.ports.js';

/**
 * argon2id with OWASP's first recommended configuration (m = 19 MiB, t = 2, p = 1), the floor the
 * issue sets. The parameters travel inside each PHC string, so raising them later only needs new
 * values here: older hashes still verify and are replaced at the owner's next sign-in.
 */
export const ARGON2_PARAMETERS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// @node-rs/argon2 declares Algorithm as a const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as NonNullable<Options['algorithm']>;
const OPTIONS: Options = { algorithm: ARGON2ID, ...ARGON2_PARAMETERS };

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/;

@injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    // A malformed stored hash is a failed check, never an error the caller could tell apart.
    return verify(passwordHash, password).catch(() => false);
  }

  needsRehash(passwordHash: string): boolean {
    const m = PHC.exec(passwordHash);
    if (!m) return true;
    const [memory, time, parallelism] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return memory < ARGON2_PARAMETERS.memoryCost || time < ARGON2_PARAMETERS.timeCost || parallelism < ARGON2_PARAMETERS.parallelism;
  }
}
