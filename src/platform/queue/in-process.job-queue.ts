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

/**
 * JobQueue for the embedded runtime: everything lives in this process's memory, so jobs do not
 * survive a restart. It mirrors what the Bull driver does (ids, retries, repeat slots, JSON-copied
 * data and results) so code that works embedded behaves the same on Redis.
 */
export interface InProcessJobQueueOptions {
  /** Finished jobs kept per queue and state (completed, failed), like Bull's removeOnComplete/removeOnFail count. */
  keepFinished?: number;
  logger?: JobQueueLogger;
}

interface Run {
  readonly abort: AbortController;
  readonly settled: Promise<void>;
}

interface StoredJob {
  readonly id: string;
  readonly queue: string;
  readonly name: string;
  readonly data: unknown;
  readonly attempts: number;
  readonly backoff?: BackoffOptions;
  state: JobState;
  progress: number;
  attemptsMade: number;
  result?: unknown;
  failedReason?: string;
  timer?: NodeJS.Timeout;
  run?: Run;
  removeOnComplete?: boolean;
  repeat?: { key: string; slot: number };
}

interface Worker {
  readonly handler: JobHandler<unknown, unknown>;
  readonly concurrency: number;
  active: number;
}

interface RepeatSchedule {
  readonly name: string;
  readonly data: unknown;
  readonly everyMs: number;
  readonly limit?: number;
  readonly attempts?: number;
  readonly backoff?: BackoffOptions;
  count: number;
  pendingJobId?: string;
}

interface Waiter {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

class LocalQueue {
  readonly jobs = new Map<string, StoredJob>();
  /** FIFO of runnable jobs, like Bull's wait list. */
  readonly waiting: StoredJob[] = [];
  readonly finished: Record<'completed' | 'failed', string[]> = { completed: [], failed: [] };
  readonly workers = new Map<string, Worker>();
  readonly repeats = new Map<string, RepeatSchedule>();
  readonly waiters = new Map<string, Set<Waiter>>();
  nextId = 1;

  constructor(readonly name: string) {}
}

const DEFAULT_KEEP_FINISHED = 1000;

export class InProcessJobQueue implements JobQueue {
  private readonly queues = new Map<string, LocalQueue>();
  private readonly keepFinished: number;
  private readonly logger?: JobQueueLogger;
  private closed = false;

  constructor(options: InProcessJobQueueOptions = {}) {
    this.keepFinished = options.keepFinished ?? DEFAULT_KEEP_FINISHED;
    this.logger = options.logger;
  }

  async add<TData>(queue: string, name: string, data: TData, options: AddJobOptions = {}): Promise<JobInfo<TData>> {
    this.assertOpen();
    const q = this.queue(queue);
    if (options.repeat) return this.addRepeatable(q, name, data, options, options.repeat) as JobInfo<TData>;
    const job = this.createJob(q, {
      id: options.jobId,
      name,
      data,
      attempts: options.attempts,
      backoff: options.backoff,
      delayMs: options.delayMs,
      removeOnComplete: options.removeOnComplete,
    });
    return snapshot(job) as JobInfo<TData>;
  }

  process<TData, TResult>(
    queue: string,
    name: string,
    handler: JobHandler<TData, TResult>,
    options: ProcessOptions = {},
  ): void {
    this.assertOpen();
    const q = this.queue(queue);
    if (q.workers.has(name)) throw new Error(`A handler for ${queue}/${name} is already registered`);
    const concurrency = options.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`Invalid concurrency ${concurrency}`);
    q.workers.set(name, { handler: handler as JobHandler<unknown, unknown>, concurrency, active: 0 });
    // Deferred so that process() never runs a handler synchronously inside the caller.
    queueMicrotask(() => this.pump(q));
  }

  async getJob<TData = unknown, TResult = unknown>(queue: string, id: string): Promise<JobInfo<TData, TResult> | null> {
    const job = this.queues.get(queue)?.jobs.get(id);
    return job ? (snapshot(job) as JobInfo<TData, TResult>) : null;
  }

  waitUntilFinished<TResult = unknown>(queue: string, id: string, timeoutMs?: number): Promise<TResult> {
    const q = this.queues.get(queue);
    const job = q?.jobs.get(id);
    if (!q || !job) return Promise.reject(new Error(`Job ${queue}/${id} not found`));
    if (job.state === 'completed') return Promise.resolve(jsonCopy(job.result) as TResult);
    if (job.state === 'failed') return Promise.reject(new Error(job.failedReason));
    if (this.closed) return Promise.reject(new Error('Job queue is closed'));

    return new Promise<TResult>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiters = q.waiters.get(id) ?? new Set<Waiter>();
      q.waiters.set(id, waiters);
      const waiter: Waiter = {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result as TResult);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      waiters.add(waiter);
      if (timeoutMs !== undefined) {
        timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`Timed out after ${timeoutMs} ms waiting for job ${queue}/${id}`));
        }, timeoutMs);
      }
    });
  }

  async removeRepeatable(queue: string, name: string, repeat: RepeatOptions): Promise<void> {
    const q = this.queues.get(queue);
    if (!q) return;
    const key = repeatKey(name, repeat.everyMs);
    const schedule = q.repeats.get(key);
    if (!schedule) return;
    q.repeats.delete(key);
    const pending = schedule.pendingJobId === undefined ? undefined : q.jobs.get(schedule.pendingJobId);
    if (pending && (pending.state === 'delayed' || pending.state === 'waiting')) this.removeJob(q, pending);
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  async close(graceMs: number = DEFAULT_CLOSE_GRACE_MS): Promise<void> {
    if (this.closed) return;
    this.closed = true;

    const running: StoredJob[] = [];
    for (const q of this.queues.values()) {
      for (const job of q.jobs.values()) {
        clearTimeout(job.timer);
        job.timer = undefined;
        if (job.run) running.push(job);
      }
    }

    const allSettled = Promise.all(running.map((job) => job.run?.settled));
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace-over'>((resolve) => {
      graceTimer = setTimeout(() => resolve('grace-over'), graceMs);
    });
    const outcome = await Promise.race([allSettled, graceOver]);
    clearTimeout(graceTimer);

    if (outcome === 'grace-over') {
      for (const job of running) {
        const run = job.run;
        if (!run) continue;
        // Detach first: whatever the handler does after the abort no longer changes the job.
        job.run = undefined;
        job.state = 'waiting';
        this.queue(job.queue).waiting.unshift(job);
        run.abort.abort(new Error('Job queue is shutting down'));
      }
    }

    for (const q of this.queues.values()) {
      for (const waiters of q.waiters.values()) {
        for (const waiter of waiters) waiter.reject(new Error('Job queue is closed'));
      }
      q.waiters.clear();
    }
  }

  private addRepeatable(
    q: LocalQueue,
    name: string,
    data: unknown,
    options: AddJobOptions,
    repeat: RepeatOptions,
  ): JobInfo {
    if (!(repeat.everyMs > 0)) throw new Error(`Invalid repeat interval ${repeat.everyMs}`);
    const key = repeatKey(name, repeat.everyMs);
    const existing = q.repeats.get(key);
    const pending = existing?.pendingJobId === undefined ? undefined : q.jobs.get(existing.pendingJobId);
    if (pending && (pending.state === 'delayed' || pending.state === 'waiting')) return snapshot(pending);

    // A new schedule, or a restart of one that ran out of its limit, as Bull does on a second add.
    const schedule: RepeatSchedule = {
      name,
      data: jsonCopy(data),
      everyMs: repeat.everyMs,
      limit: repeat.limit,
      attempts: options.attempts,
      backoff: options.backoff,
      count: 0,
    };
    q.repeats.set(key, schedule);
    const job = this.scheduleIteration(q, key, schedule, Date.now());
    if (!job) throw new Error(`Repeat limit ${repeat.limit} allows no run`);
    return snapshot(job);
  }

  private scheduleIteration(q: LocalQueue, key: string, schedule: RepeatSchedule, after: number): StoredJob | undefined {
    if (schedule.limit !== undefined && schedule.count >= schedule.limit) return undefined;
    const now = Date.now();
    const slot = Math.floor(Math.max(now, after) / schedule.everyMs) * schedule.everyMs + schedule.everyMs;
    schedule.count += 1;
    const job = this.createJob(q, {
      id: `repeat:${key}:${slot}`,
      name: schedule.name,
      data: schedule.data,
      attempts: schedule.attempts,
      backoff: schedule.backoff,
      delayMs: slot - now,
    });
    job.repeat ??= { key, slot };
    schedule.pendingJobId = job.id;
    return job;
  }

  private createJob(
    q: LocalQueue,
    spec: { id?: string; name: string; data: unknown; attempts?: number; backoff?: BackoffOptions; delayMs?: number; removeOnComplete?: boolean },
  ): StoredJob {
    if (spec.id !== undefined) {
      const existing = q.jobs.get(spec.id);
      if (existing) return existing;
    }
    let id = spec.id;
    while (id === undefined || q.jobs.has(id)) id = String(q.nextId++);

    const attempts = spec.attempts ?? 1;
    if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`Invalid attempts ${attempts}`);
    const job: StoredJob = {
      id,
      queue: q.name,
      name: spec.name,
      // Bull stores falsy data as {}.
      data: jsonCopy(spec.data || {}),
      attempts,
      backoff: spec.backoff,
      state: 'waiting',
      progress: 0,
      attemptsMade: 0,
      removeOnComplete: spec.removeOnComplete,
    };
    q.jobs.set(id, job);
    const delayMs = spec.delayMs ?? 0;
    if (delayMs > 0) this.delay(q, job, delayMs);
    else this.enqueue(q, job);
    return job;
  }

  private delay(q: LocalQueue, job: StoredJob, delayMs: number): void {
    job.state = 'delayed';
    // After close() nothing may hold the event loop open.
    if (this.closed) return;
    job.timer = setTimeout(() => {
      job.timer = undefined;
      this.enqueue(q, job);
    }, delayMs);
  }

  private enqueue(q: LocalQueue, job: StoredJob): void {
    job.state = 'waiting';
    q.waiting.push(job);
    this.pump(q);
  }

  private removeJob(q: LocalQueue, job: StoredJob): void {
    clearTimeout(job.timer);
    const index = q.waiting.indexOf(job);
    if (index >= 0) q.waiting.splice(index, 1);
    q.jobs.delete(job.id);
  }

  /** Starts every waiting job that has a handler with a free slot, oldest first. */
  private pump(q: LocalQueue): void {
    if (this.closed) return;
    for (let i = 0; i < q.waiting.length; ) {
      const job = q.waiting[i]!;
      const worker = q.workers.get(job.name);
      if (worker && worker.active < worker.concurrency) {
        q.waiting.splice(i, 1);
        this.start(q, job, worker);
      } else {
        i += 1;
      }
    }
  }

  private start(q: LocalQueue, job: StoredJob, worker: Worker): void {
    job.state = 'active';
    worker.active += 1;

    if (job.repeat) {
      // Like Bull, the next iteration is scheduled when this one starts, so a slow run does not shift the slots.
      const schedule = q.repeats.get(job.repeat.key);
      if (schedule && schedule.pendingJobId === job.id) this.scheduleIteration(q, job.repeat.key, schedule, job.repeat.slot);
    }

    const abort = new AbortController();
    const context: JobContext = {
      id: job.id,
      queue: job.queue,
      name: job.name,
      data: jsonCopy(job.data),
      attempt: job.attemptsMade + 1,
      signal: abort.signal,
      reportProgress: async (percent) => {
        if (job.run === run) job.progress = percent;
      },
    };
    const settled = Promise.resolve()
      .then(() => worker.handler(context))
      .then(
        (result) => {
          if (job.run === run) this.complete(q, job, result);
        },
        (error: unknown) => {
          if (job.run === run) this.fail(q, job, error);
        },
      )
      .finally(() => {
        worker.active -= 1;
        this.pump(q);
      });
    const run: Run = { abort, settled };
    job.run = run;
  }

  private complete(q: LocalQueue, job: StoredJob, result: unknown): void {
    job.run = undefined;
    job.attemptsMade += 1;
    // Bull cannot tell a null result from none; neither do we.
    job.result = result === null ? undefined : jsonCopy(result);
    job.state = 'completed';
    if (job.removeOnComplete) q.jobs.delete(job.id);
    this.finish(q, job, (waiter) => waiter.resolve(jsonCopy(job.result)));
  }

  private fail(q: LocalQueue, job: StoredJob, error: unknown): void {
    job.run = undefined;
    job.attemptsMade += 1;
    job.failedReason = error instanceof Error ? error.message : String(error);
    const retrying = job.attemptsMade < job.attempts;
    this.logger?.warn(
      { queue: job.queue, name: job.name, jobId: job.id, attempt: job.attemptsMade, retrying, err: error },
      'job attempt failed',
    );
    if (retrying) {
      const delayMs = backoffDelay(job.backoff, job.attemptsMade);
      if (delayMs > 0) this.delay(q, job, delayMs);
      else this.enqueue(q, job);
      return;
    }
    job.state = 'failed';
    const reason = new Error(job.failedReason);
    this.finish(q, job, (waiter) => waiter.reject(reason));
  }

  private finish(q: LocalQueue, job: StoredJob, notify: (waiter: Waiter) => void): void {
    const state = job.state as 'completed' | 'failed';
    const ids = q.finished[state];
    // A job removed on completion takes no place among the kept ones.
    if (q.jobs.has(job.id)) ids.push(job.id);
    while (ids.length > this.keepFinished) {
      const evicted = q.jobs.get(ids.shift()!);
      if (evicted?.state === state) q.jobs.delete(evicted.id);
    }
    const waiters = q.waiters.get(job.id);
    q.waiters.delete(job.id);
    waiters?.forEach(notify);
  }

  private queue(name: string): LocalQueue {
    let q = this.queues.get(name);
    if (!q) {
      q = new LocalQueue(name);
      this.queues.set(name, q);
    }
    return q;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('Job queue is closed');
  }
}

function repeatKey(name: string, everyMs: number): string {
  return `${name}:${everyMs}`;
}

/** `retry` is 1 for the first retry. */
function backoffDelay(backoff: BackoffOptions | undefined, retry: number): number {
  if (!backoff) return 0;
  return backoff.type === 'fixed' ? backoff.delayMs : backoff.delayMs * 2 ** (retry - 1);
}

/** Bull stores data and results as JSON; copying the same way keeps embedded mode from hiding serialisation bugs. */
function jsonCopy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function snapshot(job: StoredJob): JobInfo {
  const info: JobInfo = {
    id: job.id,
    queue: job.queue,
    name: job.name,
    data: jsonCopy(job.data),
    state: job.state,
    progress: job.progress,
    attemptsMade: job.attemptsMade,
  };
  if (job.result !== undefined) info.result = jsonCopy(job.result);
  if (job.failedReason !== undefined) info.failedReason = job.failedReason;
  return info;
}
