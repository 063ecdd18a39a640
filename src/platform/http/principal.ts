import type { AuthUser } from './route.js';

/** What the bridge hands a PrincipalResolver: the claims of an access token whose signature and expiry it verified. */
export interface VerifiedClaims {
  sub: string;
  /** The account's token version when the token was issued. */
  ver: number;
  exp: number;
  iat: number;
}

/** The caller, or why a well-signed token no longer stands for anyone (an error code the frontend knows). */
export type Principal = { user: AuthUser } | { refused: string };

/**
 * Decides who a token stands for from the account as it is now, not as the token remembers it: a
 * demotion, a downgrade, a sign-out or a deletion takes effect on the next request. Identity provides it;
 * a process without identity (the tracker) has none, and refuses every bearer token.
 */
export interface PrincipalResolver {
  resolve(claims: VerifiedClaims): Promise<Principal>;
}

/**
 * The claims the bridge accepts: a subject, an integer token version and numeric `exp` and `iat`.
 * jsonwebtoken verifies `exp` only when it is present, so a token minted without one would never
 * expire; such a token is refused here.
 */
export function verifiedClaims(claims: unknown): VerifiedClaims | null {
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Record<string, unknown>;
  if (typeof c.sub !== 'string' || c.sub.length === 0) return null;
  if (typeof c.exp !== 'number' || !Number.isFinite(c.exp) || typeof c.iat !== 'number' || !Number.isFinite(c.iat)) return null;
  if (typeof c.ver !== 'number' || !Number.isInteger(c.ver) || c.ver < 0) return null;
  return { sub: c.sub, ver: c.ver, exp: c.exp, iat: c.iat };
}
