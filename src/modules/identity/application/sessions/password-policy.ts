import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import type { FieldProblem } from '../../domain/credentials.js';
import { PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from '../../domain/credentials.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { CommonPasswordList } from '../ports/security.ports.js';

/** Turns domain problems into the one 400 the contract describes: first problem as the error, `details.fields` as `{ field: code }`. */
export function rejectProblems(problems: { field: string; code: string; message: string }[]): void {
  if (!problems.length) return;
  const first = problems[0]!;
  const fields: Record<string, string> = {};
  for (const p of problems) fields[p.field] ??= p.code;
  throw new DomainError('validation', first.code, first.message, { fields });
}

/**
 * The rules a new password meets at sign-up, reset and change: 8 to 128 characters, no composition
 * rules, not on the common-password list (identity README, "Passwords"; NIST SP 800-63B §3.1.1.2).
 */
@injectable()
export class PasswordPolicy {
  constructor(@inject(IDENTITY.CommonPasswordList) private readonly common: CommonPasswordList) {}

  problems(password: string, field = 'password'): FieldProblem[] {
    const as = field as FieldProblem['field'];
    if (!password) return [{ field: as, code: 'AUTH_PASSWORD_REQUIRED', message: 'Password required' }];
    const length = [...password].length;
    if (length < SIGNUP_PASSWORD_MIN) return [{ field: as, code: 'AUTH_PASSWORD_TOO_SHORT', message: 'Password must contain at least 8 characters' }];
    if (length > PASSWORD_MAX) return [{ field: as, code: 'AUTH_PASSWORD_TOO_LONG', message: `Password must be at most ${PASSWORD_MAX} characters` }];
    return this.commonProblem(password, field);
  }

  /** Only the list check, for callers that ran the length rules through signupProblems already. */
  commonProblem(password: string, field = 'password'): FieldProblem[] {
    return this.common.isCommon(password)
      ? [{ field: field as FieldProblem['field'], code: 'AUTH_PASSWORD_COMMON', message: 'This password is too common, choose another one' }]
      : [];
  }
}
