/**
 * Proving an address (identity README, "Verified addresses"). A sign-up stays a request until the link
 * mailed to its address is opened; an address changed in settings stays unverified until the same.
 */

/** A sign-up link, and an address-change link, work for a day. */
export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

/**
 * Mails one address may receive per hour from sign-up attempts and resends (an inbox is not a
 * target); past it the answer is the same, and nothing is sent.
 */
export const VERIFICATION_MAIL_RATE = { limit: 3, windowMs: 60 * 60 * 1000 } as const;

/** Sign-up link requests (resends) per client address: the same allowance as forgot-password. */
export const SIGNUP_RESEND_RATE = { limit: 5, windowMs: 15 * 60 * 1000 } as const;

export interface NewSignupRequest {
  email: string;
  username: string;
  passwordHash: string;
  tokenHash: string;
  locale: string;
  expiresAt: Date;
}

export interface StoredSignupRequest extends NewSignupRequest {
  id: string;
  createdAt: Date;
}

export interface StoredEmailVerification {
  id: string;
  userId: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export function signupRequestUsable(request: Pick<StoredSignupRequest, 'expiresAt'>, now: Date): boolean {
  return request.expiresAt.getTime() > now.getTime();
}

/** A link proves an address only while the account still has it, once, and within its day. */
export function verificationUsable(verification: StoredEmailVerification, currentEmail: string, now: Date): boolean {
  return verification.usedAt === null && verification.expiresAt.getTime() > now.getTime() && verification.email === currentEmail;
}
