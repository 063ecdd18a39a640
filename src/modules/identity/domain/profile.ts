import { DomainError } from '../../../shared/index.js';
import { normaliseEmail, normaliseUsername, USERNAME_PATTERN } from './credentials.js';

export const PROFILE_LIMITS = { company: 100, website: 2048, bio: 1000 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ProfilePatch {
  email?: string;
  username?: string;
  company?: string | null;
  website?: string | null;
  bio?: string | null;
}

type Problem = { code: string; message: string };

/** An empty text field clears it: the settings form sends what is in the box. */
const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The website is shown as a link to other people, so only an absolute https URL is stored
 * (docs/product.md §8: 'The URL must start with https://'); `javascript:` and friends never get through.
 */
function websiteProblem(value: string): Problem | null {
  const invalid = { code: 'PROFILE_WEBSITE_INVALID', message: 'The URL must start with https://' };
  if (!/^https:\/\//i.test(value)) return invalid;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value) ? null : invalid;
  } catch {
    return invalid;
  }
}

const tooLong = (field: string, max: number): Problem => ({ code: 'PROFILE_FIELD_TOO_LONG', message: `${field} must be at most ${max} characters` });

/**
 * Validates an updateUser body field by field. Absent fields are left as they are; every problem is
 * reported at once under `details.fields` as `{ field: code }`, with the first one as the error.
 */
export function profilePatch(input: Record<string, unknown>): ProfilePatch {
  const problems: [string, Problem][] = [];
  const patch: ProfilePatch = {};
  const text = (field: string): string | undefined => {
    const value = input[field];
    if (value === undefined) return undefined;
    if (value === null) return '';
    if (typeof value !== 'string') {
      problems.push([field, { code: 'VALIDATION_FAILED', message: `${field} must be a string` }]);
      return undefined;
    }
    return value;
  };

  const email = text('email');
  if (email !== undefined) {
    const value = normaliseEmail(email);
    if (!value) problems.push(['email', { code: 'AUTH_EMAIL_REQUIRED', message: 'Email required' }]);
    else if (value.length > 254 || !EMAIL_PATTERN.test(value)) problems.push(['email', { code: 'AUTH_EMAIL_INVALID', message: 'Invalid email format' }]);
    else patch.email = value;
  }
  const username = text('username');
  if (username !== undefined) {
    const value = normaliseUsername(username);
    if (!value) problems.push(['username', { code: 'AUTH_USERNAME_REQUIRED', message: 'Username required' }]);
    else if (!USERNAME_PATTERN.test(value)) problems.push(['username', { code: 'AUTH_USERNAME_INVALID', message: 'Username must be 3 to 32 letters, digits, _ . or -' }]);
    else patch.username = value;
  }
  for (const field of ['company', 'bio'] as const) {
    const value = text(field);
    if (value === undefined) continue;
    const cleaned = optionalText(value);
    if (cleaned !== null && [...cleaned].length > PROFILE_LIMITS[field]) problems.push([field, tooLong(field, PROFILE_LIMITS[field])]);
    else patch[field] = cleaned;
  }
  const website = text('website');
  if (website !== undefined) {
    const cleaned = optionalText(website);
    if (cleaned !== null && cleaned.length > PROFILE_LIMITS.website) problems.push(['website', tooLong('website', PROFILE_LIMITS.website)]);
    else if (cleaned !== null && websiteProblem(cleaned)) problems.push(['website', websiteProblem(cleaned)!]);
    else patch.website = cleaned;
  }

  if (problems.length) {
    const [, first] = problems[0]!;
    throw new DomainError('validation', first.code, first.message, { fields: Object.fromEntries(problems.map(([f, p]) => [f, p.code])) });
  }
  return patch;
}
