import { DomainError } from '../../shared/domain-error.js';

export type TargetRefusedCode = 'AUDIT_TARGET_REFUSED' | 'AUDIT_INVALID_URL';

/**
 * Why a target may not be fetched or connected to. Address reasons come from forbidden-address.ts; the
 * rest from the URL rules (check-target-url.ts), the host rules of raw connections (check-target-host.ts)
 * or the connect-time guard.
 */
export type RefusalReason =
  | 'invalid-url'
  | 'scheme-not-allowed'
  | 'credentials-in-url'
  | 'port-not-allowed'
  | 'loopback'
  | 'private-address'
  | 'link-local'
  | 'unspecified-address'
  | 'multicast'
  | 'broadcast'
  | 'reserved-address'
  | 'not-an-ip-address'
  | 'proxy-loop'
  | 'invalid-host'
  | 'unix-socket';

/**
 * A DomainError (kind 'validation') so the HTTP error middleware answers 400 with the stable code when
 * the start URL itself is refused; `reason` tells the caller and the logs which rule matched. The codes
 * keep the names audits gave them first (clients translate them); a module that wants its own code
 * catches this error and maps `reason`.
 */
export class TargetRefusedError extends DomainError {
  readonly reason: RefusalReason;
  override readonly code: TargetRefusedCode;

  constructor(code: TargetRefusedCode, reason: RefusalReason, message: string, readonly target?: string) {
    super('validation', code, message, { reason });
    this.code = code;
    this.reason = reason;
  }
}

export const INVALID_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

export function invalidUrl(target?: string): TargetRefusedError {
  return new TargetRefusedError('AUDIT_INVALID_URL', 'invalid-url', INVALID_URL_MESSAGE, target);
}

/** `connect` for raw TCP connections (guardedConnect), `fetch` for everything that speaks HTTP. */
export type OutboundAction = 'fetch' | 'connect';

export function refused(reason: RefusalReason, target: string, why: string, action: OutboundAction = 'fetch'): TargetRefusedError {
  const verb = action === 'connect' ? 'connect to' : 'fetch';
  return new TargetRefusedError('AUDIT_TARGET_REFUSED', reason, `Refused to ${verb} ${target}: ${why}`, target);
}
