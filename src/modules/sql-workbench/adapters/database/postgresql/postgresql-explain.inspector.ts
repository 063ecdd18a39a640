import { parse } from 'libpg-query';
import type pg from 'pg';
import type { ExplainRequest, ExplainResult, StatementHistory } from '../../../application/ports/database-inspector.port.js';
import { multipleStatements, readOnlyViolation } from '../../../domain/database-access.error.js';
import { extendedQuery, extendedQueryRaw, inRolledBackTransaction, inspectionError, quoteIdent, underSavepoint } from './inspection-session.js';

/** Keys of libpg-query's tree that make a statement write or lock: a SELECT … INTO, FOR UPDATE, a writing CTE. */
const WRITING_NODES = new Set(['intoClause', 'lockingClause', 'InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

function containsWritingNode(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsWritingNode);
  if (node === null || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node)) {
    if (WRITING_NODES.has(key)) return true;
    if (containsWritingNode(value)) return true;
  }
  return false;
}

type StatementShape = { count: number; readQuery: boolean } | null;

/** Null when PostgreSQL 18's grammar (libpg-query) cannot read the text: the server then has its say. */
async function shapeOf(sql: string): Promise<StatementShape> {
  try {
    const tree = (await parse(sql)) as { stmts?: Array<{ stmt?: Record<string, unknown> }> };
    const statements = tree.stmts ?? [];
    const only = statements.length === 1 ? statements[0]?.stmt : undefined;
    const readQuery = only !== undefined && Object.keys(only)[0] === 'SelectStmt' && !containsWritingNode(only);
    return { count: statements.length, readQuery };
  } catch {
    return null;
  }
}

/**
 * EXPLAIN ANALYZE runs the statement. A read-only transaction alone does not stop every write under
 * EXPLAIN (a SELECT … INTO still creates its table there), so ANALYZE is refused unless the parsed text
 * is one plain query; the read-only transaction and the rollback stay behind it for functions with
 * side effects.
 */
function refuseAnalyze(): Error {
  return readOnlyViolation('EXPLAIN ANALYZE runs the statement: it is offered for read queries only (SELECT, VALUES, TABLE without INTO or FOR UPDATE)');
}

function planJson(rows: string[][]): { text: string; plan: unknown } {
  const text = rows[0]?.[0] ?? 'null';
  return { text, plan: JSON.parse(text) as unknown };
}

/** The schema pg_stat_statements is installed in, or null without it. */
async function statementStatisticsSchema(client: pg.Client): Promise<string | null> {
  const found = await extendedQuery<{ schema: string }>(
    client,
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_stat_statements'`,
  );
  return found.rows[0]?.schema ?? null;
}

interface HistoryRow {
  calls: number | null;
  total_ms: number | null;
  rows: number | null;
  hit: number | null;
  read: number | null;
}

/**
 * pg_stat_statements keys statements by the query identifier the server computes (PostgreSQL 14+), which
 * EXPLAIN VERBOSE prints; the identifier is a 64-bit integer, read from the JSON's text so it stays
 * exact. A server without the module loaded, older than 14 or not computing identifiers gives null,
 * as does a query it never ran.
 */
async function statementHistory(client: pg.Client, sql: string): Promise<StatementHistory | null> {
  const schema = await statementStatisticsSchema(client);
  if (schema === null) return null;
  const outcome = await underSavepoint(client, async () => {
    const { text } = planJson(await extendedQueryRaw(client, `EXPLAIN (VERBOSE, FORMAT JSON) ${sql}`));
    const queryId = /"Query Identifier":\s*(-?\d+)/.exec(text)?.[1];
    if (queryId === undefined) return null;
    const result = await extendedQuery<HistoryRow>(
      client,
      `SELECT sum(calls)::float8 AS calls, sum(total_exec_time)::float8 AS total_ms, sum(rows)::float8 AS rows,
              sum(shared_blks_hit)::float8 AS hit, sum(shared_blks_read)::float8 AS read
       FROM ${quoteIdent(schema)}.pg_stat_statements
       WHERE queryid = $1::bigint AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [queryId],
    );
    return result.rows[0] ?? null;
  });
  if ('error' in outcome || outcome.value === null) return null;
  const row = outcome.value;
  if (!row.calls) return null;
  const totalTimeMs = row.total_ms ?? 0;
  return {
    provenance: 'historical',
    calls: row.calls,
    totalTimeMs,
    meanTimeMs: totalTimeMs / row.calls,
    rows: row.rows ?? 0,
    sharedBlocksHit: row.hit ?? 0,
    sharedBlocksRead: row.read ?? 0,
  };
}

/**
 * The plan of one statement as PostgreSQL's JSON, inside a read-only transaction that is rolled back,
 * under the connection's statement timeout. The planner's figures are `estimated`; with ANALYZE the
 * statement runs and its figures are `measured`.
 */
export async function explainPostgresql(client: pg.Client, request: ExplainRequest, statementTimeoutMs: number): Promise<ExplainResult> {
  const shape = await shapeOf(request.sql);
  if (shape !== null && shape.count > 1) throw multipleStatements(shape.count);
  try {
    return await inRolledBackTransaction(client, 'read only', statementTimeoutMs, async () => {
      let { plan } = planJson(await extendedQueryRaw(client, `EXPLAIN (FORMAT JSON) ${request.sql}`));
      if (request.analyze) {
        if (!shape?.readQuery) throw refuseAnalyze();
        plan = planJson(await extendedQueryRaw(client, `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${request.sql}`)).plan;
      }
      const history = await statementHistory(client, request.sql);
      return { engine: 'postgresql', plan, analyzed: request.analyze, provenance: request.analyze ? 'measured' : 'estimated', history };
    });
  } catch (error) {
    throw inspectionError(error, statementTimeoutMs);
  }
}
