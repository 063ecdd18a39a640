import { createHash, timingSafeEqual } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { hashOpaqueToken, issueOpaqueToken } from '../../domain/opaque-token.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { SecretBox } from '../../../../platform/security/index.js';

/** 43 characters of random token, a dot, 22 characters of its signature. */
const LINK_TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

export type LinkPurpose = 'signup' | 'email-change';

/**
 * Tokens of the links we mail to prove an address: 256 random bits, stored only as SHA-256 (as reset
 * links are), and signed with a key derived from CREDENTIALS_KEY for their purpose. The signature lets a
 * forged or mistyped link be refused before any database read, and a sign-up link can never pass as an
 * address-change link or the other way round.
 */
@injectable()
export class LinkTokens {
  constructor(@inject(IDENTITY.SecretBox) private readonly box: SecretBox) {}

  issue(purpose: LinkPurpose): { token: string; tokenHash: string } {
    const random = issueOpaqueToken();
    return { token: `${random}.${this.signature(purpose, random)}`, tokenHash: hashOpaqueToken(random) };
  }

  /** The stored hash the link names, or null when it is not a well-formed link we signed for this purpose. */
  hashOf(purpose: LinkPurpose, token: unknown): string | null {
    const match = typeof token === 'string' ? LINK_TOKEN_PATTERN.exec(token) : null;
    if (!match) return null;
    const [, random, signature] = match as unknown as [string, string, string];
    const given = Buffer.from(signature);
    // A link mailed before a CREDENTIALS_KEY rotation was signed under the former key; it still counts.
    const signed = this.signatures(purpose, random).some((expected) => timingSafeEqual(given, Buffer.from(expected)));
    return signed ? hashOpaqueToken(random) : null;
  }

  private signature(purpose: LinkPurpose, random: string): string {
    return this.signatures(purpose, random)[0]!;
  }

  /** Under every key of the ring, the current one first: 22 base64url characters (132 bits) of the keyed fingerprint. */
  private signatures(purpose: LinkPurpose, random: string): string[] {
    return this.box
      .fingerprints(`identity.link.${purpose}:${random}`)
      .map((fingerprint) => createHash('sha256').update(fingerprint, 'utf8').digest('base64url').slice(0, 22));
  }
}
