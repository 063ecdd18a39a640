/**
 * The sign-in and sign-up rules of docs/product.md §8, checked before sending (the server checks them again).
 * Lengths count code points, like the server, so emoji and CJK passwords are measured as seen.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,32}$/u;
// Deliberately loose (one @, a dot in the domain, no spaces): stricter patterns refuse real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export const SIGNIN_PASSWORD_MIN = 6;
export const SIGNUP_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type CredentialProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'usernameRequired'
  | 'usernameInvalid'
  | 'passwordRequired'
  | 'passwordTooShortSignIn'
  | 'passwordTooShortSignUp'
  | 'passwordTooLong';

const length = (value: string) => [...value].length;

export function emailProblem(email: string): CredentialProblem | null {
  const value = email.trim();
  if (!value) return 'emailRequired';
  return value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value) ? 'emailInvalid' : null;
}

export function passwordProblem(password: string, purpose: 'signIn' | 'signUp'): CredentialProblem | null {
  if (!password) return 'passwordRequired';
  if (length(password) < (purpose === 'signIn' ? SIGNIN_PASSWORD_MIN : SIGNUP_PASSWORD_MIN)) {
    return purpose === 'signIn' ? 'passwordTooShortSignIn' : 'passwordTooShortSignUp';
  }
  return length(password) > PASSWORD_MAX ? 'passwordTooLong' : null;
}

export function usernameProblem(username: string): CredentialProblem | null {
  const value = username.trim().normalize('NFC');
  if (!value) return 'usernameRequired';
  return USERNAME_PATTERN.test(value) ? null : 'usernameInvalid';
}

/** Field → problem, for the fields that have one. */
export function problems<F extends string>(checks: Record<F, CredentialProblem | null>): Partial<Record<F, CredentialProblem>> {
  const found: Partial<Record<F, CredentialProblem>> = {};
  for (const [field, problem] of Object.entries(checks) as [F, CredentialProblem | null][]) if (problem) found[field] = problem;
  return found;
}
