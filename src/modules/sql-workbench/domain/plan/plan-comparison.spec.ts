import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { historicalStats, withHistory } from './historical.js';
import { normalizeMysqlPlan } from './mysql-plan.js';
import { findPlanIssues } from './plan-findings.js';
import { comparePlans, delta } from './plan-comparison.js';
import { planNodes } from './plan-tree.js';
import { normalizePostgresPlan } from './postgresql-plan.js';

const text = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const pg = (name: string) => normalizePostgresPlan(text(name));
const percent = (before: number, after: number) => Math.round(((after - before) / before) * 1000) / 10;

describe('plan comparison', () => {
  it('before and after an index: the scan of the same table is paired, Gather removed, the index scan added', () => {
    const before = pg('pg-customer-orders-before.analyze.json');
    const after = pg('pg-customer-orders-after.analyze.json');
    const comparison = comparePlans(before, after);

    expect(comparison.nodes.map((node) => `${node.status} ${node.before?.nodeType ?? '-'} -> ${node.after?.nodeType ?? '-'}`)).to.deep.equal([
      'removed Gather -> -',
      'matched Seq Scan -> Bitmap Heap Scan',
      'added - -> Bitmap Index Scan',
    ]);
    expect(comparison.counts).to.deep.equal({ matched: 1, removed: 1, added: 1 });
    expect(comparison.sameShape).to.equal(false);

    const scan = comparison.nodes[1];
    expect(scan?.matchedBy).to.equal('relation');
    const [seq, heap] = [planNodes(before)[1], planNodes(after)[0]];
    if (!seq?.measured?.inclusiveTime || !heap?.measured?.inclusiveTime || !seq.exclusiveCost || !heap.exclusiveCost) throw new Error('fixture shape');
    expect(scan?.deltas.exclusiveCost).to.deep.equal(delta('cost', 'estimated', seq.exclusiveCost.value, heap.exclusiveCost.value));
    expect(scan?.deltas.inclusiveTime).to.include({ provenance: 'measured', unit: 'ms', before: seq.measured.inclusiveTime.ms, after: heap.measured.inclusiveTime.ms });
    expect(scan?.deltas.estimatedRows).to.include({ provenance: 'estimated', before: seq.estimated.rows.value, after: heap.estimated.rows.value });

    const [costBefore, costAfter] = [before.totalCost?.value ?? NaN, after.totalCost?.value ?? NaN];
    expect(comparison.totalCost).to.deep.equal({ unit: 'cost', provenance: 'estimated', before: costBefore, after: costAfter, change: Math.round((costAfter - costBefore) * 1000) / 1000, percent: percent(costBefore, costAfter) });
    expect(comparison.totalCost?.percent).to.be.below(-50);
    const [timeBefore, timeAfter] = [before.executionTime?.ms ?? NaN, after.executionTime?.ms ?? NaN];
    expect(comparison.executionTime).to.include({ unit: 'ms', provenance: 'measured', before: timeBefore, after: timeAfter, percent: percent(timeBefore, timeAfter) });
  });

  it('a plan against itself: every node paired by path, nothing changed', () => {
    const comparison = comparePlans(pg('pg-cte-initplan-subplan.analyze.json'), pg('pg-cte-initplan-subplan.analyze.json'));
    expect(comparison.sameShape).to.equal(true);
    expect(comparison.counts).to.deep.equal({ matched: 10, removed: 0, added: 0 });
    for (const node of comparison.nodes) {
      expect(node.matchedBy).to.equal('path');
      for (const change of Object.values(node.deltas)) expect(change.change).to.equal(0);
    }
    expect(comparison.executionTime?.percent).to.equal(0);
  });

  it('a changed shape: a Limit over the same plan moves every path, and each node still finds its pair', () => {
    const source = JSON.parse(text('pg-cte-initplan-subplan.estimated.json')) as [{ Plan: Record<string, unknown> }];
    const inner = source[0].Plan;
    const limited = [{ Plan: { 'Node Type': 'Limit', 'Startup Cost': inner['Startup Cost'], 'Total Cost': 9000, 'Plan Rows': 10, 'Plan Width': inner['Plan Width'], Plans: [{ ...inner, 'Parent Relationship': 'Outer' }] } }];
    const before = pg('pg-cte-initplan-subplan.estimated.json');
    const comparison = comparePlans(before, normalizePostgresPlan(limited));
    expect(comparison.counts).to.deep.equal({ matched: 10, removed: 0, added: 1 });
    expect(comparison.nodes.at(-1)).to.deep.include({ status: 'added', after: { path: '0', nodeType: 'Limit' } });
    for (const node of comparison.nodes) if (node.status === 'matched') expect([node.matchedBy, node.after?.path]).to.deep.equal(['subtree', `0.0${node.before?.path.slice(1)}`]);
    expect(comparison.totalCost).to.include({ before: before.totalCost?.value, after: 9000 });
  });

  it('MariaDB before and after an index: the full scan paired with the index lookup, rows examined down, no cost to compare', () => {
    const before = normalizeMysqlPlan(text('mariadb-customer-orders-before.json'));
    const after = normalizeMysqlPlan(text('mariadb-customer-orders-after.json'));
    const comparison = comparePlans(before, after);
    expect(comparison.nodes.map((node) => `${node.status} ${node.matchedBy ?? ''} ${node.before?.nodeType} -> ${node.after?.nodeType}`)).to.deep.equal([
      'matched path Query Block -> Query Block',
      'matched relation Full Table Scan -> Index Lookup',
    ]);
    expect(comparison.nodes[1]?.after?.index).to.equal('orders_customer_id');
    expect(comparison.nodes[1]?.deltas.estimatedRows).to.deep.equal(delta('rows', 'estimated', 100000 * 0.00005, 5));
    // MariaDB 10 prints no cost, so no cost delta is made up.
    expect(comparison.totalCost).to.equal(undefined);
    expect(comparison.nodes[1]?.deltas.totalCost).to.equal(undefined);
    expect(findPlanIssues(before).map((finding) => finding.code)).to.include('PLAN_SEQ_SCAN_LARGE_FILTERED');
    expect(findPlanIssues(after).map((finding) => finding.code)).not.to.include('PLAN_SEQ_SCAN_LARGE_FILTERED');
  });

  it('a changed shape inside: the customers scan becomes an index scan under a new Limit, and the nodes above it follow', () => {
    const source = JSON.parse(text('pg-cte-initplan-subplan.estimated.json')) as [{ Plan: Record<string, unknown> & { Plans: Record<string, unknown>[] } }];
    const root = structuredClone(source[0].Plan);
    const hash = root.Plans[3] as { Plans: Record<string, unknown>[] };
    hash.Plans[0] = { ...hash.Plans[0], 'Node Type': 'Index Scan', 'Index Name': 'customers_city_idx', 'Total Cost': 120.5 };
    const after = normalizePostgresPlan([{ Plan: { 'Node Type': 'Limit', 'Total Cost': 9000, 'Plan Rows': 10, Plans: [{ ...root, 'Parent Relationship': 'Outer' }] } }]);
    const comparison = comparePlans(pg('pg-cte-initplan-subplan.estimated.json'), after);
    const by = comparison.nodes.map((node) => `${node.status} ${node.before?.path ?? '-'}->${node.after?.path ?? '-'} ${node.matchedBy ?? ''}`.trim());
    expect(by).to.deep.equal([
      'matched 0->0.0 signature',
      'matched 0.0->0.0.0 subtree',
      'matched 0.0.0->0.0.0.0 subtree',
      'matched 0.1->0.0.1 subtree',
      'matched 0.1.0->0.0.1.0 subtree',
      'matched 0.2->0.0.2 signature',
      'matched 0.3->0.0.3 children',
      'matched 0.3.0->0.0.3.0 relation',
      'matched 0.4->0.0.4 subtree',
      'matched 0.4.0->0.0.4.0 subtree',
      'added -->0',
    ]);
    expect(comparison.nodes[7]?.deltas.totalCost).to.include({ before: 417, after: 120.5 });
  });

  it('never sets a measured figure against an estimated one', () => {
    const comparison = comparePlans(pg('pg-customer-orders-before.estimated.json'), pg('pg-customer-orders-after.analyze.json'));
    expect(comparison.executionTime).to.equal(undefined);
    expect(comparison.totalCost?.provenance).to.equal('estimated');
    for (const node of comparison.nodes) {
      expect(node.deltas.inclusiveTime).to.equal(undefined);
      expect(node.deltas.exclusiveTime).to.equal(undefined);
      expect(node.deltas.measuredRows).to.equal(undefined);
    }
  });

  it('percent change: none from zero to something, zero from zero to zero', () => {
    expect(delta('cost', 'estimated', 0, 5).percent).to.equal(null);
    expect(delta('cost', 'estimated', 0, 0).percent).to.equal(0);
    expect(delta('ms', 'measured', 200, 50)).to.deep.equal({ unit: 'ms', provenance: 'measured', before: 200, after: 50, change: -150, percent: -75 });
  });

  it('historical figures from pg_stat_statements stand beside the plan, labelled, and compare as historical', () => {
    const row = { calls: 120, totalTimeMs: 3600, meanTimeMs: 30, rows: 1800, sharedBlocksHit: 5000, sharedBlocksRead: 12 };
    expect(historicalStats(row)).to.deep.equal({
      calls: { kind: 'count', value: 120, provenance: 'historical' },
      meanTime: { kind: 'time', ms: 30, provenance: 'historical' },
      totalTime: { kind: 'time', ms: 3600, provenance: 'historical' },
      rows: { kind: 'rows', value: 1800, provenance: 'historical' },
      sharedHit: { kind: 'count', value: 5000, provenance: 'historical' },
      sharedRead: { kind: 'count', value: 12, provenance: 'historical' },
    });
    const before = withHistory(pg('pg-customer-orders-before.analyze.json'), row);
    const after = withHistory(pg('pg-customer-orders-after.analyze.json'), { ...row, meanTimeMs: 0.3 });
    expect(before.executionTime?.provenance).to.equal('measured');
    expect(comparePlans(before, after).historicalMeanTime).to.deep.equal({ unit: 'ms', provenance: 'historical', before: 30, after: 0.3, change: -29.7, percent: -99 });
    expect(withHistory(before, null)).to.equal(before);
  });
});
