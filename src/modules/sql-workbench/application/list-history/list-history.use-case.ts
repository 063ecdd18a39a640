import { inject, injectable } from 'inversify';
import type { SqlQueryHistoryEntry } from '../../contract.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import { SAMPLE_CONNECTION_ID } from '../connection-targets.js';
import { SavedConnectionTargets } from '../test-connection/saved-connection-target.js';
import { QUERY_HISTORY_PER_CONNECTION, type QueryHistoryRecord, type QueryHistoryRepository } from '../ports/query-history.repository.port.js';

/** The caller's last 100 runs on one connection, newest first; another user's connection id answers SQL_CONNECTION_NOT_FOUND. */
@injectable()
export class ListQueryHistory {
  constructor(
    @inject(SavedConnectionTargets) private readonly saved: SavedConnectionTargets,
    @inject(SQL_WORKBENCH.QueryHistoryRepository) private readonly history: QueryHistoryRepository,
  ) {}

  async execute(command: { ownerId: string; connectionId: string }): Promise<QueryHistoryRecord[]> {
    // Only the connection's existence is checked: no password is opened to read the history.
    if (command.connectionId !== SAMPLE_CONNECTION_ID) await this.saved.find(command.connectionId, command.ownerId);
    return this.history.listForConnection(command.ownerId, command.connectionId, QUERY_HISTORY_PER_CONNECTION);
  }
}

/** A run as the API and the account export answer it. */
export const historyEntryView = (entry: QueryHistoryRecord): SqlQueryHistoryEntry => ({
  id: entry.id,
  sql: entry.sql,
  mode: entry.mode,
  dryRun: entry.dryRun,
  status: entry.status,
  errorCode: entry.errorCode,
  rowCount: entry.rowCount,
  durationMs: entry.durationMs,
  createdAt: entry.createdAt.toISOString(),
});
