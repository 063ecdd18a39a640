import { expect } from 'chai';
import { comparePlans } from './plan-comparison.js';
import { planNodes } from './plan-tree.js';
import { normalizePostgresPlan } from './postgresql-plan.js';

/**
 * Random plan trees from a seeded generator (the same trees on every run): the rules the fixtures show
 * hold for shapes no fixture has.
 */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)) };
}

type RawNode = Record<string, unknown> & { Plans?: RawNode[] };

const TYPES = ['Hash Join', 'Nested Loop', 'Merge Join', 'Sort', 'Aggregate', 'Seq Scan', 'Index Scan', 'Hash', 'Append', 'Limit'];
const SCANS = new Set(['Seq Scan', 'Index Scan']);
const RELATIONS = ['orders', 'customers', 'products'];

function randomPlan(random: ReturnType<typeof generator>, depth: number): RawNode {
  const type = TYPES[random.int(0, TYPES.length - 1)] ?? 'Seq Scan';
  // Scans are leaves and the only nodes naming a table, as in PostgreSQL's plans.
  const children = depth >= 4 || SCANS.has(type) ? 0 : random.int(0, 3);
  const loops = random.int(0, 4) === 0 ? random.int(2, 500) : 1;
  const node: RawNode = {
    'Node Type': type,
    'Startup Cost': Math.round(random.next() * 100 * 100) / 100,
    'Total Cost': Math.round(random.next() * 10000 * 100) / 100,
    'Plan Rows': random.int(1, 100000),
    'Plan Width': random.int(4, 200),
    'Actual Startup Time': Math.round(random.next() * 10 * 1000) / 1000,
    'Actual Total Time': Math.round(random.next() * 100 * 1000) / 1000,
    'Actual Rows': random.int(0, 100000),
    'Actual Loops': random.int(0, 20) === 0 ? 0 : loops,
    'Shared Hit Blocks': random.int(0, 5000),
    'Shared Read Blocks': random.int(0, 500),
  };
  if (SCANS.has(type)) node['Relation Name'] = RELATIONS[random.int(0, RELATIONS.length - 1)];
  if (random.int(0, 2) === 0) node['Filter'] = `(x${random.int(1, 9)} = ${random.int(1, 99)})`;
  if (children > 0) {
    node.Plans = [];
    for (let index = 0; index < children; index++) {
      const child = randomPlan(random, depth + 1);
      child['Parent Relationship'] = children === 2 ? (index === 0 ? 'Outer' : 'Inner') : children === 1 ? 'Outer' : 'Member';
      node.Plans.push(child);
    }
  }
  return node;
}

/** A node took at least what its children took: the time the exclusive shares must add up to. */
function effectiveTime(node: RawNode): number {
  const own = (node['Actual Total Time'] as number) * (node['Actual Loops'] as number);
  const children = (node.Plans ?? []).reduce((sum, child) => sum + effectiveTime(child), 0);
  return Math.max(own, children);
}

describe('plan rules on random trees', () => {
  for (let seed = 1; seed <= 60; seed++) {
    it(`tree ${seed}: exclusive shares are never negative, times add up to the root, a tree pairs with itself`, () => {
      const random = generator(seed);
      const raw = randomPlan(random, 0);
      const tree = normalizePostgresPlan([{ Plan: raw, 'Execution Time': 1 }]);
      const nodes = planNodes(tree);
      for (const node of nodes) {
        expect(node.exclusiveTime?.ms, node.path).to.be.at.least(0);
        expect(node.exclusiveCost?.value, node.path).to.be.at.least(0);
        expect(node.exclusiveBuffers?.sharedHit.value, node.path).to.be.at.least(0);
        if (node.measured?.neverExecuted) expect(node.misestimate, node.path).to.equal(undefined);
      }
      const sum = nodes.reduce((total, node) => total + (node.exclusiveTime?.ms ?? 0), 0);
      expect(sum).to.be.closeTo(effectiveTime(raw), 0.001 * nodes.length + 0.001);

      const self = comparePlans(tree, tree);
      expect(self.sameShape).to.equal(true);
      expect(self.counts).to.deep.equal({ matched: nodes.length, removed: 0, added: 0 });

      // Wrapped in one more node, every path moves by one level; nothing may be paired twice.
      const wrapped = normalizePostgresPlan([{ Plan: { 'Node Type': 'Result', 'Total Cost': 1, 'Plan Rows': 1, Plans: [{ ...raw, 'Parent Relationship': 'Outer' }] } }]);
      const moved = comparePlans(tree, wrapped);
      const afterPaths = moved.nodes.filter((node) => node.status === 'matched').map((node) => node.after?.path);
      expect(new Set(afterPaths).size).to.equal(afterPaths.length);
      expect(moved.counts.matched + moved.counts.removed).to.equal(nodes.length);
      expect(moved.counts.matched + moved.counts.added).to.equal(nodes.length + 1);
      // Wrapped in one more node, every node is still itself, a level down.
      for (const node of moved.nodes.filter((entry) => entry.before)) {
        expect(node.after?.path, node.before?.path).to.equal(`0.0${node.before?.path.slice(1)}`);
      }
      expect(moved.counts).to.deep.equal({ matched: nodes.length, removed: 0, added: 1 });

      // One scan reached another way: every node keeps its counterpart at its own path.
      const mutated = structuredClone(raw);
      const scans: RawNode[] = [];
      const collect = (node: RawNode) => {
        if (SCANS.has(node['Node Type'] as string)) scans.push(node);
        node.Plans?.forEach(collect);
      };
      collect(mutated);
      const target = scans[random.int(0, Math.max(0, scans.length - 1))];
      if (target) target['Node Type'] = target['Node Type'] === 'Seq Scan' ? 'Index Scan' : 'Seq Scan';
      const changed = comparePlans(tree, normalizePostgresPlan([{ Plan: mutated }]));
      for (const node of changed.nodes) expect([node.status, node.after?.path], node.before?.path).to.deep.equal(['matched', node.before?.path]);
    });
  }
});
