import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { MAX_INDEX_CANDIDATES } from '../../domain/analyzer/index-candidates.js';
import { normalizePostgresPlan, type PlanTree } from '../../domain/plan/index.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import { planNotAvailable } from '../analyze-query/analysis-errors.js';
import { AnalyzeQuery, EXPLAINABLE } from '../analyze-query/analyze-query.use-case.js';
import type { QueryConnections } from '../analyze-query/query-connections.js';
import { admit, checkedQueryText } from '../run-query/query-rules.js';
import type { CandidateVerdict, IndexAdvice, UnverifiedReason, VerifiedCandidate } from '../ports/database-inspector.port.js';

export interface AdviseIndexesCommand {
  ownerId: string;
  connectionId: string;
  sql: string;
}

export interface IndexSuggestion {
  schema: string | null;
  table: string;
  columns: string[];
  createStatement: string;
  /** Planner cost units (estimated); null when unverified. */
  costBefore: number | null;
  costAfter: number | null;
  reductionPercent: number | null;
  sizeBytes: number | null;
  planBefore: PlanTree | null;
  planAfter: PlanTree | null;
}

export interface RejectedIndex {
  schema: string | null;
  table: string;
  columns: string[];
  reason: Exclude<CandidateVerdict, 'suggested'>;
  costAfter: number | null;
  reductionPercent: number | null;
  error: string | null;
}

export interface IndexAdviceAnswer {
  verified: boolean;
  unavailableReason?: UnverifiedReason;
  howToEnable?: string;
  costBefore: number | null;
  suggestions: IndexSuggestion[];
  rejected: RejectedIndex[];
}

/**
 * Index advice for one statement (docs/product.md §5.6; module README, "Analyzer and index advice"): the
 * analysis' candidates, at most MAX_INDEX_CANDIDATES, checked by the connection's inspector. Where the
 * server has HypoPG each is created hypothetically and kept only if the planner uses it and the cost
 * falls by half; elsewhere the same candidates come back unverified, with how to enable the check.
 */
@injectable()
export class AdviseIndexes {
  constructor(
    @inject(SQL_WORKBENCH.QueryConnections) private readonly connections: QueryConnections,
    @inject(AnalyzeQuery) private readonly analyzer: AnalyzeQuery,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: AdviseIndexesCommand): Promise<IndexAdviceAnswer> {
    checkedQueryText(command.sql);
    const connection = await this.connections.open(command.ownerId, command.connectionId);
    await admit(this.limiter, command.ownerId, 'query');
    const { analysis, statement } = await this.analyzer.parse(command, connection);
    if (!EXPLAINABLE.has(statement.type)) throw planNotAvailable(statement.type);
    const candidates = analysis.indexCandidates.slice(0, MAX_INDEX_CANDIDATES).map(({ schema, table, columns }) => ({ schema, table, columns }));
    let advice: IndexAdvice;
    try {
      advice = await connection.inspector.adviseIndexes(connection.target, { sql: command.sql, candidates }, connection.allowPrivateTargets);
    } catch (error) {
      throw this.connections.explain(error, connection);
    }

    if (advice.verification === 'unverified') {
      return {
        verified: false,
        unavailableReason: advice.reason,
        howToEnable: advice.howToEnable,
        costBefore: null,
        suggestions: advice.candidates.map(({ schema, table, columns, createStatement }) => ({
          schema,
          table,
          columns,
          createStatement,
          costBefore: null,
          costAfter: null,
          reductionPercent: null,
          sizeBytes: null,
          planBefore: null,
          planAfter: null,
        })),
        rejected: [],
      };
    }
    // Only PostgreSQL verifies (HypoPG), so its reader reads both plans.
    const planBefore = readPlan(advice.planBefore);
    return {
      verified: true,
      costBefore: advice.costBefore,
      suggestions: advice.suggestions.map((candidate) => ({
        schema: candidate.schema,
        table: candidate.table,
        columns: candidate.columns,
        createStatement: candidate.createStatement,
        costBefore: advice.costBefore,
        costAfter: candidate.costAfter,
        reductionPercent: candidate.costReductionPercent,
        sizeBytes: candidate.estimatedSizeBytes,
        planBefore,
        planAfter: readPlan(candidate.planAfter),
      })),
      rejected: advice.candidates.filter((candidate) => candidate.verdict !== 'suggested').map(rejectedOf),
    };
  }
}

function rejectedOf(candidate: VerifiedCandidate): RejectedIndex {
  return {
    schema: candidate.schema,
    table: candidate.table,
    columns: candidate.columns,
    reason: candidate.verdict as RejectedIndex['reason'],
    costAfter: candidate.costAfter,
    reductionPercent: candidate.costReductionPercent,
    error: candidate.error,
  };
}

/** A plan the reader cannot take is left out rather than failing advice that was verified. */
function readPlan(raw: unknown): PlanTree | null {
  if (raw === null || raw === undefined) return null;
  try {
    return normalizePostgresPlan(raw);
  } catch {
    return null;
  }
}
