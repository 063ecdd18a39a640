/** Feedback form rules (docs/product.md §8), mirroring the server's so most mistakes are caught before sending. */
export const FEEDBACK_TYPES = ['suggestion', 'bug', 'improvement', 'feature', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const EMAIL_MAX = 254;

export interface FeedbackValues {
  type: FeedbackType;
  title: string;
  description: string;
  /** 0 until a star is chosen. */
  rating: number;
  email: string;
}

export type FeedbackField = 'type' | 'title' | 'description' | 'rating' | 'email';
/** In the order the fields appear, so the first invalid one is the one focused. */
export const FEEDBACK_FIELDS: readonly FeedbackField[] = ['type', 'title', 'description', 'rating', 'email'];

export type FieldError = 'required' | 'invalidEmail' | 'tooLong' | 'invalid';
export type FieldErrors = Partial<Record<FeedbackField, FieldError>>;

// Deliberately loose, like the server's: one @, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateFeedback(values: FeedbackValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const email = values.email.trim();
  if (!title) errors.title = 'required';
  else if (title.length > TITLE_MAX) errors.title = 'tooLong';
  if (!description) errors.description = 'required';
  else if (description.length > DESCRIPTION_MAX) errors.description = 'tooLong';
  if (!(RATINGS as readonly number[]).includes(values.rating)) errors.rating = 'required';
  if (email && (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email))) errors.email = 'invalidEmail';
  return errors;
}

export const hasMissingField = (errors: FieldErrors): boolean => Object.values(errors).includes('required');

export interface FeedbackRequest {
  type: FeedbackType;
  title: string;
  description: string;
  rating: number;
  email?: string;
}

/** The body of POST /api/feedback/submit; an empty e-mail is left out rather than sent blank. */
export function toRequest(values: FeedbackValues): FeedbackRequest {
  const email = values.email.trim();
  return {
    type: values.type,
    title: values.title.trim(),
    description: values.description.trim(),
    rating: values.rating,
    ...(email ? { email } : {}),
  };
}

/**
 * Field errors from the server's `details.codes` (FEEDBACK_REQUIRED, FEEDBACK_INVALID_EMAIL,
 * FEEDBACK_INVALID), for the rare case its rules disagree with the ones above.
 */
export function fieldErrorsFromServer(details: unknown): FieldErrors {
  const codes = (details as { codes?: Record<string, unknown> } | null)?.codes;
  const errors: FieldErrors = {};
  if (!codes || typeof codes !== 'object') return errors;
  for (const field of FEEDBACK_FIELDS) {
    const code = codes[field];
    if (code === 'FEEDBACK_REQUIRED') errors[field] = 'required';
    else if (code === 'FEEDBACK_INVALID_EMAIL') errors[field] = 'invalidEmail';
    else if (typeof code === 'string') errors[field] = 'invalid';
  }
  return errors;
}
