import { membersOf } from '../../../shared/index.js';
import type { FeedbackType } from '../contract.js';
import { FieldErrors, isEmail, text } from './form-input.js';

export type { FeedbackType };
export const FEEDBACK_TYPES = membersOf<FeedbackType>()(['suggestion', 'bug', 'improvement', 'feature', 'other']);

export const FEEDBACK_LIMITS = { titleMax: 200, descriptionMax: 5000 } as const;
export const FEEDBACK_REQUIRED_MESSAGE = 'Please fill in all required fields';

export interface FeedbackForm {
  type: FeedbackType;
  title: string;
  description: string;
  /** 1 to 5 stars. */
  rating: number;
  email: string | null;
}

export interface Feedback extends FeedbackForm {
  userId: string | null;
  ipHash: string;
}

export interface FeedbackEntry extends Feedback {
  id: string;
  createdAt: Date;
}

/**
 * Title, description and rating are required (docs/product.md §8: FEEDBACK_REQUIRED); email is optional. A
 * missing type counts as 'other' (the form always sends one; an API client may not).
 */
export function feedbackForm(input: Partial<Record<keyof FeedbackForm, unknown>>): FeedbackForm {
  const errors = new FieldErrors();
  const title = text(input.title);
  const description = text(input.description);
  const type = text(input.type) ?? 'other';
  const email = text(input.email);
  const rawRating = typeof input.rating === 'string' ? text(input.rating) : input.rating;
  if (title === undefined) errors.add('title', 'FEEDBACK_REQUIRED', 'Required field');
  if (description === undefined) errors.add('description', 'FEEDBACK_REQUIRED', 'Required field');
  // A star widget left untouched sends 0 (or nothing): that is a missing rating, not a wrong one.
  const rating = rawRating === undefined || rawRating === null || Number(rawRating) === 0 ? undefined : Number(rawRating);
  if (rating === undefined) errors.add('rating', 'FEEDBACK_REQUIRED', 'Required field');
  else if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.add('rating', 'FEEDBACK_INVALID', 'A whole number from 1 to 5');
  if (!(FEEDBACK_TYPES as readonly string[]).includes(type)) errors.add('type', 'FEEDBACK_INVALID', `One of ${FEEDBACK_TYPES.join(', ')}`);
  if (title !== undefined && title.length > FEEDBACK_LIMITS.titleMax) errors.add('title', 'FEEDBACK_INVALID', `At most ${FEEDBACK_LIMITS.titleMax} characters`);
  if (description !== undefined && description.length > FEEDBACK_LIMITS.descriptionMax) {
    errors.add('description', 'FEEDBACK_INVALID', `At most ${FEEDBACK_LIMITS.descriptionMax} characters`);
  }
  if (email !== undefined && !isEmail(email)) errors.add('email', 'FEEDBACK_INVALID_EMAIL', 'Please enter a valid email address');
  if (!errors.empty) {
    throw errors.toError(
      [
        ['FEEDBACK_REQUIRED', FEEDBACK_REQUIRED_MESSAGE],
        ['FEEDBACK_INVALID_EMAIL', 'Please enter a valid email address'],
      ],
      ['FEEDBACK_INVALID', 'Please check the highlighted fields.'],
    );
  }
  return { type: type as FeedbackType, title: title!, description: description!, rating: rating!, email: email ?? null };
}
