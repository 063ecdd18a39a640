import type { z } from 'zod';
import { DomainError } from '../../shared/index.js';

/**
 * Parses request input with a zod schema. Failures become one 400 VALIDATION_FAILED listing each
 * field's problem, so the frontend can point at the field without losing what the user typed.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0]!;
  throw new DomainError('validation', 'VALIDATION_FAILED', `${first[0]}: ${first[1]}`, { fields });
}
