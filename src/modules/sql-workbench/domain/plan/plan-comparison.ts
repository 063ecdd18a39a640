import { planNodes, type PlanNode, type PlanTree, type Provenance } from './plan-tree.js';

/**
 * Two plans of one query side by side (module README, "Plans"): before and after an index, a rewrite or
 * fresh statistics. Deltas only ever set a figure against a figure of the same kind and provenance:
 * measured time against measured time, cost against cost.
 */

export interface Delta {
  unit: 'cost' | 'ms' | 'rows';
  provenance: Provenance;
  before: number;
  after: number;
  change: number;
  /** change / before in percent, one decimal; null when before is 0 and after is not. */
  percent: number | null;
}

/**
 * How a pair was found: `path` (same place and node type), `subtree` (the same subtree moved elsewhere),
 * `relation` (the same table reached another way, e.g. a Seq Scan become an Index Scan), `signature`
 * (same node type and the same subplan, CTE, index, sort keys or conditions), `children` (its children
 * are paired with one node's children), `parent` (same node type under parents already paired), `type`
 * (the same node type, nothing better left).
 */
export type MatchKind = 'path' | 'subtree' | 'relation' | 'signature' | 'children' | 'parent' | 'type';

export interface NodeComparison {
  status: 'matched' | 'removed' | 'added';
  matchedBy?: MatchKind;
  before?: NodeRef;
  after?: NodeRef;
  deltas: Partial<Record<'totalCost' | 'exclusiveCost' | 'estimatedRows' | 'measuredRows' | 'inclusiveTime' | 'exclusiveTime', Delta>>;
}

export interface NodeRef {
  path: string;
  nodeType: string;
  relation?: string;
  index?: string;
}

export interface PlanComparison {
  nodes: NodeComparison[];
  totalCost?: Delta;
  executionTime?: Delta;
  planningTime?: Delta;
  historicalMeanTime?: Delta;
  /** Both plans have the same node types at the same paths. */
  sameShape: boolean;
  counts: { matched: number; removed: number; added: number };
}

export function delta(unit: Delta['unit'], provenance: Provenance, before: number, after: number): Delta {
  const change = Math.round((after - before) * 1000) / 1000;
  const percent = before === 0 ? (after === 0 ? 0 : null) : Math.round((change / before) * 1000) / 10;
  return { unit, provenance, before, after, change, percent };
}

export function comparePlans(before: PlanTree, after: PlanTree): PlanComparison {
  const beforeNodes = planNodes(before);
  const afterNodes = planNodes(after);
  const pairs = pairNodes(beforeNodes, afterNodes);
  const taken = new Set([...pairs.values()].map((match) => match.node));

  const nodes: NodeComparison[] = [];
  for (const b of beforeNodes) {
    const match = pairs.get(b);
    if (match) nodes.push({ status: 'matched', matchedBy: match.by, before: refOf(b), after: refOf(match.node), deltas: nodeDeltas(b, match.node) });
    else nodes.push({ status: 'removed', before: refOf(b), deltas: {} });
  }
  for (const a of afterNodes) if (!taken.has(a)) nodes.push({ status: 'added', after: refOf(a), deltas: {} });

  const comparison: PlanComparison = {
    nodes,
    sameShape: beforeNodes.length === afterNodes.length && beforeNodes.every((b) => pairs.get(b)?.by === 'path'),
    counts: {
      matched: pairs.size,
      removed: beforeNodes.length - pairs.size,
      added: afterNodes.length - taken.size,
    },
  };
  if (before.totalCost && after.totalCost) comparison.totalCost = delta('cost', 'estimated', before.totalCost.value, after.totalCost.value);
  if (before.executionTime && after.executionTime) comparison.executionTime = delta('ms', 'measured', before.executionTime.ms, after.executionTime.ms);
  if (before.planningTime && after.planningTime) comparison.planningTime = delta('ms', 'measured', before.planningTime.ms, after.planningTime.ms);
  if (before.historical && after.historical) comparison.historicalMeanTime = delta('ms', 'historical', before.historical.meanTime.ms, after.historical.meanTime.ms);
  return comparison;
}

/**
 * Pairs the nodes of two plans, strongest evidence first, each node at most once:
 * 1. identical subtrees (types and tables all the way down, two nodes or more), at the same path or moved;
 * 2. the same path, type and table;
 * 3. the same table, another way (a Seq Scan become an Index Scan);
 * 4. the same type with the same subplan, CTE, index, sort keys or conditions;
 * 5. until nothing changes: a node whose children are paired with children of one node (`children`:
 *    a Hash Join become a Merge Join over the same inputs), and a node of the same type under parents
 *    already paired (`parent`);
 * 6. what is left, by type alone.
 * Pairing identical subtrees before paths keeps a plan wrapped in one more node (a Limit added on top)
 * from pairing each node with the one a level off that happens to share its path and type.
 */
function pairNodes(beforeNodes: PlanNode[], afterNodes: PlanNode[]): Map<PlanNode, { node: PlanNode; by: MatchKind }> {
  const pairs = new Map<PlanNode, { node: PlanNode; by: MatchKind }>();
  const taken = new Set<PlanNode>();
  const pair = (b: PlanNode, a: PlanNode, by: MatchKind) => {
    pairs.set(b, { node: a, by });
    taken.add(a);
  };
  const free = (candidates: PlanNode[]) => candidates.filter((node) => !taken.has(node));

  const shapes = new Map<PlanNode, string>();
  const shapeOf = (node: PlanNode): string => {
    let shape = shapes.get(node);
    if (shape === undefined) {
      shape = `${node.nodeType}[${node.relation ?? ''}](${node.children.map(shapeOf).join(',')})`;
      shapes.set(node, shape);
    }
    return shape;
  };
  const pairSubtree = (b: PlanNode, a: PlanNode) => {
    pair(b, a, b.path === a.path ? 'path' : 'subtree');
    b.children.forEach((child, index) => {
      const counterpart = a.children[index];
      if (counterpart) pairSubtree(child, counterpart);
    });
  };
  for (const b of beforeNodes) {
    if (pairs.has(b) || b.children.length === 0) continue;
    const best = closest(b, free(afterNodes).filter((a) => shapeOf(a) === shapeOf(b) && a.children.every((child) => !taken.has(child))));
    if (best) pairSubtree(b, best);
  }

  const afterByPath = new Map(afterNodes.map((node) => [node.path, node]));
  for (const b of beforeNodes) {
    const a = afterByPath.get(b.path);
    if (!pairs.has(b) && a && !taken.has(a) && a.nodeType === b.nodeType && a.relation === b.relation) pair(b, a, 'path');
  }

  for (const b of beforeNodes) {
    if (pairs.has(b) || b.relation === undefined) continue;
    const candidates = free(afterNodes).filter((a) => a.relation === b.relation);
    const best = closest(b, candidates.filter((a) => a.alias === b.alias)) ?? closest(b, candidates);
    if (best) pair(b, best, 'relation');
  }

  for (const b of beforeNodes) {
    if (pairs.has(b)) continue;
    const signature = signatureOf(b);
    if (signature === '') continue;
    const best = closest(b, free(afterNodes).filter((a) => a.nodeType === b.nodeType && signatureOf(a) === signature));
    if (best) pair(b, best, 'signature');
  }

  const parentOf = new Map<PlanNode, PlanNode>();
  for (const list of [beforeNodes, afterNodes]) for (const node of list) for (const child of node.children) parentOf.set(child, node);
  let changed = true;
  while (changed) {
    changed = false;
    for (const b of [...beforeNodes].reverse()) {
      if (pairs.has(b) || b.children.length === 0) continue;
      const parents = new Set(b.children.map((child) => pairs.get(child)?.node).filter((node) => node !== undefined).map((node) => parentOf.get(node)));
      const [parent] = parents;
      if (parents.size === 1 && parent && !taken.has(parent)) {
        pair(b, parent, 'children');
        changed = true;
      }
    }
    for (const b of beforeNodes) {
      if (pairs.has(b)) continue;
      const parent = parentOf.get(b);
      const pairedParent = parent ? pairs.get(parent)?.node : undefined;
      if (!pairedParent) continue;
      const best = closest(b, free(pairedParent.children).filter((a) => a.nodeType === b.nodeType));
      if (best) {
        pair(b, best, 'parent');
        changed = true;
      }
    }
  }

  for (const b of beforeNodes) {
    if (pairs.has(b)) continue;
    const best = closest(b, free(afterNodes).filter((a) => a.nodeType === b.nodeType));
    if (best) pair(b, best, 'type');
  }
  return pairs;
}

function nodeDeltas(b: PlanNode, a: PlanNode): NodeComparison['deltas'] {
  const deltas: NodeComparison['deltas'] = {};
  if (b.estimated.totalCost && a.estimated.totalCost) deltas.totalCost = delta('cost', 'estimated', b.estimated.totalCost.value, a.estimated.totalCost.value);
  if (b.exclusiveCost && a.exclusiveCost) deltas.exclusiveCost = delta('cost', 'estimated', b.exclusiveCost.value, a.exclusiveCost.value);
  deltas.estimatedRows = delta('rows', 'estimated', b.estimated.rows.value, a.estimated.rows.value);
  if (b.measured && a.measured) {
    deltas.measuredRows = delta('rows', 'measured', b.measured.rows.value, a.measured.rows.value);
    if (b.measured.inclusiveTime && a.measured.inclusiveTime) deltas.inclusiveTime = delta('ms', 'measured', b.measured.inclusiveTime.ms, a.measured.inclusiveTime.ms);
  }
  if (b.exclusiveTime && a.exclusiveTime) deltas.exclusiveTime = delta('ms', 'measured', b.exclusiveTime.ms, a.exclusiveTime.ms);
  return deltas;
}

function signatureOf(node: PlanNode): string {
  const parts = [node.subplanName, node.cteName, node.index, node.sort?.keys.join(','), ...node.conditions.map((condition) => `${condition.kind}:${condition.text}`)];
  return parts.filter((part) => part !== undefined && part !== '').join('|');
}

/**
 * The likeliest counterpart: the same node type first, then the longest shared tail of the path (a node
 * wrapped in one more level keeps its tail: `0.1.0` becomes `0.0.1.0`), then the nearest depth.
 */
function closest(node: PlanNode, candidates: PlanNode[]): PlanNode | undefined {
  const steps = node.path.split('.');
  let best: PlanNode | undefined;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    const other = candidate.path.split('.');
    let shared = 0;
    while (shared < Math.min(steps.length, other.length) && steps[steps.length - 1 - shared] === other[other.length - 1 - shared]) shared++;
    const score = (candidate.nodeType === node.nodeType ? 1_000_000 : 0) + shared * 1000 - Math.abs(other.length - steps.length);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function refOf(node: PlanNode): NodeRef {
  const ref: NodeRef = { path: node.path, nodeType: node.nodeType };
  if (node.relation !== undefined) ref.relation = node.relation;
  if (node.index !== undefined) ref.index = node.index;
  return ref;
}
