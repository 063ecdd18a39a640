import type { OutboundConfig } from '../config/index.js';

export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];

/**
 * Built by a module's wiring from AppConfig's `outbound` section (targetPolicyOf), never from a request
 * body.
 */
export interface TargetPolicy {
  /** Lifts the loopback/private address rule and the port rule (tests, local development). */
  allowPrivate: boolean;
  allowedPorts: readonly number[];
  /**
   * Test hook: exact `host:port` pairs (`127.0.0.1:41234`, `[::1]:41234`, `fixture.test:41234`) that
   * pass the address and port rules, so a loopback fixture can play a public site while every other
   * loopback or private target stays refused. No configuration variable sets it.
   */
  allowTargets?: readonly string[];
}

/**
 * The policy of the `outbound` config section (ALLOW_PRIVATE_TARGETS, AUDIT_ALLOWED_PORTS). A module that
 * reaches services on other ports than web pages (database hosts: 5432, 3306) passes its own list; the
 * address rules and ALLOW_PRIVATE_TARGETS stay the same for everyone.
 */
export function targetPolicyOf(outbound: Pick<OutboundConfig, 'allowPrivateTargets' | 'allowedPorts'>, allowedPorts: readonly number[] = outbound.allowedPorts): TargetPolicy {
  return { allowPrivate: outbound.allowPrivateTargets, allowedPorts: [...allowedPorts] };
}

export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80;
}

/** `host:port` with IPv6 in brackets, the form allowTargets lists. */
export function hostPort(host: string, port: number): string {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${bracketed.toLowerCase()}:${port}`;
}

export function isAllowedTarget(policy: TargetPolicy, host: string, port: number): boolean {
  return policy.allowTargets?.includes(hostPort(host, port)) ?? false;
}
