import { planUnreadable } from './plan-errors.js';
import {
  cost,
  count,
  fillExclusiveCosts,
  misestimateOf,
  round3,
  rows,
  time,
  walkPlan,
  type Buffers,
  type PlanCondition,
  type PlanNode,
  type PlanRelationship,
  type PlanTree,
} from './plan-tree.js';

type Raw = Record<string, unknown>;

const BITMAP_COMBINERS = new Set(['BitmapAnd', 'BitmapOr']);

/** Inner sides whose repeated reads the planner charges to the join, not at their printed cost. */
const CACHED_INNER = new Set(['Materialize', 'Memoize']);

const CONDITION_KEYS = ['Index Cond', 'Recheck Cond', 'TID Cond', 'Hash Cond', 'Merge Cond', 'Join Filter', 'Filter', 'One-Time Filter', 'Order By', 'Cache Key'];

/** Keys whose text names the node rather than computing anything: never read as a parameter's use. */
const NAMING_KEYS = new Set(['Node Type', 'Parent Relationship', 'Subplan Name', 'Relation Name', 'Schema', 'Alias', 'Index Name', 'CTE Name', 'Strategy', 'Join Type', 'Scan Direction', 'Partial Mode', 'Sort Method', 'Sort Space Type', 'Operation']);

/**
 * Reads PostgreSQL's `EXPLAIN (FORMAT JSON)` answer, with or without ANALYZE and BUFFERS. Accepts the
 * text, the parsed array, or the driver's row (`{ "QUERY PLAN": … }`).
 */
export function normalizePostgresPlan(input: unknown): PlanTree {
  const top = unwrap(input);
  const rawRoot = top['Plan'];
  if (!isRaw(rawRoot) || typeof rawRoot['Node Type'] !== 'string') throw planUnreadable('PostgreSQL', 'no "Plan" with a "Node Type"');

  const texts = new Map<PlanNode, string>();
  const root = readNode(rawRoot, '0', 1, false, texts);
  const analyzed = root.measured !== undefined;
  const shares = new Map<PlanNode, number>();
  fillEstimatedLoops(root, texts, shares);
  fillExclusiveCosts(root, (node) => partialCost(node, shares));
  if (analyzed) {
    fillExclusive(root, texts, (node) => node.measured?.inclusiveTime?.ms, (node, value) => (node.exclusiveTime = time(round3(value))));
    fillExclusive(root, texts, (node) => node.buffers?.sharedHit.value, (node, value) => (exclusiveBuffers(node).sharedHit = count(Math.round(value), 'measured')));
    fillExclusive(root, texts, (node) => node.buffers?.sharedRead.value, (node, value) => (exclusiveBuffers(node).sharedRead = count(Math.round(value), 'measured')));
  }

  const tree: PlanTree = { engine: 'postgresql', analyzed, root };
  if (root.estimated.totalCost) tree.totalCost = root.estimated.totalCost;
  const planning = num(top, 'Planning Time');
  if (planning !== undefined) tree.planningTime = time(planning);
  const execution = num(top, 'Execution Time');
  if (execution !== undefined) tree.executionTime = time(execution);
  return tree;
}

/** The answer as text, as parsed JSON, as the driver's row or its rows: whichever, down to `{ Plan, … }`. */
function unwrap(value: unknown, depth = 0): Raw {
  if (depth > 5) throw planUnreadable('PostgreSQL', 'expected an array holding one object');
  if (typeof value === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw planUnreadable('PostgreSQL', 'the text is not JSON');
    }
    return unwrap(parsed, depth + 1);
  }
  if (Array.isArray(value)) return unwrap(value[0], depth + 1);
  if (isRaw(value) && 'QUERY PLAN' in value) return unwrap(value['QUERY PLAN'], depth + 1);
  if (!isRaw(value)) throw planUnreadable('PostgreSQL', 'expected an array holding one object');
  return value;
}

/**
 * `processes`: how many processes share one run of this node (a Gather's workers plus its leader).
 * `cutShort`: a Limit above may stop the node before it has produced all it would.
 * `texts` keeps each node's expressions, where InitPlan parameters and hashed SubPlans are named.
 */
function readNode(raw: Raw, path: string, processes: number, cutShort: boolean, texts: Map<PlanNode, string>): PlanNode {
  const node: PlanNode = {
    path,
    nodeType: str(raw, 'Node Type') ?? 'Unknown',
    parallelAware: raw['Parallel Aware'] === true,
    estimated: { rows: rows(num(raw, 'Plan Rows') ?? 0, 'estimated'), loops: count(1, 'estimated') },
    conditions: conditionsOf(raw),
    notes: notesOf(raw),
    children: [],
  };
  const detail = str(raw, 'Join Type') ?? str(raw, 'Strategy') ?? str(raw, 'Operation') ?? str(raw, 'Command');
  if (detail !== undefined) node.detail = detail;
  const relationship = str(raw, 'Parent Relationship');
  if (relationship !== undefined) node.relationship = relationship as PlanRelationship;
  const optional: [keyof PlanNode, string][] = [
    ['subplanName', 'Subplan Name'],
    ['relation', 'Relation Name'],
    ['schema', 'Schema'],
    ['alias', 'Alias'],
    ['index', 'Index Name'],
    ['cteName', 'CTE Name'],
  ];
  for (const [field, key] of optional) {
    const value = str(raw, key);
    if (value !== undefined) (node as unknown as Record<string, unknown>)[field] = value;
  }
  if (node.relation === undefined) {
    const fn = str(raw, 'Function Name');
    if (fn !== undefined) node.relation = fn;
  }

  const startup = num(raw, 'Startup Cost');
  const total = num(raw, 'Total Cost');
  if (startup !== undefined) node.estimated.startupCost = cost(startup);
  if (total !== undefined) node.estimated.totalCost = cost(total);
  const width = num(raw, 'Plan Width');
  if (width !== undefined) node.estimated.width = count(width, 'estimated');

  const planned = num(raw, 'Workers Planned');
  if (planned !== undefined) node.workersPlanned = count(planned, 'estimated');
  const launched = num(raw, 'Workers Launched');
  if (launched !== undefined) node.workersLaunched = count(launched, 'measured');

  texts.set(node, expressionText(raw));
  readMeasured(node, raw, processes, cutShort);
  readSortAndHash(node, raw);

  // Below a Gather every node runs in the leader and each launched worker at once: PostgreSQL counts a
  // loop per process and averages times over them, so wall-clock time is per-loop time × loops / processes.
  const childProcesses = /^Gather/.test(node.nodeType) ? (launched ?? planned ?? 0) + 1 : processes;
  const plans = Array.isArray(raw['Plans']) ? raw['Plans'] : [];
  plans.forEach((child, index) => {
    if (isRaw(child)) node.children.push(readNode(child, `${path}.${index}`, childProcesses, cutShort || node.nodeType === 'Limit', texts));
  });
  return node;
}

function readMeasured(node: PlanNode, raw: Raw, processes: number, cutShort: boolean): void {
  const loops = num(raw, 'Actual Loops');
  if (loops === undefined) return;
  const perLoop = num(raw, 'Actual Rows') ?? 0;
  const startup = num(raw, 'Actual Startup Time');
  const total = num(raw, 'Actual Total Time');
  node.measured = {
    loops: count(loops, 'measured'),
    rowsPerLoop: rows(perLoop, 'measured'),
    rows: rows(Math.round(perLoop * loops), 'measured'),
    neverExecuted: loops === 0,
  };
  if (startup !== undefined) node.measured.startupTimePerLoop = time(startup);
  if (total !== undefined) {
    node.measured.totalTimePerLoop = time(total);
    node.measured.inclusiveTime = time(round3((total * loops) / Math.max(processes, 1)));
  }
  const perLoopCounts: [keyof typeof node.measured, string][] = [
    ['rowsRemovedByFilter', 'Rows Removed by Filter'],
    ['rowsRemovedByJoinFilter', 'Rows Removed by Join Filter'],
    ['rowsRemovedByIndexRecheck', 'Rows Removed by Index Recheck'],
  ];
  for (const [field, key] of perLoopCounts) {
    const value = num(raw, key);
    // Printed per loop, like Actual Rows: the total is what was thrown away in the whole query.
    if (value !== undefined) (node.measured as unknown as Record<string, unknown>)[field] = rows(Math.round(value * loops), 'measured');
  }
  const heapFetches = num(raw, 'Heap Fetches');
  if (heapFetches !== undefined) node.measured.heapFetches = count(heapFetches, 'measured');
  // Bitmap And/Or nodes print 0 rows whatever their bitmap holds; under a Limit a node is stopped once
  // enough rows came, so fewer rows than planned is no misestimate there.
  if (loops > 0 && !BITMAP_COMBINERS.has(node.nodeType)) {
    const flag = misestimateOf(node.estimated.rows.value, perLoop);
    if (flag && !(cutShort && flag.direction === 'over')) node.misestimate = flag;
  }
  if (num(raw, 'Shared Hit Blocks') !== undefined) {
    const block = (key: string) => count(num(raw, key) ?? 0, 'measured');
    const buffers: Buffers = {
      sharedHit: block('Shared Hit Blocks'),
      sharedRead: block('Shared Read Blocks'),
      sharedDirtied: block('Shared Dirtied Blocks'),
      sharedWritten: block('Shared Written Blocks'),
      tempRead: block('Temp Read Blocks'),
      tempWritten: block('Temp Written Blocks'),
    };
    node.buffers = buffers;
  }
}

function readSortAndHash(node: PlanNode, raw: Raw): void {
  const keys = raw['Sort Key'];
  if (Array.isArray(keys)) {
    node.sort = { keys: keys.filter((key): key is string => typeof key === 'string') };
    const method = str(raw, 'Sort Method');
    if (method !== undefined) node.sort.method = method;
    const spaceType = str(raw, 'Sort Space Type');
    if (spaceType !== undefined) node.sort.spaceType = spaceType;
    const space = num(raw, 'Sort Space Used');
    if (space !== undefined) node.sort.spaceKb = count(space, 'measured');
    // Parallel workers sort their own share and report it apart; one on disk is enough to say so.
    const workers = Array.isArray(raw['Workers']) ? raw['Workers'].filter(isRaw) : [];
    const spilled = workers.find((worker) => worker['Sort Space Type'] === 'Disk');
    if (spilled && node.sort.spaceType !== 'Disk') {
      node.sort.spaceType = 'Disk';
      node.sort.method = str(spilled, 'Sort Method') ?? node.sort.method ?? 'external merge';
    }
    // Incremental Sort lists the methods of its groups instead of one.
    for (const groups of ['Full-sort Groups', 'Pre-sorted Groups']) {
      const group = raw[groups];
      const methods = isRaw(group) && Array.isArray(group['Sort Methods Used']) ? group['Sort Methods Used'] : [];
      const external = methods.find((method): method is string => typeof method === 'string' && /external/i.test(method));
      if (external && node.sort.spaceType !== 'Disk') {
        node.sort.method = external;
        node.sort.spaceType = 'Disk';
      }
    }
  }
  const batches = num(raw, 'Hash Batches');
  if (batches !== undefined) {
    node.hash = {
      buckets: count(num(raw, 'Hash Buckets') ?? 0, 'measured'),
      batches: count(batches, 'measured'),
      originalBatches: count(num(raw, 'Original Hash Batches') ?? batches, 'measured'),
      peakMemoryKb: count(num(raw, 'Peak Memory Usage') ?? 0, 'measured'),
    };
  }
}

function conditionsOf(raw: Raw): PlanCondition[] {
  const found: PlanCondition[] = [];
  for (const kind of CONDITION_KEYS) {
    const value = raw[kind];
    if (typeof value === 'string') found.push({ kind, text: value });
    else if (Array.isArray(value)) found.push({ kind, text: value.filter((part) => typeof part === 'string').join(', ') });
  }
  return found;
}

function notesOf(raw: Raw): string[] {
  const notes: string[] = [];
  const partial = str(raw, 'Partial Mode');
  if (partial !== undefined && partial !== 'Simple') notes.push(`Partial Mode: ${partial}`);
  if (raw['Inner Unique'] === true) notes.push('Inner Unique');
  if (raw['Single Copy'] === true) notes.push('Single Copy');
  const presorted = raw['Presorted Key'];
  if (Array.isArray(presorted)) notes.push(`Presorted Key: ${presorted.join(', ')}`);
  return notes;
}

/**
 * How many times each node runs per query, as the planner sees it, and what share of one run's output is
 * fetched. An InitPlan runs once; a SubPlan once per row of the node holding it (once in all when
 * hashed); a nested loop's inner side once per outer row it reads. A Materialize or Memoize on the inner
 * side prints the cost of its first run only; the planner prices the reads after it (from memory, or
 * from the cache with a miss now and then) inside the join's own cost, so it and what is under it count
 * one run per run of the join. A Limit fetches only part of its input: PostgreSQL prices a partial run as
 * startup + share × (total − startup), the share carrying down to every node that streams rows, but not
 * past one that reads its whole input before its first row (a Sort, the build side of a Hash Join).
 */
function fillEstimatedLoops(node: PlanNode, texts: Map<PlanNode, string>, shares: Map<PlanNode, number>): void {
  const loops = node.estimated.loops.value;
  const share = shares.get(node) ?? 1;
  const outer = node.children.find((child) => child.relationship === 'Outer');
  const ownText = texts.get(node) ?? '';
  const startup = node.estimated.startupCost?.value ?? 0;
  for (const child of node.children) {
    let childLoops = loops;
    let childShare = share;
    const childStartup = child.estimated.startupCost?.value ?? 0;
    const childTotal = child.estimated.totalCost?.value ?? 0;
    if (child.relationship === 'InitPlan') {
      childLoops = 1;
      childShare = 1;
    } else if (child.relationship === 'SubPlan') {
      const hashed = subplanNumber(child) !== undefined && new RegExp(`hashed SubPlan ${subplanNumber(child)}\\b`).test(ownText);
      childLoops = hashed ? loops : loops * node.estimated.rows.value * share;
      childShare = 1;
    } else if (node.nodeType === 'Nested Loop' && child.relationship === 'Inner' && outer) {
      if (!CACHED_INNER.has(child.nodeType)) childLoops = loops * outer.estimated.rows.value * share;
      childShare = 1;
    } else if (node.nodeType === 'Limit' && childTotal > childStartup) {
      const fetched = startup + share * ((node.estimated.totalCost?.value ?? 0) - startup);
      childShare = Math.min(1, Math.max(0, (fetched - childStartup) / (childTotal - childStartup)));
    } else if (startup >= childTotal) {
      childShare = 1;
    }
    child.estimated.loops = count(childLoops, 'estimated');
    shares.set(child, childShare);
    fillEstimatedLoops(child, texts, shares);
  }
}

/** What the planner expects a node to cost in all its runs, each run only as far as it is read. */
function partialCost(node: PlanNode, shares: Map<PlanNode, number>): number | undefined {
  const total = node.estimated.totalCost?.value;
  if (total === undefined) return undefined;
  const startup = node.estimated.startupCost?.value ?? 0;
  return node.estimated.loops.value * (startup + (shares.get(node) ?? 1) * (total - startup));
}

function expressionText(raw: Raw): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (NAMING_KEYS.has(key) || key === 'Plans') continue;
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') parts.push(item);
  }
  return parts.join('\n');
}

function subplanNumber(node: PlanNode): string | undefined {
  return /^(?:SubPlan|InitPlan) (\d+)/.exec(node.subplanName ?? '')?.[1];
}

/** How an InitPlan's result is written where it is used: `$2` up to PostgreSQL 15, `(InitPlan 3).col1` after. */
function usesOf(initPlan: PlanNode): RegExp[] {
  const patterns: RegExp[] = [];
  const returns = /\(returns ([^)]*)\)/.exec(initPlan.subplanName ?? '')?.[1];
  for (const param of returns?.split(',') ?? []) {
    const name = param.trim();
    if (/^\$\d+$/.test(name)) patterns.push(new RegExp(`\\${name}(?!\\d)`));
  }
  const number = subplanNumber(initPlan);
  if (number !== undefined) patterns.push(new RegExp(`\\(InitPlan ${number}\\)`));
  return patterns;
}

/**
 * Exclusive share of an inclusive measure (time, buffers) that PostgreSQL reports with the children's
 * included. A child is taken off its parent, except InitPlans: PostgreSQL runs one when its value is
 * first needed, inside whichever node reads it, so it is taken off the node whose expressions name its
 * parameter (the node it hangs under when none does). A CTE runs inside the CTE Scans that read it; its
 * measure is shared among them in proportion to what each has left once its other children are taken
 * off, which keeps every node at zero or above and the sum over the tree equal to the root's.
 */
function fillExclusive(root: PlanNode, texts: Map<PlanNode, string>, reported: (node: PlanNode) => number | undefined, set: (node: PlanNode, value: number) => void): void {
  const measure = atLeastChildren(root, reported);
  const remainder = new Map<PlanNode, number>();
  const ctes = new Map<string, PlanNode>();
  const deductions = new Map<PlanNode, number>();
  const deduct = (node: PlanNode, value: number) => deductions.set(node, (deductions.get(node) ?? 0) + value);

  walkPlan(root, (node) => {
    for (const child of node.children) {
      const value = measure(child);
      if (value === undefined) continue;
      if (child.relationship !== 'InitPlan') {
        deduct(node, value);
        continue;
      }
      const cte = /^CTE (.+)$/.exec(child.subplanName ?? '')?.[1];
      if (cte !== undefined) {
        ctes.set(cte, child);
        continue;
      }
      deduct(evaluatorOf(node, child, texts), value);
    }
  });

  walkPlan(root, (node) => {
    const value = measure(node);
    if (value !== undefined) remainder.set(node, value - (deductions.get(node) ?? 0));
  });

  for (const [name, cte] of ctes) {
    const cteValue = measure(cte) ?? 0;
    const scans: PlanNode[] = [];
    walkPlan(root, (node) => {
      if (node.nodeType === 'CTE Scan' && node.cteName === name && remainder.has(node)) scans.push(node);
    });
    const available = scans.reduce((sum, scan) => sum + Math.max(0, remainder.get(scan) ?? 0), 0);
    if (scans.length === 0) {
      // A CTE no scan reads still ran under the node it hangs from.
      walkPlan(root, (node) => {
        if (node.children.includes(cte) && remainder.has(node)) remainder.set(node, (remainder.get(node) ?? 0) - cteValue);
      });
      continue;
    }
    for (const scan of scans) {
      const left = Math.max(0, remainder.get(scan) ?? 0);
      const share = available > 0 ? (cteValue * left) / available : 0;
      remainder.set(scan, left - share);
    }
  }

  for (const [node, value] of remainder) set(node, Math.max(0, value));
}

/**
 * PostgreSQL prints per-loop times to the microsecond: a Memoize answering 20,000 lookups from its cache
 * prints 0.000 ms a loop while the index scan under it, run on the misses, prints more in all. A node
 * took at least what its children took, which is the figure used here for it.
 */
function atLeastChildren(root: PlanNode, reported: (node: PlanNode) => number | undefined): (node: PlanNode) => number | undefined {
  const effective = new Map<PlanNode, number>();
  const visit = (node: PlanNode): number | undefined => {
    let children = 0;
    for (const child of node.children) {
      const value = visit(child);
      if (value !== undefined && child.relationship !== 'InitPlan') children += value;
    }
    const own = reported(node);
    if (own === undefined) return undefined;
    const value = Math.max(own, children);
    effective.set(node, value);
    return value;
  };
  visit(root);
  return (node) => effective.get(node);
}

function evaluatorOf(holder: PlanNode, initPlan: PlanNode, texts: Map<PlanNode, string>): PlanNode {
  const patterns = usesOf(initPlan);
  if (patterns.length === 0) return holder;
  let found: PlanNode | undefined;
  // Children run before their parents finish: the first user in post-order is the one that ran it.
  const visit = (node: PlanNode): void => {
    if (found || node === initPlan) return;
    for (const child of node.children) visit(child);
    if (found) return;
    const text = texts.get(node) ?? '';
    if (patterns.some((pattern) => pattern.test(text))) found = node;
  };
  visit(holder);
  return found ?? holder;
}

function exclusiveBuffers(node: PlanNode): NonNullable<PlanNode['exclusiveBuffers']> {
  node.exclusiveBuffers ??= { sharedHit: count(0, 'measured'), sharedRead: count(0, 'measured') };
  return node.exclusiveBuffers;
}

function isRaw(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(raw: Raw, key: string): number | undefined {
  const value = raw[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function str(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' ? value : undefined;
}
