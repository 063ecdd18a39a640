import { count, rows, time, type HistoricalStats, type PlanTree } from './plan-tree.js';

/**
 * pg_stat_statements' totals for the statement, as the PostgreSQL adapter reads them (numbers, times in
 * milliseconds from `total_exec_time` and `mean_exec_time`).
 */
export interface StatementHistoryFigures {
  calls: number;
  totalTimeMs: number;
  meanTimeMs: number;
  rows: number;
  sharedBlocksHit?: number;
  sharedBlocksRead?: number;
}

/**
 * What the server remembers of earlier runs of the statement, labelled `historical`: it describes other
 * executions, with other parameters perhaps, so it stands beside the plan's figures, never in their place.
 */
export function historicalStats(history: StatementHistoryFigures): HistoricalStats {
  const stats: HistoricalStats = {
    calls: count(history.calls, 'historical'),
    meanTime: time(history.meanTimeMs, 'historical'),
    totalTime: time(history.totalTimeMs, 'historical'),
    rows: rows(history.rows, 'historical'),
  };
  if (history.sharedBlocksHit !== undefined) stats.sharedHit = count(history.sharedBlocksHit, 'historical');
  if (history.sharedBlocksRead !== undefined) stats.sharedRead = count(history.sharedBlocksRead, 'historical');
  return stats;
}

/** The tree with the server's history beside it; unchanged when the server has none. */
export function withHistory(tree: PlanTree, history: StatementHistoryFigures | null | undefined): PlanTree {
  return history ? { ...tree, historical: historicalStats(history) } : tree;
}
