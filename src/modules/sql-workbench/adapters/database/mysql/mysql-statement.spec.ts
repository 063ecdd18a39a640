import { expect } from 'chai';
import { DatabaseAccessError } from '../../../domain/database-access.error.js';
import { classifyMysqlStatement, mysqlStatements } from './mysql-statement.js';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(DatabaseAccessError);
    return (error as DatabaseAccessError).code;
  }
  return 'accepted';
}

describe('mysqlStatements / classifyMysqlStatement', () => {
  it('splits on semicolons outside strings, names and comments', () => {
    expect(mysqlStatements("SELECT ';', \"a;b\", `c;d` -- e;\n# f;\n/* g; */")).to.have.length(1);
    expect(mysqlStatements("SELECT 'it\\'s; fine', 'a''b;c'")).to.have.length(1);
    expect(mysqlStatements('SELECT 1; SELECT 2')).to.have.length(2);
    expect(mysqlStatements('SELECT 1;;  ; ')).to.have.length(1);
    expect(mysqlStatements('  -- nothing\n /* at all */ ')).to.have.length(0);
  });

  it('reads executable comments as code, as the server does', () => {
    expect(mysqlStatements('SELECT 1 /*!; DROP TABLE t */')).to.have.length(2);
    expect(mysqlStatements('SELECT 1 /*M!100000 ; DROP TABLE t */')).to.have.length(2);
    expect(classifyMysqlStatement('/*!50000 DELETE FROM t */', 'write', false).first).to.equal('DELETE');
  });

  it('treats "--" without a following space as two minus signs', () => {
    expect(mysqlStatements('SELECT 1--1; DROP TABLE t')).to.have.length(2);
  });

  it('lets queries through in read mode, whatever their case or parentheses', () => {
    for (const sql of ['select 1', '(SELECT 1) UNION (SELECT 2)', 'WITH x AS (SELECT 1) SELECT * FROM x', 'SHOW TABLES', 'EXPLAIN SELECT 1', 'DESCRIBE t', 'VALUES (1)', 'TABLE t', 'SELECT 1 INTO @v']) {
      expect(refusal(() => classifyMysqlStatement(sql, 'read', false)), sql).to.equal('accepted');
    }
  });

  it('refuses with a code what must not run', () => {
    const cases: Array<[string, 'read' | 'write', boolean, string]> = [
      ['SELECT 1; DELETE FROM t', 'read', false, 'SQL_MULTIPLE_STATEMENTS'],
      ['', 'read', false, 'SQL_QUERY_FAILED'],
      ['BEGIN', 'write', false, 'SQL_STATEMENT_NOT_SUPPORTED'],
      ['XA START 1', 'write', false, 'SQL_STATEMENT_NOT_SUPPORTED'],
      ["LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t", 'write', false, 'SQL_STATEMENT_NOT_SUPPORTED'],
      ["LOAD XML LOCAL INFILE '/etc/passwd' INTO TABLE t", 'write', false, 'SQL_STATEMENT_NOT_SUPPORTED'],
      ["SELECT * FROM t INTO OUTFILE '/tmp/x'", 'read', false, 'SQL_READ_ONLY_VIOLATION'],
      ["SELECT * INTO DUMPFILE '/tmp/x' FROM t", 'read', false, 'SQL_READ_ONLY_VIOLATION'],
      ['UPDATE t SET a = 1', 'read', false, 'SQL_READ_ONLY_VIOLATION'],
      ['SET SESSION transaction_read_only = 0', 'read', false, 'SQL_READ_ONLY_VIOLATION'],
      ['CREATE TABLE x (a INT)', 'write', true, 'SQL_STATEMENT_NOT_SUPPORTED'],
      ['TRUNCATE t', 'write', true, 'SQL_STATEMENT_NOT_SUPPORTED'],
    ];
    for (const [sql, mode, dryRun, code] of cases) expect(refusal(() => classifyMysqlStatement(sql, mode, dryRun)), sql).to.equal(code);
  });

  it('dry runs row writes and says which statements report rows affected', () => {
    expect(classifyMysqlStatement('DELETE FROM t WHERE a = 1;', 'write', true)).to.deep.equal({ first: 'DELETE', writesRows: true });
    expect(classifyMysqlStatement('CREATE TABLE x (a INT)', 'write', false)).to.deep.equal({ first: 'CREATE', writesRows: false });
  });
});
