import { DomainError } from '../../../shared/domain-error.js';
import type { DevtoolsErrorCode, DevtoolsSdErrorCode } from '../contract.js';

/** A refused devtools request: 400 with a stable DEVTOOLS_* code (devtools README, "Error codes"). */
export function devtoolsError(code: DevtoolsErrorCode | DevtoolsSdErrorCode, message: string, details?: Record<string, unknown>): DomainError {
  return new DomainError('validation', code, message, details);
}
