import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { describeAddressReason, forbiddenAddressReason, PRIVATE_REASONS } from './forbidden-address.js';
import { hostPort, isAllowedTarget, type TargetPolicy } from './target-policy.js';
import { refused, type OutboundAction } from './target-refused.error.js';

/** Resolves a host name to every address it has; injectable so tests can play DNS offline. */
export type AddressLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemLookup: AddressLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Throws TargetRefusedError unless the policy lets this exact address and port be connected to. */
export function assertAddressAllowed(policy: TargetPolicy, address: string, port: number, hostname = address, action: OutboundAction = 'fetch'): void {
  if (isAllowedTarget(policy, address, port)) return;
  const reason = forbiddenAddressReason(address);
  if (!reason || (policy.allowPrivate && PRIVATE_REASONS.has(reason))) return;
  const target = hostPort(hostname, port);
  const via = hostname === address ? address : `${hostname} resolves to ${address}, which`;
  throw refused(reason, target, `${via} is ${describeAddressReason(reason)}`, action);
}

/**
 * The `lookup` handed to net/tls for one connection. Node skips `lookup` for IP literals, so those are
 * checked here, up front; a name is resolved once and every address it gives is checked before the
 * socket connects to one of them: the checked address is the connected address (no second
 * resolution, so DNS rebinding between check and connect has nothing to exploit). A name with any
 * forbidden address is refused outright.
 */
export function connectionLookup(policy: TargetPolicy, lookup: AddressLookup, host: string, port: number): LookupFunction {
  if (isIP(host)) assertAddressAllowed(policy, host, port);
  return (hostname, options, callback) => {
    lookup(hostname)
      .then((all) => {
        const wanted = all.filter((a) => !options.family || options.family === a.family);
        if (wanted.length === 0) {
          throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
        }
        for (const a of all) assertAddressAllowed(policy, a.address, port, hostname);
        if (options.all) callback(null, [...wanted]);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}
