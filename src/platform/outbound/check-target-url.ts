import { describeAddressReason, forbiddenAddressReason, PRIVATE_REASONS } from './forbidden-address.js';
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
  if (isLocalhostName(parsed.hostname) && !policy.allowPrivate) {
    throw refused('loopback', url, `${parsed.hostname} is a loopback name`);
  }
  if (isIpLiteral(parsed.hostname)) {
    const reason = forbiddenAddressReason(parsed.hostname);
    if (reason && !(policy.allowPrivate && PRIVATE_REASONS.has(reason))) {
      throw refused(reason, url, `${parsed.hostname} is ${describeAddressReason(reason)}`);
    }
  }
  if (!policy.allowPrivate && !policy.allowedPorts.includes(port)) {
    throw refused('port-not-allowed', url, `port ${port} is not allowed (allowed: ${policy.allowedPorts.join(', ')})`);
  }
  return parsed;
}
