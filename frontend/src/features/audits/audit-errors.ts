import type { IntlShape, MessageDescriptor } from 'react-intl';
import { messageForCode } from '../../shared/errors/errorMessages';
import { auditMessages as m } from './audits.messages';

const AUDIT_CODES = [
  'AUDIT_INVALID_URL',
  'AUDIT_TARGET_REFUSED',
  'AUDIT_NOT_FOUND',
  'AUDIT_NOT_FINISHED',
  'AUDIT_TYPE_MISMATCH',
  'AUDIT_FAILED',
  'AUDIT_TIMEOUT',
  'AUDIT_TOO_MANY_RUNNING',
  'AUDIT_INVALID_TYPE',
] as const;
type AuditCode = (typeof AUDIT_CODES)[number];

const isAuditCode = (code: string): code is AuditCode => (AUDIT_CODES as readonly string[]).includes(code);

/** The server's stable error code of an RTK Query error (`{ data: { code } }`), if it sent one. */
export function errorCode(error: unknown): string | null {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' ? code : null;
}

/** Translation of an error code: the audit codes here, the platform's (PREMIUM_REQUIRED…) from shared/errors. */
export function codeMessage(code: string | null | undefined): MessageDescriptor {
  return code && isAuditCode(code) ? m[code] : messageForCode(code);
}

export function describeError(intl: IntlShape, code: string | null | undefined): string {
  return intl.formatMessage(codeMessage(code));
}
