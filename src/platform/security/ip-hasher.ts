import { createHmac } from 'node:crypto';

/**
 * IP addresses are personal data: we keep only a keyed hash. HMAC with a server secret (IP_HASH_KEY)
 * means a leaked table cannot be reversed by hashing the 2^32 IPv4 space.
 */
export class IpHasher {
  constructor(private readonly key: string) {}

  hash(ip: string): string {
    return createHmac('sha256', this.key).update(normaliseIp(ip)).digest('base64url').slice(0, 32);
  }
}

/** ::ffff:1.2.3.4 and 1.2.3.4 are the same client. */
export function normaliseIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
}
