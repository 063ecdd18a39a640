import { DomainError } from '../../../../../shared/domain-error.js';

export type TargetRefusedCode = 'AUDIT_TARGET_REFUSED' | 'AUDIT_INVALID_URL';

/**
 * Why a target may not be fetched. Address reasons come from forbidden-address.ts; the rest from the
 * URL rules (check-target-url.ts) or the connect-time guard.
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
  | 'proxy-loop';

/**
 * A DomainError (kind 'validation') so the HTTP error middleware answers 400 with the stable code when
 * the start URL itself is refused; `reason` tells the collector and the logs which rule matched.
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

export function refused(reason: RefusalReason, target: string, why: string): TargetRefusedError {
  return new TargetRefusedError('AUDIT_TARGET_REFUSED', reason, `Refused to fetch ${target}: ${why}`, target);
}
