import type { RefusedAccess, RefusedAccessEntry } from '../../domain/refused-access.js';

export interface AccessLogPage {
  entries: RefusedAccessEntry[];
  total: number;
}

export interface AccessLogRepository {
  add(entry: RefusedAccess): Promise<RefusedAccessEntry>;
  list(page: { limit: number; offset: number }): Promise<AccessLogPage>;
  deleteOlderThan(cutoff: Date): Promise<number>;
  /** A user's own entries, oldest first (account export). */
  listForUser(userId: string): Promise<RefusedAccessEntry[]>;
  /**
   * Account deletion: the entries stay (they are a security record, purged after the retention period
   * like any other) but no longer name the user. Returns how many were detached.
   */
  anonymiseUser(userId: string): Promise<number>;
}
