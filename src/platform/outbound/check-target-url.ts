import { describeAddressReason, forbiddenAddressReason, PRIVATE_REASONS, type AddressReason } from './forbidden-address.js';
import { effectivePort, isAllowedTarget, type TargetPolicy } from './target-policy.js';
import { invalidUrl, refused } from './target-refused.error.js';

const SCHEMES = new Set(['http:', 'https:']);

/** RFC 6761: every name under .localhost is loopback, whatever a resolver says. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost');
}

function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || /^[\d.]+$/.test(hostname);
}

/**
 * The address rules of a URL's host, judged on the WHATWG-parsed hostname alone (nothing is resolved):
 * a localhost name is 'loopback', a literal address gets forbidden-address.ts's reason, and
 * ALLOW_PRIVATE_TARGETS (`allowPrivate`) lifts loopback and private addresses as it does for fetches;
 * null for a public address or any other name. checkTargetUrl applies it before every fetch; a form that
 * only records a URL (an analytics site) applies it alone, and names are judged again on the addresses
 * they resolve to whenever something is fetched.
 */
export function hostAddressRefusal(hostname: string, policy: Pick<TargetPolicy, 'allowPrivate'>): AddressReason | null {
  if (isLocalhostName(hostname)) return policy.allowPrivate ? null : 'loopback';
  if (!isIpLiteral(hostname)) return null;
  const reason = forbiddenAddressReason(hostname);
  return reason && !(policy.allowPrivate && PRIVATE_REASONS.has(reason)) ? reason : null;
}

/**
 * The rules a URL must pass before anything is resolved: http/https only, no userinfo, no literal
 * address or localhost name outside what the policy allows, and an allowed port. WHATWG parsing has
 * already turned 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1. Names are checked
 * again at connect time, on the exact address they resolve to (guarded-lookup.ts).
 */
export function checkTargetUrl(url: string, policy: TargetPolicy): URL {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw invalidUrl(url);
  }
  if (!SCHEMES.has(parsed.protocol)) {
    throw refused('scheme-not-allowed', url, `only http:// and https:// URLs can be fetched, not ${parsed.protocol}`);
  }
  if (!parsed.hostname) throw invalidUrl(url);
  if (parsed.username || parsed.password) {
    throw refused('credentials-in-url', url, 'URLs with a user name or password are not fetched');
  }
  const port = effectivePort(parsed);
  if (isAllowedTarget(policy, parsed.hostname, port)) return parsed;
  const reason = hostAddressRefusal(parsed.hostname, policy);
  if (reason) {
    const why = isLocalhostName(parsed.hostname) ? 'a loopback name' : describeAddressReason(reason);
    throw refused(reason, url, `${parsed.hostname} is ${why}`);
  }
  if (!policy.allowPrivate && !policy.allowedPorts.includes(port)) {
    throw refused('port-not-allowed', url, `port ${port} is not allowed (allowed: ${policy.allowedPorts.join(', ')})`);
  }
  return parsed;
}
