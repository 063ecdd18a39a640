/**
 * The one way any code enqueues or processes background work (docs/architecture.md, "Queues").
 *
 * Two drivers implement it with the same observable semantics: Bull on Redis when
 * REDIS_URL is set, and an in-process driver for the embedded runtime. Tests in
 * test/platform/queue run the same contract suite against both.
 */

/** Wait before retry number n (n = 1 for the first retry): fixed `delayMs`, or exponential `delayMs * 2^(n-1)`. */
export type BackoffOptions = { type: 'fixed' | 'exponential'; delayMs: number };

/**
 * Repeat every `everyMs` milliseconds, on multiples of `everyMs` since the epoch (Bull's rule), so every
 * process computes the same slots. The repeat is identified by queue, name and interval: adding it again
 * does not start a second schedule. `limit` caps the number of runs.
 */
export type RepeatOptions = { everyMs: number; limit?: number };

export interface AddJobOptions {
  /**
   * Deterministic id: adding a job whose id already exists returns the existing job, whatever its state,
   * instead of a second one. Finished jobs are only kept for a bounded number (1000 per queue and state),
   * so the same id added long after it finished may run again. Ignored for repeatable jobs.
   */
  jobId?: string;
  /** Total tries, the first included. Default 1. */
  attempts?: number;
  backoff?: BackoffOptions;
  /** Wait this long before the job becomes runnable. */
  delayMs?: number;
  repeat?: RepeatOptions;
  /**
   * Forget the job as soon as it completes instead of keeping it among the last 1000 finished ones: for
   * frequent jobs with large data nobody reads back (analytics ingest batches). getJob then answers null.
   */
  removeOnComplete?: boolean;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobInfo<TData = unknown, TResult = unknown> {
  id: string;
  queue: string;
  name: string;
  data: TData;
  state: JobState;
  progress: number;
  /** Tries that have ended, successful or not; a try cut short by a crash or shutdown does not count. */
  attemptsMade: number;
  result?: TResult;
  failedReason?: string;
}

export interface JobContext<TData = unknown> {
  readonly id: string;
  readonly queue: string;
  readonly name: string;
  readonly data: TData;
  /** 1 for the first try. */
  readonly attempt: number;
  /** Percentage 0-100. */
  reportProgress(percent: number): Promise<void>;
  /** Aborted when the process is shutting down and the grace period ran out; a handler that honours it returns the job to the queue sooner. */
  readonly signal: AbortSignal;
}

export type JobHandler<TData = unknown, TResult = unknown> = (job: JobContext<TData>) => Promise<TResult>;

export interface ProcessOptions {
  concurrency?: number;
}

export interface JobQueue {
  /** `data` is stored as JSON (falsy data as `{}`, Bull's rule), as is a handler's result (null reads back as none). */
  add<TData>(queue: string, name: string, data: TData, options?: AddJobOptions): Promise<JobInfo<TData>>;
  /**
   * Registers the handler for one job name of a queue; jobs start flowing once it is registered.
   * One handler per queue and name in a process. With Bull, a process that handles any name of a queue
   * must handle all of them (a worker fails a job whose name it has no handler for), and the
   * concurrencies of one queue's handlers add up to a pool shared by its names.
   */
  process<TData, TResult>(queue: string, name: string, handler: JobHandler<TData, TResult>, options?: ProcessOptions): void;
  getJob<TData = unknown, TResult = unknown>(queue: string, id: string): Promise<JobInfo<TData, TResult> | null>;
  /**
   * Resolves with the result once the job completes, whichever process ran it; rejects with its failure
   * reason once it fails for good, when it does not exist, after `timeoutMs` (none by default) or on close().
   */
  waitUntilFinished<TResult = unknown>(queue: string, id: string, timeoutMs?: number): Promise<TResult>;
  removeRepeatable(queue: string, name: string, repeat: RepeatOptions): Promise<void>;
  /** True when the backing store answers. */
  ping(): Promise<boolean>;
  /**
   * Stops taking new work, lets running jobs finish for up to `graceMs`, then releases the rest
   * back to the queue (Bull: its lock lapses and another worker picks it up) and closes connections.
   */
  close(graceMs?: number): Promise<void>;
}

export const DEFAULT_CLOSE_GRACE_MS = 10_000;

/** What the drivers need from the platform logger (pino satisfies it). */
export interface JobQueueLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
