import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps, the parameters every authenticator app reads
 * from an otpauth:// URI. A code is accepted one step either side of now (clock drift), and never
 * twice: the last step used is remembered, and only later steps pass.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'StackLens';

/** A sign-in between password and code: five wrong codes or five minutes end it. */
export const CHALLENGE_MAX_FAILURES = 5;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const RECOVERY_CODE_COUNT = 10;
/** Crockford base32: no i, l, o, u, so a code read aloud or copied by hand survives. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_FORMAT = /^[0-9a-z]{5}-?[0-9a-z]{5}$/;
const TOTP_FORMAT = /^\d{6}$/;

/** 160 bits, the size RFC 4226 recommends, as the base32 text the QR code and manual entry carry. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, account = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: account, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

export function totpUri(secretBase32: string, account: string): string {
  return totp(secretBase32, account).toString();
}

/** The code an authenticator shows at `at`; for tests and the benchmark, never sent anywhere. */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}

export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The time step a valid, unused code belongs to; null when the code is wrong, outside the window, or already used. */
export function matchTotp(secretBase32: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const token = code.replace(/\s+/g, '');
  if (!TOTP_FORMAT.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'malformed' };

/** Users type codes with spaces, dashes or capitals; both kinds are recognised by shape. */
export function classifyCode(input: string): SecondFactorCode {
  const compact = input.trim().toLowerCase().replace(/\s+/g, '');
  if (TOTP_FORMAT.test(compact)) return { kind: 'totp', code: compact };
  if (RECOVERY_FORMAT.test(compact)) return { kind: 'recovery', code: normaliseRecoveryCode(compact) };
  return { kind: 'malformed' };
}

/** `ABCDE-FGHJK`, `abcdefghjk` and `abcde fghjk` are one code; o and i/l read as 0 and 1 (Crockford). */
export function normaliseRecoveryCode(input: string): string {
  const chars = input.toLowerCase().replace(/[\s-]+/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Ten codes of 50 random bits each, shown once at enrolment, stored only as keyed hashes. */
export function generateRecoveryCodes(): string[] {
  const code = () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    const c = code();
    codes.add(`${c.slice(0, 5)}-${c.slice(5)}`);
  }
  return [...codes];
}

export interface StoredLoginChallenge {
  id: string;
  userId: string;
  rememberMe: boolean;
  failedAttempts: number;
  expiresAt: Date;
}

export function challengeOpen(challenge: StoredLoginChallenge, now: Date): boolean {
  return challenge.failedAttempts < CHALLENGE_MAX_FAILURES && challenge.expiresAt.getTime() > now.getTime();
}
