import { createHash, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { systemClock, type Clock } from '../../shared/index.js';

/** The one algorithm access tokens use; verification accepts nothing else (no `none`, no RS/ES confusion). */
export const JWT_ALGORITHM = 'HS256';

/** Claims the keyring sets itself; a caller's values for them are overwritten. */
const RESERVED_CLAIMS = ['iat', 'exp', 'nbf', 'jti'] as const;

/**
 * A key id names a secret without revealing it: 16 hex characters (64 bits) of its SHA-256 are
 * enough to tell a handful of keys apart, and far too few to help guess a 32-character secret.
 */
export function keyIdOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 16);
}

/**
 * The access-token keys. JWT_SECRET signs; secrets listed in JWT_PREVIOUS_SECRETS still verify, so a
 * rotation does not sign everyone out: deploy with the old secret moved to the previous list, wait
 * for the longest token lifetime (15 minutes), then drop it. Every token names its key in the `kid`
 * header, and verification looks the key up by that id instead of trying each secret in turn.
 */
export class JwtKeyring {
  readonly signingKeyId: string;
  private readonly keys = new Map<string, string>();

  constructor(
    private readonly signingSecret: string,
    previousSecrets: readonly string[] = [],
    private readonly clock: Clock = systemClock,
  ) {
    this.signingKeyId = keyIdOf(signingSecret);
    this.keys.set(this.signingKeyId, signingSecret);
    for (const secret of previousSecrets) {
      const kid = keyIdOf(secret);
      if (!this.keys.has(kid)) this.keys.set(kid, secret);
    }
  }

  /** Key ids currently accepted, the signing key first. */
  get keyIds(): string[] {
    return [...this.keys.keys()];
  }

  /** HS256 token with `kid` in the header and fresh `iat`, `exp` and a random `jti`. */
  sign(claims: object, expiresInSeconds: number): string {
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0) {
      throw new Error(`JwtKeyring.sign: expiresInSeconds must be a positive integer, got ${String(expiresInSeconds)}`);
    }
    const payload: Record<string, unknown> = { ...claims };
    for (const name of RESERVED_CLAIMS) delete payload[name];
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return jwt.sign({ ...payload, iat, exp: iat + expiresInSeconds, jti: randomUUID() }, this.signingSecret, {
      algorithm: JWT_ALGORITHM,
      keyid: this.signingKeyId,
    });
  }

  /** The secret a token's `kid` names, or undefined when it names none we accept. */
  keyFor(kid: unknown): string | undefined {
    return typeof kid === 'string' ? this.keys.get(kid) : undefined;
  }

  /**
   * The claims of a token this keyring accepts (known kid, HS256, signature, not expired), else null.
   * HTTP requests are verified by koa-jwt in platform/http with the same rules; this is for code that
   * holds a token outside a request.
   */
  verify(token: string): Record<string, unknown> | null {
    const decoded = jwt.decode(token, { complete: true });
    const key = decoded ? this.keyFor(decoded.header.kid) : undefined;
    if (!key) return null;
    try {
      const claims = jwt.verify(token, key, { algorithms: [JWT_ALGORITHM], clockTimestamp: Math.floor(this.clock.now().getTime() / 1000) });
      return typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}
