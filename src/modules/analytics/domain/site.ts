import { DomainError, membersOf, type Clock } from '../../../shared/index.js';
import type { PurgeScope } from '../contract.js';
import { parseSiteName, parseSiteUrl, type SiteHostRule, type SiteUrl } from './site-url.js';

/** A uniform random number in [0, 1), like Math.random; injected so the purge question is testable. */
export type RandomSource = () => number;

export interface NewSite extends SiteUrl {
  name: string;
}

/**
 * Add-site form (docs/product.md §8). Both fields are checked so the form can mark both at once: the first failure is
 * thrown (URL first, as the product's rules list it) and `details.errors` carries every field's code.
 */
export function validateNewSite(input: { name?: unknown; url?: unknown }, hostRule?: SiteHostRule): NewSite {
  const errors: DomainError[] = [];
  let url: SiteUrl | undefined;
  let name: string | undefined;
  try {
    url = parseSiteUrl(input.url, 'add', undefined, hostRule);
  } catch (e) {
    errors.push(asDomainError(e));
  }
  try {
    name = parseSiteName(input.name, 'add');
  } catch (e) {
    errors.push(asDomainError(e));
  }
  if (errors.length > 0 || !url || name === undefined) throw withAllErrors(errors);
  return { name, ...url };
}

/**
 * Website settings form: only the fields present are changed. The https rule applies to a changed URL
 * only (see site-url.ts).
 */
export function validateSiteSettings(
  patch: { name?: unknown; url?: unknown },
  current: { url: string },
  hostRule?: SiteHostRule,
): Partial<NewSite> {
  const errors: DomainError[] = [];
  const result: Partial<NewSite> = {};
  if (patch.url !== undefined) {
    try {
      Object.assign(result, parseSiteUrl(patch.url, 'settings', current.url, hostRule));
    } catch (e) {
      errors.push(asDomainError(e));
    }
  }
  if (patch.name !== undefined) {
    try {
      result.name = parseSiteName(patch.name, 'settings');
    } catch (e) {
      errors.push(asDomainError(e));
    }
  }
  if (errors.length > 0) throw withAllErrors(errors);
  return result;
}

/**
 * "Delete site data" (docs/product.md §8): the owner types the site name and ticks the irreversible acknowledgement.
 * The typed name is compared after trimming and collapsing spaces, case-sensitively: the point is to make
 * the owner read which site they are destroying, so "my shop" must not delete "My Shop".
 */
export function assertDeletionConfirmed(siteName: string, confirmation: { typedName?: unknown; acknowledged?: unknown }): void {
  const normalise = (s: string) => s.trim().replace(/\s+/g, ' ');
  const typed = typeof confirmation.typedName === 'string' ? normalise(confirmation.typedName) : '';
  if (typed !== normalise(siteName)) {
    throw new DomainError('validation', 'ANALYTICS_DELETE_NAME_MISMATCH', 'Type the site name to confirm the deletion', { field: 'typedName' });
  }
  if (confirmation.acknowledged !== true) {
    throw new DomainError('validation', 'ANALYTICS_DELETE_NOT_ACKNOWLEDGED', 'Please confirm that you understand this action cannot be undone', {
      field: 'acknowledged',
    });
  }
}

/** Export needs a confirmation tick (docs/product.md §8). */
export function assertExportConfirmed(confirmed: unknown): void {
  if (confirmed !== true) {
    throw new DomainError('validation', 'ANALYTICS_EXPORT_NOT_CONFIRMED', 'Please confirm the export', { field: 'confirmed' });
  }
}

/**
 * The purge question (docs/product.md §8): "a correct sum". Two whole numbers from 1 to 10, so the answer is 2-20 and
 * nobody needs a calculator; the point is a deliberate pause, not a CAPTCHA. The challenge must travel
 * between the request that shows it and the one that answers it without the client being able to choose
 * it: the application keeps it server-side (Redis, keyed by user and site) or signs it — not this layer.
 */
export interface PurgeChallenge {
  a: number;
  b: number;
}

export const PURGE_OPERAND_MIN = 1;
export const PURGE_OPERAND_MAX = 10;

export function createPurgeChallenge(random: RandomSource): PurgeChallenge {
  return { a: randomInt(random, PURGE_OPERAND_MIN, PURGE_OPERAND_MAX), b: randomInt(random, PURGE_OPERAND_MIN, PURGE_OPERAND_MAX) };
}

/** Accepts the answer as typed ("12", " 12 ") or as a number; anything but the exact sum is wrong. */
export function assertPurgeAnswer(challenge: PurgeChallenge, answer: unknown): void {
  const text = typeof answer === 'number' ? String(answer) : typeof answer === 'string' ? answer.trim() : '';
  if (!/^-?\d+$/.test(text) || Number(text) !== challenge.a + challenge.b) {
    throw new DomainError('validation', 'ANALYTICS_PURGE_WRONG_ANSWER', 'Incorrect answer. Please try again.', { field: 'answer' });
  }
}

/**
 * Purge scopes (docs/product.md §15.3): records older than 90, 30 or 7 days, or all. "Older than N days" is measured in exact
 * 24-hour days back from now (UTC), not calendar days: the cutoff is the same whatever the owner's time
 * zone. Records with a timestamp strictly before the cutoff go; `null` means everything. The adapter may
 * drop whole time partitions that end at or before the cutoff and delete row by row in the one it cuts.
 */
export const PURGE_SCOPES = membersOf<PurgeScope>()(['90d', '30d', '7d', 'all']);
export type { PurgeScope };

const DAY_MS = 24 * 60 * 60 * 1000;
const SCOPE_DAYS: Record<Exclude<PurgeScope, 'all'>, number> = { '90d': 90, '30d': 30, '7d': 7 };

export function parsePurgeScope(input: unknown): PurgeScope {
  if (typeof input === 'string' && (PURGE_SCOPES as readonly string[]).includes(input)) return input as PurgeScope;
  throw new DomainError('validation', 'ANALYTICS_PURGE_INVALID_SCOPE', 'Choose what to purge: older than 90, 30 or 7 days, or all', {
    field: 'scope',
    allowed: PURGE_SCOPES,
  });
}

export function purgeCutoff(scope: PurgeScope, clock: Clock): Date | null {
  if (scope === 'all') return null;
  return new Date(clock.now().getTime() - SCOPE_DAYS[scope] * DAY_MS);
}

function randomInt(random: RandomSource, min: number, max: number): number {
  const r = random();
  // Guard against a source that returns 1 or garbage: the question must always be answerable.
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
  return min + Math.floor(unit * (max - min + 1));
}

function asDomainError(e: unknown): DomainError {
  if (e instanceof DomainError) return e;
  throw e;
}

function withAllErrors(errors: DomainError[]): DomainError {
  const [first] = errors;
  if (!first) throw new Error('withAllErrors needs at least one error');
  return new DomainError(first.kind, first.code, first.message, {
    ...first.details,
    errors: errors.map((e) => ({ field: e.details?.field, code: e.code, message: e.message })),
  });
}
