import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh, reset and challenge tokens: 256 random bits, handed out once, stored only as SHA-256.
 * That many bits cannot be guessed, so no slow hash is needed, and a leaked table opens nothing.
 */
export const issueOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Anything else is not one of our tokens and is refused before touching the database. */
export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
