/**
 * One plan tree for PostgreSQL, MySQL and MariaDB plans (module README, "Plans"). Every figure says where
 * it comes from (docs/product.md §5.6, query metrics): `estimated` is the planner's guess, `measured` was
 * counted while the query ran (EXPLAIN ANALYZE), `historical` is what the server remembers of earlier
 * runs (pg_stat_statements). Cost is the planner's unit, never milliseconds: cost and time are separate
 * figure kinds so no code path can print one as the other.
 */

export type Provenance = 'estimated' | 'measured' | 'historical';

export type PlanEngine = 'postgresql' | 'mysql' | 'mariadb';

/** Planner cost units; only the planner produces them, so they are always estimated. */
export interface CostFigure {
  kind: 'cost';
  value: number;
  provenance: 'estimated';
}

export interface TimeFigure {
  kind: 'time';
  ms: number;
  provenance: 'measured' | 'historical';
}

export interface RowsFigure {
  kind: 'rows';
  value: number;
  provenance: Provenance;
}

/** Blocks, batches, loops, bytes: a count of something named by the field that holds it. */
export interface CountFigure {
  kind: 'count';
  value: number;
  provenance: Provenance;
}

export type Figure = CostFigure | TimeFigure | RowsFigure | CountFigure;

export const cost = (value: number): CostFigure => ({ kind: 'cost', value, provenance: 'estimated' });
export const time = (ms: number, provenance: TimeFigure['provenance'] = 'measured'): TimeFigure => ({ kind: 'time', ms, provenance });
export const rows = (value: number, provenance: Provenance): RowsFigure => ({ kind: 'rows', value, provenance });
export const count = (value: number, provenance: Provenance): CountFigure => ({ kind: 'count', value, provenance });

/** How a node hangs under its parent; the engines' own words, kept so a reader can find them in the raw plan. */
export type PlanRelationship = 'Outer' | 'Inner' | 'Member' | 'InitPlan' | 'SubPlan' | 'Subquery' | 'Derived' | 'Union member';

export interface PlanCondition {
  /** `Filter`, `Index Cond`, `Hash Cond`, `Join Filter`, `Recheck Cond`, `attached_condition`, `sort key`… */
  kind: string;
  text: string;
}

export interface Buffers {
  sharedHit: CountFigure;
  sharedRead: CountFigure;
  sharedDirtied: CountFigure;
  sharedWritten: CountFigure;
  tempRead: CountFigure;
  tempWritten: CountFigure;
}

export interface SortDetails {
  keys: string[];
  /** PostgreSQL's `Sort Method` (`quicksort`, `top-N heapsort`, `external merge`…), measured. */
  method?: string;
  /** `Memory` or `Disk`, measured. */
  spaceType?: string;
  spaceKb?: CountFigure;
}

export interface HashDetails {
  buckets: CountFigure;
  batches: CountFigure;
  originalBatches: CountFigure;
  peakMemoryKb: CountFigure;
}

export interface Misestimate {
  /** under: more rows came than planned; over: fewer. */
  direction: 'under' | 'over';
  /** actual / estimated or its inverse, both per loop and floored at one row. */
  factor: number;
  /** The highest of 10×, 100×, 1000× reached. */
  level: 10 | 100 | 1000;
}

export interface EstimatedFigures {
  startupCost?: CostFigure;
  /** Per run, as the planner prints it (one execution of the node). */
  totalCost?: CostFigure;
  /** Rows out per run. */
  rows: RowsFigure;
  /** How many times the planner expects the node to run in one execution of the query. */
  loops: CountFigure;
  /** Rows the node reads per run before its conditions (MySQL's rows examined per scan, MariaDB's rows). */
  rowsExamined?: RowsFigure;
  /** Share of examined rows the conditions keep, in percent (MySQL and MariaDB). */
  filteredPercent?: CountFigure;
  width?: CountFigure;
}

export interface MeasuredFigures {
  loops: CountFigure;
  /** Rows out per loop (PostgreSQL averages over loops). */
  rowsPerLoop: RowsFigure;
  /** rowsPerLoop × loops. */
  rows: RowsFigure;
  /** Per loop, from the node's start to its first row. */
  startupTimePerLoop?: TimeFigure;
  /** Per loop, from start to last row. */
  totalTimePerLoop?: TimeFigure;
  /** Wall-clock time in this node and everything under it, over all loops (parallel workers counted once). */
  inclusiveTime?: TimeFigure;
  rowsRemovedByFilter?: RowsFigure;
  rowsRemovedByJoinFilter?: RowsFigure;
  rowsRemovedByIndexRecheck?: RowsFigure;
  heapFetches?: CountFigure;
  /** Actual Loops 0: the executor never reached the node. */
  neverExecuted: boolean;
}

export interface PlanNode {
  /** Child indexes from the root, `0` for the root, `0.1.0` for the first child of its second child. */
  path: string;
  /** The engine's node name (`Seq Scan`, `Hash Join`) or, for MySQL and MariaDB, a name for the access. */
  nodeType: string;
  /** PostgreSQL's strategy or join type, MySQL's access_type. */
  detail?: string;
  relationship?: PlanRelationship;
  /** `InitPlan 2 (returns $1)`, `SubPlan 1`, `CTE spent`, `select #2`. */
  subplanName?: string;
  relation?: string;
  schema?: string;
  alias?: string;
  index?: string;
  cteName?: string;
  parallelAware: boolean;
  workersPlanned?: CountFigure;
  workersLaunched?: CountFigure;
  estimated: EstimatedFigures;
  measured?: MeasuredFigures;
  /** This node's own share of the query's cost over all its runs: its cost minus what its children cost. */
  exclusiveCost?: CostFigure;
  /** This node's own share of the measured time over all loops, never negative. */
  exclusiveTime?: TimeFigure;
  buffers?: Buffers;
  /** Buffers touched by this node alone (the engine reports them with the children's included). */
  exclusiveBuffers?: Pick<Buffers, 'sharedHit' | 'sharedRead'>;
  conditions: PlanCondition[];
  sort?: SortDetails;
  hash?: HashDetails;
  /** Engine flags worth showing as they are: using_filesort, using_temporary_table, join buffer… */
  notes: string[];
  misestimate?: Misestimate;
  children: PlanNode[];
}

export interface HistoricalStats {
  calls: CountFigure;
  meanTime: TimeFigure;
  totalTime: TimeFigure;
  rows: RowsFigure;
  sharedHit?: CountFigure;
  sharedRead?: CountFigure;
}

export interface PlanTree {
  engine: PlanEngine;
  /** True when the plan carries measured figures (EXPLAIN ANALYZE). */
  analyzed: boolean;
  root: PlanNode;
  totalCost?: CostFigure;
  planningTime?: TimeFigure;
  executionTime?: TimeFigure;
  historical?: HistoricalStats;
}

/** Every node, parents before children, children in order. */
export function walkPlan(node: PlanNode, visit: (node: PlanNode, parent: PlanNode | undefined) => void, parent?: PlanNode): void {
  visit(node, parent);
  for (const child of node.children) walkPlan(child, visit, node);
}

export function planNodes(tree: PlanTree): PlanNode[] {
  const all: PlanNode[] = [];
  walkPlan(tree.root, (node) => all.push(node));
  return all;
}

/**
 * Misestimates are judged per loop on both sides (PostgreSQL prints both per loop), each floored at one
 * row so an empty result against a one-row guess is not a flag, while 0 rows against a 500-row guess is.
 */
export function misestimateOf(estimatedRows: number, actualRows: number): Misestimate | undefined {
  const estimated = Math.max(estimatedRows, 1);
  const actual = Math.max(actualRows, 1);
  const factor = actual >= estimated ? actual / estimated : estimated / actual;
  const level = factor >= 1000 ? 1000 : factor >= 100 ? 100 : factor >= 10 ? 10 : undefined;
  if (level === undefined) return undefined;
  return { direction: actual >= estimated ? 'under' : 'over', factor, level };
}

/** Rounds away float noise from subtractions of printed figures (costs have 2 decimals, times 3). */
export const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Exclusive cost over all runs: what a node costs in all its runs minus what its children cost in all of
 * theirs. Children's runs are their own `estimated.loops`, so a nested loop's inner side, run once per
 * outer row, is taken off that many times, and the figures over the tree add up to the root's cost.
 * A child whose runs cost less than a first run (a Materialize read again) is the engine's business: the
 * normaliser sets its loops, and a node never goes below zero.
 */
export function fillExclusiveCosts(node: PlanNode, spent: (node: PlanNode) => number | undefined = costOverRuns): void {
  for (const child of node.children) fillExclusiveCosts(child, spent);
  const own = spent(node);
  if (own === undefined) return;
  const children = node.children.reduce((sum, child) => sum + (spent(child) ?? 0), 0);
  node.exclusiveCost = cost(round3(Math.max(0, own - children)));
}

export function costOverRuns(node: PlanNode): number | undefined {
  const total = node.estimated.totalCost?.value;
  if (total === undefined) return undefined;
  return total * node.estimated.loops.value;
}
