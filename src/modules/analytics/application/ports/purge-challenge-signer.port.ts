import type { PurgeChallenge } from '../../domain/site.js';

/** The purge question travels to the browser and back; the signature keeps the caller from choosing it. */
export interface SignedPurgeChallenge extends PurgeChallenge {
  siteId: string;
  userId: string;
  expiresAt: Date;
}

export interface PurgeChallengeSigner {
  sign(challenge: SignedPurgeChallenge): string;
  /** Null for anything not signed by us (tampered, truncated, not a token); expiry is the caller's check. */
  verify(token: unknown): SignedPurgeChallenge | null;
}
