import { DomainError, membersOf } from '../../../shared/index.js';
import type { AccessEventType } from '../contract.js';

export type { AccessEventType };
export const ACCESS_EVENT_TYPES = membersOf<AccessEventType>()(['unauthorized_access']);

/** Refused-access records are kept this long, then purged by the daily job. */
export const ACCESS_LOG_RETENTION_DAYS = 90;

const MAX_PATH = 512;
const MAX_CLOCK_SKEW_MS = 24 * 3600 * 1000;

export interface RefusedAccess {
  path: string;
  type: AccessEventType;
  /** When the browser saw the refusal; falls back to reception time if absent or implausible. */
  occurredAt: Date;
  userId: string | null;
  ipHash: string;
}

export interface RefusedAccessEntry extends RefusedAccess {
  id: string;
  receivedAt: Date;
}

/**
 * The client reports where it was turned away. Only the path is kept (no query string or fragment:
 * they can carry tokens or e-mail addresses), and a browser clock far off ours is not believed.
 */
export function refusedAccess(input: { path: string; timestamp?: string | number; type: AccessEventType; userId: string | null; ipHash: string }, now: Date): RefusedAccess {
  const path = input.path.split(/[?#]/)[0]!;
  if (!path.startsWith('/') || path.length > MAX_PATH) {
    throw new DomainError('validation', 'ACCESS_LOG_INVALID_PATH', 'path must be an absolute path of at most 512 characters');
  }
  return { path, type: input.type, occurredAt: plausibleTime(input.timestamp, now), userId: input.userId, ipHash: input.ipHash };
}

function plausibleTime(timestamp: string | number | undefined, now: Date): Date {
  if (timestamp === undefined) return now;
  const t = new Date(timestamp);
  if (Number.isNaN(t.getTime()) || Math.abs(t.getTime() - now.getTime()) > MAX_CLOCK_SKEW_MS) return now;
  return t;
}

export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - ACCESS_LOG_RETENTION_DAYS * 24 * 3600 * 1000);
}
