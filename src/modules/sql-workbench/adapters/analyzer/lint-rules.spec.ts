import { expect } from 'chai';
import { analyzeStatement } from '../../domain/analyzer/analyze-statement.js';
import { LINT_RULES, type LintFinding } from '../../domain/analyzer/lint-rules.js';
import type { AnalyzerSchema } from '../../domain/analyzer/schema-snapshot.js';
import type { SqlDialect, StatementParser } from '../../domain/analyzer/statement.js';
import { MysqlStatementParser } from './mysql.statement-parser.js';
import { PostgresqlStatementParser } from './postgresql.statement-parser.js';
import { SHOP_SCHEMA } from './testing/shop-schema.fake.js';

/**
 * Every lint rule (the module README, "Query analysis") through the real parsers: a statement that must
 * trigger it and a near miss that must not, in each dialect the rule is listed for.
 */

const PARSERS: Record<SqlDialect, StatementParser> = { postgresql: new PostgresqlStatementParser(), mysql: new MysqlStatementParser() };

export async function findingsFor(dialect: SqlDialect, sql: string, schema: AnalyzerSchema | null = null): Promise<LintFinding[]> {
  const outcome = await PARSERS[dialect].parse(sql);
  if (outcome.kind !== 'statement') throw new Error(`${dialect} did not parse ${sql}: ${JSON.stringify(outcome)}`);
  return analyzeStatement(outcome.statement, dialect, schema).findings;
}

interface RuleCase {
  /** Statement that triggers the rule, its near miss, and a piece of the expected evidence. */
  fires: string;
  quiet: string;
  fragment: string;
}

const IN_150 = Array.from({ length: 150 }, (_, i) => i + 1).join(', ');

const CASES: Record<string, { postgresql?: RuleCase; mysql?: RuleCase; schema?: boolean }> = {
  'select-star': {
    postgresql: { fires: 'SELECT * FROM orders WHERE id = 1', quiet: 'SELECT count(*) FROM orders o WHERE EXISTS (SELECT * FROM customers c WHERE c.id = o.customer_id)', fragment: '*' },
    mysql: { fires: 'SELECT o.* FROM orders o WHERE id = 1', quiet: 'SELECT count(*) FROM orders o WHERE EXISTS (SELECT * FROM customers c WHERE c.id = o.customer_id)', fragment: 'o.*' },
  },
  'update-without-where': {
    postgresql: { fires: "UPDATE orders SET status = 'void'", quiet: "UPDATE orders SET status = 'void' WHERE id = 1", fragment: 'UPDATE orders' },
    mysql: { fires: "UPDATE orders SET status = 'void'", quiet: "UPDATE orders SET status = 'void' WHERE id = 1", fragment: 'UPDATE orders' },
  },
  'delete-without-where': {
    postgresql: { fires: 'DELETE FROM orders', quiet: 'DELETE FROM orders WHERE id = 1', fragment: 'DELETE orders' },
    mysql: { fires: 'DELETE FROM orders', quiet: 'DELETE FROM orders WHERE id = 1', fragment: 'DELETE orders' },
  },
  'like-leading-wildcard': {
    postgresql: { fires: "SELECT id FROM customers WHERE email ILIKE '%@example.com'", quiet: "SELECT id FROM customers WHERE email ILIKE 'ann%'", fragment: "email ILIKE '%@example.com'" },
    mysql: { fires: "SELECT id FROM customers WHERE email LIKE concat('%', ?)", quiet: "SELECT id FROM customers WHERE email LIKE concat(?, '%')", fragment: 'email LIKE concat' },
  },
  'like-without-wildcard': {
    postgresql: { fires: "SELECT id FROM customers WHERE email LIKE 'ann@example.com'", quiet: "SELECT id FROM customers WHERE email LIKE 'ann@%'", fragment: "LIKE 'ann@example.com'" },
    mysql: { fires: "SELECT id FROM customers WHERE email NOT LIKE 'ann@example.com'", quiet: "SELECT id FROM customers WHERE email NOT LIKE 'ann@%'", fragment: "NOT LIKE 'ann@example.com'" },
  },
  'function-on-column': {
    postgresql: { fires: "SELECT id FROM orders WHERE date_trunc('day', created_at) = '2026-01-01'", quiet: "SELECT id FROM orders WHERE created_at >= date_trunc('day', now())", fragment: "date_trunc('day', created_at)" },
    mysql: { fires: "SELECT id FROM customers WHERE upper(name) = 'ANN'", quiet: "SELECT id FROM customers WHERE name = upper('ann')", fragment: 'upper(name)' },
  },
  'cast-on-column': {
    postgresql: { fires: "SELECT id FROM orders WHERE id::text = '42'", quiet: "SELECT id FROM orders WHERE id = '42'::int", fragment: 'id::text' },
    mysql: { fires: "SELECT id FROM orders WHERE CAST(id AS CHAR) = '42'", quiet: "SELECT id FROM orders WHERE id = CAST('42' AS SIGNED)", fragment: 'CAST(id AS char)' },
  },
  'arithmetic-on-column': {
    postgresql: { fires: 'SELECT id FROM orders WHERE total * 1.2 > 100', quiet: 'SELECT id FROM orders WHERE total > 100 / 1.2', fragment: 'total * 1.2' },
    mysql: { fires: 'SELECT id FROM orders WHERE total + 5 >= 100', quiet: 'SELECT id FROM orders WHERE total >= 100 - 5', fragment: 'total + 5' },
  },
  'implicit-cross-join': {
    postgresql: { fires: 'SELECT o.id FROM orders o, customers c WHERE o.total > 10', quiet: 'SELECT o.id FROM orders o, customers c WHERE c.id = o.customer_id AND o.total > 10', fragment: 'customers c' },
    mysql: { fires: 'SELECT o.id FROM orders o JOIN customers c WHERE o.total > 10', quiet: 'SELECT o.id FROM orders o JOIN customers c WHERE c.id = o.customer_id AND o.total > 10', fragment: 'customers c' },
  },
  'join-on-constant': {
    postgresql: { fires: 'SELECT o.id FROM orders o JOIN customers c ON 1 = 1', quiet: 'SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id', fragment: 'JOIN customers c ON 1 = 1' },
    mysql: { fires: 'SELECT o.id FROM orders o JOIN customers c ON TRUE', quiet: 'SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id', fragment: 'JOIN customers c ON TRUE' },
  },
  'natural-join': {
    postgresql: { fires: 'SELECT id FROM orders NATURAL JOIN order_items', quiet: 'SELECT id FROM orders JOIN order_items USING (id)', fragment: 'NATURAL JOIN order_items' },
  },
  'or-across-columns': {
    postgresql: { fires: "SELECT id FROM orders WHERE status = 'new' OR customer_id = 3", quiet: "SELECT id FROM orders WHERE status = 'new' OR status = 'paid'", fragment: "status = 'new' OR customer_id = 3" },
    mysql: { fires: "SELECT id FROM orders WHERE status = 'new' OR total > 3", quiet: "SELECT id FROM orders WHERE status = 'new' OR status IN ('paid')", fragment: "status = 'new' OR total > 3" },
  },
  'not-in-subquery': {
    postgresql: {
      fires: 'SELECT id FROM customers WHERE id NOT IN (SELECT customer_id FROM blocked)',
      quiet: 'SELECT id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM blocked b WHERE b.customer_id = c.id)',
      fragment: 'NOT IN',
    },
    mysql: {
      fires: 'SELECT id FROM customers WHERE id NOT IN (SELECT customer_id FROM blocked)',
      quiet: 'SELECT id FROM customers WHERE id IN (SELECT customer_id FROM blocked)',
      fragment: 'id NOT IN (SELECT customer_id FROM blocked)',
    },
  },
  'order-by-random': {
    postgresql: { fires: 'SELECT id FROM orders ORDER BY random() LIMIT 5', quiet: 'SELECT id FROM orders ORDER BY created_at DESC LIMIT 5', fragment: 'ORDER BY random()' },
    mysql: { fires: 'SELECT id FROM orders ORDER BY RAND() LIMIT 5', quiet: 'SELECT id FROM orders ORDER BY created_at DESC LIMIT 5', fragment: 'ORDER BY rand()' },
  },
  'large-offset': {
    postgresql: { fires: 'SELECT id FROM orders ORDER BY id LIMIT 20 OFFSET 5000', quiet: 'SELECT id FROM orders ORDER BY id LIMIT 20 OFFSET 40', fragment: '5000' },
    mysql: { fires: 'SELECT id FROM orders ORDER BY id LIMIT 5000, 20', quiet: 'SELECT id FROM orders ORDER BY id LIMIT 40, 20', fragment: '5000' },
  },
  'fk-without-index': {
    schema: true,
    postgresql: {
      fires: "SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE c.email = 'a@b.c'",
      quiet: 'SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id',
      fragment: 'c.id = o.customer_id',
    },
    mysql: { fires: 'DELETE FROM customers WHERE id = 7', quiet: 'DELETE FROM orders WHERE id = 7', fragment: 'DELETE FROM customers' },
  },
  'distinct-many-columns': {
    postgresql: { fires: 'SELECT DISTINCT id, customer_id, status, created_at, total FROM orders WHERE id > 1', quiet: 'SELECT DISTINCT status FROM orders', fragment: 'SELECT DISTINCT id' },
    mysql: { fires: 'SELECT DISTINCT * FROM orders WHERE id > 1', quiet: 'SELECT DISTINCT status, customer_id FROM orders', fragment: 'SELECT DISTINCT *' },
  },
  'count-nullable-column': {
    postgresql: { fires: 'SELECT count(total) FROM orders', quiet: 'SELECT count(*), count(DISTINCT status) FROM orders', fragment: 'count(total)' },
    mysql: { fires: 'SELECT COUNT(total) FROM orders', quiet: 'SELECT COUNT(*) FROM orders', fragment: 'count(total)' },
  },
  'count-distinct-star': {
    mysql: { fires: 'SELECT COUNT(DISTINCT *) FROM orders', quiet: 'SELECT COUNT(DISTINCT status) FROM orders', fragment: 'count(DISTINCT *)' },
  },
  'null-comparison': {
    postgresql: { fires: 'SELECT id FROM orders WHERE total = NULL', quiet: 'SELECT id FROM orders WHERE total IS NULL', fragment: 'total = NULL' },
    mysql: { fires: 'SELECT id FROM orders WHERE total != NULL', quiet: 'SELECT id FROM orders WHERE total IS NOT NULL', fragment: 'total <> NULL' },
  },
  'union-without-all': {
    postgresql: { fires: 'SELECT id FROM orders UNION SELECT id FROM archived_orders', quiet: 'SELECT id FROM orders UNION ALL SELECT id FROM archived_orders', fragment: 'UNION SELECT id FROM archived_orders' },
    mysql: { fires: 'SELECT id FROM orders UNION SELECT id FROM archived_orders', quiet: 'SELECT id FROM orders UNION ALL SELECT id FROM archived_orders', fragment: 'UNION SELECT id FROM archived_orders' },
  },
  'order-by-without-limit': {
    postgresql: { fires: 'SELECT id FROM orders ORDER BY created_at', quiet: 'SELECT id FROM orders ORDER BY created_at LIMIT 50', fragment: 'ORDER BY created_at' },
    mysql: { fires: 'SELECT id FROM orders ORDER BY created_at DESC', quiet: "SELECT id FROM orders WHERE status = 'new' ORDER BY created_at DESC", fragment: 'ORDER BY created_at DESC' },
  },
  'large-in-list': {
    postgresql: { fires: `SELECT id FROM orders WHERE id IN (${IN_150})`, quiet: 'SELECT id FROM orders WHERE id IN (1, 2, 3)', fragment: '… 150 values' },
    mysql: { fires: `SELECT id FROM orders WHERE id NOT IN (${IN_150})`, quiet: 'SELECT id FROM orders WHERE id NOT IN (1, 2, 3)', fragment: '… 150 values' },
  },
  'having-without-aggregate': {
    postgresql: { fires: "SELECT status, count(*) FROM orders GROUP BY status HAVING status <> 'void'", quiet: 'SELECT status, count(*) FROM orders GROUP BY status HAVING count(*) > 10', fragment: "status <> 'void'" },
    mysql: { fires: "SELECT status, COUNT(*) AS n FROM orders GROUP BY status HAVING status <> 'void'", quiet: 'SELECT status, COUNT(*) AS n FROM orders GROUP BY status HAVING n > 10', fragment: "status <> 'void'" },
  },
  'correlated-subquery-in-select': {
    postgresql: { fires: 'SELECT c.id, (SELECT count(*) FROM orders o WHERE o.customer_id = c.id) FROM customers c', quiet: 'SELECT c.id, (SELECT max(total) FROM orders) FROM customers c', fragment: '(SELECT count(*) FROM orders' },
    mysql: { fires: 'SELECT c.id, (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id) AS n FROM customers c', quiet: 'SELECT c.id, (SELECT MAX(total) FROM orders) AS m FROM customers c', fragment: '(SELECT count(*) FROM orders' },
  },
  'limit-without-order-by': {
    postgresql: { fires: 'SELECT id FROM orders LIMIT 10', quiet: 'SELECT id FROM orders ORDER BY id LIMIT 10', fragment: '10' },
    mysql: { fires: 'SELECT id FROM orders LIMIT 10', quiet: 'SELECT id FROM orders ORDER BY id LIMIT 10', fragment: '10' },
  },
  'dml-limit-without-order-by': {
    mysql: { fires: "DELETE FROM orders WHERE status = 'void' LIMIT 100", quiet: "DELETE FROM orders WHERE status = 'void' ORDER BY id LIMIT 100", fragment: '100' },
  },
  'insert-without-columns': {
    postgresql: { fires: "INSERT INTO orders VALUES (1, 2, 'new')", quiet: "INSERT INTO orders (id, customer_id, status) VALUES (1, 2, 'new')", fragment: 'INSERT INTO orders VALUES' },
    mysql: { fires: 'INSERT INTO archived_orders SELECT id FROM orders', quiet: 'INSERT INTO archived_orders (id) SELECT id FROM orders', fragment: 'INSERT INTO archived_orders SELECT' },
  },
  'destructive-ddl': {
    postgresql: { fires: 'DROP TABLE orders', quiet: 'CREATE TABLE orders_copy (id int)', fragment: 'DROP TABLE orders' },
    mysql: { fires: 'TRUNCATE TABLE orders', quiet: 'CREATE INDEX orders_status ON orders (status)', fragment: 'TRUNCATE orders' },
  },
  'text-column-compared-with-number': {
    schema: true,
    postgresql: { fires: 'SELECT id FROM customers WHERE phone = 5551234', quiet: "SELECT id FROM customers WHERE phone = '5551234'", fragment: 'phone = 5551234' },
    mysql: { fires: 'SELECT id FROM customers WHERE phone IN (5551234, 5559876)', quiet: 'SELECT id FROM customers WHERE id IN (5551234, 5559876)', fragment: 'phone IN (5551234, 5559876)' },
  },
};

describe('sql-workbench analyzer: lint rules', () => {
  it('has at least 20 rules, each with a stable unique id and a case below for every dialect it lists', () => {
    expect(LINT_RULES.length).to.be.at.least(20);
    expect(new Set(LINT_RULES.map((r) => r.id)).size).to.equal(LINT_RULES.length);
    for (const rule of LINT_RULES) {
      for (const dialect of rule.dialects) expect(CASES[rule.id]?.[dialect], `${rule.id} in ${dialect}`).to.be.an('object');
    }
  });

  for (const rule of LINT_RULES) {
    for (const dialect of ['postgresql', 'mysql'] as const) {
      const example = CASES[rule.id]?.[dialect];
      if (!example) continue;
      const schema = CASES[rule.id]?.schema ? SHOP_SCHEMA : null;
      describe(`${rule.id} (${dialect})`, () => {
        it(`fires on: ${example.fires.slice(0, 90)}`, async () => {
          const found = (await findingsFor(dialect, example.fires, schema)).filter((f) => f.ruleId === rule.id);
          expect(found, JSON.stringify(found)).to.have.length.greaterThan(0);
          expect(found[0]!.severity).to.equal(rule.severity);
          expect(found[0]!.message).to.match(/^\S.{30,}\.$/);
          expect(found[0]!.evidence.fragment).to.contain(example.fragment);
          expect(found[0]!.evidence.location?.line).to.equal(1);
        });
        it(`stays quiet on: ${example.quiet.slice(0, 90)}`, async () => {
          const found = (await findingsFor(dialect, example.quiet, schema)).filter((f) => f.ruleId === rule.id);
          expect(found, JSON.stringify(found)).to.deep.equal([]);
        });
      });
    }
  }

  describe('rules that read the catalogue', () => {
    it('say nothing without it (the analysis warns instead)', async () => {
      const found = await findingsFor('postgresql', 'SELECT o.id FROM orders o JOIN customers c ON c.id = o.customer_id WHERE phone = 5551234');
      expect(found.map((f) => f.ruleId)).not.to.include.members(['fk-without-index', 'text-column-compared-with-number']);
    });

    it('function-on-column stays quiet when the expression itself is indexed', async () => {
      const found = await findingsFor('postgresql', "SELECT id FROM customers WHERE lower(email) = 'ann@example.com'", SHOP_SCHEMA);
      expect(found.map((f) => f.ruleId)).not.to.include('function-on-column');
      const without = await findingsFor('postgresql', "SELECT id FROM customers WHERE lower(email) = 'ann@example.com'");
      expect(without.map((f) => f.ruleId)).to.include('function-on-column');
    });

    it('count-nullable-column stays quiet on a NOT NULL column', async () => {
      expect((await findingsFor('postgresql', 'SELECT count(customer_id) FROM orders', SHOP_SCHEMA)).map((f) => f.ruleId)).not.to.include('count-nullable-column');
      expect((await findingsFor('postgresql', 'SELECT count(total) FROM orders', SHOP_SCHEMA)).map((f) => f.ruleId)).to.include('count-nullable-column');
    });

    it('count-nullable-column stays quiet on the outer side of a LEFT JOIN (counting matches)', async () => {
      for (const dialect of ['postgresql', 'mysql'] as const) {
        const found = await findingsFor(dialect, 'SELECT c.id, count(o.total) FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id');
        expect(found.map((f) => f.ruleId), dialect).not.to.include('count-nullable-column');
      }
    });

    it('implicit-cross-join follows conditions through other tables, and names the one left out', async () => {
      for (const dialect of ['postgresql', 'mysql'] as const) {
        const linked = await findingsFor(dialect, 'SELECT 1 FROM orders o, customers c, order_items i WHERE o.id = i.order_id AND c.id = o.customer_id');
        expect(linked.map((f) => f.ruleId), dialect).not.to.include('implicit-cross-join');
        const chained = await findingsFor(dialect, 'SELECT 1 FROM customers c, order_items i, orders o WHERE o.customer_id = c.id AND i.order_id = o.id');
        expect(chained.map((f) => f.ruleId), dialect).not.to.include('implicit-cross-join');
        const loose = (await findingsFor(dialect, 'SELECT 1 FROM orders o, customers c, statuses s WHERE c.id = o.customer_id')).filter((f) => f.ruleId === 'implicit-cross-join');
        expect(loose.map((f) => f.evidence.fragment), dialect).to.deep.equal(['statuses s']);
      }
    });

    it('not-in-subquery stays quiet when the selected column is NOT NULL', async () => {
      const found = await findingsFor('mysql', 'SELECT id FROM customers WHERE id NOT IN (SELECT customer_id FROM orders)', SHOP_SCHEMA);
      expect(found.map((f) => f.ruleId)).not.to.include('not-in-subquery');
    });

    it('fk-without-index names the deleted parent and the child table it scans', async () => {
      const [finding] = (await findingsFor('postgresql', 'DELETE FROM customers WHERE id = 7', SHOP_SCHEMA)).filter((f) => f.ruleId === 'fk-without-index');
      expect(finding?.message).to.contain('orders(customer_id) → customers(id)');
      expect(finding?.message).to.contain('CREATE INDEX ON orders (customer_id)');
    });

    it('order-by-without-limit stays quiet on a table the catalogue knows to be small', async () => {
      expect((await findingsFor('postgresql', 'SELECT code FROM statuses ORDER BY code', SHOP_SCHEMA)).map((f) => f.ruleId)).not.to.include('order-by-without-limit');
    });
  });

  it('places evidence on the line it was found, in a multi-line statement', async () => {
    const sql = "SELECT id\n  FROM customers\n  WHERE name = 'x'\n    AND email LIKE '%@example.com'";
    for (const dialect of ['postgresql', 'mysql'] as const) {
      const [finding] = (await findingsFor(dialect, sql)).filter((f) => f.ruleId === 'like-leading-wildcard');
      expect(finding?.evidence.location, dialect).to.deep.include({ line: 4, column: 9 });
      expect(finding?.evidence.clause).to.equal('where');
    }
  });

  it('counts byte offsets back to characters (PostgreSQL places nodes by UTF-8 byte)', async () => {
    const [finding] = (await findingsFor('postgresql', "SELECT 'héllo wörld 😀' AS greeting, id FROM customers WHERE email LIKE '%x'")).filter((f) => f.ruleId === 'like-leading-wildcard');
    expect(finding?.evidence.location?.column).to.equal("SELECT 'héllo wörld 😀' AS greeting, id FROM customers WHERE ".length + 1);
  });

  it('lists the most severe findings first', async () => {
    const found = await findingsFor('postgresql', "SELECT * FROM orders WHERE status LIKE 'paid' AND total = NULL");
    expect(found.map((f) => f.severity)).to.deep.equal(['error', 'warning', 'info']);
  });
});
