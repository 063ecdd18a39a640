/**
 * The connection calls' errors, each with a stable code the page translates (sql-workbench README,
 * "Connections"). Messages are English for logs and API clients; none ever carries a password.
 */
import { DomainError } from '../../../../shared/index.js';
import type { SqlConnectionFailedDetails, SqlConnectionInvalidDetails, SqlConnectionIssue, SqlConnectionRefusedDetails } from '../../contract.js';

export function connectionInvalid(issues: SqlConnectionIssue[]): DomainError {
  const fields: SqlConnectionInvalidDetails['fields'] = {};
  for (const issue of issues) fields[issue.field] ??= issue.message;
  const details: SqlConnectionInvalidDetails = { issues, fields };
  const first = issues[0];
  return new DomainError('validation', 'SQL_CONNECTION_INVALID', first ? `${first.field}: ${first.message}` : 'Invalid connection', { ...details });
}

export const connectionNotFound = () => new DomainError('not_found', 'SQL_CONNECTION_NOT_FOUND', 'No such connection');

export const connectionLimitReached = (max: number) =>
  new DomainError('conflict', 'SQL_CONNECTION_LIMIT_REACHED', `An account keeps at most ${max} connections: delete one first`);

/** The code every premium refusal answers (the platform's policy uses it too), so the page shows its one 'Premium Feature' notice. */
export const moreConnectionsNeedPremium = (free: number) =>
  new DomainError('forbidden', 'PREMIUM_REQUIRED', `Saving more than ${free} connection is part of the Premium plan`, { feature: 'sql-connections' });

/** The SSRF guard refused the host; `setting` is named outside production only (docs/adr/0006-outbound-platform.md). */
export function connectionTargetRefused(reason: string, why: string, showSetting: boolean): DomainError {
  const details: SqlConnectionRefusedDetails = showSetting ? { reason, setting: 'ALLOW_PRIVATE_TARGETS' } : { reason };
  const hint = showSetting ? ' (ALLOW_PRIVATE_TARGETS=true allows local and private hosts outside production)' : '';
  return new DomainError('validation', 'SQL_CONNECTION_TARGET_REFUSED', `${why}${hint}`, { ...details });
}

/** The server was reached or tried and said no: wrong credentials, unknown database, nothing listening, a timeout. */
export function connectionFailed(cause: string, detail: string): DomainError {
  const details: SqlConnectionFailedDetails = { cause, detail };
  return new DomainError('validation', 'SQL_CONNECTION_FAILED', 'Connection failed. Check your credentials.', { ...details });
}

/** Anything else went wrong while testing (our side): logged, and answered without detail. */
export const connectionTestError = () => new DomainError('unavailable', 'SQL_CONNECTION_TEST_ERROR', 'Error testing connection');

export const passwordUnreadable = () =>
  new DomainError('conflict', 'SQL_CONNECTION_PASSWORD_UNREADABLE', 'The saved password can no longer be read: enter it again');
