/**
 * Everything that reaches a host a user named (a URL, a database host, a page in Chromium) goes
 * through here: one SSRF policy for every module (README.md).
 */
export { checkTargetHost, type CheckedHost } from './check-target-host.js';
export { checkTargetUrl, hostAddressRefusal } from './check-target-url.js';
export { FetchLimitError } from './fetch-limit.error.js';
export { startFilteringProxy, type BlockedRequest, type BlockReason, type FilteringProxy, type FilteringProxyOptions } from './filtering-proxy.js';
export { forbiddenAddressReason, isForbiddenAddress, type AddressReason } from './forbidden-address.js';
export { connectGuarded, createGuardedAgents } from './guarded-agents.js';
export {
  guardedConnect,
  resolveGuardedTarget,
  type CheckedTarget,
  type ConnectTimings,
  type GuardedConnectOptions,
  type GuardedConnection,
  type GuardedTargetOptions,
  type GuardedTlsOptions,
} from './guarded-connect.js';
export { assertAddressAllowed, connectionLookup, systemLookup, type AddressLookup } from './guarded-lookup.js';
export { readCappedBody } from './read-capped-body.js';
export { traceRequestTimings, type RequestTimings, type TimingTrace } from './request-timings.js';
export { safeFetch, type SafeFetchOptions, type SafeRedirect, type SafeResponse } from './safe-fetch.js';
export { DEFAULT_ALLOWED_PORTS, effectivePort, targetPolicyOf, type TargetPolicy } from './target-policy.js';
export { TargetRefusedError, type OutboundAction, type RefusalReason, type TargetRefusedCode } from './target-refused.error.js';
export { BrowserPool, type BrowserLease, type BrowserPoolOptions } from './browser/browser-pool.js';
export {
  CHROMIUM_ARGS,
  DEFAULT_CHROMIUM_PATH,
  chromiumLaunchOptions,
  launchChromium,
  launchChromiumWithProfile,
  type ChromiumEgress,
  type ChromiumLaunch,
} from './browser/chromium-launch.js';
export { chromiumProxyArgs } from './browser/chromium-proxy-args.js';
