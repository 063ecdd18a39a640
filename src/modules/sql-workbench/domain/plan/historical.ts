import { count, rows, time, type HistoricalStats, type PlanTree } from './plan-tree.js';

/**
 * One pg_stat_statements row as a driver returns it: bigint columns arrive as strings. Times are the
 * extension's, in milliseconds (`total_exec_time` and `mean_exec_time` since PostgreSQL 13).
 */
export interface StatementStatsRow {
  calls: number | string;
  total_exec_time: number | string;
  mean_exec_time: number | string;
  rows: number | string;
  shared_blks_hit?: number | string;
  shared_blks_read?: number | string;
}

/**
 * What the server remembers of earlier runs of the statement, labelled `historical`: it describes other
 * executions, with other parameters perhaps, so it stands beside the plan's figures, never in their place.
 */
export function historicalStats(row: StatementStatsRow): HistoricalStats {
  const stats: HistoricalStats = {
    calls: count(toNumber(row.calls), 'historical'),
    meanTime: time(toNumber(row.mean_exec_time), 'historical'),
    totalTime: time(toNumber(row.total_exec_time), 'historical'),
    rows: rows(toNumber(row.rows), 'historical'),
  };
  if (row.shared_blks_hit !== undefined) stats.sharedHit = count(toNumber(row.shared_blks_hit), 'historical');
  if (row.shared_blks_read !== undefined) stats.sharedRead = count(toNumber(row.shared_blks_read), 'historical');
  return stats;
}

export function withHistory(tree: PlanTree, row: StatementStatsRow | undefined): PlanTree {
  return row ? { ...tree, historical: historicalStats(row) } : tree;
}

function toNumber(value: number | string): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}
