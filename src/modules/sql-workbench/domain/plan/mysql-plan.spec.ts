import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDomainError } from '../../../../shared/index.js';
import { normalizeMysqlPlan } from './mysql-plan.js';
import { planNodes, type PlanNode, type PlanTree } from './plan-tree.js';

const text = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const load = (name: string) => normalizeMysqlPlan(text(name));
const at = (tree: PlanTree, path: string): PlanNode => {
  const node = planNodes(tree).find((candidate) => candidate.path === path);
  if (!node) throw new Error(`no node at ${path}`);
  return node;
};
/** The tree as `type[relation]` lines indented by depth: the shape at a glance. */
const shape = (tree: PlanTree) => planNodes(tree).map((node) => `${'  '.repeat(node.path.split('.').length - 1)}${node.nodeType}${node.relation ? `[${node.relation}]` : ''}${node.relationship ? ` (${node.relationship})` : ''}`);
const sumExclusiveCost = (tree: PlanTree) => planNodes(tree).reduce((sum, node) => sum + (node.exclusiveCost?.value ?? 0), 0);

const MYSQL = ['mysql8-join-group-order.json', 'mysql8-derived-union-subquery.json', 'mysql8-hash-join.json'];
const MARIADB = ['mariadb-join-filesort.json', 'mariadb-group-subquery.json', 'mariadb-block-nl-join.json', 'mariadb-derived-union.json', 'mariadb-window.json', 'mariadb-correlated-subquery.json'];

describe('MySQL and MariaDB plan normaliser', () => {
  it('MySQL 8: ordering and grouping steps over a nested loop, each table read once per earlier row', () => {
    const tree = load('mysql8-join-group-order.json');
    expect(tree.engine).to.equal('mysql');
    expect(shape(tree)).to.deep.equal([
      'Query Block',
      '  Sort',
      '    Aggregate (Outer)',
      '      Nested Loop (Outer)',
      '        Full Table Scan[o] (Outer)',
      '        Unique Index Lookup[c] (Inner)',
    ]);
    const [sort, group] = [at(tree, '0.0'), at(tree, '0.0.0')];
    expect(sort.notes).to.deep.equal(['using_filesort']);
    expect(group.notes).to.deep.equal(['using_temporary_table']);
    const [orders, customers] = [at(tree, '0.0.0.0.0'), at(tree, '0.0.0.0.1')];
    expect(orders.estimated.rowsExamined?.value).to.equal(99654);
    expect(orders.estimated.filteredPercent?.value).to.equal(10);
    expect(orders.estimated.rows.value).to.equal(9965);
    expect(orders.conditions).to.deep.equal([{ kind: 'attached_condition', text: "(`shop`.`o`.`status` = 'paid')" }]);
    expect(customers).to.include({ index: 'PRIMARY', detail: 'eq_ref' });
    expect(customers.estimated.loops.value).to.equal(9965);
    expect(customers.estimated.rows.value).to.equal(1);
    // read_cost + eval_cost over all runs is each table's own cost; they add up to query_cost.
    expect(orders.exclusiveCost?.value).to.be.closeTo(9078.61 + 996.54, 0.001);
    expect(customers.exclusiveCost?.value).to.be.closeTo(2491.35 + 996.54, 0.001);
    expect(tree.totalCost?.value).to.equal(13563.04);
    expect(sumExclusiveCost(tree)).to.be.closeTo(13563.04, 0.01);
  });

  it('MySQL 8: a union of blocks, a derived table and a dependent subquery run once per row', () => {
    const tree = load('mysql8-derived-union-subquery.json');
    expect(shape(tree)).to.deep.equal([
      'Query Block',
      '  Union',
      '    Query Block (Union member)',
      '      Full Table Scan[t]',
      '        Query Block (Derived)',
      '          Aggregate',
      '            Full Table Scan[orders] (Outer)',
      '      Query Block (SubPlan)',
      '        Index Lookup[i]',
      '    Query Block (Union member)',
      '      Full Table Scan[products]',
    ]);
    const subquery = at(tree, '0.0.0.1');
    expect(subquery.subplanName).to.equal('select #2');
    expect(subquery.notes).to.include('dependent');
    expect(subquery.estimated.loops.value).to.equal(4);
    expect(at(tree, '0.0.0.1.0').estimated.loops.value).to.equal(4);
    // The derived table's materialisation is part of the work even where query_cost leaves it out.
    expect(tree.totalCost?.value).to.be.closeTo(2.5 + 0.4 + 10061.65 + 4 * 1.1 + 203.25, 0.001);
    expect(sumExclusiveCost(tree)).to.be.closeTo(tree.totalCost?.value ?? NaN, 0.01);
  });

  it('MySQL 8: a hash join reads its inner table once', () => {
    const tree = load('mysql8-hash-join.json');
    const join = at(tree, '0.0');
    expect(join.nodeType).to.equal('Hash Join');
    expect(at(tree, '0.0.1').estimated.loops.value).to.equal(1);
    expect(at(tree, '0.0.1').notes).to.include('using_join_buffer: hash join');
  });

  it('MariaDB: filesort read back before the join, rows × filtered per scan, no costs printed', () => {
    const tree = load('mariadb-join-filesort.json');
    expect(tree.engine).to.equal('mariadb');
    expect(shape(tree)).to.deep.equal([
      'Query Block',
      '  Nested Loop',
      '    Sort (Outer)',
      '      Full Table Scan[o] (Outer)',
      '    Unique Index Lookup[c] (Inner)',
    ]);
    expect(at(tree, '0.0.0').sort?.keys).to.deep.equal(['o.total desc']);
    const customers = at(tree, '0.0.1');
    expect(customers.estimated.loops.value).to.equal(100000);
    expect(customers.estimated.rows.value).to.be.closeTo(0.9921875, 0.001);
    expect(customers.conditions.map((condition) => condition.kind)).to.deep.equal(['attached_condition', 'ref']);
    expect(tree.totalCost).to.equal(undefined);
    for (const node of planNodes(tree)) expect(node.exclusiveCost).to.equal(undefined);
  });

  it('MariaDB: grouping through a temporary table, with its subquery', () => {
    const tree = load('mariadb-group-subquery.json');
    expect(shape(tree)).to.deep.equal([
      'Query Block',
      '  Sort',
      '    Temporary Table (Outer)',
      '      Nested Loop (Outer)',
      '        Nested Loop (Outer)',
      '          Full Table Scan[o] (Outer)',
      '          Unique Index Lookup[c] (Inner)',
      '        Index Lookup[i] (Inner)',
      '      Query Block (SubPlan)',
      '        Full Table Scan[orders]',
    ]);
    const orders = at(tree, '0.0.0.0.0.0');
    const producedByOrders = 100000 * (50.01699829 / 100);
    expect(orders.estimated.rows.value).to.be.closeTo(producedByOrders, 0.001);
    expect(at(tree, '0.0.0.0.0.1').estimated.loops.value).to.be.closeTo(producedByOrders, 0.001);
    expect(at(tree, '0.0.0.0.1').estimated.loops.value).to.be.closeTo(producedByOrders, 0.001);
  });

  it('MariaDB: a join buffer is a block nested loop, the inner table read once, the join condition on the join', () => {
    const tree = load('mariadb-block-nl-join.json');
    const join = at(tree, '0.0');
    expect(join).to.include({ nodeType: 'Block Nested Loop', detail: 'BNL' });
    expect(join.conditions).to.deep.equal([{ kind: 'attached_condition', text: 'p.price = i.quantity' }]);
    expect(join.notes).to.deep.equal(['buffer_type: flat', 'buffer_size: 256KiB']);
    expect(at(tree, '0.0.1').estimated.loops.value).to.equal(1);
    expect(at(tree, '0.0.1').conditions[0]?.text).to.equal('i.quantity > 2');
  });

  it('MariaDB: a union over a derived table sorted through a temporary table', () => {
    const tree = load('mariadb-derived-union.json');
    expect(shape(tree)).to.deep.equal([
      'Query Block',
      '  Union',
      '    Query Block (Union member)',
      '      Full Table Scan[<derived2>]',
      '        Query Block (Derived)',
      '          Sort',
      '            Temporary Table (Outer)',
      '              Full Table Scan[orders] (Outer)',
      '    Query Block (Union member)',
      '      Full Table Scan[products]',
    ]);
    expect(at(tree, '0.0.1').detail).to.equal('UNION');
  });

  it('MariaDB: window functions sort through a temporary table', () => {
    const tree = load('mariadb-window.json');
    expect(shape(tree)).to.deep.equal(['Query Block', '  Window', '    Temporary Table (Outer)', '      Index Range Scan[seq_1_to_100] (Outer)']);
    expect(at(tree, '0.0').sort?.keys).to.deep.equal(['seq_1_to_100.seq desc']);
    expect(at(tree, '0.0.0.0').notes).to.deep.equal(['using_index']);
  });

  it('MariaDB: a correlated subquery behind the expression cache runs once per outer row at most', () => {
    const tree = load('mariadb-correlated-subquery.json');
    expect(shape(tree)).to.deep.equal(['Query Block', '  Full Index Scan[a]', '  Query Block (SubPlan)', '    Full Index Scan[b]']);
    const subquery = at(tree, '0.1');
    expect(subquery.notes).to.deep.equal(['expression_cache']);
    expect(subquery.estimated.loops.value).to.equal(10);
    expect(at(tree, '0.1.0').estimated.loops.value).to.equal(10);
    expect(at(tree, '0.1.0').conditions).to.deep.equal([{ kind: 'attached_condition', text: 'b.seq < a.seq' }]);
  });

  it('MariaDB: a query reading no table', () => {
    const tree = load('mariadb-no-table.json');
    expect(shape(tree)).to.deep.equal(['Query Block', '  Result']);
    expect(at(tree, '0.0').notes).to.deep.equal(['No tables used']);
    expect(tree.root.estimated.rows.value).to.equal(1);
  });

  for (const name of [...MYSQL, ...MARIADB]) {
    it(`${name}: estimates only, every figure labelled estimated`, () => {
      const tree = load(name);
      expect(tree.analyzed).to.equal(false);
      for (const node of planNodes(tree)) {
        expect(node.measured).to.equal(undefined);
        expect(node.exclusiveTime).to.equal(undefined);
        const figures = [node.estimated.rows, node.estimated.loops, node.estimated.totalCost, node.estimated.rowsExamined, node.exclusiveCost].filter((figure) => figure !== undefined);
        for (const figure of figures) expect(figure.provenance).to.equal('estimated');
      }
    });
  }

  it('tells the two apart by shape, takes the flavour when given, and reads the driver row', () => {
    expect(MYSQL.map((name) => load(name).engine)).to.deep.equal(['mysql', 'mysql', 'mysql']);
    expect(MARIADB.map((name) => load(name).engine)).to.deep.equal(MARIADB.map(() => 'mariadb'));
    expect(normalizeMysqlPlan(text('mariadb-join-filesort.json'), 'mariadb').engine).to.equal('mariadb');
    expect(normalizeMysqlPlan([{ EXPLAIN: text('mysql8-hash-join.json') }]).root.children[0]?.nodeType).to.equal('Hash Join');
    const noTables = normalizeMysqlPlan({ query_block: { select_id: 1, message: 'No tables used' } });
    expect(noTables.root.notes).to.deep.equal(['No tables used']);
    for (const bad of ['{', '{"plan": {}}', null, { query: 'SELECT 1', operation: 'Rows fetched before execution', inputs: [] }]) {
      let caught: unknown;
      try {
        normalizeMysqlPlan(bad);
      } catch (error) {
        caught = error;
      }
      expect(isDomainError(caught) && caught.code, String(bad)).to.equal('SQL_PLAN_UNREADABLE');
    }
  });
});
