import { isIP } from 'node:net';
import { isLocalhostName } from './check-target-url.js';
import { describeAddressReason, forbiddenAddressReason, PRIVATE_REASONS } from './forbidden-address.js';
import { hostPort, isAllowedTarget, type TargetPolicy } from './target-policy.js';
import { refused } from './target-refused.error.js';

export interface CheckedHost {
  /** Lower case, punycode, IPv4 in dotted form whatever way it was written, IPv6 without brackets. */
  host: string;
  /** True when `host` is an address, not a name to resolve. */
  literal: boolean;
}

/** Letters (IDN), digits, dots, hyphens, underscores: a name, or an IPv4 address in any inet_aton form. */
const NAME = /^[\p{L}\p{N}._-]+$/u;

/**
 * The host rules of a raw connection, the counterpart of checkTargetUrl for what is not a URL (a
 * database host and port typed into a form): a host name or an IP address only, never a socket path; no
 * loopback name, literal address or port outside what the policy allows. The WHATWG host parser spells
 * 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 out as 127.0.0.1 first, so every form meets the same
 * address rules. Names are checked again on every address they resolve to (guarded-connect.ts).
 */
export function checkTargetHost(host: string, port: number, policy: TargetPolicy): CheckedHost {
  const shown = `${host}:${port}`;
  if (host.startsWith('/') || host.startsWith('@') || host.includes('/') || host.includes('\\')) {
    throw refused('unix-socket', shown, 'only host names and IP addresses can be connected to, not socket paths', 'connect');
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw refused('invalid-host', shown, `${port} is not a TCP port`, 'connect');
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const v6 = isIP(bare) === 6;
  if (!v6 && !NAME.test(bare)) throw refused('invalid-host', shown, 'expected a host name or an IP address', 'connect');
  let canonical: string;
  try {
    canonical = new URL(`http://${v6 ? `[${bare}]` : bare}/`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    throw refused('invalid-host', shown, 'expected a host name or an IP address', 'connect');
  }
  const literal = isIP(canonical) !== 0;
  const checked = { host: canonical, literal };
  const target = hostPort(canonical, port);
  if (isAllowedTarget(policy, canonical, port)) return checked;
  if (!literal && isLocalhostName(canonical) && !policy.allowPrivate) throw refused('loopback', target, `${canonical} is a loopback name`, 'connect');
  if (literal) {
    const reason = forbiddenAddressReason(canonical);
    if (reason && !(policy.allowPrivate && PRIVATE_REASONS.has(reason))) {
      throw refused(reason, target, `${canonical} is ${describeAddressReason(reason)}`, 'connect');
    }
  }
  if (!policy.allowPrivate && !policy.allowedPorts.includes(port)) {
    throw refused('port-not-allowed', target, `port ${port} is not allowed (allowed: ${policy.allowedPorts.join(', ')})`, 'connect');
  }
  return checked;
}
