import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { DomainError } from '../../../../shared/index.js';

/** The longest SQL text the terminal takes, in UTF-8 bytes (sql-workbench README, "Query tool"); the history table holds no more. */
export const MAX_QUERY_TEXT_BYTES = 100 * 1024;

/**
 * Runs per user across all their connections: each opens a connection to a server and may hold it up to
 * the statement limit, so a script cannot turn the terminal into a load generator; a person typing
 * never reaches it.
 */
export const QUERY_RATE = { limit: 60, windowMs: 60_000 } as const;

/** The explorer and the usage panel read the catalogue, cheaper than a statement but still a connection each. */
export const INSPECTION_RATE = { limit: 60, windowMs: 60_000 } as const;

export const queryEmpty = () => new DomainError('validation', 'SQL_QUERY_EMPTY', 'Type a statement to run');

export const queryTooLong = (bytes: number) =>
  new DomainError('validation', 'SQL_QUERY_TOO_LONG', `The text is ${bytes} bytes: the terminal takes at most ${MAX_QUERY_TEXT_BYTES} bytes (100 kB)`, {
    bytes,
    maxBytes: MAX_QUERY_TEXT_BYTES,
  });

/** The sample database is shared by every user: it only ever runs read mode. */
export const sampleReadOnly = () =>
  new DomainError('validation', 'SQL_SAMPLE_READ_ONLY', 'The sample database is read-only: write mode runs on your own connections only');

const RATES = {
  query: { ...QUERY_RATE, message: 'Too many statements in a short time, try again shortly' },
  inspection: { ...INSPECTION_RATE, message: 'Too many reads of the database catalogue, try again shortly' },
} as const;

/** Counts one run or one catalogue read against the user's limit; throws RATE_LIMITED past it. */
export async function admit(limiter: RateLimiter, ownerId: string, kind: keyof typeof RATES): Promise<void> {
  const rate = RATES[kind];
  const decision = await limiter.consume(`sql-workbench:${kind}:${ownerId}`, rate.limit, rate.windowMs);
  if (!decision.allowed) throw new DomainError('rate_limited', 'RATE_LIMITED', rate.message, { retryAfterMs: decision.retryAfterMs });
}

/** The text as it will be run and stored: refused when blank or past the size limit. */
export function checkedQueryText(sql: string): string {
  if (sql.trim() === '') throw queryEmpty();
  const bytes = Buffer.byteLength(sql, 'utf8');
  if (bytes > MAX_QUERY_TEXT_BYTES) throw queryTooLong(bytes);
  return sql;
}
