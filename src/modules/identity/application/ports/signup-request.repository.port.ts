import type { NewSignupRequest, StoredSignupRequest } from '../../domain/email-verification.js';

/** Sign-ups waiting for their address to be proved. Several may wait for one address; the first proved wins. */
export interface SignupRequestRepository {
  add(request: NewSignupRequest): Promise<StoredSignupRequest>;
  findByHash(tokenHash: string): Promise<StoredSignupRequest | null>;
  /** The newest request still waiting for that address, for a resend. */
  latestFor(email: string, now: Date): Promise<StoredSignupRequest | null>;
  /** A resend replaces the link: the old one stops working. */
  replaceToken(id: string, tokenHash: string, expiresAt: Date): Promise<boolean>;
  /** Once an account holds the address every other request for it is moot; returns how many went. */
  deleteFor(email: string): Promise<number>;
  /** Takes one request, only if it is still there (one statement): a link opened twice at once creates one account. */
  take(id: string): Promise<boolean>;
  deleteExpired(now: Date): Promise<number>;
}
