import { injectable } from 'inversify';
import type pg from 'pg';
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
import { explorePostgresql, postgresqlUsage } from './postgresql-catalog.inspector.js';
import { explainPostgresql } from './postgresql-explain.inspector.js';
import { adviseIndexesPostgresql } from './postgresql-index-advisor.js';
import { closePostgresClient, openPostgresClient } from './open-postgres-client.js';

/** One connection per call, opened through the outbound guard and closed before the answer. */
@injectable()
export class PostgresqlDatabaseInspector implements DatabaseInspector {
  readonly engine = 'postgresql' as const;

  private async with<T>(target: ConnectionTarget, allowPrivateTargets: boolean, work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = await openPostgresClient(target, allowPrivateTargets);
    try {
      return await work(client);
    } finally {
      await closePostgresClient(client);
    }
  }

  explore(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<ExplorerSnapshot> {
    return this.with(target, allowPrivateTargets, (client) => explorePostgresql(client, target.statementTimeoutMs));
  }

  usage(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<DatabaseUsage> {
    return this.with(target, allowPrivateTargets, (client) => postgresqlUsage(client, target.statementTimeoutMs));
  }

  explain(target: ConnectionTarget, request: ExplainRequest, allowPrivateTargets: boolean): Promise<ExplainResult> {
    return this.with(target, allowPrivateTargets, (client) => explainPostgresql(client, request, target.statementTimeoutMs));
  }

  adviseIndexes(target: ConnectionTarget, request: IndexAdviceRequest, allowPrivateTargets: boolean): Promise<IndexAdvice> {
    return this.with(target, allowPrivateTargets, (client) => adviseIndexesPostgresql(client, request, target.statementTimeoutMs));
  }
}
