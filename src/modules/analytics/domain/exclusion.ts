import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError, membersOf } from '../../../shared/index.js';
import type { ExclusionType } from '../contract.js';

/**
 * An owner's exclusions (docs/product.md §15.2; analytics README, "Tracker" and "Data management"): events matching one are dropped by the tracker before
 * anything is enqueued, and counted as `excluded`.
 *
 * - `ip`: one IPv4 or IPv6 address, stored in canonical text (IPv4-mapped IPv6 as IPv4, IPv6 compressed
 *   lower case, RFC 5952), so "::FFFF:192.0.2.1" and "192.0.2.1" are one exclusion.
 * - `user`: the site's own id for a signed-in person, as the script tag's `data-user` sends it
 *   (compared verbatim, case-sensitive, as the site's ids may be).
 * - `visitor`: a daily visitor id (domain/visitor-id.ts), lower case. Visitor ids change with the
 *   daily salt, so such an exclusion only holds for the day the id was seen.
 * - `device`: the owner's current browser, as `deviceFingerprint` of the IP and user agent the
 *   dashboard request came from. The tracker computes the same keyed hash for every request, so the
 *   dashboard never learns or stores the IP itself; a new IP or browser version is a new device.
 */
export const EXCLUSION_TYPES = membersOf<ExclusionType>()(['ip', 'user', 'visitor', 'device']);
export type { ExclusionType };

export const MAX_EXCLUSION_VALUE_LENGTH = 128;
export const MAX_EXCLUSION_LABEL_LENGTH = 100;
/** Keeps each site's matcher small enough to build on every cache refresh of the tracker. */
export const MAX_EXCLUSIONS_PER_SITE = 500;

export interface Exclusion {
  id: string;
  siteId: string;
  type: ExclusionType;
  value: string;
  label: string | null;
  createdAt: Date;
}

export const isExclusionType = (value: unknown): value is ExclusionType => typeof value === 'string' && (EXCLUSION_TYPES as readonly string[]).includes(value);

export function parseExclusionType(value: unknown): ExclusionType {
  if (!isExclusionType(value)) throw new DomainError('validation', 'ANALYTICS_EXCLUSION_INVALID_TYPE', 'Exclusion type must be ip, user, visitor or device', { field: 'type' });
  return value;
}

/**
 * The stored value of an `ip`, `user` or `visitor` exclusion typed by the owner. `device` values are
 * never typed: see `deviceFingerprint`.
 */
export function parseExclusionValue(type: Exclude<ExclusionType, 'device'>, raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new DomainError('validation', 'ANALYTICS_EXCLUSION_VALUE_REQUIRED', 'Exclusion value required', { field: 'value' });
  if (text.length > MAX_EXCLUSION_VALUE_LENGTH) {
    throw new DomainError('validation', 'ANALYTICS_EXCLUSION_VALUE_TOO_LONG', `Exclusion value is longer than ${MAX_EXCLUSION_VALUE_LENGTH} characters`, { field: 'value' });
  }
  if (type === 'ip') {
    const ip = canonicalIp(text);
    if (!ip) throw new DomainError('validation', 'ANALYTICS_EXCLUSION_INVALID_IP', 'Not a valid IPv4 or IPv6 address', { field: 'value' });
    return ip;
  }
  return type === 'visitor' ? text.toLowerCase() : text;
}

/** An optional label: trimmed, whitespace collapsed, cut to MAX_EXCLUSION_LABEL_LENGTH; anything else is no label. */
export function parseExclusionLabel(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const label = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_EXCLUSION_LABEL_LENGTH);
  return label || null;
}

/**
 * One address in canonical text, or null when `text` is not exactly an IPv4 or IPv6 address (node:net's
 * strict reading: no CIDR, no shortened IPv4 such as "127.1", no zone id).
 */
export function canonicalIp(text: string): string | null {
  const version = isIP(text);
  if (version === 0 || text.includes('%')) return null;
  const parsed = ipaddr.process(text);
  return parsed.kind() === 'ipv6' ? (parsed as ipaddr.IPv6).toRFC5952String() : parsed.toString();
}

/**
 * The `device` exclusion value of a browser: HMAC-SHA-256 keyed with a server secret over the canonical IP
 * and the user agent, 32 base64url characters. Keyed, so the stored value cannot be reversed by hashing
 * every IPv4 address with common user agents.
 */
export function deviceFingerprint(key: string, ip: string, userAgent: string): string {
  return createHmac('sha256', key)
    .update('analytics-device\n')
    .update(canonicalIp(ip) ?? ip.trim().toLowerCase())
    .update('\n')
    .update(userAgent)
    .digest('base64url')
    .slice(0, 32);
}

/** What the tracker knows about one request when it checks the exclusions. */
export interface ExclusionProbe {
  ip: string;
  userAgent: string;
  /** The batch's `user` field, if the snippet sent one. */
  userId?: string;
  /** The visitor ids of the batch (one per UTC day its events fall on, usually one). */
  visitorIds: readonly string[];
}

/**
 * A site's exclusions prepared for the tracker's hot path: set lookups, and the keyed device hash only
 * computed when the site has a device exclusion.
 */
export class ExclusionMatcher {
  static readonly NONE = new ExclusionMatcher([], '');

  private readonly byType: Record<ExclusionType, Set<string>> = { ip: new Set(), user: new Set(), visitor: new Set(), device: new Set() };
  readonly size: number;

  constructor(
    exclusions: readonly Pick<Exclusion, 'type' | 'value'>[],
    private readonly deviceKey: string,
  ) {
    for (const { type, value } of exclusions) this.byType[type].add(value);
    this.size = exclusions.length;
  }

  matches(probe: ExclusionProbe): boolean {
    if (this.size === 0) return false;
    const { ip, user, visitor, device } = this.byType;
    if (probe.userId !== undefined && user.has(probe.userId)) return true;
    if (visitor.size > 0 && probe.visitorIds.some((id) => visitor.has(id))) return true;
    if (ip.size > 0 && ip.has(canonicalIp(probe.ip) ?? probe.ip)) return true;
    return device.size > 0 && device.has(deviceFingerprint(this.deviceKey, probe.ip, probe.userAgent));
  }
}
