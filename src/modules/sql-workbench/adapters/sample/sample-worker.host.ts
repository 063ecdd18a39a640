import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../../../shared/index.js';
import { statementTimeout } from '../../domain/database-access.error.js';
import type { FromSampleWorker, SampleAnswers, SampleRequest, SampleWorkerError, ToSampleWorker } from './sample-worker.protocol.js';

// tsx runs the sources; a build runs dist/. The worker is started the same way as this file.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCES ? './sample-database.worker.ts' : './sample-database.worker.js', import.meta.url);

export interface SampleWorkerOptions {
  /** PGlite's start and the seed together; past it the start fails (SQL_TOOL_ERROR). */
  startLimitMs?: number;
  /** A worker left without a request this long is ended, its memory returned; the next request starts another. */
  idleStopMs?: number;
  /** Requests waiting behind the one running; one more is refused (RATE_LIMITED). */
  maxWaiting?: number;
  /** The worker thread's JavaScript heap: past it the thread ends, never the process. */
  maxHeapMb?: number;
}

const DEFAULTS: Required<SampleWorkerOptions> = { startLimitMs: 120_000, idleStopMs: 15 * 60_000, maxWaiting: 32, maxHeapMb: 512 };

interface Job {
  request: SampleRequest;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Running {
  worker: Worker;
  ready: Promise<void>;
}

const sampleUnavailable = (message: string) => new DomainError('unavailable', 'SQL_TOOL_ERROR', message);

function rebuilt(error: SampleWorkerError): Error {
  if (error.domain) return new DomainError(error.kind, error.code, error.message, error.details);
  const plain = new Error(error.message);
  plain.name = error.name;
  return plain;
}

/**
 * Starts the sample database's worker thread on the first request, hands it one request at a time and
 * times each from the moment it is sent: past the statement limit the thread is ended (PGlite cannot
 * cancel a statement), the request fails with SQL_STATEMENT_TIMEOUT and the next request starts and
 * seeds a fresh thread. The API's event loop never runs PGlite.
 */
export class SampleWorkerHost {
  private readonly options: Required<SampleWorkerOptions>;
  private running: Running | null = null;
  private readonly waiting: Job[] = [];
  private busy = false;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  /** The last worker's start as it reported it once ready (see FromSampleWorker). */
  lastStart: { startMs: number; seedMs: number; memoryBytes: number } | null = null;

  constructor(options: SampleWorkerOptions = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  run<Request extends SampleRequest>(request: Request, timeoutMs: number): Promise<SampleAnswers[Request['op']]> {
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(
        new DomainError('rate_limited', 'RATE_LIMITED', 'The sample database is busy with other statements, try again shortly', { retryAfterMs: 5_000 }),
      );
    }
    return new Promise<SampleAnswers[Request['op']]>((resolve, reject) => {
      this.waiting.push({ request, timeoutMs, resolve: resolve as (value: unknown) => void, reject });
      void this.pump();
    });
  }

  /** Ends the worker; requests still waiting fail. */
  async close(): Promise<void> {
    this.clearIdle();
    for (const job of this.waiting.splice(0)) job.reject(sampleUnavailable('The sample database was closed'));
    await this.stop();
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    const job = this.waiting.shift();
    if (!job) {
      this.armIdle();
      return;
    }
    this.busy = true;
    this.clearIdle();
    try {
      const running = this.started();
      await running.ready;
      job.resolve(await this.dispatch(running, job));
    } catch (error) {
      job.reject(error);
    } finally {
      this.busy = false;
      void this.pump();
    }
  }

  private started(): Running {
    if (this.running) return this.running;
    const worker = FROM_SOURCES
      ? // Node 20 starts a worker thread without the parent's loader hooks: tsx registers its own there first.
        new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`, {
          eval: true,
          resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
        })
      : new Worker(fileURLToPath(WORKER_URL), { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb } });
    // An idle worker must not keep the process alive; a request in flight holds its own timer.
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const fail = (message: string) => {
        clearTimeout(limit);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        void this.stop(worker);
        reject(sampleUnavailable(message));
      };
      const onMessage = (message: FromSampleWorker) => {
        if (message.kind === 'ready') {
          clearTimeout(limit);
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          this.lastStart = { startMs: message.startMs, seedMs: message.seedMs, memoryBytes: message.memoryBytes };
          resolve();
        } else if (message.kind === 'start-failed') fail(`The sample database could not start: ${message.message}`);
      };
      const onExit = () => fail('The sample database stopped while starting');
      const limit = setTimeout(() => fail(`The sample database did not start within ${this.options.startLimitMs} ms`), this.options.startLimitMs);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
    });
    // The start's error travels with the first request; an unhandled copy must not crash the process.
    ready.catch(() => undefined);
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      if (this.running?.worker === worker) this.running = null;
    });
    this.running = { worker, ready };
    return this.running;
  }

  private dispatch(running: Running, job: Job): Promise<unknown> {
    const { worker } = running;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const finish = (error: unknown, value?: unknown) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        if (error) reject(error);
        else resolve(value);
      };
      const onMessage = (message: FromSampleWorker) => {
        if ((message.kind !== 'answer' && message.kind !== 'error') || message.id !== id) return;
        if (message.kind === 'answer') finish(null, message.value);
        else finish(rebuilt(message.error));
        if (message.retire) void this.stop(worker);
      };
      const onExit = () => finish(sampleUnavailable('The sample database stopped while running the statement'));
      const timer = setTimeout(() => {
        finish(statementTimeout(job.timeoutMs));
        void this.stop(worker);
      }, job.timeoutMs);
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      const message: ToSampleWorker = { ...job.request, id, statementTimeoutMs: job.timeoutMs };
      worker.postMessage(message);
    });
  }

  private armIdle(): void {
    if (!this.running || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (!this.busy && this.waiting.length === 0) void this.stop();
    }, this.options.idleStopMs);
    this.idleTimer.unref();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Ends the given worker (the current one by default); the next request starts a new one. */
  private async stop(worker: Worker | undefined = this.running?.worker): Promise<void> {
    if (!worker) return;
    if (this.running?.worker === worker) this.running = null;
    await worker.terminate();
  }
}
