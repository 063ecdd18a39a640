import { injectable } from 'inversify';
import type mysql from 'mysql2';
import type { ConnectionTarget } from '../../../application/ports/database-driver.port.js';
import type {
  DatabaseInspector,
  DatabaseUsage,
  ExplainRequest,
  ExplainResult,
  ExplorerSnapshot,
  IndexAdvice,
  IndexAdviceRequest,
} from '../../../application/ports/database-inspector.port.js';
import { exploreMysql, mysqlUsage } from './mysql-catalog.inspector.js';
import { explainMysql } from './mysql-explain.inspector.js';
import { adviseIndexesMysql } from './mysql-index-advisor.js';
import { closeMysqlConnection, openMysqlConnection } from './open-mysql-connection.js';

/** One connection per call, opened through the outbound guard and closed before the answer. */
@injectable()
export class MysqlDatabaseInspector implements DatabaseInspector {
  readonly engine = 'mysql' as const;

  private async with<T>(target: ConnectionTarget, allowPrivateTargets: boolean, work: (connection: mysql.Connection) => Promise<T>): Promise<T> {
    const connection = await openMysqlConnection(target, allowPrivateTargets);
    try {
      return await work(connection);
    } finally {
      await closeMysqlConnection(connection);
    }
  }

  explore(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<ExplorerSnapshot> {
    return this.with(target, allowPrivateTargets, (connection) => exploreMysql(connection, target.statementTimeoutMs));
  }

  usage(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<DatabaseUsage> {
    return this.with(target, allowPrivateTargets, (connection) => mysqlUsage(connection, target.statementTimeoutMs));
  }

  explain(target: ConnectionTarget, request: ExplainRequest, allowPrivateTargets: boolean): Promise<ExplainResult> {
    return this.with(target, allowPrivateTargets, (connection) => explainMysql(connection, request, target.statementTimeoutMs));
  }

  /** Nothing to ask the server: without hypothetical indexes there is nothing it could verify. */
  adviseIndexes(_target: ConnectionTarget, request: IndexAdviceRequest, _allowPrivateTargets: boolean): Promise<IndexAdvice> {
    return Promise.resolve(adviseIndexesMysql(request));
  }
}
