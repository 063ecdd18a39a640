import { z } from 'zod';

/**
 * The connection form's shape only: a malformed body (a number where text belongs, a field far too long
 * to be anything) answers VALIDATION_FAILED; empty and missing fields, the host's form, the port's range
 * and the rest are the domain's rules (SQL_CONNECTION_INVALID, one issue per field), so `null` and ''
 * pass here to be told 'This field is required' there. Unknown fields (a `userId`) are dropped.
 */
const text = z.string().max(2000).nullish();
const numberOrDigits = z.union([z.number(), z.string().max(20)]).nullish();

export const connectionFormInput = z.object({
  name: text,
  engine: text,
  host: text,
  port: numberOrDigits,
  database: text,
  username: text,
  password: z.string().max(4000).nullish(),
  tls: text,
  statementTimeoutMs: numberOrDigits,
});
