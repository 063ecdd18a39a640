import { membersOf } from '../../../shared/index.js';
import type { ContactSubject } from '../contract.js';
import { FieldErrors, isEmail, text } from './form-input.js';

export type { ContactSubject };
export const CONTACT_SUBJECTS = membersOf<ContactSubject>()(['general', 'technical', 'feature', 'bug', 'partnership', 'other']);

export const CONTACT_LIMITS = { nameMax: 100, messageMin: 10, messageMax: 5000 } as const;

/** The texts of docs/product.md §8 (contact form); the frontend shows its own translation of each code. */
export const CONTACT_MESSAGES = {
  required: 'Required field',
  invalidEmail: 'Please enter a valid email address',
  fillAll: 'Please fill out all fields.',
} as const;

export interface ContactForm {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

export interface ContactMessage extends ContactForm {
  userId: string | null;
  ipHash: string;
  /** Priority e-mail support: listed first for admins, answered within PRIORITY_RESPONSE_BUSINESS_DAYS. */
  priority: boolean;
}

/** The sender as the server knows them from the account's current state, never as the form says. */
export interface ContactSender {
  userId: string | null;
  /** Premium access now: a Premium plan, or a running trial, which grants what Premium grants. */
  isPremium: boolean;
}

/** The answer time priority support promises (docs/product.md §1, "Support"). */
export const PRIORITY_RESPONSE_BUSINESS_DAYS = 1;

/**
 * Priority e-mail support comes with Premium (docs/product.md §1 and §7.3); everyone else has the
 * community support: messages answered in the order they arrive, and the FAQ.
 */
export function contactPriority(sender: ContactSender): boolean {
  return sender.userId !== null && sender.isPremium;
}

export interface ContactMessageEntry extends ContactMessage {
  id: string;
  createdAt: Date;
}

/**
 * Validates the contact form as typed by a visitor. Missing fields win over other problems
 * (CONTACT_REQUIRED, 'Please fill out all fields.'), then a bad address (CONTACT_INVALID_EMAIL),
 * then lengths and the subject list (CONTACT_INVALID); `details.fields` names every failing field.
 */
export function contactForm(input: Partial<Record<keyof ContactForm, unknown>>): ContactForm {
  const errors = new FieldErrors();
  const name = text(input.name);
  const email = text(input.email);
  const subject = text(input.subject);
  const message = text(input.message);
  for (const [field, value] of Object.entries({ name, email, subject, message })) {
    if (value === undefined) errors.add(field, 'CONTACT_REQUIRED', CONTACT_MESSAGES.required);
  }
  if (email !== undefined && !isEmail(email)) errors.add('email', 'CONTACT_INVALID_EMAIL', CONTACT_MESSAGES.invalidEmail);
  if (name !== undefined && name.length > CONTACT_LIMITS.nameMax) {
    errors.add('name', 'CONTACT_INVALID', `At most ${CONTACT_LIMITS.nameMax} characters`);
  }
  if (subject !== undefined && !(CONTACT_SUBJECTS as readonly string[]).includes(subject)) {
    errors.add('subject', 'CONTACT_INVALID', `One of ${CONTACT_SUBJECTS.join(', ')}`);
  }
  if (message !== undefined && (message.length < CONTACT_LIMITS.messageMin || message.length > CONTACT_LIMITS.messageMax)) {
    errors.add('message', 'CONTACT_INVALID', `Between ${CONTACT_LIMITS.messageMin} and ${CONTACT_LIMITS.messageMax} characters`);
  }
  if (!errors.empty) {
    throw errors.toError(
      [
        ['CONTACT_REQUIRED', CONTACT_MESSAGES.fillAll],
        ['CONTACT_INVALID_EMAIL', CONTACT_MESSAGES.invalidEmail],
      ],
      ['CONTACT_INVALID', 'Please check the highlighted fields.'],
    );
  }
  return { name: name!, email: email!, subject: subject as ContactSubject, message: message! };
}
