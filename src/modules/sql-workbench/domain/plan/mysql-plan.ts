import { planUnreadable } from './plan-errors.js';
import { cost, count, fillExclusiveCosts, round3, rows, type PlanCondition, type PlanNode, type PlanRelationship, type PlanTree } from './plan-tree.js';

type Raw = Record<string, unknown>;
type Flavour = 'mysql' | 'mariadb';

/** MySQL's access types under the names a reader of PostgreSQL plans would look for. */
const ACCESS_NAMES: Record<string, string> = {
  ALL: 'Full Table Scan',
  index: 'Full Index Scan',
  range: 'Index Range Scan',
  ref: 'Index Lookup',
  ref_or_null: 'Index Lookup',
  eq_ref: 'Unique Index Lookup',
  const: 'Constant Row',
  system: 'Constant Row',
  fulltext: 'Fulltext Index Search',
  index_merge: 'Index Merge',
  unique_subquery: 'Subquery Index Lookup',
  index_subquery: 'Subquery Index Lookup',
  hash: 'Hash Lookup',
};

/** Subquery lists MySQL 8 hangs on a query block or a table; MariaDB has one, `subqueries`. */
const SUBQUERY_KEYS = ['subqueries', 'select_list_subqueries', 'attached_subqueries', 'having_subqueries', 'order_by_subqueries', 'group_by_subqueries', 'optimized_away_subqueries'];

/**
 * Reads `EXPLAIN FORMAT=JSON` from MySQL (5.7 and 8, format version 1) and MariaDB into the plan tree.
 * Both print estimates only. The two differ: MySQL gives each table rows examined per scan, rows
 * produced over the whole join and costs (`cost_info`) and names grouping and ordering steps; MariaDB
 * gives rows per scan and the filtered percentage, shows sorting as `filesort` and `read_sorted_file`,
 * grouping as a `temporary_table`, join buffers as `block-nl-join`, and prints costs only from 11.0 on.
 * `flavour` is found from the shape when not given; a plan whose shape tells neither (`SELECT 1`) reads
 * as MySQL, so an adapter that knows its server passes it.
 */
export function normalizeMysqlPlan(input: unknown, flavour?: Flavour): PlanTree {
  const top = parse(input);
  const block = top['query_block'];
  // MySQL 8.3's explain_json_format_version=2 prints the executor's iterator tree instead; the driver
  // asks for version 1 (module README, "Plans").
  if (!isRaw(block) && ('query_plan' in top || 'inputs' in top)) throw planUnreadable('MySQL', 'JSON format version 2; ask with explain_json_format_version=1');
  if (!isRaw(block)) throw planUnreadable('MySQL', 'no "query_block"');
  const reader = new Reader(flavour ?? detectFlavour(block));
  const root = reader.queryBlock(block, undefined);
  assignPaths(root, '0');
  scaleLoops(root, 1);
  fillExclusiveCosts(root);
  const tree: PlanTree = { engine: reader.flavour, analyzed: false, root };
  if (root.estimated.totalCost) tree.totalCost = root.estimated.totalCost;
  return tree;
}

function parse(input: unknown): Raw {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw planUnreadable('MySQL', 'the text is not JSON');
    }
  }
  if (Array.isArray(value)) value = value[0];
  if (isRaw(value) && typeof value['EXPLAIN'] === 'string') return parse(value['EXPLAIN']);
  if (!isRaw(value)) throw planUnreadable('MySQL', 'expected an object');
  return value;
}

function detectFlavour(block: Raw): Flavour {
  let mariadb = false;
  let mysql = false;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isRaw(value)) return;
    if ('cost_info' in value || 'rows_examined_per_scan' in value || 'ordering_operation' in value || 'grouping_operation' in value) mysql = true;
    if ('filesort' in value || 'read_sorted_file' in value || 'block-nl-join' in value || 'temporary_table' in value || (typeof value['rows'] === 'number' && 'table_name' in value)) mariadb = true;
    Object.values(value).forEach(visit);
  };
  visit(block);
  return mariadb && !mysql ? 'mariadb' : 'mysql';
}

class Reader {
  constructor(readonly flavour: Flavour) {}

  queryBlock(block: Raw, relationship: PlanRelationship | undefined): PlanNode {
    const node = this.node('Query Block', relationship);
    const id = block['select_id'];
    if (typeof id === 'number') node.subplanName = `select #${id}`;
    const operation = str(block, 'operation');
    if (operation !== undefined) node.detail = operation;
    const message = str(block, 'message');
    if (message !== undefined) node.notes.push(message);
    const body = this.body(block, 1);
    if (body) node.children.push(body);
    node.estimated.rows = rows(body?.estimated.rows.value ?? (message !== undefined ? 1 : 0), 'estimated');
    this.conditions(node, block);
    this.subqueries(node, block);
    // Some MySQL versions leave derived tables and subqueries out of query_cost: a block costs at least
    // what its parts cost, so the exclusive costs over the tree add up to the root's.
    const declared = costOf(block, 'query_cost') ?? numeric(block['cost']);
    const parts = node.children.some((child) => child.estimated.totalCost) ? sumCosts(node.children) : undefined;
    this.finish(node, declared === undefined ? parts : Math.max(declared, parts ?? 0));
    return node;
  }

  /** The step a query block or wrapper holds, by the key that names it. `loops`: runs of that step. */
  private body(holder: Raw, loops: number): PlanNode | undefined {
    const union = holder['union_result'];
    if (isRaw(union)) return this.union(union);
    for (const [key, type] of [
      ['ordering_operation', 'Sort'],
      ['grouping_operation', 'Aggregate'],
      ['duplicates_removal', 'Unique'],
      ['windowing', 'Window'],
      ['window_functions_computation', 'Window'],
      ['buffer_result', 'Buffer Result'],
      ['filesort', 'Sort'],
      ['temporary_table', 'Temporary Table'],
    ] as const) {
      const step = holder[key];
      if (isRaw(step)) return this.wrapper(step, key, type, loops);
    }
    const sorted = holder['read_sorted_file'];
    if (isRaw(sorted)) return this.body(sorted, loops);
    const loop = holder['nested_loop'];
    if (Array.isArray(loop)) return this.nestedLoop(loop.filter(isRaw), loops);
    const table = holder['table'];
    if (isRaw(table)) return this.table(table, loops);
    return undefined;
  }

  private wrapper(step: Raw, key: string, nodeType: string, loops: number): PlanNode {
    const node = this.node(nodeType, undefined);
    node.detail = key;
    const usesFilesort = step['using_filesort'] === true;
    if (key === 'ordering_operation' && !usesFilesort) node.nodeType = 'Ordered Read';
    if (usesFilesort) node.notes.push('using_filesort');
    if (step['using_temporary_table'] === true) node.notes.push('using_temporary_table');
    const sortKey = str(step, 'sort_key');
    if (sortKey !== undefined) node.sort = { keys: [sortKey] };
    // MariaDB's window step lists the sorts its windows need.
    const sorts = Array.isArray(step['sorts']) ? step['sorts'].filter(isRaw) : [];
    const windowKeys = sorts.map((sort) => (isRaw(sort['filesort']) ? str(sort['filesort'], 'sort_key') : undefined)).filter((key) => key !== undefined);
    if (windowKeys.length > 0) node.sort = { keys: windowKeys };
    const child = this.body(step, loops);
    if (child) {
      child.relationship = 'Outer';
      node.children.push(child);
    }
    node.estimated.rows = rows(child?.estimated.rows.value ?? 0, 'estimated');
    this.conditions(node, step);
    this.subqueries(node, step);
    const sortCost = costOf(step, 'sort_cost');
    this.finish(node, sortCost === undefined ? undefined : sortCost + sumCosts(node.children));
    return node;
  }

  private union(union: Raw): PlanNode {
    const node = this.node('Union', undefined);
    if (union['using_temporary_table'] === true) node.notes.push('using_temporary_table');
    const name = str(union, 'table_name');
    if (name !== undefined) node.relation = name;
    const specs = Array.isArray(union['query_specifications']) ? union['query_specifications'] : [];
    for (const spec of specs) {
      const block = isRaw(spec) ? spec['query_block'] : undefined;
      if (isRaw(block)) node.children.push(this.queryBlock(block, 'Union member'));
    }
    this.finish(node, undefined);
    node.estimated.rows = rows(node.children.reduce((sum, child) => sum + child.estimated.rows.value, 0), 'estimated');
    return node;
  }

  /**
   * A join order as a left-deep tree: each table joins the rows of the tables before it. The planner
   * reads a table once per row those earlier tables produce, which gives each table its runs.
   */
  private nestedLoop(items: Raw[], blockLoops: number): PlanNode | undefined {
    let left: PlanNode | undefined;
    let produced = blockLoops;
    let mysqlPrefix: number | undefined;
    for (const item of items) {
      const buffered = isRaw(item['block-nl-join']) ? item['block-nl-join'] : isRaw(item['hash-join']) ? item['hash-join'] : undefined;
      const wrapped = buffered ?? item;
      // A table joined through a join buffer (MariaDB's block-nl-join, MySQL's Block Nested Loop or hash
      // join) is read once per buffer fill, not once per earlier row: one run is the planner's view.
      const joinBuffer = buffered !== undefined || (isRaw(wrapped['table']) && str(wrapped['table'], 'using_join_buffer') !== undefined);
      const loops = left && !joinBuffer ? produced : blockLoops;
      const right = isRaw(wrapped['table']) ? this.table(wrapped['table'], loops) : this.body(wrapped, loops);
      if (!right) continue;
      if (this.flavour === 'mysql') {
        const table = isRaw(wrapped['table']) ? wrapped['table'] : undefined;
        const perJoin = table ? numeric(table['rows_produced_per_join']) : undefined;
        produced = perJoin ?? right.estimated.rows.value * right.estimated.loops.value;
        mysqlPrefix = (table && costOf(table, 'prefix_cost')) ?? mysqlPrefix;
      } else {
        produced = right.estimated.rows.value * right.estimated.loops.value;
      }
      if (!left) {
        left = right;
        continue;
      }
      const join = this.node(this.joinName(wrapped, joinBuffer), undefined);
      const joinType = str(wrapped, 'join_type');
      if (joinType !== undefined) join.detail = joinType;
      for (const key of ['buffer_type', 'buffer_size']) {
        const value = str(wrapped, key);
        if (value !== undefined) join.notes.push(`${key}: ${value}`);
      }
      if (buffered) this.conditions(join, buffered);
      left.relationship = 'Outer';
      right.relationship = 'Inner';
      join.children.push(left, right);
      this.finish(join, this.flavour === 'mysql' ? mysqlPrefix : undefined);
      join.estimated.rows = rows(round3(produced / blockLoops), 'estimated');
      join.estimated.loops = count(blockLoops, 'estimated');
      left = join;
    }
    return left;
  }

  private joinName(wrapped: Raw, buffered: boolean): string {
    const table = isRaw(wrapped['table']) ? wrapped['table'] : {};
    const buffer = str(table, 'using_join_buffer') ?? str(wrapped, 'join_type');
    if (buffer && /hash/i.test(buffer)) return 'Hash Join';
    if (buffered || buffer) return 'Block Nested Loop';
    return 'Nested Loop';
  }

  /** `loops`: how many times this table is read in one run of its query block (the rows before it). */
  private table(table: Raw, loops: number): PlanNode {
    const message = str(table, 'message');
    if (message !== undefined && str(table, 'table_name') === undefined) {
      // MariaDB's "No tables used" and the like: a row made without reading any table.
      const result = this.node('Result', undefined);
      result.notes.push(message);
      result.estimated.rows = rows(1, 'estimated');
      return result;
    }
    const access = str(table, 'access_type') ?? 'ALL';
    const node = this.node(ACCESS_NAMES[access] ?? access, undefined);
    node.detail = access;
    const name = str(table, 'table_name');
    if (name !== undefined) node.relation = name;
    const key = str(table, 'key');
    if (key !== undefined) node.index = key;
    if (table['using_index'] === true) node.notes.push('using_index');
    const buffer = str(table, 'using_join_buffer');
    if (buffer !== undefined) node.notes.push(`using_join_buffer: ${buffer}`);
    if (table['using_temporary_table'] === true) node.notes.push('using_temporary_table');
    const filtered = numeric(table['filtered']);
    if (filtered !== undefined) node.estimated.filteredPercent = count(filtered, 'estimated');
    const declaredLoops = numeric(table['loops']);
    const runs = declaredLoops ?? loops;
    node.estimated.loops = count(runs, 'estimated');

    if (this.flavour === 'mysql') {
      const examined = numeric(table['rows_examined_per_scan']);
      if (examined !== undefined) node.estimated.rowsExamined = rows(examined, 'estimated');
      const perJoin = numeric(table['rows_produced_per_join']);
      // MySQL counts produced rows over the whole join; a run's share is that over the runs.
      const perRun = perJoin !== undefined ? perJoin / Math.max(runs, 1) : (examined ?? 0) * ((filtered ?? 100) / 100);
      node.estimated.rows = rows(round3(perRun), 'estimated');
    } else {
      const examined = numeric(table['rows']);
      if (examined !== undefined) node.estimated.rowsExamined = rows(examined, 'estimated');
      node.estimated.rows = rows(round3((examined ?? 0) * ((filtered ?? 100) / 100)), 'estimated');
    }

    const materialized = isRaw(table['materialized_from_subquery']) ? table['materialized_from_subquery'] : isRaw(table['materialized']) ? table['materialized'] : undefined;
    const inner = materialized && isRaw(materialized['query_block']) ? materialized['query_block'] : undefined;
    if (inner) node.children.push(this.queryBlock(inner, 'Derived'));
    this.conditions(node, table);
    this.subqueries(node, table);

    // MySQL's read and eval costs, and MariaDB 11's cost, cover every run of the table in the query block.
    const read = costOf(table, 'read_cost');
    const evaluation = costOf(table, 'eval_cost');
    const allRuns = read !== undefined || evaluation !== undefined ? (read ?? 0) + (evaluation ?? 0) : numeric(table['cost']);
    this.finish(node, allRuns === undefined ? undefined : allRuns + sumCosts(node.children), runs);
    return node;
  }

  private conditions(node: PlanNode, raw: Raw): void {
    for (const key of ['attached_condition', 'index_condition', 'having_condition', 'const_condition', 'outer_ref_condition', 'pushed_index_condition']) {
      const text = str(raw, key);
      if (text !== undefined) node.conditions.push({ kind: key, text } satisfies PlanCondition);
    }
    const ref = raw['ref'];
    if (Array.isArray(ref) && ref.length > 0) node.conditions.push({ kind: 'ref', text: ref.filter((part) => typeof part === 'string').join(', ') });
  }

  private subqueries(node: PlanNode, raw: Raw): void {
    for (const key of SUBQUERY_KEYS) {
      const list = raw[key];
      if (!Array.isArray(list)) continue;
      for (const entry of list) {
        if (!isRaw(entry)) continue;
        const holder = isRaw(entry['expression_cache']) ? entry['expression_cache'] : entry;
        const block = holder['query_block'];
        if (!isRaw(block)) continue;
        const sub = this.queryBlock(block, 'SubPlan');
        // A correlated subquery runs once per row of what holds it (MariaDB caches only correlated ones).
        if (entry['dependent'] === true || holder !== entry) sub.estimated.loops = count(node.estimated.rows.value * node.estimated.loops.value, 'estimated');
        if (entry['dependent'] === true) sub.notes.push('dependent');
        if (entry['cacheable'] === false) sub.notes.push('not cacheable');
        if (holder !== entry) sub.notes.push('expression_cache');
        if (key !== 'subqueries') sub.notes.push(key);
        node.children.push(sub);
      }
    }
  }

  private node(nodeType: string, relationship: PlanRelationship | undefined): PlanNode {
    const node: PlanNode = {
      path: '',
      nodeType,
      parallelAware: false,
      estimated: { rows: rows(0, 'estimated'), loops: count(1, 'estimated') },
      conditions: [],
      notes: [],
      children: [],
    };
    if (relationship) node.relationship = relationship;
    return node;
  }

  /**
   * Sets a node's per-run cost from its cost over all its `runs` in one run of its query block
   * (`inclusive`, children included). A node without a printed cost adds up its children's, so a
   * MariaDB 10 plan, which prints none, has none. The per-run figure keeps six decimals: rounded to the
   * printed two, a share of many runs would not multiply back to the printed total.
   */
  private finish(node: PlanNode, inclusive: number | undefined, runs = 1): void {
    const total = inclusive ?? (node.children.some((child) => child.estimated.totalCost) ? sumCosts(node.children) : undefined);
    if (total === undefined) return;
    node.estimated.totalCost = cost(Math.round((total / Math.max(runs, 1)) * 1e6) / 1e6);
  }
}

/** What nodes cost over all their runs in one run of the query block holding them. */
function sumCosts(nodes: PlanNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.estimated.totalCost?.value ?? 0) * node.estimated.loops.value, 0);
}

/**
 * Loops are read per run of the query block; a subquery block may run many times, so every node under it
 * runs that many times more in the whole query, as PostgreSQL's loops count.
 */
function scaleLoops(node: PlanNode, factor: number): void {
  node.estimated.loops = count(node.estimated.loops.value * factor, 'estimated');
  const next = node.nodeType === 'Query Block' ? node.estimated.loops.value : factor;
  for (const child of node.children) scaleLoops(child, next);
}

function assignPaths(node: PlanNode, path: string): void {
  node.path = path;
  node.children.forEach((child, index) => assignPaths(child, `${path}.${index}`));
}

function costOf(raw: Raw, key: string): number | undefined {
  const info = raw['cost_info'];
  return isRaw(info) ? numeric(info[key]) : undefined;
}

/** MySQL prints numbers as strings ("33.33", "1.2e14"); MariaDB as numbers. */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function isRaw(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' ? value : undefined;
}
