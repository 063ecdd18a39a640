import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ConnectionUsage } from '../../application/connection-usage/connection-usage.use-case.js';
import { ExploreConnection } from '../../application/explore-connection/explore-connection.use-case.js';
import { historyEntryView, ListQueryHistory } from '../../application/list-history/list-history.use-case.js';
import { RunQuery, type RunQueryOutcome } from '../../application/run-query/run-query.use-case.js';
import type {
  RunSqlQueryResponse,
  SqlExplorerResponse,
  SqlQueryHistoryResponse,
  SqlQueryResult,
  SqlUsageResponse,
} from '../../contract.js';
import { MAX_RESULT_BYTES, MAX_RESULT_ROWS, statementLimitOf } from '../database/result-limits.js';

/**
 * The text's own limit (100 kB) is the use case's, with its clear code; the body may be larger than the
 * text it carries (JSON escapes), so the route lets that much through to reach it, and past this bound
 * the platform answers PAYLOAD_TOO_LARGE before anything is parsed.
 */
const QUERY_BODY_LIMIT = '1mb';

/** `mode` is required: write mode is never a default (sql-workbench README, "Query tool"). */
const runQueryInput = z.object({
  sql: z.string(),
  mode: z.enum(['read', 'write']),
  dryRun: z.boolean().optional().default(false),
});

/**
 * The query tool's terminal, history, explorer and usage panel (sql-workbench README, "Query tool") on
 * the caller's saved connections and on the built-in sample (id `sample`). Every signed-in user has
 * them; another user's connection id answers 404. Answers are never cached: they hold the user's data.
 */
@injectable()
export class SqlQueryRoutes implements RouteProvider {
  constructor(
    @inject(RunQuery) private readonly runQuery: RunQuery,
    @inject(ListQueryHistory) private readonly listHistory: ListQueryHistory,
    @inject(ExploreConnection) private readonly explore: ExploreConnection,
    @inject(ConnectionUsage) private readonly usage: ConnectionUsage,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/sql/connections/:id/query',
        auth: 'user',
        bodyLimit: QUERY_BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(runQueryInput, ctx.request.body);
          const outcome = await this.runQuery.execute({ ownerId: userOf(ctx).id, connectionId: ctx.params.id ?? '', ...input });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, result: resultView(outcome) } satisfies RunSqlQueryResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/sql/connections/:id/history',
        auth: 'user',
        handler: async (ctx) => {
          const history = await this.listHistory.execute({ ownerId: userOf(ctx).id, connectionId: ctx.params.id ?? '' });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, history: history.map(historyEntryView) } satisfies SqlQueryHistoryResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/sql/connections/:id/explorer',
        auth: 'user',
        handler: async (ctx) => {
          const explorer = await this.explore.execute({ ownerId: userOf(ctx).id, connectionId: ctx.params.id ?? '' });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, explorer } satisfies SqlExplorerResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/sql/connections/:id/usage',
        auth: 'user',
        handler: async (ctx) => {
          const usage = await this.usage.execute({ ownerId: userOf(ctx).id, connectionId: ctx.params.id ?? '' });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, usage } satisfies SqlUsageResponse;
        },
      },
    ];
  }
}

/**
 * The result with the rules it ran under, which the terminal shows beside it: the figures are the
 * drivers' own (adapters/database/result-limits.ts), not restated here. PostgreSQL statements go through
 * the extended protocol; MySQL/MariaDB's through the text protocol with several statements refused by the
 * driver's tokenizer and the session (sql-workbench README, "Terminal").
 */
export function resultView(outcome: RunQueryOutcome): SqlQueryResult {
  const { result, mode, engine } = outcome;
  return {
    columns: result.columns.map((c) => ({ name: c.name, type: c.type })),
    rows: result.rows,
    rowCount: result.rowCount,
    truncated: result.truncated,
    durationMs: result.durationMs,
    rolledBack: result.rolledBack,
    mode,
    safety: {
      readOnly: mode === 'read',
      statementTimeoutMs: statementLimitOf(outcome.statementTimeoutMs),
      rowCap: MAX_RESULT_ROWS,
      byteCap: MAX_RESULT_BYTES,
      extendedProtocol: engine === 'postgresql',
    },
  };
}

function userOf(ctx: HttpContext) {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!;
}
