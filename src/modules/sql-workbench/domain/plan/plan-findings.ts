import { planNodes, type CostFigure, type CountFigure, type PlanNode, type PlanTree, type Provenance, type RowsFigure, type TimeFigure } from './plan-tree.js';

export type PlanFindingCode =
  | 'PLAN_SEQ_SCAN_LARGE_FILTERED'
  | 'PLAN_SORT_SPILLED_TO_DISK'
  | 'PLAN_NESTED_LOOP_MANY_LOOPS'
  | 'PLAN_HASH_MULTI_BATCH'
  | 'PLAN_HOTSPOT';

/**
 * One thing the plan shows, with the node it points at and the figures that prove it, each labelled as
 * the plan labels it. `message` is English for logs and API clients; the page translates `code`.
 */
export interface PlanFinding {
  code: PlanFindingCode;
  path: string;
  nodeType: string;
  relation?: string;
  /** Where the evidence comes from: `measured` when the plan ran, `estimated` otherwise. */
  provenance: Provenance;
  evidence: Record<string, RowsFigure | CountFigure | CostFigure | TimeFigure | string>;
  message: string;
  /** PLAN_HOTSPOT only: 1 to 3. */
  rank?: number;
}

export interface FindingOptions {
  /** A scan reading at least this many rows is on a large table (module README, "Plans"). */
  largeTableRows?: number;
  /** A nested loop running its inner side at least this many times has many loops. */
  manyLoops?: number;
  /**
   * Table sizes known from outside the plan (pg_class.reltuples, information_schema.TABLES), by
   * relation name: PostgreSQL's estimated-only plans print rows after the filter, not the table's size.
   */
  tableRows?: Record<string, number>;
}

export const FINDING_DEFAULTS = { largeTableRows: 10_000, manyLoops: 1_000 } as const;

const FULL_SCANS = new Set(['Seq Scan', 'Parallel Seq Scan', 'Full Table Scan']);

export function findPlanIssues(tree: PlanTree, options: FindingOptions = {}): PlanFinding[] {
  const largeTableRows = options.largeTableRows ?? FINDING_DEFAULTS.largeTableRows;
  const manyLoops = options.manyLoops ?? FINDING_DEFAULTS.manyLoops;
  const findings: PlanFinding[] = [];
  const nodes = planNodes(tree);

  for (const node of nodes) {
    const scan = largeFilteredScan(node, largeTableRows, options.tableRows);
    if (scan) findings.push(scan);
    const sort = spilledSort(node);
    if (sort) findings.push(sort);
    const loop = manyLoopsOf(node, manyLoops);
    if (loop) findings.push(loop);
    const hash = batchedHash(node);
    if (hash) findings.push(hash);
  }
  findings.push(...hotspots(tree, nodes));
  return findings;
}

function base(node: PlanNode, code: PlanFindingCode, provenance: Provenance, message: string): PlanFinding {
  const finding: PlanFinding = { code, path: node.path, nodeType: node.nodeType, provenance, evidence: {}, message };
  if (node.relation !== undefined) finding.relation = node.relation;
  return finding;
}

function filterOf(node: PlanNode): string | undefined {
  return node.conditions.find((condition) => condition.kind === 'Filter' || condition.kind === 'attached_condition')?.text;
}

/**
 * Rows a full scan reads: measured as rows kept plus rows the filter threw away; else MySQL's rows
 * examined per scan; else a size given from outside.
 */
function largeFilteredScan(node: PlanNode, threshold: number, tableRows: Record<string, number> | undefined): PlanFinding | undefined {
  if (!FULL_SCANS.has(node.nodeType)) return undefined;
  const filter = filterOf(node);
  if (filter === undefined) return undefined;
  let read: RowsFigure | undefined;
  const measured = node.measured;
  if (measured && !measured.neverExecuted && measured.rowsRemovedByFilter) {
    const total = measured.rows.value + measured.rowsRemovedByFilter.value;
    // The processes of a parallel scan share one pass over the table; any other loop is a pass of its own.
    read = { kind: 'rows', value: Math.round(node.parallelAware ? total : total / Math.max(1, measured.loops.value)), provenance: 'measured' };
  } else if (node.estimated.rowsExamined) {
    read = node.estimated.rowsExamined;
  } else if (node.relation !== undefined && tableRows?.[node.relation] !== undefined) {
    read = { kind: 'rows', value: tableRows[node.relation] ?? 0, provenance: 'estimated' };
  }
  if (!read || read.value < threshold) return undefined;
  const finding = base(node, 'PLAN_SEQ_SCAN_LARGE_FILTERED', read.provenance, `Full scan of ${node.relation ?? 'a table'} reads ${read.value} rows to keep those matching ${filter}`);
  finding.evidence = { rowsRead: read, filter };
  if (measured?.rowsRemovedByFilter) finding.evidence['rowsRemovedByFilter'] = measured.rowsRemovedByFilter;
  finding.evidence['rowsKept'] = measured && !measured.neverExecuted ? measured.rows : node.estimated.rows;
  return finding;
}

function spilledSort(node: PlanNode): PlanFinding | undefined {
  const sort = node.sort;
  const external = sort?.spaceType === 'Disk' || /external/i.test(sort?.method ?? '');
  if (!sort || !external) return undefined;
  const finding = base(node, 'PLAN_SORT_SPILLED_TO_DISK', 'measured', `Sort wrote to disk (${sort.method ?? 'external'}): it did not fit in work_mem`);
  finding.evidence = { method: sort.method ?? 'external', keys: sort.keys.join(', ') };
  if (sort.spaceKb) finding.evidence['spaceKb'] = sort.spaceKb;
  if (node.buffers && node.buffers.tempWritten.value > 0) finding.evidence['tempWrittenBlocks'] = node.buffers.tempWritten;
  return finding;
}

/** The inner side's runs: measured loops when the plan ran, the planner's otherwise. */
function manyLoopsOf(node: PlanNode, threshold: number): PlanFinding | undefined {
  if (node.nodeType !== 'Nested Loop') return undefined;
  const inner = node.children.find((child) => child.relationship === 'Inner') ?? node.children[1];
  if (!inner) return undefined;
  const loops: CountFigure = inner.measured ? inner.measured.loops : inner.estimated.loops;
  if (loops.value < threshold) return undefined;
  const finding = base(node, 'PLAN_NESTED_LOOP_MANY_LOOPS', loops.provenance, `Nested loop runs its inner ${inner.nodeType}${inner.relation ? ` on ${inner.relation}` : ''} ${Math.round(loops.value)} times`);
  finding.evidence = { innerLoops: loops, innerPath: inner.path, innerNodeType: inner.nodeType };
  if (inner.exclusiveTime) finding.evidence['innerTime'] = inner.exclusiveTime;
  else if (inner.exclusiveCost) finding.evidence['innerCost'] = inner.exclusiveCost;
  return finding;
}

function batchedHash(node: PlanNode): PlanFinding | undefined {
  if (!node.hash || node.hash.batches.value <= 1) return undefined;
  const finding = base(node, 'PLAN_HASH_MULTI_BATCH', 'measured', `Hash split into ${node.hash.batches.value} batches: its table did not fit in work_mem`);
  finding.evidence = { batches: node.hash.batches, originalBatches: node.hash.originalBatches, peakMemoryKb: node.hash.peakMemoryKb };
  return finding;
}

/** The three nodes doing the most work of their own: measured time when the plan ran, cost otherwise. */
function hotspots(tree: PlanTree, nodes: PlanNode[]): PlanFinding[] {
  const byTime = tree.analyzed;
  const ranked = nodes
    .map((node) => ({ node, value: byTime ? node.exclusiveTime?.ms : node.exclusiveCost?.value }))
    .filter((entry): entry is { node: PlanNode; value: number } => entry.value !== undefined && entry.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 3);
  const whole = byTime ? tree.root.measured?.inclusiveTime?.ms : tree.totalCost?.value;
  return ranked.map(({ node, value }, index) => {
    const share = whole ? Math.round((value / whole) * 1000) / 10 : undefined;
    const finding = base(node, 'PLAN_HOTSPOT', byTime ? 'measured' : 'estimated', `${node.nodeType}${node.relation ? ` on ${node.relation}` : ''} is #${index + 1} by its own ${byTime ? 'time' : 'cost'}${share === undefined ? '' : ` (${share} % of the query)`}`);
    finding.rank = index + 1;
    if (byTime && node.exclusiveTime) finding.evidence['exclusiveTime'] = node.exclusiveTime;
    if (node.exclusiveCost) finding.evidence['exclusiveCost'] = node.exclusiveCost;
    if (share !== undefined) finding.evidence['sharePercent'] = { kind: 'count', value: share, provenance: byTime ? 'measured' : 'estimated' };
    return finding;
  });
}
