import ipaddr from 'ipaddr.js';
import type { RefusalReason } from './target-refused.error.js';

export type AddressReason = Extract<
  RefusalReason,
  'loopback' | 'private-address' | 'link-local' | 'unspecified-address' | 'multicast' | 'broadcast' | 'reserved-address' | 'not-an-ip-address'
>;

/** The reasons ALLOW_PRIVATE_TARGETS lifts; link-local (cloud metadata) and the rest stay refused. */
export const PRIVATE_REASONS: ReadonlySet<AddressReason> = new Set(['loopback', 'private-address']);

const V4_REASONS: Record<string, AddressReason> = {
  loopback: 'loopback',
  private: 'private-address',
  carrierGradeNat: 'private-address',
  linkLocal: 'link-local',
  unspecified: 'unspecified-address',
  multicast: 'multicast',
  broadcast: 'broadcast',
};

const V6_REASONS: Record<string, AddressReason> = {
  loopback: 'loopback',
  uniqueLocal: 'private-address',
  linkLocal: 'link-local',
  unspecified: 'unspecified-address',
  multicast: 'multicast',
};

const NAT64_WELL_KNOWN = ipaddr.IPv6.parse('64:ff9b::');
const IPV4_COMPATIBLE = ipaddr.IPv6.parse('::');

function v4Reason(ip: ipaddr.IPv4): AddressReason | null {
  const range = ip.range();
  if (range === 'unicast') return null;
  return V4_REASONS[range] ?? 'reserved-address';
}

function embeddedV4(parts: number[], from: number): ipaddr.IPv4 {
  const hi = parts[from] ?? 0;
  const lo = parts[from + 1] ?? 0;
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

/**
 * Transition forms carry an IPv4 address the packet really reaches (mapped, NAT64, 6to4) or are not
 * routable at all (IPv4-compatible, Teredo): judge the embedded address, or refuse.
 */
function v6Reason(ip: ipaddr.IPv6): AddressReason | null {
  const range = ip.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return v4Reason(embeddedV4(ip.parts, 6));
  if (range === 'rfc6052') {
    // Only the well-known prefix 64:ff9b::/96 maps to the public IPv4 internet; 64:ff9b:1::/48 is local use.
    return ip.match(NAT64_WELL_KNOWN, 96) ? v4Reason(embeddedV4(ip.parts, 6)) : 'private-address';
  }
  if (range === '6to4') return v4Reason(embeddedV4(ip.parts, 1));
  if (range === 'unicast') {
    if (ip.match(IPV4_COMPATIBLE, 96)) return v4Reason(embeddedV4(ip.parts, 6)) ?? 'reserved-address';
    return null;
  }
  return V6_REASONS[range] ?? 'reserved-address';
}

/**
 * Why connecting to this address is refused, or null for a global unicast address. Accepts what
 * ipaddr.js parses (including the inet_aton forms 0x7f000001, 0177.0.0.1, 2130706433, 127.1) and
 * IPv6 with or without brackets; anything else is refused.
 */
export function forbiddenAddressReason(ip: string): AddressReason | null {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return 'not-an-ip-address';
  const parsed = ipaddr.parse(bare);
  return parsed.kind() === 'ipv4' ? v4Reason(parsed as ipaddr.IPv4) : v6Reason(parsed as ipaddr.IPv6);
}

export function isForbiddenAddress(ip: string): boolean {
  return forbiddenAddressReason(ip) !== null;
}

const DESCRIPTIONS: Record<AddressReason, string> = {
  loopback: 'a loopback address',
  'private-address': 'a private network address',
  'link-local': 'a link-local address (such as cloud metadata)',
  'unspecified-address': 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  'reserved-address': 'a reserved or non-routable address',
  'not-an-ip-address': 'not an IP address',
};

export function describeAddressReason(reason: AddressReason): string {
  return DESCRIPTIONS[reason];
}
