export * from './plan-tree.js';
export { normalizePostgresPlan } from './postgresql-plan.js';
export { normalizeMysqlPlan } from './mysql-plan.js';
export { findPlanIssues, FINDING_DEFAULTS, type FindingOptions, type PlanFinding, type PlanFindingCode } from './plan-findings.js';
export { comparePlans, delta, type Delta, type MatchKind, type NodeComparison, type NodeRef, type PlanComparison } from './plan-comparison.js';
export { historicalStats, withHistory, type StatementHistoryFigures } from './historical.js';
export { planUnreadable } from './plan-errors.js';
