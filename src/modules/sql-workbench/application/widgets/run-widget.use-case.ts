import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { widgetNotFound, type SqlWidgetRecord } from '../../domain/widget/widget.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { QueryConnections } from '../analyze-query/query-connections.js';
import type { DatabaseEngine, QueryResult } from '../ports/database-driver.port.js';
import type { WidgetRepository } from '../ports/widget.repository.port.js';
import { admit } from '../run-query/query-rules.js';
import { isUuid } from '../../../../shared/index.js';

export interface WidgetRun {
  widget: SqlWidgetRecord;
  result: QueryResult;
  mode: 'read';
  engine: DatabaseEngine;
  sample: boolean;
  /** The connection's own statement limit, as saved. */
  statementTimeoutMs: number;
}

/**
 * Runs a widget's query again as the dashboard opens it: always in read mode, so the terminal's rules hold
 * (one statement, read-only transaction, statement limit, 1,000 rows and 5 MB at most; module README,
 * "Query tool"), whatever the saved text says.
 */
@injectable()
export class RunWidget {
  constructor(
    @inject(SQL_WORKBENCH.WidgetRepository) private readonly widgets: WidgetRepository,
    @inject(SQL_WORKBENCH.QueryConnections) private readonly connections: QueryConnections,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: { ownerId: string; id: string }): Promise<WidgetRun> {
    const widget = isUuid(command.id) ? await this.widgets.find(command.id, command.ownerId) : null;
    if (!widget) throw widgetNotFound();
    const connection = await this.connections.open(command.ownerId, widget.connectionId);
    await admit(this.limiter, command.ownerId, 'query');
    let result: QueryResult;
    try {
      result = await connection.driver.runQuery(connection.target, { sql: widget.sql, mode: 'read', dryRun: false }, connection.allowPrivateTargets);
    } catch (error) {
      throw this.connections.explain(error, connection);
    }
    return { widget, result, mode: 'read', engine: connection.target.engine, sample: connection.sample, statementTimeoutMs: connection.target.statementTimeoutMs };
  }
}
