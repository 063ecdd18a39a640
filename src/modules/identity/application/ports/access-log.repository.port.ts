import type { RefusedAccess, RefusedAccessEntry } from '../../domain/refused-access.js';

export interface AccessLogPage {
  entries: RefusedAccessEntry[];
  total: number;
}

export interface AccessLogRepository {
  add(entry: RefusedAccess): Promise<RefusedAccessEntry>;
  list(page: { limit: number; offset: number }): Promise<AccessLogPage>;
  deleteOlderThan(cutoff: Date): Promise<number>;
}
