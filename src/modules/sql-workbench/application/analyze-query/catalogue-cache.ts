import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import type { ExplorerSnapshot } from '../ports/database-inspector.port.js';
import type { OpenedQueryConnection } from './query-connections.js';

/**
 * The explorer's snapshot as the analyzer's catalogue (module README, "Analyzer and index advice"). Reading
 * it costs a connection and a few catalogue queries, while an analysis is asked for at every keystroke
 * pause, so one snapshot serves a connection for a minute; a schema change shows after that at most.
 */
export const CATALOGUE_TTL_MS = 60_000;

/** Snapshots kept at most in one process: the oldest goes first. */
export const CATALOGUE_CACHE_ENTRIES = 500;

interface Entry {
  snapshot: ExplorerSnapshot | null;
  expiresAt: number;
}

@injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(@inject(PLATFORM.Clock) private readonly clock: Clock) {}

  /**
   * Null when the explorer failed: the analysis then runs without a catalogue and says so
   * (ANALYZER_SCHEMA_MISSING) rather than fail. A failure is remembered for the same minute, so an
   * unreachable server is not asked again at each analysis.
   */
  async snapshotFor(ownerId: string, connectionId: string, connection: OpenedQueryConnection): Promise<ExplorerSnapshot | null> {
    // The server and login are part of the key, so a connection edited to point elsewhere is read afresh.
    const { engine, host, port, database, username } = connection.target;
    const key = JSON.stringify([ownerId, connectionId, engine, host, port, database, username]);
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.snapshot;
    this.entries.delete(key);
    let snapshot: ExplorerSnapshot | null;
    try {
      snapshot = await connection.inspector.explore(connection.target, connection.allowPrivateTargets);
    } catch {
      snapshot = null;
    }
    this.entries.set(key, { snapshot, expiresAt: now + CATALOGUE_TTL_MS });
    while (this.entries.size > CATALOGUE_CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return snapshot;
  }
}
