import Bull from 'bull';
import { Redis, type RedisOptions } from 'ioredis';
import {
  DEFAULT_CLOSE_GRACE_MS,
  type AddJobOptions,
  type BackoffOptions,
  type JobContext,
  type JobHandler,
  type JobInfo,
  type JobQueue,
  type JobQueueLogger,
  type JobState,
  type ProcessOptions,
  type RepeatOptions,
} from './job-queue.port.js';

export interface BullJobQueueOptions {
  redisUrl: string;
  /** Redis key prefix; tests use a random one to stay isolated. */
  prefix?: string;
  /** How long a worker's lock on an active job lasts without renewal: after a crash, the job returns to wait within about 2-3 times this. */
  lockMs?: number;
  /** How often workers look for active jobs whose lock lapsed. Defaults to lockMs. */
  stalledIntervalMs?: number;
  logger?: JobQueueLogger;
}

// Bull's own exponential strategy waits delay * (2^n - 1); the port promises delay * 2^(n-1), as the in-process driver does.
const EXPONENTIAL_BACKOFF = 'stacklens.exponential';
const KEEP_FINISHED = { count: 1000 };
const FINISHED_POLL_MS = 150;
const PING_TIMEOUT_MS = 1000;
const QUIT_TIMEOUT_MS = 1000;

// Bull refuses subscriber and blocking connections that retry commands or run the ready check.
const BLOCKING_CONNECTION: RedisOptions = { maxRetriesPerRequest: null, enableReadyCheck: false };

const STATES: Record<string, JobState> = {
  waiting: 'waiting',
  paused: 'waiting',
  // Bull's name for a job between lists (e.g. mid-move); it is neither running nor finished.
  stuck: 'waiting',
  delayed: 'delayed',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

const NEVER = new Promise<never>(() => {});

export class BullJobQueue implements JobQueue {
  private readonly queues = new Map<string, Bull.Queue>();
  /**
   * Running handlers, by the controller whose abort releases the job: the handler's outcome is then dropped
   * and the lapsed lock hands the job to another worker.
   */
  private readonly activeRuns = new Map<AbortController, Promise<unknown>>();
  private readonly sleepers = new Set<() => void>();
  private readonly connections: Redis[] = [];
  private client?: Redis;
  private subscriber?: Redis;
  private closing?: Promise<void>;
  private readonly prefix: string;
  private readonly lockMs: number;
  private readonly stalledIntervalMs: number;

  constructor(private readonly options: BullJobQueueOptions) {
    this.prefix = options.prefix ?? 'stacklens';
    this.lockMs = options.lockMs ?? 30_000;
    this.stalledIntervalMs = options.stalledIntervalMs ?? this.lockMs;
  }

  async add<TData>(queue: string, name: string, data: TData, options: AddJobOptions = {}): Promise<JobInfo<TData>> {
    this.assertOpen();
    const delay = options.delayMs ?? 0;
    const jobOptions: Bull.JobOptions = { attempts: options.attempts ?? 1, delay };
    if (options.backoff) jobOptions.backoff = toBullBackoff(options.backoff);
    if (options.removeOnComplete) jobOptions.removeOnComplete = true;
    // A jobId would become part of Bull's repeat key, which removeRepeatable(queue, name, repeat) could not rebuild.
    if (options.repeat) jobOptions.repeat = { every: options.repeat.everyMs, limit: options.repeat.limit };
    else if (options.jobId !== undefined) jobOptions.jobId = options.jobId;

    const job = (await this.queue(queue).add(name, data, jobOptions)) as Bull.Job<TData> | undefined;
    if (!job) throw new Error(`Repeat limit ${options.repeat?.limit} allows no run`);
    if (jobOptions.jobId !== undefined || jobOptions.repeat) {
      // Bull hands back the job built from our arguments; the stored one is what a duplicate id must return.
      const stored = await this.getJob<TData>(queue, String(job.id));
      if (stored) return stored;
    }
    return toInfo(queue, job, delay > 0 || jobOptions.repeat ? 'delayed' : 'waiting');
  }

  process<TData, TResult>(
    queue: string,
    name: string,
    handler: JobHandler<TData, TResult>,
    options: ProcessOptions = {},
  ): void {
    this.assertOpen();
    this.queue(queue)
      .process(name, options.concurrency ?? 1, (job: Bull.Job<TData>) => this.run(queue, job, handler))
      .catch((err: unknown) => this.options.logger?.error({ err, queue, name }, 'job processing stopped'));
  }

  async getJob<TData = unknown, TResult = unknown>(queue: string, id: string): Promise<JobInfo<TData, TResult> | null> {
    const bullQueue = this.queue(queue);
    let job = (await bullQueue.getJob(id)) as Bull.Job<TData> | null;
    if (!job) return null;
    const state = STATES[await job.getState()] ?? 'waiting';
    if ((state === 'completed' || state === 'failed') && !job.finishedOn) {
      // It finished between the two reads: read it again for its result or reason.
      job = (await bullQueue.getJob(id)) as Bull.Job<TData> | null;
      if (!job) return null;
    }
    return toInfo(queue, job, state) as JobInfo<TData, TResult>;
  }

  /** Polls Redis rather than listening for events, so it sees jobs finished by any process, even before this one subscribed. */
  async waitUntilFinished<TResult = unknown>(queue: string, id: string, timeoutMs?: number): Promise<TResult> {
    const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
    for (;;) {
      if (this.closing) throw new Error('Job queue is closed');
      const job = await this.getJob<unknown, TResult>(queue, id);
      if (!job) throw new Error(`Job ${queue}/${id} not found`);
      if (job.state === 'completed') return job.result as TResult;
      if (job.state === 'failed') throw new Error(job.failedReason);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out after ${timeoutMs} ms waiting for job ${queue}/${id}`);
      await this.sleep(Math.min(FINISHED_POLL_MS, left));
    }
  }

  async removeRepeatable(queue: string, name: string, repeat: RepeatOptions): Promise<void> {
    await this.queue(queue).removeRepeatable(name, { every: repeat.everyMs, limit: repeat.limit });
  }

  async ping(): Promise<boolean> {
    if (this.closing) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS);
    });
    try {
      return (await Promise.race([this.sharedClient().ping(), timeout])) === 'PONG';
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  close(graceMs: number = DEFAULT_CLOSE_GRACE_MS): Promise<void> {
    this.closing ??= this.shutdown(graceMs);
    return this.closing;
  }

  private async shutdown(graceMs: number): Promise<void> {
    for (const wake of this.sleepers) wake();
    const queues = [...this.queues.values()];
    const logFailure = (err: unknown) => this.options.logger?.warn({ err }, 'error while closing job queue');

    // A local pause stops fetching at once; Bull's close() would only pause after waiting for the active jobs.
    await Promise.all(queues.map((q) => q.pause(true, true).catch(logFailure)));

    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace-over'>((resolve) => {
      graceTimer = setTimeout(() => resolve('grace-over'), graceMs);
    });
    // Waiting on our handlers, not Bull's whenCurrentJobsFinished(): that one leaves a reconnection promise
    // behind which rejects unhandled when a released job never settles and its connection is closed.
    const outcome = await Promise.race([this.handlersSettled(), graceOver]);
    clearTimeout(graceTimer);
    const releasing = outcome === 'grace-over';
    if (releasing) {
      for (const abort of this.activeRuns.keys()) abort.abort(new Error('Job queue is shutting down'));
    }

    // Without releases, close() only waits for Bull to record the last results. With them, it must not wait:
    // it stops the lock renewal of the released jobs, so their locks lapse.
    await Promise.all(queues.map((q) => q.close(releasing).catch(logFailure)));
    await Promise.all(this.connections.map(quit));
  }

  private async handlersSettled(): Promise<void> {
    // A job fetched just before the pause may start while we wait, hence the loop.
    while (this.activeRuns.size > 0) await Promise.allSettled(this.activeRuns.values());
  }

  private run<TData, TResult>(queue: string, job: Bull.Job<TData>, handler: JobHandler<TData, TResult>): Promise<TResult> {
    const abort = new AbortController();
    const context: JobContext<TData> = {
      id: String(job.id),
      queue,
      name: job.name,
      data: job.data,
      attempt: job.attemptsMade + 1,
      signal: abort.signal,
      reportProgress: (percent) => job.progress(percent),
    };
    const handled = Promise.resolve().then(() => handler(context));
    const settled = handled.then(
      () => undefined,
      () => undefined,
    );
    this.activeRuns.set(abort, settled);
    void settled.then(() => this.activeRuns.delete(abort));
    return handled.then(
      // A released job must neither complete nor fail here: another worker runs it again.
      (result) => (abort.signal.aborted ? NEVER : result),
      (error: unknown) => (abort.signal.aborted ? NEVER : Promise.reject(asError(error))),
    );
  }

  private queue(name: string): Bull.Queue {
    let queue = this.queues.get(name);
    if (queue) return queue;
    queue = new Bull(name, {
      prefix: this.prefix,
      createClient: (type) => this.connection(type),
      settings: {
        lockDuration: this.lockMs,
        stalledInterval: this.stalledIntervalMs,
        backoffStrategies: {
          [EXPONENTIAL_BACKOFF]: (attemptsMade: number, _err: Error, options: { delayMs: number }) =>
            options.delayMs * 2 ** (attemptsMade - 1),
        },
      },
      defaultJobOptions: { removeOnComplete: KEEP_FINISHED, removeOnFail: KEEP_FINISHED },
    });
    const logger = this.options.logger;
    queue.on('error', (err: unknown) => logger?.error({ err, queue: name }, 'job queue error'));
    queue.on('failed', (job: Bull.Job | null, err: unknown) =>
      logger?.warn({ err, queue: name, name: job?.name, jobId: job?.id, attempt: job?.attemptsMade }, 'job attempt failed'),
    );
    queue.on('stalled', (job: Bull.Job) =>
      logger?.warn({ queue: name, name: job.name, jobId: job.id }, 'job lost its worker; returned to wait'),
    );
    this.queues.set(name, queue);
    return queue;
  }

  /** Queues share one command and one subscriber connection; each needs its own blocking one. */
  private connection(type: 'client' | 'subscriber' | 'bclient'): Redis {
    if (type === 'client') return this.sharedClient();
    if (type === 'subscriber') {
      this.subscriber ??= this.connect(BLOCKING_CONNECTION);
      return this.subscriber;
    }
    return this.connect(BLOCKING_CONNECTION);
  }

  private sharedClient(): Redis {
    this.client ??= this.connect({});
    return this.client;
  }

  private connect(options: RedisOptions): Redis {
    const connection = new Redis(this.options.redisUrl, options);
    // Every queue using a shared connection adds its listeners.
    connection.setMaxListeners(0);
    // Bull re-emits connection errors on each queue, where they are logged; this keeps ioredis from reporting them as unhandled.
    connection.on('error', () => {});
    this.connections.push(connection);
    return connection;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }

  private assertOpen(): void {
    if (this.closing) throw new Error('Job queue is closed');
  }
}

function toBullBackoff(backoff: BackoffOptions): Bull.BackoffOptions {
  return backoff.type === 'fixed'
    ? { type: 'fixed', delay: backoff.delayMs }
    : { type: EXPONENTIAL_BACKOFF, options: { delayMs: backoff.delayMs } };
}

function toInfo<TData>(queue: string, job: Bull.Job<TData>, state: JobState): JobInfo<TData> {
  const progress: unknown = job.progress();
  const info: JobInfo<TData> = {
    id: String(job.id),
    queue,
    name: job.name,
    data: job.data,
    state,
    progress: typeof progress === 'number' ? progress : 0,
    // Bull counts failed tries only; the port counts every ended try.
    attemptsMade: state === 'completed' ? job.attemptsMade + 1 : job.attemptsMade,
  };
  // Bull stores an undefined result as null, so null reads back as no result in both drivers.
  if (state === 'completed' && job.returnvalue !== undefined && job.returnvalue !== null) info.result = job.returnvalue;
  if (job.failedReason) info.failedReason = job.failedReason;
  return info;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

async function quit(connection: Redis): Promise<void> {
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
  });
  await Promise.race([connection.quit().catch(() => undefined), timeout]);
  clearTimeout(timer);
  connection.disconnect();
}
