import type { ContactRequest } from '../../../../src/modules/outreach/contract.js';

/** Contact form rules of docs/product.md §8, kept pure so the page and any later unit test share them. */
export const CONTACT_SUBJECTS = ['general', 'technical', 'feature', 'bug', 'partnership', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export interface ContactValues {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
}

export type ContactField = keyof ContactValues;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export type FieldError = 'required' | 'invalidEmail' | 'tooShort' | 'tooLong' | 'invalid';
export type FieldErrors = Partial<Record<ContactField, FieldError>>;

// Deliberately loose: one @, a dot in the domain, no spaces. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (values[field].trim() === '') errors[field] = 'required';
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'invalidEmail';
  const length = values.message.trim().length;
  if (!errors.message && length < MESSAGE_MIN) errors.message = 'tooShort';
  if (!errors.message && length > MESSAGE_MAX) errors.message = 'tooLong';
  return errors;
}

export type SubmitOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'rejected'; readonly fields: FieldErrors }
  | { readonly kind: 'rateLimited' }
  | { readonly kind: 'failed' };

interface ContactResponse {
  readonly success?: boolean;
  readonly code?: string;
  readonly details?: { readonly fields?: Record<string, string> };
}

export interface ContactSender {
  /** The language of the acknowledgement mail: the page's. */
  readonly locale: string;
  /**
   * The signed-in visitor's access token: the server reads from the account whether the message gets
   * Premium's priority support, so nothing in the body could claim it.
   */
  readonly accessToken: string | null;
}

/**
 * POST /api/contact/submit. Server field errors arrive in English; the page shows its own
 * translated wording, so only which field failed (and the error code) is kept.
 */
export async function submitContact(values: ContactValues, sender: ContactSender, signal?: AbortSignal): Promise<SubmitOutcome> {
  let response: Response;
  const request: ContactRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject as ContactRequest['subject'],
    message: values.message.trim(),
  };
  try {
    response = await fetch('/api/contact/submit', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        // The acknowledgement mail's language: the page's, whatever the browser's own preference.
        'Accept-Language': sender.locale,
        ...(sender.accessToken ? { Authorization: `Bearer ${sender.accessToken}` } : {}),
      },
      body: JSON.stringify(request),
      signal,
    });
  } catch {
    return { kind: 'failed' };
  }
  const body = (await response.json().catch(() => ({}))) as ContactResponse;
  if (response.ok && body.success === true) return { kind: 'sent' };
  if (body.code === 'RATE_LIMITED' || response.status === 429) return { kind: 'rateLimited' };
  const serverFields = body.details?.fields ?? {};
  const fields: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!(field in serverFields)) continue;
    if (values[field].trim() === '') fields[field] = 'required';
    else if (field === 'email') fields[field] = 'invalidEmail';
    else fields[field] = 'invalid';
  }
  if (Object.keys(fields).length === 0 && body.code === 'CONTACT_INVALID_EMAIL') fields.email = 'invalidEmail';
  return Object.keys(fields).length > 0 ? { kind: 'rejected', fields } : { kind: 'failed' };
}
