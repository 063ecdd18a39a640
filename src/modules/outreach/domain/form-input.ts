import { DomainError } from '../../../shared/index.js';

/** Deliberately simple: one @, no spaces, a dot in the domain. The real proof is the mail arriving. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL = 254;

export const isEmail = (value: string): boolean => value.length <= MAX_EMAIL && EMAIL.test(value);

/** A string field trimmed, or undefined when absent, not a string, or blank (all mean "not filled"). */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length ? trimmed : undefined;
}

/**
 * Collects per-field problems so a form can mark every field at once. `fields` holds the English
 * message per field (as parseInput does), `codes` a stable code per field for the frontend to translate.
 */
export class FieldErrors {
  readonly fields: Record<string, string> = {};
  readonly codes: Record<string, string> = {};

  add(field: string, code: string, message: string): void {
    if (field in this.fields) return;
    this.fields[field] = message;
    this.codes[field] = code;
  }

  has(code: string): boolean {
    return Object.values(this.codes).includes(code);
  }

  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  /** One error for the whole form: `code` and `message` name the first kind of problem in `precedence`. */
  toError(precedence: [code: string, message: string][], fallback: [code: string, message: string]): DomainError {
    const [code, message] = precedence.find(([c]) => this.has(c)) ?? fallback;
    return new DomainError('validation', code, message, { fields: this.fields, codes: this.codes });
  }
}
