/**
 * Sessions without cookies (analytics README, "Tracker"). The snippet sends no session id, so the tracker makes sessions
 * from its visitor ids: a visitor's events with less than SESSION_IDLE_MS between them form one session
 * (30 minutes, the usual web analytics rule, Plausible's and Google Analytics' default).
 *
 * The tracker keeps, per visitor id, the current session id and when the visitor was last seen, in the
 * live store (Redis, or memory when embedded) for SESSION_IDLE_MS after the last event: a key that expired
 * is a session that ended. Visitor ids rotate with the daily salt, so a session cannot span UTC midnight.
 *
 * Late events (a batch that arrives after newer ones) join the session when they are within the idle gap
 * of its last event on either side; an event older than that starts a session of its own and leaves the
 * stored one alone, since the newer session may still be going on.
 */
export const SESSION_IDLE_MS = 30 * 60_000;

export interface LiveSession {
  sessionId: string;
  /** Latest event time seen in the session, ms since the epoch. */
  lastSeenMs: number;
}

export type SessionStep =
  /** The event belongs to `session`; store it with the new last-seen time. */
  | { kind: 'continue'; session: LiveSession }
  /** The event starts a new session, which replaces the stored one. */
  | { kind: 'start'; session: LiveSession }
  /** A late event too old for the stored session: a session of its own, the stored one is kept. */
  | { kind: 'detached'; session: LiveSession };

/**
 * The session of a run of a visitor's events from `firstMs` to `lastMs` (gaps inside a run are under
 * SESSION_IDLE_MS, so a run never splits), given the visitor's stored session; `newId` names a session
 * started here.
 */
export function nextSession(stored: LiveSession | undefined, firstMs: number, lastMs: number, newId: string): SessionStep {
  if (stored && Math.abs(firstMs - stored.lastSeenMs) < SESSION_IDLE_MS) {
    return { kind: 'continue', session: { sessionId: stored.sessionId, lastSeenMs: Math.max(stored.lastSeenMs, lastMs) } };
  }
  if (stored && lastMs < stored.lastSeenMs) return { kind: 'detached', session: { sessionId: newId, lastSeenMs: lastMs } };
  return { kind: 'start', session: { sessionId: newId, lastSeenMs: lastMs } };
}

/**
 * Splits a visitor's event times (any order) into runs with gaps under SESSION_IDLE_MS, the unit
 * `nextSession` decides on. Returns, for each run, its first and last time and the indexes of its events.
 */
export function sessionRuns(timesMs: readonly number[]): { firstMs: number; lastMs: number; indexes: number[] }[] {
  const order = timesMs.map((_, index) => index).sort((a, b) => timesMs[a]! - timesMs[b]!);
  const runs: { firstMs: number; lastMs: number; indexes: number[] }[] = [];
  for (const index of order) {
    const at = timesMs[index]!;
    const run = runs.at(-1);
    if (run && at - run.lastMs < SESSION_IDLE_MS) {
      run.lastMs = at;
      run.indexes.push(index);
    } else runs.push({ firstMs: at, lastMs: at, indexes: [index] });
  }
  return runs;
}
