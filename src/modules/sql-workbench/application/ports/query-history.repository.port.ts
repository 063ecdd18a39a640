import type { QueryMode } from './database-driver.port.js';

/** A connection keeps this many runs (sql-workbench README, "Query tool"); older ones are dropped as new ones arrive. */
export const QUERY_HISTORY_PER_CONNECTION = 100;

export interface QueryHistoryWrite {
  ownerId: string;
  /** A saved connection's id, or `sample`. */
  connectionId: string;
  sql: string;
  mode: QueryMode;
  dryRun: boolean;
  status: 'ok' | 'error';
  errorCode: string | null;
  rowCount: number | null;
  durationMs: number | null;
}

export interface QueryHistoryRecord extends QueryHistoryWrite {
  id: string;
  createdAt: Date;
}

/** Every read and write is scoped by owner. */
export interface QueryHistoryRepository {
  /** Stores the run and drops the owner's runs on that connection past the newest `keep`. */
  append(entry: QueryHistoryWrite, keep: number): Promise<QueryHistoryRecord>;
  /** Newest first, at most `limit`. */
  listForConnection(ownerId: string, connectionId: string, limit: number): Promise<QueryHistoryRecord[]>;
  /** Every run of the owner's, newest first (the account's export). */
  listForOwner(ownerId: string): Promise<QueryHistoryRecord[]>;
  deleteForConnection(ownerId: string, connectionId: string): Promise<number>;
  deleteForOwner(ownerId: string): Promise<number>;
}
