import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import mysql from 'mysql2/promise';
import type { ConnectionTarget } from '../../../application/ports/database-driver.port.js';
import type { ExplorerTable } from '../../../application/ports/database-inspector.port.js';
import { MysqlDatabaseInspector } from './mysql.inspector.js';

/** The MariaDB service the medium specs use: root without a password on the loopback (.ci/run starts it). */
const SERVICE = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };

async function rejectionOf(work: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await work;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('expected a rejection');
}

/**
 * The explorer, the usage panel, EXPLAIN and unverified index advice against the real MariaDB service,
 * in a database made for this run: orders with 50,000 rows and a key to customers, a partitioned table,
 * a view, eleven small tables so the usage panel has more than ten to choose from.
 */
describe('MysqlDatabaseInspector (MariaDB service)', function () {
  this.timeout(120_000);
  const database = `hinspect_${randomBytes(4).toString('hex')}`;
  const inspector = new MysqlDatabaseInspector();
  let admin: mysql.Connection;
  const target = (statementTimeoutMs = 10_000): ConnectionTarget => ({
    engine: 'mysql',
    host: SERVICE.host,
    port: SERVICE.port,
    database,
    username: SERVICE.user,
    password: SERVICE.password,
    tls: 'disable',
    statementTimeoutMs,
  });
  const orderCount = async (): Promise<number> => {
    const [rows] = await admin.query<mysql.RowDataPacket[]>('SELECT COUNT(*) AS n FROM orders');
    return Number(rows[0]?.n);
  };

  before(async () => {
    admin = await mysql.createConnection({ ...SERVICE, multipleStatements: true });
    await admin.query(`CREATE DATABASE \`${database}\``);
    await admin.query(`USE \`${database}\``);
    await admin.query(`
      CREATE TABLE customers (id INT PRIMARY KEY, email VARCHAR(120) NOT NULL UNIQUE, country CHAR(2) DEFAULT 'fr') ENGINE=InnoDB;
      CREATE TABLE orders (
        id BIGINT AUTO_INCREMENT PRIMARY KEY,
        customer_id INT NOT NULL,
        status VARCHAR(10) NOT NULL,
        total DECIMAL(10,2),
        created_at DATETIME DEFAULT CURRENT_TIMESTAMP,
        total_cents INT AS (total * 100) VIRTUAL,
        KEY orders_status_created (status, created_at),
        CONSTRAINT orders_customer FOREIGN KEY (customer_id) REFERENCES customers (id) ON DELETE CASCADE ON UPDATE RESTRICT
      ) ENGINE=InnoDB;
      CREATE VIEW paid_orders AS SELECT * FROM orders WHERE status = 'paid';
      CREATE TABLE events (id INT NOT NULL, at DATE NOT NULL, payload VARCHAR(200)) PARTITION BY RANGE (YEAR(at))
        (PARTITION p2024 VALUES LESS THAN (2025), PARTITION p2025 VALUES LESS THAN (2026));
      INSERT INTO customers (id, email) SELECT seq, CONCAT('user', seq, '@example.test') FROM seq_1_to_5000;
      INSERT INTO orders (customer_id, status, total) SELECT seq % 5000 + 1, ELT(seq % 4 + 1, 'new', 'paid', 'shipped', 'void'), seq % 1000 FROM seq_1_to_50000;
      INSERT INTO events SELECT seq, DATE '2024-06-01' + INTERVAL (seq % 400) DAY, REPEAT('p', 150) FROM seq_1_to_20000;
    `);
    for (let i = 1; i <= 11; i++) await admin.query(`CREATE TABLE small_${i} (v INT); INSERT INTO small_${i} SELECT seq FROM seq_1_to_${i * 10}`);
    // Statistics gathered now, so no background recount changes the figures between the panel and the spec.
    await admin.query(`ANALYZE TABLE customers, orders, events, ${Array.from({ length: 11 }, (_, i) => `small_${i + 1}`).join(', ')}`);
  });

  after(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin?.end();
  });

  describe('explore', () => {
    let tables: Map<string, ExplorerTable>;

    before(async () => {
      const snapshot = await inspector.explore(target(), true);
      expect(snapshot).to.include({ engine: 'mysql', truncated: false });
      expect(snapshot.schemas).to.deep.equal([database]);
      tables = new Map(snapshot.tables.map((table) => [table.name, table]));
    });

    it('lists the tables and views of the connection’s database only', () => {
      expect([...tables.keys()].filter((name) => !name.startsWith('small_'))).to.deep.equal(['customers', 'events', 'orders', 'paid_orders']);
      expect(tables.size).to.equal(15);
      expect(tables.get('paid_orders')).to.include({ kind: 'view', estimatedRows: null });
      expect(tables.get('orders')).to.include({ schema: database, kind: 'table', partitionOf: null });
      expect(tables.get('orders')?.estimatedRows).to.be.greaterThan(10_000);
    });

    it('gives columns with type, nullability, default, auto increment and generation', () => {
      const columns = tables.get('orders')?.columns ?? [];
      expect(columns.map((column) => column.name)).to.deep.equal(['id', 'customer_id', 'status', 'total', 'created_at', 'total_cents']);
      expect(columns[0]).to.deep.equal({ name: 'id', type: 'bigint(20)', nullable: false, default: null, autoIncrement: true });
      expect(columns[2]).to.include({ type: 'varchar(10)', nullable: false, default: null });
      expect(columns[3]).to.include({ type: 'decimal(10,2)', nullable: true, default: null });
      expect(columns[4]?.default).to.match(/^current_timestamp/i);
      expect(columns[5]?.default).to.match(/^GENERATED ALWAYS AS \(.*total.*100.*\) VIRTUAL$/);
      expect(tables.get('customers')?.columns[2]).to.include({ default: "'fr'" });
    });

    it('gives indexes with their columns in key order, uniqueness and the primary key', () => {
      expect(tables.get('orders')?.indexes).to.deep.equal([
        { name: 'orders_customer', columns: ['customer_id'], unique: false, primary: false, method: 'BTREE', predicate: null },
        { name: 'orders_status_created', columns: ['status', 'created_at'], unique: false, primary: false, method: 'BTREE', predicate: null },
        { name: 'PRIMARY', columns: ['id'], unique: true, primary: true, method: 'BTREE', predicate: null },
      ]);
      expect(tables.get('customers')?.indexes.map((index) => [index.name, index.unique])).to.deep.equal([
        ['email', true],
        ['PRIMARY', true],
      ]);
    });

    it('gives foreign keys with both ends and their actions', () => {
      expect(tables.get('orders')?.foreignKeys).to.deep.equal([
        {
          name: 'orders_customer',
          columns: ['customer_id'],
          referencedSchema: database,
          referencedTable: 'customers',
          referencedColumns: ['id'],
          onDelete: 'cascade',
          onUpdate: 'restrict',
        },
      ]);
    });
  });

  it('weighs the ten largest tables from information_schema, labelled estimated', async () => {
    const usage = await inspector.usage(target(), true);
    const [rows] = await admin.query<mysql.RowDataPacket[]>(
      `SELECT TABLE_NAME AS name, DATA_LENGTH + INDEX_LENGTH AS bytes FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'`,
      [database],
    );
    const size = new Map(rows.map((row) => [row.name as string, Number(row.bytes)]));
    const total = [...size.values()].reduce((sum, bytes) => sum + bytes, 0);

    expect(usage).to.include({ engine: 'mysql', provenance: 'estimated', totalBytes: total });
    expect(usage.tables).to.have.length(10);
    expect(usage.tables[0]).to.include({ schema: database, name: 'orders', partitions: 0, totalBytes: size.get('orders'), toastBytes: null });
    expect(usage.tables.find((table) => table.name === 'events')).to.include({ partitions: 2 });
    for (const table of usage.tables) {
      expect(table.totalBytes, table.name).to.equal(size.get(table.name));
      expect(table.dataBytes + table.indexBytes).to.equal(table.totalBytes);
      expect(table.percent).to.equal(Math.round((table.totalBytes / total) * 10000) / 100);
    }
    const totals = usage.tables.map((table) => table.totalBytes);
    expect(totals).to.deep.equal([...totals].sort((a, b) => b - a));
    expect(usage.tables.some((table) => table.name === 'paid_orders')).to.equal(false);
  });

  describe('explain', () => {
    it('returns the optimiser’s JSON plan, estimated', async () => {
      const result = await inspector.explain(target(), { sql: 'SELECT * FROM orders WHERE total = 10', analyze: false }, true);
      expect(result).to.include({ engine: 'mysql', analyzed: false, provenance: 'estimated', history: null });
      expect(result.plan).to.have.property('query_block');
      expect(JSON.stringify(result.plan)).to.include('"table_name":"orders","access_type":"ALL"');
    });

    it('plans a write without running it', async () => {
      const result = await inspector.explain(target(), { sql: 'DELETE FROM orders WHERE total > 0', analyze: true }, true);
      expect(result.analyzed).to.equal(false);
      expect(JSON.stringify(result.plan)).to.include('"table_name":"orders"');
      expect(await orderCount()).to.equal(50_000);
    });

    it('refuses a text with two statements before any of it runs', async () => {
      const error = await rejectionOf(inspector.explain(target(), { sql: 'SELECT 1; DROP TABLE orders', analyze: false }, true));
      expect(error.code).to.equal('SQL_MULTIPLE_STATEMENTS');
      expect(await orderCount()).to.equal(50_000);
    });

    it('answers the server’s message for a statement that does not plan', async () => {
      const error = await rejectionOf(inspector.explain(target(), { sql: 'SELECT * FROM missing_table', analyze: false }, true));
      expect(error.code).to.equal('SQL_QUERY_FAILED');
      expect(error.message).to.include('missing_table');
    });
  });

  it('returns index candidates unverified, with the online ALTER TABLE and how to check them', async () => {
    const advice = await inspector.adviseIndexes(
      target(),
      { sql: 'SELECT * FROM orders WHERE total = 10', candidates: [{ schema: null, table: 'orders', columns: ['total', 'created_at'] }] },
      true,
    );
    expect(advice).to.deep.include({
      verification: 'unverified',
      reason: 'engine-unsupported',
      candidates: [{ schema: null, table: 'orders', columns: ['total', 'created_at'], createStatement: 'ALTER TABLE `orders` ADD INDEX (`total`, `created_at`), ALGORITHM=INPLACE, LOCK=NONE;' }],
    });
    const [indexes] = await admin.query<mysql.RowDataPacket[]>(`SELECT DISTINCT INDEX_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = 'orders'`, [database]);
    expect(indexes).to.have.length(3);
  });

  it('refuses the local server without private targets allowed', async () => {
    const error = await rejectionOf(inspector.usage(target(), false));
    expect(error.code).to.equal('SQL_CONNECTION_TARGET_REFUSED');
  });
});
