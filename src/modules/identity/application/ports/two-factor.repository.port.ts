import type { StoredLoginChallenge } from '../../domain/two-factor.js';

export interface TwoFactorState {
  /** Sealed TOTP secret of the enabled factor; null until enrolment is confirmed. */
  secretSealed: string | null;
  /** Sealed secret of an enrolment waiting for its first code. */
  pendingSecretSealed: string | null;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

export interface TwoFactorRepository {
  find(userId: string): Promise<TwoFactorState | null>;
  savePending(userId: string, pendingSecretSealed: string, at: Date): Promise<void>;
  /** Pending becomes the factor and the recovery codes are replaced, in one transaction. */
  enable(userId: string, step: number, recoveryCodeHashes: string[], at: Date): Promise<void>;
  disable(userId: string): Promise<void>;
  /** Records a TOTP step as used, only if it is later than the last one (one statement): false means a replay. */
  useStep(userId: string, step: number): Promise<boolean>;
  replaceRecoveryCodes(userId: string, codeHashes: string[], at: Date): Promise<void>;
  /** Spends a recovery code, only if unused: false when it is unknown or already spent. */
  useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean>;
  countUnusedRecoveryCodes(userId: string): Promise<number>;
  deleteForUser(userId: string): Promise<void>;
}

export interface LoginChallengeRepository {
  add(challenge: StoredLoginChallenge): Promise<void>;
  find(id: string): Promise<StoredLoginChallenge | null>;
  /** Adds one wrong code and answers the new count (one statement, so parallel guesses all count). */
  recordFailure(id: string): Promise<number>;
  delete(id: string): Promise<boolean>;
  deleteForUser(userId: string): Promise<void>;
}
