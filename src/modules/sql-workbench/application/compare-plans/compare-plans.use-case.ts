import { injectable } from 'inversify';
import { comparePlans, normalizeMysqlPlan, normalizePostgresPlan, type PlanComparison, type PlanEngine, type PlanTree } from '../../domain/plan/index.js';

export interface ComparePlansCommand {
  engine: PlanEngine;
  /** EXPLAIN (FORMAT JSON) answers as the server gave them, e.g. two analyses' `rawPlan`. */
  before: unknown;
  after: unknown;
}

export interface PlanComparisonAnswer {
  comparison: PlanComparison;
  before: PlanTree;
  after: PlanTree;
}

/**
 * Two plans of one query side by side with per-node deltas (module README, "Plans" and "Analyzer and
 * index advice"). Pure: the plans come from the caller, nothing reaches a database. A text that is not a
 * plan of the engine named answers SQL_PLAN_UNREADABLE.
 */
@injectable()
export class ComparePlans {
  execute(command: ComparePlansCommand): PlanComparisonAnswer {
    const read = (raw: unknown): PlanTree => (command.engine === 'postgresql' ? normalizePostgresPlan(raw) : normalizeMysqlPlan(raw, command.engine));
    const before = read(command.before);
    const after = read(command.after);
    return { comparison: comparePlans(before, after), before, after };
  }
}
