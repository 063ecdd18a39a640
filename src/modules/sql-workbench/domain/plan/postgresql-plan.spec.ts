import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDomainError } from '../../../../shared/index.js';
import { misestimateOf, planNodes, type PlanNode, type PlanTree } from './plan-tree.js';
import { normalizePostgresPlan } from './postgresql-plan.js';

type Raw = Record<string, unknown> & { Plans?: Raw[] };

const text = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const raw = (name: string) => (JSON.parse(text(name)) as [{ Plan: Raw; 'Execution Time'?: number }])[0];
const load = (name: string) => normalizePostgresPlan(text(name));
const at = (tree: PlanTree, path: string): PlanNode => {
  const node = planNodes(tree).find((candidate) => candidate.path === path);
  if (!node) throw new Error(`no node at ${path}`);
  return node;
};
const n = (node: Raw, key: string) => node[key] as number;
const child = (node: Raw, index: number): Raw => {
  const found = node.Plans?.[index];
  if (!found) throw new Error(`no child ${index}`);
  return found;
};
const close = (actual: number | undefined, expected: number) => expect(actual).to.be.closeTo(expected, 0.002);

const ANALYZED = ['pg-customer-orders-before.analyze.json', 'pg-customer-orders-after.analyze.json', 'pg-nested-loop.analyze.json', 'pg-materialize.analyze.json', 'pg-memoize.analyze.json', 'pg-hashed-subplan.analyze.json', 'pg-limit-gather-merge.analyze.json', 'pg-bitmap-or.analyze.json', 'pg-sort-hash-spill.analyze.json', 'pg-misestimate.analyze.json', 'pg-cte-initplan-subplan.analyze.json'];
const ESTIMATED = ['pg-customer-orders-before.estimated.json', 'pg-customer-orders-after.estimated.json', 'pg-cte-initplan-subplan.estimated.json', 'pg-update.estimated.json'];

describe('PostgreSQL plan normaliser', () => {
  it('reads a parallel plan: the scan under Gather counts each process as a loop, its wall-clock time once', () => {
    const source = raw('pg-customer-orders-before.analyze.json');
    const tree = load('pg-customer-orders-before.analyze.json');
    const gather = tree.root;
    const scan = at(tree, '0.0');
    const rawScan = child(source.Plan, 0);
    const processes = n(source.Plan, 'Workers Launched') + 1;

    expect(gather.nodeType).to.equal('Gather');
    expect(gather.workersLaunched).to.deep.equal({ kind: 'count', value: n(source.Plan, 'Workers Launched'), provenance: 'measured' });
    expect(scan).to.include({ nodeType: 'Seq Scan', relation: 'orders', parallelAware: true });
    expect(scan.measured?.loops.value).to.equal(processes);
    close(scan.measured?.inclusiveTime?.ms, (n(rawScan, 'Actual Total Time') * n(rawScan, 'Actual Loops')) / processes);
    close(gather.exclusiveTime?.ms, n(source.Plan, 'Actual Total Time') - (n(rawScan, 'Actual Total Time') * n(rawScan, 'Actual Loops')) / processes);
    expect(scan.conditions).to.deep.equal([{ kind: 'Filter', text: '(customer_id = 4242)' }]);
    expect(scan.measured?.rowsRemovedByFilter?.value).to.equal(n(rawScan, 'Rows Removed by Filter') * n(rawScan, 'Actual Loops'));
    expect(tree.executionTime).to.deep.equal({ kind: 'time', ms: source['Execution Time'], provenance: 'measured' });
  });

  it('takes the inner side of a nested loop off once per loop, in time and in cost', () => {
    const source = raw('pg-nested-loop.analyze.json');
    const tree = load('pg-nested-loop.analyze.json');
    const [outer, inner] = [child(source.Plan, 0), child(source.Plan, 1)];
    const innerNode = at(tree, '0.1');

    expect(innerNode).to.include({ nodeType: 'Index Scan', relationship: 'Inner', index: 'orders_customer_id_idx' });
    expect(innerNode.measured?.loops.value).to.equal(n(inner, 'Actual Loops'));
    close(innerNode.measured?.inclusiveTime?.ms, n(inner, 'Actual Total Time') * n(inner, 'Actual Loops'));
    close(tree.root.exclusiveTime?.ms, n(source.Plan, 'Actual Total Time') - n(outer, 'Actual Total Time') - n(inner, 'Actual Total Time') * n(inner, 'Actual Loops'));

    // The planner's loops for the inner side are the outer side's planned rows.
    expect(innerNode.estimated.loops).to.deep.equal({ kind: 'count', value: n(outer, 'Plan Rows'), provenance: 'estimated' });
    close(innerNode.exclusiveCost?.value, n(inner, 'Total Cost') * n(outer, 'Plan Rows'));
    close(tree.root.exclusiveCost?.value, n(source.Plan, 'Total Cost') - n(outer, 'Total Cost') - n(inner, 'Total Cost') * n(outer, 'Plan Rows'));
    // ANALYZE without BUFFERS prints no buffers, and none are made up.
    expect(tree.root.buffers).to.equal(undefined);
    expect(innerNode.exclusiveBuffers).to.equal(undefined);
  });

  it('a Materialize or Memoize on the inner side is charged once: the planner prices its later reads inside the join', () => {
    for (const name of ['pg-materialize.analyze.json', 'pg-memoize.analyze.json']) {
      const source = raw(name);
      const tree = load(name);
      const [outer, cached] = [child(source.Plan, 0), child(source.Plan, 1)];
      const inner = at(tree, '0.1');
      expect(inner.nodeType).to.equal(name.includes('memoize') ? 'Memoize' : 'Materialize');
      expect(inner.estimated.loops.value, name).to.equal(1);
      expect(inner.measured?.loops.value, name).to.equal(n(cached, 'Actual Loops'));
      expect(inner.measured?.loops.value, name).to.be.above(1);
      close(tree.root.exclusiveCost?.value, n(source.Plan, 'Total Cost') - n(outer, 'Total Cost') - n(cached, 'Total Cost'));
    }
    // Its cache answered most lookups: the index scan under it ran once per miss.
    const memoize = load('pg-memoize.analyze.json');
    expect(at(memoize, '0.1.0').measured?.loops.value).to.be.below(at(memoize, '0.1').measured?.loops.value ?? 0);
    expect(at(memoize, '0.1').conditions).to.deep.equal([{ kind: 'Cache Key', text: '(o.region + 1)' }]);
  });

  it('a hashed SubPlan runs once: its cost and time come off its holder once', () => {
    const source = raw('pg-hashed-subplan.analyze.json');
    const tree = load('pg-hashed-subplan.analyze.json');
    const sub = child(source.Plan, 0);
    expect(tree.root.conditions[0]?.text).to.equal('(NOT (hashed SubPlan 1))');
    expect(at(tree, '0.0')).to.include({ relationship: 'SubPlan', subplanName: 'SubPlan 1' });
    expect(at(tree, '0.0').estimated.loops.value).to.equal(1);
    close(tree.root.exclusiveCost?.value, n(source.Plan, 'Total Cost') - n(sub, 'Total Cost'));
    close(tree.root.exclusiveTime?.ms, n(source.Plan, 'Actual Total Time') - n(sub, 'Actual Total Time'));
  });

  it('under a Limit: nodes are priced for the part of their run that is read, and fewer rows than planned is no misestimate', () => {
    const source = raw('pg-limit-gather-merge.analyze.json');
    const tree = load('pg-limit-gather-merge.analyze.json');
    expect(planNodes(tree).map((node) => node.nodeType)).to.deep.equal(['Limit', 'Gather Merge', 'Sort', 'Seq Scan']);
    const gatherMerge = at(tree, '0.0');
    expect(gatherMerge.measured?.rows.value).to.be.below(gatherMerge.estimated.rows.value / 10);
    expect(gatherMerge.misestimate).to.equal(undefined);
    // The Limit costs what it reads of the Gather Merge and nothing of its own; the Sort reads all its input.
    const [merge, sort] = [child(source.Plan, 0), child(child(source.Plan, 0), 0)];
    expect(tree.root.exclusiveCost?.value).to.equal(0);
    close(gatherMerge.exclusiveCost?.value, n(source.Plan, 'Total Cost') - n(sort, 'Total Cost'));
    expect(n(merge, 'Total Cost')).to.be.above(n(source.Plan, 'Total Cost'));
    expect(at(tree, '0.0.0').sort).to.include({ method: 'top-N heapsort', spaceType: 'Memory' });
  });

  it('BitmapOr prints no rows of its own and is never flagged', () => {
    const tree = load('pg-bitmap-or.analyze.json');
    const or = at(tree, '0.0');
    expect(or.nodeType).to.equal('BitmapOr');
    expect(or.measured?.rowsPerLoop.value).to.equal(0);
    expect(or.estimated.rows.value).to.be.above(10);
    expect(or.misestimate).to.equal(undefined);
    expect(tree.root.conditions[0]?.kind).to.equal('Recheck Cond');
  });

  it('a write is read as its ModifyTable node with the table it changes', () => {
    const tree = load('pg-update.estimated.json');
    expect(tree.root).to.include({ nodeType: 'ModifyTable', detail: 'Update', relation: 'orders' });
    expect(at(tree, '0.0')).to.include({ nodeType: 'Index Scan', index: 'orders_pkey' });
  });

  it('a sort that spilled in a parallel worker or in an incremental sort group counts as on disk', () => {
    const sortPlan = (extra: Record<string, unknown>) => [{ Plan: { 'Node Type': 'Sort', 'Startup Cost': 10, 'Total Cost': 20, 'Plan Rows': 100, 'Plan Width': 8, 'Sort Key': ['id'], ...extra } }];
    const worker = normalizePostgresPlan(sortPlan({ 'Sort Method': 'quicksort', 'Sort Space Type': 'Memory', Workers: [{ 'Worker Number': 0, 'Sort Method': 'external merge', 'Sort Space Used': 2048, 'Sort Space Type': 'Disk' }] }));
    expect(worker.root.sort).to.include({ method: 'external merge', spaceType: 'Disk' });
    const incremental = normalizePostgresPlan(sortPlan({ 'Node Type': 'Incremental Sort', 'Full-sort Groups': { 'Group Count': 3, 'Sort Methods Used': ['quicksort', 'external merge'] } }));
    expect(incremental.root.sort).to.include({ method: 'external merge', spaceType: 'Disk' });
    expect(normalizePostgresPlan(sortPlan({ 'Sort Method': 'quicksort', 'Sort Space Type': 'Memory' })).root.sort?.spaceType).to.equal('Memory');
  });

  for (const name of ANALYZED) {
    it(`${name}: exclusive times are never negative and add up to the root's time; exclusive costs add up to its cost`, () => {
      const tree = load(name);
      const nodes = planNodes(tree);
      for (const node of nodes) {
        expect(node.exclusiveTime?.ms, node.path).to.be.at.least(0);
        expect(node.exclusiveCost?.value, node.path).to.be.at.least(0);
      }
      close(nodes.reduce((sum, node) => sum + (node.exclusiveTime?.ms ?? 0), 0), tree.root.measured?.inclusiveTime?.ms ?? NaN);
      expect(nodes.reduce((sum, node) => sum + (node.exclusiveCost?.value ?? 0), 0)).to.be.closeTo(tree.totalCost?.value ?? NaN, 0.05);
      expect(tree.analyzed).to.equal(true);
    });
  }

  it('reads InitPlans, SubPlans and CTEs: an InitPlan is taken off the node that reads its value, a CTE off the scans that read it', () => {
    const source = raw('pg-cte-initplan-subplan.analyze.json');
    const tree = load('pg-cte-initplan-subplan.analyze.json');
    const [cte, initPlan, outerScan, hash, subPlan] = tree.root.children;
    expect(cte).to.include({ relationship: 'InitPlan', subplanName: 'CTE spent', nodeType: 'Aggregate' });
    expect(initPlan).to.include({ relationship: 'InitPlan', subplanName: 'InitPlan 3 (returns $2)' });
    expect(outerScan).to.include({ nodeType: 'CTE Scan', cteName: 'spent', relationship: 'Outer' });
    expect(outerScan?.conditions[0]?.text).to.equal('(amount > $2)');
    expect(hash?.nodeType).to.equal('Hash');
    expect(subPlan).to.include({ relationship: 'SubPlan', subplanName: 'SubPlan 2' });

    // The root loses its Outer, Inner and SubPlan children, not the InitPlans run inside its CTE Scan.
    const [rawCte, rawInit, rawScan, rawHash, rawSub] = source.Plan.Plans ?? [];
    if (!rawCte || !rawInit || !rawScan || !rawHash || !rawSub) throw new Error('fixture shape');
    const timeOf = (node: Raw) => n(node, 'Actual Total Time') * n(node, 'Actual Loops');
    close(tree.root.exclusiveTime?.ms, Math.max(0, timeOf(source.Plan) - timeOf(rawScan) - timeOf(rawHash) - timeOf(rawSub)));
    // The CTE Scan whose filter reads $2 ran InitPlan 3: what is left of it, with the CTE's share, is its own.
    expect(outerScan?.exclusiveTime?.ms).to.be.below(timeOf(rawScan) - timeOf(rawInit));

    // A SubPlan runs per row of its holder in the planner's view; an InitPlan once.
    expect(subPlan?.estimated.loops.value).to.equal(n(source.Plan, 'Plan Rows'));
    expect(subPlan?.measured?.loops.value).to.equal(n(rawSub, 'Actual Loops'));
    expect(cte?.estimated.loops.value).to.equal(1);
    // The planner charges InitPlans to the node they hang under, so the root's own cost is what is left.
    const costs = n(rawCte, 'Total Cost') + n(rawInit, 'Total Cost') + n(rawScan, 'Total Cost') + n(rawHash, 'Total Cost') + n(rawSub, 'Total Cost') * n(source.Plan, 'Plan Rows');
    close(tree.root.exclusiveCost?.value, n(source.Plan, 'Total Cost') - costs);
  });

  it('flags row misestimates per loop at 10×, 100× and 1000×, both ways', () => {
    const tree = load('pg-misestimate.analyze.json');
    const [gather, append, underScan, overScan] = planNodes(tree);
    expect(underScan?.conditions[0]?.text).to.equal('((region = 7) AND (tier = 7) AND (channel = 7))');
    expect(underScan?.misestimate).to.include({ direction: 'under', level: 1000 });
    expect(overScan?.misestimate).to.include({ direction: 'over', level: 10 });
    const rawGather = raw('pg-misestimate.analyze.json').Plan;
    expect(gather?.misestimate).to.deep.equal(misestimateOf(n(rawGather, 'Plan Rows'), n(rawGather, 'Actual Rows')));
    expect(gather?.misestimate?.direction).to.equal('under');
    expect(append?.misestimate?.level).to.equal(10);
    expect(planNodes(load('pg-customer-orders-after.analyze.json')).map((node) => node.misestimate)).to.deep.equal([undefined, undefined]);
  });

  it('judges misestimates with both sides floored at one row', () => {
    expect(misestimateOf(1, 0)).to.equal(undefined);
    expect(misestimateOf(9, 1)).to.equal(undefined);
    expect(misestimateOf(10, 100)).to.deep.equal({ direction: 'under', factor: 10, level: 10 });
    expect(misestimateOf(5000, 0)).to.deep.equal({ direction: 'over', factor: 5000, level: 1000 });
    expect(misestimateOf(1, 999)).to.include({ direction: 'under', level: 100 });
    expect(misestimateOf(0.4, 100)).to.include({ factor: 100, level: 100 });
  });

  it('reads sorts and hashes with their methods, batches and buffers', () => {
    const tree = load('pg-sort-hash-spill.analyze.json');
    const sort = tree.root;
    const hash = at(tree, '0.0.1');
    expect(sort.sort).to.include({ method: 'external merge', spaceType: 'Disk' });
    expect(sort.sort?.keys).to.deep.equal(['o.total DESC', 'o.id']);
    expect(sort.sort?.spaceKb?.provenance).to.equal('measured');
    expect(hash.hash?.batches.value).to.be.above(1);
    expect(sort.buffers?.tempWritten.value).to.be.above(0);
    const scan = at(tree, '0.0.0');
    expect(scan.exclusiveBuffers?.sharedHit.value).to.equal(scan.buffers?.sharedHit.value);
    expect(at(tree, '0.0').exclusiveBuffers?.sharedHit.value).to.equal(0);
  });

  for (const name of ESTIMATED) {
    it(`${name}: a plan without ANALYZE has estimates only`, () => {
      const tree = load(name);
      expect(tree.analyzed).to.equal(false);
      expect(tree.executionTime).to.equal(undefined);
      for (const node of planNodes(tree)) {
        expect(node.measured).to.equal(undefined);
        expect(node.exclusiveTime).to.equal(undefined);
        expect(node.misestimate).to.equal(undefined);
        expect(node.exclusiveCost?.provenance).to.equal('estimated');
      }
    });
  }

  it('labels every figure: cost is estimated and never a time, time is measured', () => {
    for (const name of [...ANALYZED, ...ESTIMATED]) {
      const figures: { path: string; key: string; figure: { kind: string; provenance: string } }[] = [];
      const collect = (value: unknown, path: string, key: string): void => {
        if (Array.isArray(value)) return value.forEach((item, index) => collect(item, path, `${key}[${index}]`));
        if (typeof value !== 'object' || value === null) return;
        const record = value as Record<string, unknown>;
        if (typeof record['kind'] === 'string' && typeof record['provenance'] === 'string') {
          figures.push({ path, key, figure: record as { kind: string; provenance: string } });
          return;
        }
        for (const [field, inner] of Object.entries(record)) if (field !== 'children') collect(inner, path, field);
      };
      for (const node of planNodes(load(name))) collect(node, node.path, '');
      expect(figures.length).to.be.above(5);
      for (const { path, key, figure } of figures) {
        if (figure.kind === 'cost') expect([key, figure.provenance], `${name} ${path}`).to.deep.equal([key, 'estimated']);
        if (/Cost$/.test(key)) expect(figure.kind, `${name} ${path} ${key}`).to.equal('cost');
        if (/Time(PerLoop)?$/.test(key)) expect([figure.kind, figure.provenance], `${name} ${path} ${key}`).to.deep.equal(['time', 'measured']);
      }
    }
  });

  it("accepts the driver's row and the parsed array, and refuses what is not a plan", () => {
    const parsed = JSON.parse(text('pg-nested-loop.analyze.json')) as unknown;
    expect(normalizePostgresPlan({ 'QUERY PLAN': parsed }).root.nodeType).to.equal('Nested Loop');
    expect(normalizePostgresPlan([{ 'QUERY PLAN': text('pg-nested-loop.analyze.json') }]).root.nodeType).to.equal('Nested Loop');
    expect(normalizePostgresPlan(parsed).root.children).to.have.length(2);
    for (const bad of ['EXPLAIN', '[]', '[{"Plan": {}}]', 42]) {
      let caught: unknown;
      try {
        normalizePostgresPlan(bad);
      } catch (error) {
        caught = error;
      }
      expect(isDomainError(caught) && caught.code, String(bad)).to.equal('SQL_PLAN_UNREADABLE');
    }
  });
});
