import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import pg from 'pg';
import { fakeDns } from '../../../../../../test/e2e/ssrf/ssrf-test-support.js';
import { testServices } from '../../../../../../test/support/services.js';
import { plantEnvironment } from '../../../../../../test/support/planted-env.js';
import type { ConnectionTarget, QueryRequest } from '../../../application/ports/database-driver.port.js';
import { DatabaseAccessError } from '../../../domain/database-access.error.js';
import { MAX_RESULT_BYTES } from '../result-limits.js';
import { closePostgresClient, openPostgresClient } from './open-postgres-client.js';
import { PostgresqlDatabaseDriver } from './postgresql.database-driver.js';

/**
 * The terminal's PostgreSQL engine against the real service (sql-workbench README, "Terminal"): escape
 * attempts that must not run, each checked by its error code and by the data being unchanged after it;
 * caps, dry runs, writes; refused hosts; a login refused by a server that repeats the password.
 */
const ADMIN_URL = new URL(testServices.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test');
const run = randomBytes(4).toString('hex');
const database = `sqlwb_driver_${run}`;
const marker = `/tmp/sqlwb-driver-${run}`;

const target: ConnectionTarget = {
  engine: 'postgresql',
  host: ADMIN_URL.hostname,
  port: Number(ADMIN_URL.port || 5432),
  database,
  username: decodeURIComponent(ADMIN_URL.username || 'postgres'),
  password: decodeURIComponent(ADMIN_URL.password),
  tls: 'disable',
  statementTimeoutMs: 10_000,
};

/** An ErrorResponse message of the protocol, as a server refusing a login sends it. */
function errorResponse(sqlState: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlState}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

async function rejection(promise: Promise<unknown>): Promise<DatabaseAccessError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(DatabaseAccessError);
    return error as DatabaseAccessError;
  }
  throw new Error('expected the call to be refused');
}

describe('PostgresqlDatabaseDriver (real PostgreSQL)', function () {
  this.timeout(60_000);
  const driver = new PostgresqlDatabaseDriver();
  let admin: pg.Client;
  let data: pg.Client;

  const read = (sql: string, over: Partial<ConnectionTarget> = {}) => driver.runQuery({ ...target, ...over }, { sql, mode: 'read', dryRun: false }, true);
  const write = (sql: string, dryRun = false) => driver.runQuery(target, { sql, mode: 'write', dryRun } satisfies QueryRequest, true);

  /** Everything an escape could change: the rows, the sequence, the tables, the role's settings. */
  async function fingerprint(): Promise<string> {
    const rows = await data.query(`SELECT coalesce(string_agg(id || ':' || name, ',' ORDER BY id), '') AS items FROM items`);
    const seq = await data.query(`SELECT last_value, is_called FROM items_id_seq`);
    const tables = await data.query(`SELECT string_agg(relname, ',' ORDER BY relname) AS names FROM pg_class WHERE relnamespace = 'public'::regnamespace`);
    const roles = await data.query(`SELECT rolname, rolsuper FROM pg_roles WHERE rolname = 'sqlwb_driver_${run}'`);
    return JSON.stringify([rows.rows, seq.rows, tables.rows, roles.rows]);
  }

  before(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.query(`CREATE ROLE sqlwb_driver_${run} NOLOGIN`);
    const url = new URL(ADMIN_URL.toString());
    url.pathname = `/${database}`;
    data = new pg.Client({ connectionString: url.toString() });
    await data.connect();
    await data.query(`
      CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL);
      INSERT INTO items (name) VALUES ('alpha'), ('beta'), ('gamma'), ('delta');
      CREATE FUNCTION add_item() RETURNS int LANGUAGE plpgsql AS $$ BEGIN INSERT INTO items (name) VALUES ('sneaked'); RETURN 1; END $$;
      CREATE PROCEDURE wipe() LANGUAGE sql AS $$ DELETE FROM items $$;
    `);
  });

  after(async () => {
    await data?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin?.query(`DROP ROLE IF EXISTS sqlwb_driver_${run}`);
    await admin?.end();
  });

  it('tests a connection and answers the server version', async () => {
    const info = await driver.testConnection(target, true);
    expect(info.version).to.match(/^PostgreSQL \d+/);
  });

  it('answers columns with their type names and JSON-safe values', async () => {
    const result = await read(`SELECT 1 AS n, 9007199254740993::int8 AS big, 1.10::numeric(5,2) AS money, true AS yes, '\\x01ff'::bytea AS bytes,
      timestamptz '2024-03-01 10:00:00+00' AS at, date '2024-03-01' AS day, 'NaN'::float8 AS nan, '{"a":1}'::jsonb AS doc, NULL::text AS nothing`);
    expect(result.columns).to.deep.equal([
      { name: 'n', type: 'int4' },
      { name: 'big', type: 'int8' },
      { name: 'money', type: 'numeric' },
      { name: 'yes', type: 'bool' },
      { name: 'bytes', type: 'bytea' },
      { name: 'at', type: 'timestamptz' },
      { name: 'day', type: 'date' },
      { name: 'nan', type: 'float8' },
      { name: 'doc', type: 'jsonb' },
      { name: 'nothing', type: 'text' },
    ]);
    expect(result.rows).to.deep.equal([[1, '9007199254740993', '1.10', true, '\\x01ff', '2024-03-01 10:00:00+00', '2024-03-01', 'NaN', '{"a": 1}', null]]);
    expect(result.rowCount).to.equal(1);
    expect(result.truncated).to.equal(false);
    expect(result.rolledBack).to.equal(false);
    expect(result.durationMs).to.be.a('number').and.at.least(0);
  });

  describe('escape attempts in read mode: refused, nothing changed', () => {
    const attempts: Array<{ name: string; sql: string; code: string; over?: Partial<ConnectionTarget> }> = [
      { name: 'a second statement after a query', sql: 'SELECT 1; DROP TABLE items', code: 'SQL_MULTIPLE_STATEMENTS' },
      { name: 'COMMIT then a delete', sql: 'COMMIT; DELETE FROM items', code: 'SQL_MULTIPLE_STATEMENTS' },
      { name: 'a delete hidden after a comment and a string holding a semicolon', sql: "SELECT ';' /* ; */; DELETE FROM items", code: 'SQL_MULTIPLE_STATEMENTS' },
      { name: 'COMMIT alone', sql: 'COMMIT', code: 'SQL_STATEMENT_NOT_SUPPORTED' },
      { name: 'PREPARE TRANSACTION', sql: "PREPARE TRANSACTION 'sqlwb'", code: 'SQL_STATEMENT_NOT_SUPPORTED' },
      { name: 'SET ROLE', sql: `SET ROLE sqlwb_driver_${run}`, code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SET SESSION AUTHORIZATION', sql: `SET SESSION AUTHORIZATION sqlwb_driver_${run}`, code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SET SESSION CHARACTERISTICS … READ WRITE', sql: 'SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SET TRANSACTION READ WRITE', sql: 'SET TRANSACTION READ WRITE', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'set_config turning the transaction read-write', sql: "SELECT set_config('transaction_read_only', 'off', true)", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'COPY … TO PROGRAM', sql: `COPY items TO PROGRAM 'touch ${marker}'`, code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'COPY … FROM STDIN', sql: 'COPY items FROM STDIN', code: 'SQL_STATEMENT_NOT_SUPPORTED' },
      { name: 'INSERT', sql: "INSERT INTO items (name) VALUES ('x')", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'UPDATE', sql: "UPDATE items SET name = 'x'", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'CREATE TABLE', sql: 'CREATE TABLE intruder (id int)', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'CREATE ROLE', sql: 'CREATE ROLE intruder SUPERUSER', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'DO block that writes', sql: "DO $$ BEGIN INSERT INTO items (name) VALUES ('x'); END $$", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'CALL of a procedure that deletes', sql: 'CALL wipe()', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'a function with side effects inside a SELECT', sql: 'SELECT add_item()', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'a data-modifying CTE', sql: 'WITH gone AS (DELETE FROM items RETURNING *) SELECT count(*) FROM gone', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'nextval', sql: "SELECT nextval('items_id_seq')", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SELECT … FOR UPDATE', sql: 'SELECT * FROM items FOR UPDATE', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'EXPLAIN ANALYZE of a delete', sql: 'EXPLAIN ANALYZE DELETE FROM items', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'SELECT … INTO a new table', sql: 'SELECT * INTO copied FROM items', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'a server file written through a large object', sql: `SELECT lo_export(lo_from_bytea(0, 'x'), '${marker}')`, code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'a write through dblink, whose connection is not read only', sql: "SELECT * FROM dblink_exec('dbname=test', 'DROP TABLE items')", code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'ending another session', sql: 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()', code: 'SQL_READ_ONLY_VIOLATION' },
      { name: 'pg_sleep past a short statement timeout', sql: 'SELECT pg_sleep(30)', code: 'SQL_STATEMENT_TIMEOUT', over: { statementTimeoutMs: 300 } },
    ];

    for (const attempt of attempts) {
      it(`${attempt.name}: ${attempt.code}`, async () => {
        const before = await fingerprint();
        const error = await rejection(read(attempt.sql, attempt.over));
        expect(error.code, error.message).to.equal(attempt.code);
        expect(await fingerprint()).to.equal(before);
      });
    }

    it('ran no program on the server', () => {
      expect(existsSync(marker)).to.equal(false);
    });
  });

  describe('caps', () => {
    it('a million-row result stops at 1,000 rows, truncated', async () => {
      const result = await read('SELECT g AS n FROM generate_series(1, 1000000) AS g');
      expect(result.rows).to.have.length(1000);
      expect(result.rows[999]).to.deep.equal([1000]);
      expect(result.rowCount).to.equal(1000);
      expect(result.truncated).to.equal(true);
    });

    it('exactly 1,000 rows are not truncated', async () => {
      const result = await read('SELECT g FROM generate_series(1, 1000) AS g');
      expect(result.rows).to.have.length(1000);
      expect(result.truncated).to.equal(false);
    });

    it('a wide result stops under 5 MB, truncated', async () => {
      const result = await read("SELECT g, repeat('x', 20000) AS wide FROM generate_series(1, 1000) AS g");
      expect(result.truncated).to.equal(true);
      expect(result.rows.length).to.be.greaterThan(200).and.lessThan(300);
      expect(Buffer.byteLength(JSON.stringify(result.rows))).to.be.at.most(MAX_RESULT_BYTES);
    });
  });

  describe('wire ceiling', () => {
    it('a single enormous value is cut at the socket, the rows before it kept', async () => {
      const result = await read("SELECT g, CASE WHEN g = 3 THEN repeat('x', 50000000) ELSE 'small' END AS v FROM generate_series(1, 5) AS g");
      expect(result.truncated).to.equal(true);
      expect(result.rows).to.deep.equal([
        [1, 'small'],
        [2, 'small'],
      ]);
      expect(result.columns).to.deep.equal([
        { name: 'g', type: 'int4' },
        { name: 'v', type: 'text' },
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

    it('a dry run of DDL is rolled back too', async () => {
      const before = await fingerprint();
      const result = await write('DROP TABLE items CASCADE', true);
      expect(result.rolledBack).to.equal(true);
      expect(await fingerprint()).to.equal(before);
    });

    it('several statements are refused whole in write mode as well', async () => {
      const before = await fingerprint();
      const error = await rejection(write("INSERT INTO items (name) VALUES ('one'); DELETE FROM items"));
      expect(error.code).to.equal('SQL_MULTIPLE_STATEMENTS');
      expect(await fingerprint()).to.equal(before);
    });

    it('really writes, and reports the rows affected and returned', async () => {
      const result = await write("INSERT INTO items (name) VALUES ('epsilon'), ('zeta') RETURNING id, name");
      expect(result.rowCount).to.equal(2);
      expect(result.rolledBack).to.equal(false);
      expect(result.columns).to.deep.equal([
        { name: 'id', type: 'int4' },
        { name: 'name', type: 'text' },
      ]);
      const { rows } = await data.query(`SELECT name FROM items WHERE name IN ('epsilon', 'zeta') ORDER BY id`);
      expect(rows.map((row) => row.name)).to.deep.equal(['epsilon', 'zeta']);
    });

    it('answers the server message of a failing statement', async () => {
      const error = await rejection(write('INSERT INTO missing_table VALUES (1)'));
      expect(error.code).to.equal('SQL_QUERY_FAILED');
      expect(error.message).to.contain('missing_table');
      expect(error.details).to.include({ sqlState: '42P01' });
    });
  });

  describe('hosts', () => {
    const refusedHosts: Array<[string, string, boolean]> = [
      ['127.0.0.1', 'loopback', false],
      ['localhost', 'loopback', false],
      ['2130706433', 'loopback', false],
      ['::ffff:127.0.0.1', 'loopback', false],
      ['10.0.0.5', 'private-address', false],
      ['169.254.169.254', 'link-local', true],
      ['/var/run/postgresql', 'unix-socket', true],
      ['@/tmp/.s.PGSQL.5432', 'unix-socket', true],
    ];
    for (const [host, reason, allowPrivate] of refusedHosts) {
      it(`refuses ${host} (${reason}${allowPrivate ? ', even with private targets allowed' : ''})`, async () => {
        const error = await rejection(driver.runQuery({ ...target, host }, { sql: 'SELECT 1', mode: 'read', dryRun: false }, allowPrivate));
        expect(error.code).to.equal('SQL_CONNECTION_TARGET_REFUSED');
        expect(error.details).to.deep.equal({ reason });
      });
    }

    it('refuses a port below 1024 on a public host before connecting', async () => {
      const error = await rejection(driver.testConnection({ ...target, host: '192.0.2.1', port: 25 }, false));
      expect(error.code).to.equal('SQL_CONNECTION_TARGET_REFUSED');
      expect(error.details).to.deep.equal({ reason: 'port-not-allowed' });
    });

    it('names a database that does not exist as a refused login', async () => {
      const error = await rejection(driver.testConnection({ ...target, database: `${database}_missing` }, true));
      expect(error.code).to.equal('SQL_CONNECTION_FAILED');
      expect(error.details).to.deep.equal({ cause: 'auth' });
    });
  });

  describe('login against a server that asks for a password', () => {
    /** Speaks just enough of the protocol: asks for a cleartext password, records it, refuses it with a message repeating it. */
    function fakeServer(): Promise<{ port: number; seen: { startup: Record<string, string>; password: string }; close: () => void }> {
      const seen = { startup: {} as Record<string, string>, password: '' };
      const server = net.createServer((socket) => {
        let buffer = Buffer.alloc(0);
        let stage: 'startup' | 'password' = 'startup';
        socket.on('data', (chunk) => {
          buffer = Buffer.concat([buffer, chunk]);
          if (stage === 'startup' && buffer.length >= 4 && buffer.length >= buffer.readInt32BE(0)) {
            const parts = buffer.subarray(8, buffer.readInt32BE(0) - 1).toString('utf8').split('\0');
            for (let i = 0; i + 1 < parts.length; i += 2) seen.startup[parts[i] as string] = parts[i + 1] as string;
            buffer = Buffer.alloc(0);
            stage = 'password';
            const ask = Buffer.alloc(9);
            ask.write('R', 0);
            ask.writeInt32BE(8, 1);
            ask.writeInt32BE(3, 5);
            socket.write(ask);
          } else if (stage === 'password' && buffer.length >= 5 && buffer.length >= buffer.readInt32BE(1) + 1) {
            seen.password = buffer.subarray(5, buffer.readInt32BE(1)).toString('utf8');
            const fields = Buffer.from(`SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed: "${seen.password}" is wrong\0\0`, 'utf8');
            const head = Buffer.alloc(5);
            head.write('E', 0);
            head.writeInt32BE(fields.length + 4, 1);
            socket.end(Buffer.concat([head, fields]));
          }
        });
        socket.on('error', () => undefined);
      });
      return new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as net.AddressInfo).port, seen, close: () => server.close() }));
      });
    }

    // The spec plants PG* variables to show that nothing of the environment reaches a user's server.
    let restoreEnvironment: () => void = () => undefined;
    before(() => {
      restoreEnvironment = plantEnvironment({
        PGPASSWORD: 'our-own-secret',
        PGOPTIONS: '-c search_path=ours',
        PGAPPNAME: 'ours',
        PGREPLICATION: 'database',
        PGUSER: 'ours',
        PGDATABASE: 'ours',
        PGSSLMODE: 'require',
      });
    });
    after(() => restoreEnvironment());

    it('sends the given password and startup values only, and answers a refused login without the password', async () => {
      const server = await fakeServer();
      try {
        const password = 'correct-horse-battery';
        const error = await rejection(driver.testConnection({ ...target, host: '127.0.0.1', port: server.port, username: 'alice', database: 'shop', password }, true));
        expect(server.seen.password).to.equal(password);
        // client_encoding is pg-protocol's own constant, not read from anywhere.
        expect(server.seen.startup).to.deep.equal({ user: 'alice', database: 'shop', application_name: 'StackLens', client_encoding: 'UTF8' });
        expect(error.code).to.equal('SQL_CONNECTION_FAILED');
        expect(error.details).to.deep.equal({ cause: 'auth' });
        expect(error.message).to.contain('password authentication failed');
        expect(error.message).not.to.contain(password);
        expect(JSON.stringify(error.details)).not.to.contain(password);
      } finally {
        server.close();
      }
    });

    it('sends an empty password as empty, never the environment one', async () => {
      const server = await fakeServer();
      try {
        await rejection(driver.testConnection({ ...target, host: '127.0.0.1', port: server.port, password: '' }, true));
        expect(server.seen.password).to.equal('');
      } finally {
        server.close();
      }
    });
  });
  describe('servers that stop answering', () => {
    let server: net.Server;
    let port: number;
    let afterLogin = false;
    const sockets = new Set<net.Socket>();

    before(async () => {
      // Logs anyone in (AuthenticationOk, ReadyForQuery) when afterLogin is set, then never answers again.
      server = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.once('data', () => {
          if (afterLogin) socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    });

    after(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });

    it('a server silent from the start is a connection timeout', async () => {
      afterLogin = false;
      const error = await rejection(driver.testConnection({ ...target, host: '127.0.0.1', port }, true));
      expect(error.code).to.equal('SQL_CONNECTION_TIMEOUT');
    });

    it('a server silent after the login is cut past the statement limit', async () => {
      afterLogin = true;
      const error = await rejection(driver.runQuery({ ...target, host: '127.0.0.1', port, statementTimeoutMs: 100 }, { sql: 'SELECT 1', mode: 'read', dryRun: false }, true));
      expect(error.code).to.equal('SQL_STATEMENT_TIMEOUT');
    });
  });

  describe('TLS modes (a server with a throwaway certificate for db.fixture.test)', () => {
    /** Accepts PostgreSQL's SSLRequest, shakes hands with a self-signed certificate, refuses the login that follows. */
    const seen = { sslRequested: false, servername: undefined as string | false | null | undefined, startup: false };
    let dir: string;
    let server: net.Server;
    let port: number;
    const lookup = fakeDns({ 'db.fixture.test': ['127.0.0.1'] });
    const tlsTarget = (mode: ConnectionTarget['tls']): ConnectionTarget => ({ ...target, host: 'db.fixture.test', port, tls: mode, username: 'alice', database: 'shop' });

    before(async () => {
      // A certificate made for this run, so no key is kept in the repository.
      dir = mkdtempSync(join(tmpdir(), 'stacklens-pg-tls-'));
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-subj', '/CN=db.fixture.test', '-addext', 'subjectAltName=DNS:db.fixture.test'], { stdio: 'ignore' });
      const key = readFileSync(join(dir, 'key.pem'));
      const cert = readFileSync(join(dir, 'cert.pem'));
      server = net.createServer((socket) => {
        socket.on('error', () => undefined);
        socket.once('data', (first) => {
          if (first.length === 8 && first.readInt32BE(4) === 80877103) {
            seen.sslRequested = true;
            socket.write('S');
            const secure = new tls.TLSSocket(socket, { isServer: true, key, cert });
            secure.on('error', () => undefined);
            secure.on('secure', () => {
              seen.servername = secure.servername;
            });
            secure.once('data', () => {
              seen.startup = true;
              secure.end(errorResponse('28P01', 'password authentication failed for user "alice"'));
            });
          } else {
            seen.startup = true;
            socket.end(errorResponse('28P01', 'password authentication failed for user "alice"'));
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    });

    beforeEach(() => Object.assign(seen, { sslRequested: false, servername: undefined, startup: false }));

    after(async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    });

    async function attempt(mode: ConnectionTarget['tls']): Promise<DatabaseAccessError> {
      return rejection(openPostgresClient(tlsTarget(mode), true, { lookup }).then(closePostgresClient));
    }

    it('disable: no TLS asked, the login goes in plain', async () => {
      const error = await attempt('disable');
      expect(seen.sslRequested).to.equal(false);
      expect(seen.startup).to.equal(true);
      expect(error.details).to.deep.equal({ cause: 'auth' });
    });

    it('require: TLS without a certificate check, the host name sent as SNI while connected to the checked address', async () => {
      const error = await attempt('require');
      expect(seen.sslRequested).to.equal(true);
      expect(seen.servername).to.equal('db.fixture.test');
      expect(seen.startup).to.equal(true);
      expect(error.details).to.deep.equal({ cause: 'auth' });
    });

    it('verify-full: a certificate no authority signed is refused before any login is sent', async () => {
      const error = await attempt('verify-full');
      expect(seen.sslRequested).to.equal(true);
      expect(seen.startup).to.equal(false);
      expect(error.code).to.equal('SQL_CONNECTION_FAILED');
      expect(error.details).to.deep.equal({ cause: 'tls' });
    });
  });
});
