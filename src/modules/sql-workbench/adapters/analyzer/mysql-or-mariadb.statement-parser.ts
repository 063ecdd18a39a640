import { injectable } from 'inversify';
import type { ParseOutcome, StatementParser } from '../../domain/analyzer/statement.js';
import { MysqlStatementParser } from './mysql.statement-parser.js';

/**
 * The analyzer's parser for a MySQL or MariaDB connection, whose server is not known before it answers:
 * node-sql-parser's MySQL grammar first (it reads most MariaDB queries, and its MariaDB grammar takes
 * some column names such as `status` for keywords), then its MariaDB grammar for what only MariaDB
 * accepts (`DELETE … RETURNING`, `INSERT … RETURNING`). When both refuse, the MySQL grammar's error is
 * the one answered.
 */
@injectable()
export class MysqlOrMariadbStatementParser implements StatementParser {
  readonly dialect = 'mysql' as const;
  private readonly parser = new MysqlStatementParser('mysql');

  async parse(text: string): Promise<ParseOutcome> {
    const mysql = await this.parser.parse(text, 'mysql');
    if (mysql.kind !== 'error') return mysql;
    const mariadb = await this.parser.parse(text, 'mariadb');
    return mariadb.kind === 'error' ? mysql : mariadb;
  }
}
