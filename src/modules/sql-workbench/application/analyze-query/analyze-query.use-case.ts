import { inject, injectable, multiInject } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { isDomainError } from '../../../../shared/index.js';
import { analyzeStatement, type StatementAnalysis } from '../../domain/analyzer/analyze-statement.js';
import type { SqlDialect, Statement, StatementParser } from '../../domain/analyzer/statement.js';
import { findPlanIssues, normalizeMysqlPlan, normalizePostgresPlan, withHistory, type HistoricalStats, type PlanFinding, type PlanTree, type StatementHistoryFigures } from '../../domain/plan/index.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ExplainResult, ExplorerSnapshot } from '../ports/database-inspector.port.js';
import { analyzeEmpty, analyzeNeedsReadQuery, analyzeParseError, analyzeSeveralStatements, analyzeUnsupported, planNotAvailable } from './analysis-errors.js';
import { CatalogueCache } from './catalogue-cache.js';
import { admit, checkedQueryText } from '../run-query/query-rules.js';
import type { OpenedQueryConnection, QueryConnections } from './query-connections.js';

export interface AnalyzeQueryCommand {
  ownerId: string;
  connectionId: string;
  sql: string;
  /** Also run the statement (EXPLAIN ANALYZE): read queries only. */
  analyze: boolean;
}

export interface QueryAnalysis {
  analysis: StatementAnalysis;
  plan: PlanTree | null;
  /** The server's EXPLAIN JSON, for a later comparison. */
  rawPlan: unknown;
  planError: { code: string; message: string } | null;
  planFindings: PlanFinding[];
  history: HistoricalStats | null;
}

/** Statements the servers can EXPLAIN; DDL and the rest (SET, SHOW, COPY…) have no plan. */
export const EXPLAINABLE = new Set<Statement['type']>(['select', 'insert', 'update', 'delete']);

/** Everything the parsers answer and the analyzer reads, opened once per connection and statement. */
export interface ParsedStatement {
  dialect: SqlDialect;
  statement: Statement;
  catalogue: ExplorerSnapshot | null;
  analysis: StatementAnalysis;
}

/**
 * The analysis of one statement on a connection (docs/product.md §5.6, query metrics; module README,
 * "Analyzer and index advice"): parsed with the engine's grammar, analysed against the connection's
 * catalogue, then planned by the server. The analysis answers even when the server cannot plan the
 * statement or cannot be reached: the plan is then null and `planError` says why.
 */
@injectable()
export class AnalyzeQuery {
  constructor(
    @inject(SQL_WORKBENCH.QueryConnections) private readonly connections: QueryConnections,
    @multiInject(SQL_WORKBENCH.StatementParsers) private readonly parsers: StatementParser[],
    @inject(CatalogueCache) private readonly catalogues: CatalogueCache,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: AnalyzeQueryCommand): Promise<QueryAnalysis> {
    checkedQueryText(command.sql);
    const connection = await this.connections.open(command.ownerId, command.connectionId);
    // Counted with the terminal's runs: an analysis opens a connection and may run the statement.
    await admit(this.limiter, command.ownerId, 'query');
    const parsed = await this.parse(command, connection);
    if (command.analyze && parsed.statement.type !== 'select') throw analyzeNeedsReadQuery();

    const none: QueryAnalysis = { analysis: parsed.analysis, plan: null, rawPlan: null, planError: null, planFindings: [], history: null };
    if (!EXPLAINABLE.has(parsed.statement.type)) {
      const { code, message } = planNotAvailable(parsed.statement.type);
      return { ...none, planError: { code, message } };
    }
    let explained: ExplainResult;
    try {
      explained = await connection.inspector.explain(connection.target, { sql: command.sql, analyze: command.analyze }, connection.allowPrivateTargets);
    } catch (thrown) {
      const error = this.connections.explain(thrown, connection);
      // ANALYZE refused by the inspector's own, finer check (SELECT … INTO, FOR UPDATE): the user asked for it.
      if (error.code === 'SQL_READ_ONLY_VIOLATION' && command.analyze) throw error;
      return { ...none, planError: planErrorOf(error) };
    }
    let plan: PlanTree;
    try {
      const tree = explained.engine === 'postgresql' ? normalizePostgresPlan(explained.plan) : normalizeMysqlPlan(explained.plan);
      plan = withHistory(tree, historyFigures(explained));
    } catch (error) {
      return { ...none, rawPlan: explained.plan, planError: planErrorOf(error) };
    }
    return {
      analysis: parsed.analysis,
      plan,
      rawPlan: explained.plan,
      planError: null,
      planFindings: findPlanIssues(plan, { tableRows: tableRowsOf(parsed.catalogue) }),
      history: plan.historical ?? null,
    };
  }

  /** Parses and analyses against the connection's catalogue; the advice starts from the same reading. */
  async parse(command: { ownerId: string; connectionId: string; sql: string }, connection: OpenedQueryConnection): Promise<ParsedStatement> {
    const dialect: SqlDialect = connection.target.engine;
    const parser = this.parsers.find((candidate) => candidate.dialect === dialect);
    if (!parser) throw new Error(`No statement parser is bound for ${dialect}`);
    let outcome;
    try {
      outcome = await parser.parse(command.sql);
    } catch (error) {
      throw analyzeUnsupported(messageOf(error));
    }
    if (outcome.kind === 'error') throw analyzeParseError(outcome.error);
    if (outcome.kind === 'several') throw analyzeSeveralStatements(outcome.count, outcome.lines);
    if (outcome.kind === 'empty') throw analyzeEmpty();
    const catalogue = await this.catalogues.snapshotFor(command.ownerId, command.connectionId, connection);
    let analysis: StatementAnalysis;
    try {
      analysis = analyzeStatement(outcome.statement, dialect, catalogue);
    } catch (error) {
      throw analyzeUnsupported(messageOf(error));
    }
    return { dialect, statement: outcome.statement, catalogue, analysis };
  }
}

function historyFigures(explained: ExplainResult): StatementHistoryFigures | null {
  const h = explained.history;
  if (!h) return null;
  return { calls: h.calls, totalTimeMs: h.totalTimeMs, meanTimeMs: h.meanTimeMs, rows: h.rows, sharedBlocksHit: h.sharedBlocksHit, sharedBlocksRead: h.sharedBlocksRead };
}

/** Table sizes the catalogue estimates, so a full scan of a large table is reported from the plan alone. */
function tableRowsOf(catalogue: ExplorerSnapshot | null): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const table of catalogue?.tables ?? []) if (table.estimatedRows !== null) sizes[table.name] = table.estimatedRows;
  return sizes;
}

function planErrorOf(error: unknown): { code: string; message: string } {
  if (isDomainError(error)) return { code: error.code, message: error.message };
  return { code: 'SQL_PLAN_UNREADABLE', message: messageOf(error) };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
