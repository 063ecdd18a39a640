import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { TrackerSettings } from '../tracker-settings.js';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Clients tracked at once. A client's bucket is forgotten once it would be full again (after
 * `clientBurstSeconds` without a request), so this bounds a flood from very many addresses; past it, new
 * clients are let through unlimited rather than memory growing or an older client losing its count.
 */
const MAX_CLIENTS = 100_000;

/**
 * The tracker's per-client rate limit (README "Tracker"): a token bucket per client IP address, refilled
 * at `clientRatePerSecond` and holding `clientBurstSeconds` of it, so a page load's few beacons never
 * come near it while a script hammering `/t/e` is cut to the rate. IPv6 clients count per /64, the
 * smallest block one subscriber is usually given; IPv4-mapped IPv6 counts as its IPv4 address.
 *
 * In this process's memory, not Redis: a shared count would cost the tracker a Redis round trip per
 * request, as much as its whole group commit, to decide something no request needs exactly. With N
 * tracker pods a client that the ingress spreads over them gets up to N times the rate, which still cuts
 * a flood; a restarted pod starts with full buckets.
 */
@injectable()
export class ClientRateLimit {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly capacity: number;
  private readonly fillMs: number;
  private nextSweep = 0;

  constructor(
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(ANALYTICS.TrackerSettings) settings: Pick<TrackerSettings, 'clientRatePerSecond' | 'clientBurstSeconds'>,
  ) {
    this.perMs = settings.clientRatePerSecond / 1000;
    this.capacity = Math.max(1, settings.clientRatePerSecond * settings.clientBurstSeconds);
    this.fillMs = settings.clientBurstSeconds * 1000;
  }

  /** Takes one request from the client's bucket: false when it is empty (refuse the request). */
  take(ip: string): boolean {
    if (this.perMs <= 0) return true;
    const now = this.clock.now().getTime();
    if (now >= this.nextSweep) this.sweep(now);
    const key = clientKey(ip);
    const bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size < MAX_CLIENTS) this.buckets.set(key, { tokens: this.capacity - 1, at: now });
      return true;
    }
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Clients being tracked (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  /** Forgets the buckets that are full again: a client quiet that long starts afresh anyway. */
  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.capacity) this.buckets.delete(key);
    }
    this.nextSweep = now + this.fillMs;
  }
}

/**
 * The client an address stands for: an IPv4 address as it is (IPv4-mapped IPv6 unwrapped), an IPv6
 * address by its first four groups (its /64), whatever its spelling.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const lower = ip.toLowerCase();
  if (lower.startsWith('::ffff:') && lower.includes('.')) return lower.slice(7);
  const bare = lower.split('%')[0]!;
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  if (tail === undefined || front.length >= 4) return `${prefix64(front)}::/64`;
  const back = tail ? tail.split(':') : [];
  // A dotted IPv4 tail stands for two groups.
  const backGroups = back.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const zeros = Array.from({ length: Math.max(0, 8 - front.length - backGroups) }, () => '0');
  return `${prefix64([...front, ...zeros, ...back])}::/64`;
}

function prefix64(groups: string[]): string {
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}
