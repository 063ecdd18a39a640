/**
 * What the browser reads of the access token's claims and of the server's `user` JSON. The claims
 * shape the interface only (menus, plan label, page guards); the server verifies the signature and
 * enforces every policy on its own. No imports: unit tests load this file directly.
 */

/** The displayed statuses of docs/product.md §7.2. */
export type PlanStatus = 'premium' | 'standard' | 'trial' | 'free';

/** The `user` object of the identity API, as far as the browser uses it. */
export interface ServerUser {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly company: string | null;
  readonly website: string | null;
  readonly bio: string | null;
  readonly isPremium: boolean;
  readonly isStandard: boolean;
  readonly isAdmin: boolean;
  readonly status: PlanStatus | null;
  readonly daysLeft: number | null;
  readonly twoFactorEnabled: boolean;
}

/** Who is signed in: flags from the token, profile fields from the server's `user` when there is one. */
export type SessionUser = ServerUser;

export interface DecodedToken {
  readonly user: SessionUser;
  /** Expiry, in seconds since the epoch (server clock). */
  readonly exp: number;
  /** Issue time, in seconds since the epoch (server clock); null for a token without it. */
  readonly iat: number | null;
}

/** Flags arrive as true, 1, '1' or 'true' (docs/product.md §5.1); all mean yes. */
const readFlag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const PLAN_STATUSES: readonly PlanStatus[] = ['premium', 'standard', 'trial', 'free'];
const planStatus = (value: unknown): PlanStatus | null => (PLAN_STATUSES.includes(value as PlanStatus) ? (value as PlanStatus) : null);

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Null for anything that is not a JWT with a subject and an expiry (docs/product.md §6.2: a decode failure sets no user). */
export function decodeAccessToken(token: string): DecodedToken | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || !claims.sub || typeof claims.exp !== 'number') return null;
    return {
      exp: claims.exp,
      iat: typeof claims.iat === 'number' ? claims.iat : null,
      user: {
        id: claims.sub,
        username: text(claims.username) ?? '',
        email: text(claims.email) ?? '',
        company: null,
        website: null,
        bio: null,
        isPremium: readFlag(claims.isPremium),
        isStandard: readFlag(claims.isStandard),
        isAdmin: readFlag(claims.isAdmin),
        status: planStatus(claims.status),
        daysLeft: null,
        twoFactorEnabled: false,
      },
    };
  } catch (error) {
    console.warn('Unreadable access token', error);
    return null;
  }
}

/** The server's `user` JSON (id or userId, docs/product.md §9.1), or null when it does not name a user. */
export function readServerUser(value: unknown): ServerUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<string, unknown>;
  const id = text(user.id) ?? text(user.userId);
  if (!id) return null;
  return {
    id,
    username: text(user.username) ?? '',
    email: text(user.email) ?? '',
    company: text(user.company),
    website: text(user.website),
    bio: text(user.bio),
    isPremium: readFlag(user.isPremium),
    isStandard: readFlag(user.isStandard),
    isAdmin: readFlag(user.isAdmin),
    status: planStatus(user.status),
    daysLeft: typeof user.daysLeft === 'number' && Number.isFinite(user.daysLeft) ? Math.max(0, user.daysLeft) : null,
    twoFactorEnabled: readFlag(user.twoFactorEnabled),
  };
}

/**
 * The token decides who is signed in and what the interface unlocks (name, address, flags, status);
 * the server's user fills in what the token does not carry. A profile of another account (left over
 * in storage) is ignored. Both agree in practice: a profile change comes back with a new token.
 */
export function sessionUserOf(fromToken: SessionUser, profile: ServerUser | null): SessionUser {
  if (!profile || profile.id !== fromToken.id) return fromToken;
  return {
    ...profile,
    // The token's claims are what the server authorises by; the profile fills in what it lacks.
    username: fromToken.username || profile.username,
    email: fromToken.email || profile.email,
    isPremium: fromToken.isPremium,
    isStandard: fromToken.isStandard,
    isAdmin: fromToken.isAdmin,
    status: fromToken.status ?? profile.status,
  };
}
