import { DomainError } from '../../../shared/index.js';
import type { DevtoolsErrorCode } from '../contract.js';
import type { ResponsiveRun } from '../domain/responsive/responsive-run.js';
import type { ResponsiveRunRepository } from './ports/responsive-run.repository.port.js';
import { isUuid } from '../../../shared/index.js';

/**
 * How much responsive testing one user may ask of the worker and keep (devtools README, "Responsive
 * testing"): two runs queued or running at once, 20 starts per 10 minutes, and runs kept 7 days and
 * 20 per user (the list shows the last 20; an older one is deleted when a newer one is started), their
 * screenshots 300 MB per user, each at most 30 MB (a usual page's shots weigh a few hundred kilobytes
 * to a few megabytes; the caps keep a page of noise from filling the database).
 */
export const RESPONSIVE_SETTINGS = {
  maxUnfinishedPerUser: 2,
  rate: { limit: 20, windowMs: 10 * 60_000 },
  keepPerUser: 20,
  maxStoredBytesPerUser: 300 * 1024 * 1024,
  maxShotBytes: 30 * 1024 * 1024,
  keepForMs: 7 * 24 * 60 * 60_000,
  /** A run queued or running this long lost its worker (12 sizes take well under 5 minutes). */
  staleAfterMs: 30 * 60_000,
} as const;

export const RESPONSIVE_QUEUE = 'devtools';
export const RESPONSIVE_JOBS = {
  run: 'devtools.responsive-run',
  purge: 'devtools.responsive-purge',
} as const;

export interface ResponsiveRunJob {
  runId: string;
}


/** The owner's run, or 404 for a malformed id, a missing run and another user's run alike. */
export async function ownedRun(runs: ResponsiveRunRepository, ownerId: string, id: string): Promise<ResponsiveRun> {
  const run = isUuid(id) ? await runs.find(id) : null;
  if (!run || run.ownerId !== ownerId) throw notFound('DEVTOOLS_RESPONSIVE_NOT_FOUND', 'No such responsive run');
  return run;
}

export function notFound(code: DevtoolsErrorCode, message: string): DomainError {
  return new DomainError('not_found', code, message);
}
