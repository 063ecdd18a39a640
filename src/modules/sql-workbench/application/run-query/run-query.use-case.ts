import { inject, injectable } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import { ConnectionTargets, type OpenedConnection } from '../connection-targets.js';
import type { DatabaseEngine, QueryMode, QueryResult } from '../ports/database-driver.port.js';
import { QUERY_HISTORY_PER_CONNECTION, type QueryHistoryRepository } from '../ports/query-history.repository.port.js';
import { admit, checkedQueryText, sampleReadOnly } from './query-rules.js';

export interface RunQueryCommand {
  ownerId: string;
  connectionId: string;
  sql: string;
  /** Never defaulted: write mode is the caller's explicit choice. */
  mode: QueryMode;
  dryRun: boolean;
}

export interface RunQueryOutcome {
  result: QueryResult;
  mode: QueryMode;
  engine: DatabaseEngine;
  sample: boolean;
  /** The connection's own statement limit, as saved (the driver keeps it within its ceiling). */
  statementTimeoutMs: number;
}

/**
 * One statement in the terminal (sql-workbench README, "Query tool"): the text checked (not blank, at
 * most 100 kB), the connection opened (the caller's or the sample), the per-user rate, then the engine's
 * driver under its safety rules. Every run that reaches that point is written to the connection's
 * history, ok or failed; a dry run only in write mode.
 */
@injectable()
export class RunQuery {
  constructor(
    @inject(ConnectionTargets) private readonly targets: ConnectionTargets,
    @inject(SQL_WORKBENCH.QueryHistoryRepository) private readonly history: QueryHistoryRepository,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(command: RunQueryCommand): Promise<RunQueryOutcome> {
    const sql = checkedQueryText(command.sql);
    const { mode } = command;
    const dryRun = mode === 'write' && command.dryRun;
    const connection = await this.targets.open(command.ownerId, command.connectionId);
    await admit(this.limiter, command.ownerId, 'query');

    let result: QueryResult;
    try {
      if (connection.sample && mode === 'write') throw sampleReadOnly();
      result = await connection.driver.runQuery(connection.target, { sql, mode, dryRun }, connection.allowPrivateTargets);
    } catch (error) {
      const told = this.targets.explain(error, connection);
      await this.remember(command, connection, { sql, mode, dryRun, status: 'error', errorCode: told.code, rowCount: null, durationMs: null });
      throw told;
    }
    await this.remember(command, connection, { sql, mode, dryRun, status: 'ok', errorCode: null, rowCount: result.rowCount, durationMs: result.durationMs });
    return { result, mode, engine: connection.target.engine, sample: connection.sample, statementTimeoutMs: connection.target.statementTimeoutMs };
  }

  /**
   * The run already happened (a write may have committed): a history that cannot be written is logged,
   * never turned into a failed answer that would tell the user the statement did not run.
   */
  private async remember(
    command: RunQueryCommand,
    connection: OpenedConnection,
    entry: { sql: string; mode: QueryMode; dryRun: boolean; status: 'ok' | 'error'; errorCode: string | null; rowCount: number | null; durationMs: number | null },
  ): Promise<void> {
    try {
      await this.history.append({ ownerId: command.ownerId, connectionId: connection.connectionId, ...entry }, QUERY_HISTORY_PER_CONNECTION);
    } catch (error) {
      this.logger.error({ err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, 'sql-workbench: a run could not be written to the query history');
    }
  }
}
