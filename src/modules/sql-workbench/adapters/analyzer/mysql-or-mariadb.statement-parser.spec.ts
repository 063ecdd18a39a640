import { expect } from 'chai';
import { MysqlOrMariadbStatementParser } from './mysql-or-mariadb.statement-parser.js';

describe('MysqlOrMariadbStatementParser', () => {
  const parser = new MysqlOrMariadbStatementParser();

  it("reads with MySQL's grammar first, so a column named like a MariaDB keyword stays a column", async () => {
    const outcome = await parser.parse('SELECT status FROM orders WHERE status = 1');
    expect(outcome.kind).to.equal('statement');
  });

  it("falls back to MariaDB's grammar for what only MariaDB accepts (DELETE … RETURNING)", async () => {
    const outcome = await parser.parse('DELETE FROM orders WHERE id = 1 RETURNING id');
    expect(outcome.kind).to.equal('statement');
    if (outcome.kind !== 'statement') return;
    expect(outcome.statement.type).to.equal('delete');
  });

  it("answers MySQL's error when neither grammar reads the text", async () => {
    const outcome = await parser.parse('SELECT id\nFROM orders WHERE');
    expect(outcome.kind).to.equal('error');
    if (outcome.kind !== 'error') return;
    expect(outcome.error.line).to.equal(2);
  });
});
