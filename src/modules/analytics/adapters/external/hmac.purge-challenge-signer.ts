import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PurgeChallengeSigner, SignedPurgeChallenge } from '../../application/ports/purge-challenge-signer.port.js';

const MAX_TOKEN_LENGTH = 1024;

/**
 * `base64url(JSON).base64url(HMAC-SHA256)`. The key is derived from an existing secret (JWT_SECRET) with a
 * purpose label, so no new secret needs deploying and a purge token can never pass for anything else
 * signed with that secret, nor the reverse. Every api pod has the same secret, so any pod verifies.
 */
export class HmacPurgeChallengeSigner implements PurgeChallengeSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('stacklens/analytics/purge-challenge/v1').digest();
  }

  sign(challenge: SignedPurgeChallenge): string {
    const payload = { s: challenge.siteId, u: challenge.userId, a: challenge.a, b: challenge.b, e: challenge.expiresAt.getTime() };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  verify(token: unknown): SignedPurgeChallenge | null {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [body = '', mac = ''] = parts;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const p = payload as { s?: unknown; u?: unknown; a?: unknown; b?: unknown; e?: unknown };
    if (typeof p.s !== 'string' || typeof p.u !== 'string' || !Number.isInteger(p.a) || !Number.isInteger(p.b) || !Number.isFinite(p.e)) return null;
    return { siteId: p.s, userId: p.u, a: p.a as number, b: p.b as number, expiresAt: new Date(p.e as number) };
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }
}
