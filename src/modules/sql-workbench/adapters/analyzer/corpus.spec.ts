import { expect } from 'chai';
import { analyzeStatement } from '../../domain/analyzer/analyze-statement.js';
import type { SqlDialect, StatementParser } from '../../domain/analyzer/statement.js';
import { MysqlStatementParser } from './mysql.statement-parser.js';
import { PostgresqlStatementParser } from './postgresql.statement-parser.js';
import { SHOP_SCHEMA } from './testing/shop-schema.fake.js';

/**
 * Statements of every kind the terminal may be given, each dialect's own forms included: each parses to
 * one statement and is analysed, with and without a catalogue, without throwing, and every finding
 * points inside the text.
 */
const CORPUS: Record<SqlDialect, string[]> = {
  postgresql: [
    "SELECT c.id, sum(o.total) FILTER (WHERE o.status = 'paid') AS paid, rank() OVER w FROM customers c LEFT JOIN LATERAL (SELECT * FROM orders o WHERE o.customer_id = c.id ORDER BY created_at DESC LIMIT 3) o ON true GROUP BY GROUPING SETS ((c.id), ()) WINDOW w AS (ORDER BY c.id)",
    "SELECT data->>'name', data #> '{a,b}', tags && ARRAY['x'], id = ANY($1::int[]) FROM docs WHERE data @> '{\"a\":1}' AND tags[1] = 'x'",
    "SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, name) JOIN generate_series(1, 10) g(n) ON g.n = v.id",
    "INSERT INTO orders (id, status) VALUES (1, 'new') ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status WHERE orders.status <> 'void' RETURNING id",
    "INSERT INTO t DEFAULT VALUES",
    "MERGE INTO orders o USING incoming i ON o.id = i.id WHEN MATCHED THEN UPDATE SET status = i.status WHEN NOT MATCHED THEN INSERT (id, status) VALUES (i.id, i.status)",
    "COPY orders TO STDOUT",
    "EXPLAIN (ANALYZE, BUFFERS) SELECT 1",
    "CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$",
    "DO $$ BEGIN PERFORM 1; END $$",
    "SELECT CASE WHEN x IS TRUE THEN 1 END, coalesce(a, b), greatest(a, b), nullif(a, b), a IS DISTINCT FROM b, current_date, extract(epoch FROM now()), x COLLATE \"C\", ROW(1, 2) = ROW(a, b) FROM t",
    "SELECT a FROM t WHERE (a, b) IN (SELECT c, d FROM u) AND a > ALL (SELECT e FROM v) AND NOT EXISTS (SELECT 1) AND a BETWEEN SYMMETRIC 1 AND 2 AND a SIMILAR TO 'x%' AND a ~ '^x'",
    "WITH RECURSIVE r(n) AS (VALUES (1) UNION SELECT n + 1 FROM r WHERE n < 10) SELECT n FROM r",
    "SELECT DISTINCT ON (customer_id) customer_id, created_at FROM orders ORDER BY customer_id, created_at DESC",
    "(SELECT a FROM t ORDER BY a LIMIT 1) UNION ALL (SELECT b FROM u) EXCEPT SELECT c FROM v INTERSECT SELECT d FROM w",
    "SELECT 1 FROM t FOR UPDATE SKIP LOCKED",
    "UPDATE orders SET (status, total) = (SELECT 'x', 1) WHERE id = 1",
    "DELETE FROM orders o USING customers c WHERE c.id = o.customer_id AND c.email LIKE '%x' RETURNING o.*",
    "TRUNCATE orders, customers RESTART IDENTITY CASCADE",
    "DROP INDEX IF EXISTS i",
    "DROP SCHEMA s CASCADE",
    "CREATE TABLE t2 AS SELECT * FROM orders",
    "CREATE MATERIALIZED VIEW mv AS SELECT 1",
    "ALTER TABLE orders RENAME TO orders2",
    "GRANT SELECT ON orders TO bob",
    "BEGIN",
    "VACUUM ANALYZE orders",
    "SELECT count(*) FROM orders o, customers c, order_items i WHERE o.customer_id = c.id AND i.order_id = o.id",
    "SELECT id FROM orders WHERE created_at > now() - interval '1 day' AND total::numeric > 5 AND -total < 3 AND +total > 1",
    "SELECT array_agg(x ORDER BY y), string_agg(DISTINCT z, ','), percentile_cont(0.5) WITHIN GROUP (ORDER BY t) FROM w",
    "SELECT 'é😀', ü.\"Ñame\" FROM \"Ümlaut\" ü WHERE ü.\"Ñame\" LIKE '%😀'",
    "SELECT x FROM t1 JOIN (t2 JOIN t3 ON t2.a = t3.a) ON t1.b = t2.b",
    "SELECT 1 FROM t LIMIT ALL OFFSET 2000",
    "SELECT id FROM orders ORDER BY id FETCH FIRST 5 ROWS ONLY",
  ],
  mysql: [
    "SELECT c.id, SUM(o.total), GROUP_CONCAT(DISTINCT o.status ORDER BY o.status SEPARATOR ';') FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id WITH ROLLUP",
    "SELECT JSON_EXTRACT(data, '$.a'), data->>'$.b', IF(a > 1, 'x', 'y'), IFNULL(a, 0) FROM docs WHERE JSON_CONTAINS(tags, '\"x\"')",
    "SELECT * FROM articles WHERE MATCH (title, body) AGAINST ('database' IN NATURAL LANGUAGE MODE)",
    "INSERT IGNORE INTO orders (id) VALUES (1), (2)",
    "REPLACE INTO orders (id, status) VALUES (1, 'x')",
    "INSERT INTO orders (id, status) VALUES (1, 'x') ON DUPLICATE KEY UPDATE status = VALUES(status)",
    "DELETE o, i FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.status = 'void'",
    "UPDATE orders SET total = total * 1.1 ORDER BY id LIMIT 10",
    "SHOW TABLES",
    "DESCRIBE orders",
    "USE shop",
    "CALL refresh()",
    "LOCK TABLES orders WRITE",
    "SELECT 1 FROM orders FOR UPDATE SKIP LOCKED",
    "SELECT a, ROW_NUMBER() OVER (PARTITION BY b ORDER BY c) rn, LAG(a) OVER w FROM t WINDOW w AS (ORDER BY a)",
    "SELECT CASE a WHEN 1 THEN 'x' ELSE 'y' END, CAST(a AS DECIMAL(10,2)), CONVERT(a, CHAR), a DIV 2, a MOD 3, NOT a, !a, -a, ~a FROM t",
    "SELECT id FROM orders WHERE created_at > NOW() - INTERVAL 7 DAY AND status REGEXP '^p' AND id IN (SELECT order_id FROM order_items) AND EXISTS (SELECT 1 FROM customers)",
    "WITH r AS (SELECT 1 AS n) SELECT n FROM r",
    "(SELECT a FROM t) UNION (SELECT b FROM u) ORDER BY 1 LIMIT 2",
    "SELECT a FROM t UNION (SELECT b FROM u ORDER BY b LIMIT 1)",
    "CREATE TABLE t2 (id INT PRIMARY KEY, name VARCHAR(10)) ENGINE=InnoDB",
    "CREATE DATABASE x",
    "DROP DATABASE x",
    "DROP INDEX i ON orders",
    "ALTER TABLE orders ADD INDEX (status)",
    "RENAME TABLE a TO b",
    "SELECT `o`.`id` FROM `shop`.`orders` AS `o` WHERE `o`.`status` = \"paid\"",
    "SELECT @x := 1, @@version",
    "SELECT * FROM t1 STRAIGHT_JOIN t2 ON t1.a = t2.a",
    "SELECT 'é😀' AS s, id FROM orders WHERE status LIKE '%😀'",
    "SELECT id FROM orders WHERE id = -1 LIMIT 10 OFFSET 2000",
  ],
};

const PARSERS: Record<SqlDialect, StatementParser> = { postgresql: new PostgresqlStatementParser(), mysql: new MysqlStatementParser() };

async function analysisOf(dialect: SqlDialect, sql: string) {
  const outcome = await PARSERS[dialect].parse(sql);
  if (outcome.kind !== 'statement') throw new Error(`${dialect}: ${JSON.stringify(outcome)}`);
  return analyzeStatement(outcome.statement, dialect);
}

describe('sql-workbench analyzer: a corpus of statements', () => {
  for (const dialect of ['postgresql', 'mysql'] as const) {
    it(`analyses ${CORPUS[dialect].length} ${dialect} statements, every finding placed inside its text`, async () => {
      for (const sql of CORPUS[dialect]) {
        const outcome = await PARSERS[dialect].parse(sql);
        expect(outcome.kind, sql).to.equal('statement');
        if (outcome.kind !== 'statement') continue;
        for (const schema of [null, SHOP_SCHEMA]) {
          const analysis = analyzeStatement(outcome.statement, dialect, schema);
          expect(analysis.indexCandidates.length, sql).to.be.at.most(8);
          for (const finding of analysis.findings) {
            expect(finding.evidence.location, `${finding.ruleId} in ${sql}`).not.to.equal(null);
            expect(finding.evidence.location!.offset, `${finding.ruleId} in ${sql}`).to.be.below(sql.length);
            expect(finding.evidence.fragment.length, `${finding.ruleId} in ${sql}`).to.be.within(1, 160);
          }
        }
      }
    });
  }

  it('keeps quiet on the idioms that look like a rule but are meant', async () => {
    const lateral = await analysisOf('postgresql', 'SELECT c.id, o.id FROM customers c LEFT JOIN LATERAL (SELECT id FROM orders o WHERE o.customer_id = c.id ORDER BY id DESC LIMIT 3) o ON true');
    expect(lateral.findings.map((f) => f.ruleId)).not.to.include('join-on-constant');
    const recursive = await analysisOf('postgresql', 'WITH RECURSIVE r(n) AS (VALUES (1) UNION SELECT n + 1 FROM r WHERE n < 10) SELECT n FROM r');
    expect(recursive.findings.map((f) => f.ruleId)).not.to.include('union-without-all');
  });

  it("reads node-sql-parser's UNION of a parenthesised member as a set operation", async () => {
    const analysis = await analysisOf('mysql', 'SELECT a FROM t UNION (SELECT b FROM u ORDER BY b LIMIT 1)');
    expect(analysis.findings.map((f) => f.ruleId)).to.include('union-without-all');
    expect(analysis.complexity.reasons.map((r) => r.factor)).not.to.include('joins');
  });

  it('applies the query rules inside UPDATE and DELETE too', async () => {
    const union = await analysisOf('postgresql', 'DELETE FROM orders WHERE id IN (SELECT id FROM a UNION SELECT id FROM b)');
    expect(union.findings.map((f) => f.ruleId)).to.include('union-without-all');
    const random = await analysisOf('mysql', "DELETE FROM orders WHERE status = 'void' ORDER BY RAND() LIMIT 1");
    expect(random.findings.map((f) => f.ruleId)).to.include('order-by-random');
  });

  it('reads MySQL DROP DATABASE as destructive without naming a table', async () => {
    const analysis = await analysisOf('mysql', 'DROP DATABASE shop');
    expect(analysis.tables).to.deep.equal([]);
    expect(analysis.findings.map((f) => f.ruleId)).to.deep.equal(['destructive-ddl']);
  });
});
