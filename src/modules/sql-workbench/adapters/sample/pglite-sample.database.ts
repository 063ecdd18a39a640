import { injectable } from 'inversify';
import type { ConnectionTarget, DatabaseDriver, QueryRequest, QueryResult, ServerInfo } from '../../application/ports/database-driver.port.js';
import type {
  DatabaseInspector,
  DatabaseUsage,
  ExplainRequest,
  ExplainResult,
  ExplorerSnapshot,
  IndexAdvice,
  IndexAdviceRequest,
} from '../../application/ports/database-inspector.port.js';
import type { SampleDatabase } from '../../application/ports/sample-database.port.js';
import { sampleReadOnly } from '../../application/run-query/query-rules.js';
import { unverifiedAdvice } from '../database/postgresql/postgresql-index-advisor.js';
import { statementLimitOf } from '../database/result-limits.js';
import { SAMPLE_READER_ROLE } from './sample-shop.seed.js';
import { SampleWorkerHost, type SampleWorkerOptions } from './sample-worker.host.js';

/** The terminal's default statement limit (sql-workbench README, "Connections"). */
const SAMPLE_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * What the sample's connection shows. Nothing here is dialled: the driver and inspector below answer
 * from the worker whatever the target says, except its statement limit.
 */
const SAMPLE_TARGET: ConnectionTarget = {
  engine: 'postgresql',
  host: 'pglite',
  port: 5432,
  database: 'postgres',
  username: SAMPLE_READER_ROLE,
  password: '',
  tls: 'disable',
  statementTimeoutMs: SAMPLE_STATEMENT_TIMEOUT_MS,
};

const NO_HYPOPG =
  'The sample database runs on PGlite, which has no HypoPG, so these candidates are not checked against the planner. Add a connection to your own PostgreSQL server with HypoPG (Debian and Ubuntu: apt-get install postgresql-<major>-hypopg, then CREATE EXTENSION hypopg;) to have them verified.';

/**
 * "Sample (shop)" (sql-workbench README, "Sample database"): a PGlite database in memory, in a worker
 * thread of this process, shared by every user and read-only for all of them. Nothing reaches a network:
 * the target only carries the statement limit.
 */
@injectable()
export class PgliteSampleDatabase implements SampleDatabase {
  private readonly host: SampleWorkerHost;
  private readonly sampleDriver: DatabaseDriver;
  private readonly sampleInspector: DatabaseInspector;

  constructor(options: SampleWorkerOptions = {}) {
    const host = new SampleWorkerHost(options);
    this.host = host;
    const limit = (target: ConnectionTarget) => statementLimitOf(target.statementTimeoutMs);
    this.sampleDriver = {
      engine: 'postgresql',
      testConnection: (target: ConnectionTarget): Promise<ServerInfo> => host.run({ op: 'version' }, limit(target)),
      runQuery: async (target: ConnectionTarget, request: QueryRequest): Promise<QueryResult> => {
        if (request.mode !== 'read') throw sampleReadOnly();
        return host.run({ op: 'query', sql: request.sql }, limit(target));
      },
    };
    this.sampleInspector = {
      engine: 'postgresql',
      explore: (target: ConnectionTarget): Promise<ExplorerSnapshot> => host.run({ op: 'explore' }, limit(target)),
      usage: (target: ConnectionTarget): Promise<DatabaseUsage> => host.run({ op: 'usage' }, limit(target)),
      explain: (target: ConnectionTarget, request: ExplainRequest): Promise<ExplainResult> =>
        host.run({ op: 'explain', request: { sql: request.sql, analyze: request.analyze } }, limit(target)),
      adviseIndexes: (_target: ConnectionTarget, request: IndexAdviceRequest): Promise<IndexAdvice> =>
        Promise.resolve({ ...unverifiedAdvice('hypopg-not-installed', '', request.candidates), howToEnable: NO_HYPOPG }),
    };
  }

  driver(): DatabaseDriver {
    return this.sampleDriver;
  }

  inspector(): DatabaseInspector {
    return this.sampleInspector;
  }

  target(): ConnectionTarget {
    return { ...SAMPLE_TARGET };
  }

  prepare(): void {
    // A failed start is the next request's to report: it starts the worker again.
    this.sampleDriver.testConnection(this.target(), false).catch(() => undefined);
  }

  /**
   * The last worker's start: PGlite's own and the seed's, in milliseconds, and the size of PostgreSQL's
   * WebAssembly memory once seeded; null before the first request.
   */
  lastStart(): { startMs: number; seedMs: number; memoryBytes: number } | null {
    return this.host.lastStart;
  }

  /** Ends the worker thread (on shutdown); a later request would start it again. */
  close(): Promise<void> {
    return this.host.close();
  }
}
