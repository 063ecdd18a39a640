import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeMysqlPlan } from './mysql-plan.js';
import { findPlanIssues, type PlanFinding } from './plan-findings.js';
import { planNodes } from './plan-tree.js';
import { normalizePostgresPlan } from './postgresql-plan.js';

const text = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const pg = (name: string) => normalizePostgresPlan(text(name));
const my = (name: string) => normalizeMysqlPlan(text(name));
const codes = (findings: PlanFinding[]) => findings.map((finding) => `${finding.code} ${finding.path}`);

describe('plan findings', () => {
  it('a sequential scan of a large table with a filter, counted from what it read and threw away', () => {
    const tree = pg('pg-customer-orders-before.analyze.json');
    const scan = findPlanIssues(tree).find((finding) => finding.code === 'PLAN_SEQ_SCAN_LARGE_FILTERED');
    const node = planNodes(tree)[1];
    expect(scan).to.include({ path: '0.0', relation: 'orders', provenance: 'measured' });
    // The two processes of the parallel scan share one pass over the 300,000-row table.
    expect(scan?.evidence['rowsRead']).to.deep.equal({ kind: 'rows', value: (node?.measured?.rows.value ?? 0) + (node?.measured?.rowsRemovedByFilter?.value ?? 0), provenance: 'measured' });
    expect(scan?.evidence['filter']).to.equal('(customer_id = 4242)');
    expect(findPlanIssues(tree, { largeTableRows: 1_000_000 }).map((finding) => finding.code)).not.to.include('PLAN_SEQ_SCAN_LARGE_FILTERED');
  });

  it('an estimated PostgreSQL plan needs the table size from outside to call a scan large', () => {
    const tree = pg('pg-customer-orders-before.estimated.json');
    expect(codes(findPlanIssues(tree)).filter((code) => code.startsWith('PLAN_SEQ_SCAN'))).to.deep.equal([]);
    const scan = findPlanIssues(tree, { tableRows: { orders: 300_000 } }).find((finding) => finding.code === 'PLAN_SEQ_SCAN_LARGE_FILTERED');
    expect(scan?.provenance).to.equal('estimated');
    expect(scan?.evidence['rowsRead']).to.deep.equal({ kind: 'rows', value: 300_000, provenance: 'estimated' });
  });

  it('a sort that went to disk and a hash split into batches', () => {
    const findings = findPlanIssues(pg('pg-sort-hash-spill.analyze.json'));
    const sort = findings.find((finding) => finding.code === 'PLAN_SORT_SPILLED_TO_DISK');
    const hash = findings.find((finding) => finding.code === 'PLAN_HASH_MULTI_BATCH');
    expect(sort).to.include({ path: '0', provenance: 'measured' });
    expect(sort?.evidence['method']).to.equal('external merge');
    expect(hash).to.include({ path: '0.0.1', provenance: 'measured' });
    expect((hash?.evidence['batches'] as { value: number }).value).to.be.above(1);
    const fits = findPlanIssues(pg('pg-nested-loop.analyze.json')).map((finding) => finding.code);
    expect(fits).not.to.include('PLAN_SORT_SPILLED_TO_DISK');
    expect(fits).not.to.include('PLAN_HASH_MULTI_BATCH');
  });

  it('a nested loop running its inner side many times: measured loops, or the planner’s on MySQL', () => {
    const measured = findPlanIssues(pg('pg-nested-loop.analyze.json')).find((finding) => finding.code === 'PLAN_NESTED_LOOP_MANY_LOOPS');
    expect(measured).to.include({ path: '0', provenance: 'measured' });
    expect(measured?.evidence['innerLoops']).to.deep.equal({ kind: 'count', value: 1000, provenance: 'measured' });
    expect(findPlanIssues(pg('pg-nested-loop.analyze.json'), { manyLoops: 1001 }).map((finding) => finding.code)).not.to.include('PLAN_NESTED_LOOP_MANY_LOOPS');

    const estimated = findPlanIssues(my('mysql8-join-group-order.json')).find((finding) => finding.code === 'PLAN_NESTED_LOOP_MANY_LOOPS');
    expect(estimated).to.include({ path: '0.0.0.0', provenance: 'estimated' });
    expect(estimated?.evidence['innerLoops']).to.deep.equal({ kind: 'count', value: 9965, provenance: 'estimated' });
    // A join buffer reads the inner table once: not a loop to worry about.
    expect(findPlanIssues(my('mariadb-block-nl-join.json')).map((finding) => finding.code)).not.to.include('PLAN_NESTED_LOOP_MANY_LOOPS');
  });

  it('the top three nodes by exclusive time when measured, highest first', () => {
    const tree = pg('pg-cte-initplan-subplan.analyze.json');
    const top = findPlanIssues(tree).filter((finding) => finding.code === 'PLAN_HOTSPOT');
    const expected = planNodes(tree)
      .sort((a, b) => (b.exclusiveTime?.ms ?? 0) - (a.exclusiveTime?.ms ?? 0))
      .slice(0, 3)
      .map((node) => node.path);
    expect(top.map((finding) => finding.path)).to.deep.equal(expected);
    expect(top.map((finding) => finding.rank)).to.deep.equal([1, 2, 3]);
    expect(top.every((finding) => finding.provenance === 'measured' && (finding.evidence['exclusiveTime'] as { kind: string }).kind === 'time')).to.equal(true);
  });

  it('the top three by exclusive cost when only estimated, and cost is never called time', () => {
    const top = findPlanIssues(my('mysql8-join-group-order.json')).filter((finding) => finding.code === 'PLAN_HOTSPOT');
    expect(top.map((finding) => `${finding.rank} ${finding.relation}`)).to.deep.equal(['1 o', '2 c']);
    for (const finding of top) {
      expect(finding.provenance).to.equal('estimated');
      expect(finding.evidence['exclusiveTime']).to.equal(undefined);
      expect(finding.message).to.match(/own cost/);
      expect(finding.message).not.to.match(/\bms\b|time/);
    }
    const estimatedPg = findPlanIssues(pg('pg-cte-initplan-subplan.estimated.json')).filter((finding) => finding.code === 'PLAN_HOTSPOT');
    expect(estimatedPg).to.have.length(3);
    expect(estimatedPg[0]?.relation).to.equal('orders');
    // MariaDB 10 prints no cost: there is nothing to rank.
    expect(findPlanIssues(my('mariadb-join-filesort.json')).filter((finding) => finding.code === 'PLAN_HOTSPOT')).to.deep.equal([]);
  });
});
