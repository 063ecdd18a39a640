import { hash, randomBytes } from 'node:crypto';

/**
 * Cookieless visitor id (analytics README, "Tracker"), the Plausible/Umami scheme:
 *   visitorId = first 16 bytes of SHA-256(dailySalt ‖ siteId ‖ ip ‖ userAgent), hex (32 chars).
 *
 * - The salt is 32 random bytes created per UTC day. It lives ONLY in Redis (in process memory in embedded
 *   mode) with a 48-hour TTL and is never written to the database, a log or an export. Once it expires
 *   nobody, us included, can recompute which IP and browser produced an id: ids are unlinkable across days
 *   and across sites (the site id is in the hash).
 * - 48 hours rather than 24 so that yesterday's salt is still there for a session that spans midnight and
 *   for late batches; the tracker hashes with the salt of the day the event happened, read by `saltDay`.
 * - The IP is used for this hash and the geo lookup, then discarded: it is never stored or enqueued.
 * - Each part is length-prefixed before hashing, so ("ab", "c") and ("a", "bc") cannot collide.
 * 128 bits keeps accidental collisions out of reach for any realistic number of visitors per site and day.
 */
export const SALT_BYTES = 32;
export const SALT_TTL_SECONDS = 48 * 60 * 60;

export interface VisitorIdInput {
  /** The salt for the UTC day of the event, as created by `newDailySalt`. */
  salt: string;
  siteId: string;
  ip: string;
  userAgent: string;
}

export function visitorId({ salt, siteId, ip, userAgent }: VisitorIdInput): string {
  if (!salt) throw new Error('visitorId needs the daily salt');
  // One string, hashed in one call (the tracker does this per request): the same bytes as hashing each
  // length prefix and part in turn.
  const address = normaliseIp(ip);
  const input = `${Buffer.byteLength(salt)}:${salt}${Buffer.byteLength(siteId)}:${siteId}${Buffer.byteLength(address)}:${address}${Buffer.byteLength(userAgent)}:${userAgent}`;
  return hash('sha256', input, 'hex').slice(0, 32);
}

/** Fresh salt for a new day; `random` is injectable for tests. */
export function newDailySalt(random: (size: number) => Buffer = randomBytes): string {
  return random(SALT_BYTES).toString('base64url');
}

/** The UTC day a salt belongs to, "YYYY-MM-DD"; also the suffix of its Redis key. */
export function saltDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** IPv6 text forms vary in case and IPv4-mapped notation; the same client must give the same id. */
function normaliseIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
}
