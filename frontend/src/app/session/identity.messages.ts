import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { PASSWORD_MAX } from './credentials';

/**
 * Wording of the identity rules (docs/product.md §8, §10.2) and of the server's identity error codes, shared by
 * the sign-in and sign-up pages and the settings page: the browser checks the same rules before
 * sending, and shows the same sentence whichever side found the problem.
 */
export const identityMessages = {
  ...defineMessages({
    emailRequired: { id: 'identity.error.emailRequired', defaultMessage: 'Email required', description: 'Field error: the e-mail field is empty (wording of docs/product.md §8)' },
    emailInvalid: { id: 'identity.error.emailInvalid', defaultMessage: 'Invalid email format', description: 'Field error: the e-mail address is malformed (wording of docs/product.md §8)' },
    usernameRequired: { id: 'identity.error.usernameRequired', defaultMessage: 'Username required', description: 'Field error: the username field is empty' },
    usernameInvalid: {
      id: 'identity.error.usernameInvalid',
      defaultMessage: 'Use 3 to 32 letters, digits, underscores (_), dots (.) or hyphens (-).',
      description: 'Field error: the username has a forbidden character or length',
    },
    passwordRequired: { id: 'identity.error.passwordRequired', defaultMessage: 'Password required', description: 'Field error: the password field is empty' },
    passwordTooShortSignUp: {
      id: 'identity.error.passwordTooShortSignUp',
      defaultMessage: 'Password must contain at least 8 characters',
      description: 'Field error when choosing a password shorter than 8 characters (wording of docs/product.md §8)',
    },
    passwordTooShortSignIn: {
      id: 'identity.error.passwordTooShortSignIn',
      defaultMessage: 'Password must be at least 6 characters long',
      description: 'Field error on the sign-in form for a password shorter than 6 characters (wording of docs/product.md §8)',
    },
    passwordCommon: {
      id: 'identity.error.passwordCommon',
      defaultMessage: 'This password is one of the most common ones and easy to guess. Please choose another.',
      description: 'Field error: the chosen password is in the list of common passwords',
    },
    accountExists: {
      id: 'identity.error.accountExists',
      defaultMessage: 'An account already exists with this email or username.',
      description: 'Error when signing up (or changing the profile) with an e-mail or username already in use',
    },
    invalidCredentials: {
      id: 'identity.error.invalidCredentials',
      defaultMessage: 'Invalid email or password',
      description: 'Sign-in refused: wrong e-mail or password (server code AUTH_INVALID_CREDENTIALS)',
    },
    currentPasswordWrong: {
      id: 'identity.error.currentPasswordWrong',
      defaultMessage: 'This is not your current password.',
      description: 'Field error when changing the password: the current password typed is wrong',
    },
    websiteInvalid: { id: 'identity.error.websiteInvalid', defaultMessage: 'The URL must start with https://', description: 'Field error: the website address is not an https URL (wording of docs/product.md §8); keep https:// as is' },
    fieldTooLong: { id: 'identity.error.fieldTooLong', defaultMessage: 'This text is too long.', description: 'Field error: a profile field is over its length limit' },
    codeInvalid: {
      id: 'identity.error.codeInvalid',
      defaultMessage: 'This code is not valid. Check the code in your authenticator app and try again.',
      description: 'Error: the two-factor or recovery code typed is wrong',
    },
    codeFormat: {
      id: 'identity.error.codeFormat',
      defaultMessage: 'Enter the 6-digit code shown by your authenticator app.',
      description: 'Field error: the two-factor code must be 6 digits',
    },
    recoveryFormat: {
      id: 'identity.error.recoveryFormat',
      defaultMessage: 'Enter one of your recovery codes, for example abcde-12345.',
      description: 'Field error: a recovery code has 10 letters and digits, shown as two groups of five; keep the example as is',
    },
    requestRefused: {
      id: 'identity.error.requestRefused',
      defaultMessage: 'Your request could not be verified. Reload the page and try again.',
      description: 'Error when the server refused the request as not coming from our pages (CSRF or origin check)',
    },
    network: {
      id: 'identity.error.network',
      defaultMessage: 'We could not reach StackLens. Check your connection and try again.',
      description: 'Error when the server could not be reached',
    },
  }),
  passwordTooLong: defineMessage<{ max: number }>({
    id: 'identity.error.passwordTooLong',
    defaultMessage: 'Password must be at most {max, number} characters',
    description: 'Field error: the password is longer than the limit',
  }),
  waitSeconds: defineMessage<{ seconds: number }>({
    id: 'identity.error.rateLimitedSeconds',
    defaultMessage: 'Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} before trying again.',
    description: 'Error after too many attempts, with the wait in seconds',
  }),
  waitMinutes: defineMessage<{ minutes: number }>({
    id: 'identity.error.rateLimitedMinutes',
    defaultMessage: 'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} before trying again.',
    description: 'Error after too many attempts, with the wait in minutes',
  }),
  attemptsLeft: defineMessage<{ count: number }>({
    id: 'identity.error.attemptsLeft',
    defaultMessage: '{count, plural, one {# attempt left.} other {# attempts left.}}',
    description: 'Shown after a wrong two-factor code: how many tries remain before the sign-in must start again',
  }),
};

const m = identityMessages;

/** The message of a server field code (`details.fields`), or null for a code without one. */
export function fieldCodeMessage(code: string, options: { signUp?: boolean } = {}): MessageDescriptor | null {
  switch (code) {
    case 'AUTH_EMAIL_REQUIRED':
      return m.emailRequired;
    case 'AUTH_EMAIL_INVALID':
      return m.emailInvalid;
    case 'AUTH_USERNAME_REQUIRED':
      return m.usernameRequired;
    case 'AUTH_USERNAME_INVALID':
      return m.usernameInvalid;
    case 'AUTH_PASSWORD_REQUIRED':
      return m.passwordRequired;
    case 'AUTH_PASSWORD_TOO_SHORT':
      return options.signUp === false ? m.passwordTooShortSignIn : m.passwordTooShortSignUp;
    case 'AUTH_PASSWORD_COMMON':
      return m.passwordCommon;
    case 'AUTH_ACCOUNT_EXISTS':
      return m.accountExists;
    case 'PROFILE_WEBSITE_INVALID':
      return m.websiteInvalid;
    case 'PROFILE_FIELD_TOO_LONG':
      return m.fieldTooLong;
    case 'AUTH_2FA_INVALID':
      return m.codeInvalid;
    default:
      return null;
  }
}


/** A server field code as a sentence; null when it has none of its own (the caller shows a general error). */
export function describeFieldCode(intl: IntlShape, code: string, options: { signUp?: boolean } = {}): string | null {
  if (code === 'AUTH_PASSWORD_TOO_LONG') return intl.formatMessage(m.passwordTooLong, { max: PASSWORD_MAX });
  const message = fieldCodeMessage(code, options);
  return message ? intl.formatMessage(message) : null;
}

/** "Please wait…" for a 429, from its Retry-After (seconds); the general wording when there is none. */
export function describeWait(intl: IntlShape, seconds: number | null): string {
  if (seconds === null || seconds <= 0) return intl.formatMessage(m.waitMinutes, { minutes: 1 });
  if (seconds < 60) return intl.formatMessage(m.waitSeconds, { seconds: Math.ceil(seconds) });
  return intl.formatMessage(m.waitMinutes, { minutes: Math.ceil(seconds / 60) });
}
