import type { DomainErrorKind } from '../../../../shared/index.js';
import type { QueryResult, ServerInfo } from '../../application/ports/database-driver.port.js';
import type { DatabaseUsage, ExplainRequest, ExplainResult, ExplorerSnapshot } from '../../application/ports/database-inspector.port.js';

/** What the host asks the sample database's worker, one request at a time. */
export type SampleRequest =
  | { op: 'version' }
  | { op: 'query'; sql: string }
  | { op: 'explore' }
  | { op: 'usage' }
  | { op: 'explain'; request: ExplainRequest };

export interface SampleAnswers {
  version: ServerInfo;
  query: QueryResult;
  explore: ExplorerSnapshot;
  usage: DatabaseUsage;
  explain: ExplainResult;
}

export type ToSampleWorker = SampleRequest & {
  id: number;
  /** The statement limit, for the texts that name it (the host enforces it by ending the worker). */
  statementTimeoutMs: number;
};

/**
 * An error crossing the thread boundary: a structured clone keeps an Error's message but not its class,
 * so the query tool's errors travel as their parts and are built again on the host's side.
 */
export type SampleWorkerError =
  | { domain: true; kind: DomainErrorKind; code: string; message: string; details?: Record<string, unknown> }
  | { domain: false; name: string; message: string };

export type FromSampleWorker =
  /**
   * PGlite's start and the seed's transaction with its VACUUM ANALYZE, measured in the worker, and the
   * size of PostgreSQL's WebAssembly memory once seeded.
   */
  | { kind: 'ready'; startMs: number; seedMs: number; memoryBytes: number }
  | { kind: 'start-failed'; message: string }
  /** `retire`: the thread is no longer fit to serve (its session broken, or its memory grown too far); the host ends it. */
  | { kind: 'answer'; id: number; value: unknown; retire: boolean }
  | { kind: 'error'; id: number; error: SampleWorkerError; retire: boolean };
