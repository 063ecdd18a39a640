import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { fakeDns } from '../../../../../../test/e2e/ssrf/ssrf-test-support.js';
import { probeMysqlConnection } from '../../../../../../test/sql-workbench/support/mysql-tls.js';
import { testServices } from '../../../../../../test/support/services.js';
import { makeTestCertificates, type TestCertificates } from '../../../../../../test/support/test-certificates.js';
import { mariadbBinaries, startThrowawayMariadb, type ThrowawayMariadb } from '../../../../../../test/support/throwaway-mariadb.js';
import type { ConnectionTarget } from '../../../application/ports/database-driver.port.js';
import { DatabaseAccessError } from '../../../domain/database-access.error.js';
import { MAX_RESULT_BYTES } from '../result-limits.js';
import { MysqlDatabaseDriver } from './mysql.database-driver.js';
import { closeMysqlConnection, openMysqlConnection } from './open-mysql-connection.js';

/**
 * The terminal's MySQL/MariaDB engine against the real MariaDB service (sql-workbench README,
 * "Terminal"): escape attempts that must not run, each checked by its error code and by the data being
 * unchanged after it; the server-side guards behind the driver's own checks; caps, dry runs, writes;
 * refused hosts and a refused login.
 */
const run = randomBytes(4).toString('hex');
const database = `sqlwb_driver_${run}`;
const user = `sqlwb_${run}`;
const userPassword = `right-${run}-password`;
const outfile = `/tmp/sqlwb-driver-${run}.txt`;

const target: ConnectionTarget = {
  engine: 'mysql',
  host: '127.0.0.1',
  port: 3306,
  database,
  username: 'root',
  password: '',
  tls: 'disable',
  statementTimeoutMs: 10_000,
};

async function rejection(promise: Promise<unknown>): Promise<DatabaseAccessError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DatabaseAccessError);
    return error as DatabaseAccessError;
  }
  throw new Error('expected the call to be refused');
}

describe('MysqlDatabaseDriver (real MariaDB)', function () {
  this.timeout(60_000);
  const driver = new MysqlDatabaseDriver();
  let admin: mysql.Connection;

  const read = (sql: string, over: Partial<ConnectionTarget> = {}) => driver.runQuery({ ...target, ...over }, { sql, mode: 'read', dryRun: false }, true);
  const write = (sql: string, dryRun = false) => driver.runQuery(target, { sql, mode: 'write', dryRun }, true);

  /** Everything an escape could change: the rows of both engines' tables and the list of tables. */
  async function fingerprint(): Promise<string> {
    const [items] = await admin.query(`SELECT GROUP_CONCAT(id, ':', name ORDER BY id) AS v FROM \`${database}\`.items`);
    const [notes] = await admin.query(`SELECT GROUP_CONCAT(id, ':', body ORDER BY id) AS v FROM \`${database}\`.notes`);
    const [tables] = await admin.query(`SELECT GROUP_CONCAT(TABLE_NAME ORDER BY TABLE_NAME) AS v FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?`, [database]);
    return JSON.stringify([items, notes, tables]);
  }

  before(async () => {
    admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '', multipleStatements: true });
    await admin.query(`CREATE DATABASE \`${database}\``);
    await admin.query(`USE \`${database}\``);
    await admin.query(`
      CREATE TABLE items (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(40) NOT NULL) ENGINE=InnoDB;
      INSERT INTO items (name) VALUES ('alpha'), ('beta'), ('gamma'), ('delta');
      CREATE TABLE notes (id INT AUTO_INCREMENT PRIMARY KEY, body VARCHAR(40) NOT NULL) ENGINE=MyISAM;
      INSERT INTO notes (body) VALUES ('kept');
      CREATE TABLE numbers (n INT PRIMARY KEY) ENGINE=InnoDB;
      CREATE FUNCTION add_item() RETURNS INT MODIFIES SQL DATA BEGIN INSERT INTO items (name) VALUES ('sneaked'); RETURN 1; END;
      CREATE FUNCTION add_note() RETURNS INT MODIFIES SQL DATA BEGIN INSERT INTO notes (body) VALUES ('sneaked'); RETURN 1; END;
      CREATE PROCEDURE wipe() DELETE FROM items;
    `);
    await admin.query(`INSERT INTO numbers (n) VALUES ${Array.from({ length: 1000 }, (_, i) => `(${i + 1})`).join(',')}`);
    await admin.query(`CREATE USER '${user}'@'%' IDENTIFIED BY '${userPassword}'`);
    await admin.query(`GRANT SELECT ON \`${database}\`.* TO '${user}'@'%'`);
  });

  after(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin?.query(`DROP USER IF EXISTS '${user}'@'%'`);
    await admin?.end();
  });

  it('tests a connection and answers the server version', async () => {
    const info = await driver.testConnection(target, true);
    expect(info.version).to.match(/^\d+\.\d+\.\d+/);
  });

  it('answers columns with their types and JSON-safe values', async () => {
    const result = await read(
      `SELECT 1 AS n, CAST(9007199254740993 AS SIGNED) AS big, CAST(1.1 AS DECIMAL(5,2)) AS money, 'x' AS word, X'01ff' AS bytes,
        CAST('2024-03-01 10:00:00' AS DATETIME) AS at, CAST('2024-03-01' AS DATE) AS day, NULL AS nothing, name FROM items WHERE id = 1`,
    );
    expect(result.columns.map((column) => column.name)).to.deep.equal(['n', 'big', 'money', 'word', 'bytes', 'at', 'day', 'nothing', 'name']);
    expect(result.columns.find((column) => column.name === 'money')?.type).to.equal('DECIMAL');
    expect(result.columns.find((column) => column.name === 'big')?.type).to.equal('BIGINT');
    expect(result.columns.find((column) => column.name === 'at')?.type).to.equal('DATETIME');
    expect(result.columns.find((column) => column.name === 'name')?.type).to.equal('VARCHAR');
    expect(result.rows).to.deep.equal([[1, '9007199254740993', '1.10', 'x', '\\x01ff', '2024-03-01 10:00:00', '2024-03-01', null, 'alpha']]);
    expect(result.rowCount).to.equal(1);
    expect(result.truncated).to.equal(false);
  });

  describe('escape attempts in read mode: refused, nothing changed', () => {
    const attempts: Array<{ name: string; sql: string; code: string; over?: Partial<ConnectionTarget> }> = [
      { name: 'a second statement after a query', sql: 'SELECT 1; DROP TABLE items', code: 'SQL_MULTIPLE_STATEMENTS' },
      { name: 'COMMIT then a delete', sql: 'COMMIT; DELETE FROM items', code: 'SQL_MULTIPLE_STATEMENTS' },
      { name: 'a delete after a string and a comment holding semicolons', sql: "SELECT ';', \"\\\\';\" /* ; */ # ;\n; DELETE FROM items", code: 'SQL_MULTIPLE_STATEMENTS' },
      { name: 'a delete inside an executable comment', sql: 'SELECT 1 /*!; DELETE FROM items */', code: 'SQL_MULTIPLE_STATEMENTS' },
      { name: 'a delete that is only an executable comment', sql: '/*!50000 DELETE FROM items */', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'COMMIT alone', sql: 'COMMIT', code: 'SQL_STATEMENT_NOT_SUPPORTED' },
      { name: 'SET TRANSACTION READ WRITE', sql: 'SET TRANSACTION READ WRITE', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SET of the read-only flag', sql: 'SET SESSION transaction_read_only = 0', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'LOAD DATA LOCAL INFILE', sql: "LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE items (name)", code: 'SQL_STATEMENT_NOT_SUPPORTED' },
      { name: 'SELECT … INTO OUTFILE', sql: `SELECT * FROM items INTO OUTFILE '${outfile}'`, code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SELECT … INTO DUMPFILE', sql: `SELECT name FROM items LIMIT 1 INTO DUMPFILE '${outfile}'`, code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'INSERT', sql: "INSERT INTO items (name) VALUES ('x')", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'UPDATE', sql: "UPDATE items SET name = 'x'", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'CREATE TABLE', sql: 'CREATE TABLE intruder (id INT)', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'GRANT', sql: `GRANT ALL ON *.* TO '${user}'@'%'`, code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'CALL of a procedure that deletes', sql: 'CALL wipe()', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'DO of a function that writes', sql: 'DO add_item()', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'a function writing an InnoDB table inside a SELECT', sql: 'SELECT add_item()', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'a function writing a MyISAM table inside a SELECT', sql: 'SELECT add_note()', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SLEEP past a short statement limit', sql: 'SELECT SLEEP(30)', code: 'SQL_STATEMENT_TIMEOUT', over: { statementTimeoutMs: 300 } },
    ];

    for (const attempt of attempts) {
      it(`${attempt.name}: ${attempt.code}`, async () => {
        const before = await fingerprint();
        const error = await rejection(read(attempt.sql, attempt.over));
        expect(error.code, error.message).to.equal(attempt.code);
        expect(await fingerprint()).to.equal(before);
      });
    }

    it('wrote no file on the server', async () => {
      const [rows] = await admin.query('SELECT LOAD_FILE(?) AS content', [outfile]);
      expect((rows as Array<{ content: unknown }>)[0]?.content ?? null).to.equal(null);
    });
  });

  describe('the server-side guards behind the driver', () => {
    it('the session refuses several statements in one text, running none', async () => {
      const before = await fingerprint();
      const connection = await openMysqlConnection(target, true);
      try {
        const error = await connection
          .promise()
          .query('SELECT 1; DELETE FROM items')
          .then(
            () => null,
            (e: { errno?: number }) => e,
          );
        expect(error?.errno).to.equal(1064);
      } finally {
        await closeMysqlConnection(connection);
      }
      expect(await fingerprint()).to.equal(before);
    });

    it('the session cannot load a client file: LOCAL INFILE is off', async () => {
      const before = await fingerprint();
      const connection = await openMysqlConnection(target, true);
      try {
        const error = await connection
          .promise()
          .query("LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE items (name)")
          .then(
            () => null,
            (e: Error) => e,
          );
        expect(error).to.be.instanceOf(Error);
      } finally {
        await closeMysqlConnection(connection);
      }
      expect(await fingerprint()).to.equal(before);
    });
  });

  describe('caps', () => {
    it('a million-row result stops at 1,000 rows, truncated', async () => {
      const result = await read('SELECT a.n * 1000 + b.n AS v FROM numbers a CROSS JOIN numbers b');
      expect(result.rows).to.have.length(1000);
      expect(result.rowCount).to.equal(1000);
      expect(result.truncated).to.equal(true);
    });

    it('exactly 1,000 rows are not truncated', async () => {
      const result = await read('SELECT n FROM numbers ORDER BY n');
      expect(result.rows).to.have.length(1000);
      expect(result.rows[999]).to.deep.equal([1000]);
      expect(result.truncated).to.equal(false);
    });

    it('a wide result stops under 5 MB, truncated', async () => {
      const result = await read("SELECT n, REPEAT('x', 20000) AS wide FROM numbers");
      expect(result.truncated).to.equal(true);
      expect(result.rows.length).to.be.greaterThan(200).and.lessThan(300);
      expect(Buffer.byteLength(JSON.stringify(result.rows))).to.be.at.most(MAX_RESULT_BYTES);
    });
  });

  describe('wire ceiling', () => {
    it('a row larger than the ceiling is cut at the socket, the rows before it kept', async () => {
      const result = await read("SELECT n, IF(n = 3, REPEAT('x', 10000000), 'small') AS a, IF(n = 3, REPEAT('y', 10000000), '') AS b FROM numbers WHERE n <= 5 ORDER BY n");
      expect(result.truncated).to.equal(true);
      expect(result.rows).to.deep.equal([
        [1, 'small', ''],
        [2, 'small', ''],
      ]);
    });
  });

  describe('write mode', () => {
    it('a dry run reports the rows a delete would affect and changes nothing', async () => {
      const before = await fingerprint();
      const result = await write('DELETE FROM items WHERE id <= 3', true);
      expect(result.rowCount).to.equal(3);
      expect(result.rolledBack).to.equal(true);
      expect(await fingerprint()).to.equal(before);
    });

    it('a dry run on a table without transactions (MyISAM) is refused, nothing written', async () => {
      const before = await fingerprint();
      const error = await rejection(write('DELETE FROM notes', true));
      expect(error.code).to.equal('SQL_STATEMENT_NOT_SUPPORTED');
      expect(error.message).to.contain('MyISAM');
      expect(await fingerprint()).to.equal(before);
    });

    it('a dry run of DDL is refused (MariaDB commits it implicitly), nothing dropped', async () => {
      const before = await fingerprint();
      const error = await rejection(write('DROP TABLE items', true));
      expect(error.code).to.equal('SQL_STATEMENT_NOT_SUPPORTED');
      expect(await fingerprint()).to.equal(before);
    });

    it('LOAD DATA LOCAL is refused in write mode too', async () => {
      const before = await fingerprint();
      const error = await rejection(write("LOAD DATA LOCAL INFILE '/etc/hostname' INTO TABLE items (name)"));
      expect(error.code).to.equal('SQL_STATEMENT_NOT_SUPPORTED');
      expect(await fingerprint()).to.equal(before);
    });

    it('several statements are refused whole in write mode as well', async () => {
      const before = await fingerprint();
      const error = await rejection(write("INSERT INTO items (name) VALUES ('one'); DELETE FROM items"));
      expect(error.code).to.equal('SQL_MULTIPLE_STATEMENTS');
      expect(await fingerprint()).to.equal(before);
    });

    it('really writes, and reports the rows affected', async () => {
      const result = await write("INSERT INTO items (name) VALUES ('epsilon'), ('zeta')");
      expect(result.rowCount).to.equal(2);
      expect(result.rolledBack).to.equal(false);
      const [rows] = await admin.query(`SELECT name FROM \`${database}\`.items WHERE name IN ('epsilon', 'zeta') ORDER BY id`);
      expect((rows as Array<{ name: string }>).map((row) => row.name)).to.deep.equal(['epsilon', 'zeta']);
    });

    it('answers the server message of a failing statement', async () => {
      const error = await rejection(write('INSERT INTO missing_table VALUES (1)'));
      expect(error.code).to.equal('SQL_QUERY_FAILED');
      expect(error.message).to.contain('missing_table');
      expect(error.details).to.include({ errno: 1146 });
    });
  });

  describe('hosts and logins', () => {
    const refusedHosts: Array<[string, string, boolean]> = [
      ['127.0.0.1', 'loopback', false],
      ['localhost', 'loopback', false],
      ['0x7f000001', 'loopback', false],
      ['192.168.1.10', 'private-address', false],
      ['169.254.169.254', 'link-local', true],
      ['/var/run/mysqld/mysqld.sock', 'unix-socket', true],
    ];
    for (const [host, reason, allowPrivate] of refusedHosts) {
      it(`refuses ${host} (${reason}${allowPrivate ? ', even with private targets allowed' : ''})`, async () => {
        const error = await rejection(driver.runQuery({ ...target, host }, { sql: 'SELECT 1', mode: 'read', dryRun: false }, allowPrivate));
        expect(error.code).to.equal('SQL_CONNECTION_TARGET_REFUSED');
        expect(error.details).to.deep.equal({ reason });
      });
    }

    it('logs in with the right password', async () => {
      const info = await driver.testConnection({ ...target, username: user, password: userPassword }, true);
      expect(info.version).to.match(/^\d+\./);
    });

    it('answers a wrong password as a failed login, without the password', async () => {
      const wrong = `wrong-${run}-password`;
      const error = await rejection(driver.testConnection({ ...target, username: user, password: wrong }, true));
      expect(error.code).to.equal('SQL_CONNECTION_FAILED');
      expect(error.details).to.deep.equal({ cause: 'auth' });
      expect(error.message).to.contain('Access denied');
      expect(`${error.message} ${JSON.stringify(error.details)}`).not.to.contain(wrong);
    });

    it('answers a server that never greets as a connection timeout', async () => {
      const sockets = new Set<net.Socket>();
      const server = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const error = await rejection(driver.testConnection({ ...target, port: (server.address() as net.AddressInfo).port }, true));
        expect(error.code).to.equal('SQL_CONNECTION_TIMEOUT');
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('cuts a server that logs in and then stops answering, past the statement limit', async () => {
      // Protocol 10 greeting (mysql_native_password), an OK to whatever login follows, then silence.
      const packet = (sequence: number, payload: Buffer): Buffer => {
        const head = Buffer.alloc(4);
        head.writeUIntLE(payload.length, 0, 3);
        head.writeUInt8(sequence, 3);
        return Buffer.concat([head, payload]);
      };
      const greeting = Buffer.concat([
        Buffer.from([0x0a]),
        Buffer.from('5.7.0-silent\0'),
        Buffer.from([1, 0, 0, 0]),
        Buffer.from('abcdefgh'),
        Buffer.from([0, 0x0f, 0xa2, 0x21, 0x02, 0x00, 0x08, 0x00, 21]),
        Buffer.alloc(10),
        Buffer.from('ijklmnopqrst\0'),
        Buffer.from('mysql_native_password\0'),
      ]);
      const sockets = new Set<net.Socket>();
      let killed: () => void = () => undefined;
      const killSeen = new Promise<void>((resolve) => {
        killed = resolve;
      });
      const server = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.write(packet(0, greeting));
        socket.once('data', () => {
          socket.write(packet(2, Buffer.from([0, 0, 0, 2, 0, 0, 0])));
          // COM_QUERY packets: 4-byte header, 0x03, the text.
          socket.on('data', (chunk: Buffer) => {
            if (chunk[4] === 0x03 && chunk.subarray(5).toString('utf8') === 'KILL QUERY 1') killed();
          });
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const port = (server.address() as net.AddressInfo).port;
        const error = await rejection(driver.runQuery({ ...target, port, statementTimeoutMs: 100 }, { sql: 'SELECT 1', mode: 'read', dryRun: false }, true));
        expect(error.code).to.equal('SQL_STATEMENT_TIMEOUT');
        // The statement is stopped on the server from a second connection (the fake answers every login with thread id 1).
        await killSeen;
      } finally {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('answers a port nothing listens on as a refused connection', async () => {
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as net.AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      const error = await rejection(driver.testConnection({ ...target, port }, true));
      expect(error.code).to.equal('SQL_CONNECTION_FAILED');
      expect(error.details).to.deep.equal({ cause: 'refused' });
    });
  });
});

/**
 * The TLS modes (sql-workbench README, "Connections") against a MariaDB server of this spec's own, which
 * shows a certificate for db.fixture.test signed by an authority made for the run and refuses sessions in
 * plain (require_secure_transport). verify-full trusts only what Node trusts: the attempts that need the
 * run's authority trusted run in a process of their own started with NODE_EXTRA_CA_CERTS.
 */
describe('MySQL/MariaDB TLS modes (a throwaway MariaDB with its own certificate)', function () {
  this.timeout(180_000);
  const tlsUser = `tls_${run}`;
  const tlsPassword = `tls-${run}-password`;
  const lookup = fakeDns({ 'db.fixture.test': ['127.0.0.1'], 'other.fixture.test': ['127.0.0.1'] });
  let dir: string;
  let certificates: TestCertificates;
  let server: ThrowawayMariadb | undefined;

  const tlsTarget = (tls: ConnectionTarget['tls'], host = 'db.fixture.test'): ConnectionTarget => ({
    engine: 'mysql',
    host,
    port: server!.port,
    database: 'information_schema',
    username: tlsUser,
    password: tlsPassword,
    tls,
    statementTimeoutMs: 10_000,
  });

  /** The session's cipher, empty when it runs in plain. */
  async function cipherOf(target: ConnectionTarget): Promise<string> {
    const connection = await openMysqlConnection(target, true, { lookup });
    try {
      const [rows] = await connection.promise().query("SHOW STATUS LIKE 'Ssl_cipher'");
      return (rows as Array<{ Value: string }>)[0]?.Value ?? '';
    } finally {
      await closeMysqlConnection(connection);
    }
  }

  const hosts = { 'db.fixture.test': ['127.0.0.1'], 'other.fixture.test': ['127.0.0.1'] };
  /** One attempt in a process that trusts `caPath`'s authority. */
  const probe = (target: ConnectionTarget, caPath: string) => probeMysqlConnection(target, hosts, caPath);

  before(async function () {
    if (!mariadbBinaries()) {
      if (testServices.ci) throw new Error('no MariaDB installation to start a throwaway server from');
      this.skip();
    }
    dir = mkdtempSync(join(tmpdir(), 'stacklens-mariadb-tls-'));
    certificates = makeTestCertificates(dir, 'db.fixture.test');
    server = await startThrowawayMariadb([
      `--ssl-cert=${certificates.certPath}`,
      `--ssl-key=${certificates.keyPath}`,
      `--ssl-ca=${certificates.caPath}`,
      '--require-secure-transport=ON',
    ]);
    const admin = await server.admin();
    try {
      await admin.query(`CREATE USER '${tlsUser}'@'%' IDENTIFIED BY '${tlsPassword}'`);
    } finally {
      await admin.end();
    }
  });

  after(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('require: the session is encrypted, with no check of the certificate (its authority is trusted nowhere here)', async () => {
    expect(await cipherOf(tlsTarget('require'))).to.match(/^TLS_|^ECDHE|^AES|^DHE/);
  });

  it('verify-full: with the authority trusted and the certificate’s host name, the session is encrypted', async () => {
    const answer = await probe(tlsTarget('verify-full'), certificates.caPath);
    expect(answer, JSON.stringify(answer)).to.include({ connected: true });
    expect(answer.cipher).to.not.equal('');
  });

  it('verify-full: a certificate from an authority not trusted is refused as a TLS failure, before any login', async () => {
    const answer = await probe(tlsTarget('verify-full'), certificates.otherCaPath);
    expect(answer).to.include({ connected: false, code: 'SQL_CONNECTION_FAILED' });
    expect(answer.details).to.deep.equal({ cause: 'tls' });
    expect(answer.message).to.not.contain(tlsPassword);
    // In this process, which trusts neither authority, alike.
    const error = await rejection(openMysqlConnection(tlsTarget('verify-full'), true, { lookup }));
    expect(error.code).to.equal('SQL_CONNECTION_FAILED');
    expect(error.details).to.deep.equal({ cause: 'tls' });
  });

  it('verify-full: the trusted authority’s certificate, reached under another host name, is refused', async () => {
    const answer = await probe(tlsTarget('verify-full', 'other.fixture.test'), certificates.caPath);
    expect(answer).to.include({ connected: false, code: 'SQL_CONNECTION_FAILED' });
    expect(answer.details).to.deep.equal({ cause: 'tls' });
  });

  it('disable: a server that requires secure transport refuses the plain session; once it allows one, it runs unencrypted', async () => {
    const refused = await rejection(openMysqlConnection(tlsTarget('disable'), true, { lookup }));
    expect(refused.code).to.equal('SQL_CONNECTION_FAILED');
    expect(refused.message).to.not.contain(tlsPassword);
    const admin = await server!.admin();
    try {
      await admin.query('SET GLOBAL require_secure_transport = OFF');
      expect(await cipherOf(tlsTarget('disable'))).to.equal('');
    } finally {
      await admin.query('SET GLOBAL require_secure_transport = ON');
      await admin.end();
    }
  });
});
