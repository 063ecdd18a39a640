/**
 * Sign-up and sign-in input rules (docs/product.md §8; ASVS 5.0 level 2 where the product is silent): no
 * composition rules, length limits only, plus a check against common passwords done by the caller
 * (the list is data, not a rule). Each failure carries the code the frontend translates and the
 * English text docs/product.md §8 gives.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,32}$/u;
export const PASSWORD_MAX = 128;
export const SIGNUP_PASSWORD_MIN = 8;
export const SIGNIN_PASSWORD_MIN = 6;

// Deliberately simple (one @, a dot in the domain, no spaces): stricter patterns refuse real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

export interface FieldProblem {
  field: 'username' | 'email' | 'password';
  code: string;
  message: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normaliseUsername(username: string): string {
  return username.trim().normalize('NFC');
}

export function emailProblems(email: string): FieldProblem[] {
  const value = normaliseEmail(email);
  if (!value) return [{ field: 'email', code: 'AUTH_EMAIL_REQUIRED', message: 'Email required' }];
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return [{ field: 'email', code: 'AUTH_EMAIL_INVALID', message: 'Invalid email format' }];
  return [];
}

function passwordProblems(password: string, min: number, tooShort: string): FieldProblem[] {
  if (!password) return [{ field: 'password', code: 'AUTH_PASSWORD_REQUIRED', message: 'Password required' }];
  // Counted in code points so a password of emoji or CJK characters is measured as the user sees it.
  const length = [...password].length;
  if (length < min) return [{ field: 'password', code: 'AUTH_PASSWORD_TOO_SHORT', message: tooShort }];
  if (length > PASSWORD_MAX) return [{ field: 'password', code: 'AUTH_PASSWORD_TOO_LONG', message: `Password must be at most ${PASSWORD_MAX} characters` }];
  return [];
}

export function signupProblems(input: { username: string; email: string; password: string }): FieldProblem[] {
  const username = normaliseUsername(input.username);
  const usernameProblems: FieldProblem[] = !username
    ? [{ field: 'username', code: 'AUTH_USERNAME_REQUIRED', message: 'Username required' }]
    : USERNAME_PATTERN.test(username)
      ? []
      : [{ field: 'username', code: 'AUTH_USERNAME_INVALID', message: 'Username must be 3 to 32 letters, digits, _ . or -' }];
  return [
    ...usernameProblems,
    ...emailProblems(input.email),
    ...passwordProblems(input.password, SIGNUP_PASSWORD_MIN, 'Password must contain at least 8 characters'),
  ];
}

export function signinProblems(input: { email: string; password: string }): FieldProblem[] {
  return [...emailProblems(input.email), ...passwordProblems(input.password, SIGNIN_PASSWORD_MIN, 'Password must be at least 6 characters long')];
}
