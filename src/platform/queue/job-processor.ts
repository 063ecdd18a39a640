import type { JobContext, RepeatOptions } from './job-queue.port.js';

/** A class in a module's queue adapter: parses the payload and calls one use case (docs/architecture.md, "Queues"). */
export interface JobProcessor<TData = unknown, TResult = unknown> {
  handle(job: JobContext<TData>): Promise<TResult>;
}

/**
 * What the worker needs to know before resolving the processor: where its jobs come from. `id` is the
 * processor's service identifier, resolved from a child container per job.
 */
export interface ProcessorRegistration<Id = unknown> {
  id: Id;
  queue: string;
  /** `<module>.<job>` */
  name: string;
  concurrency?: number;
  attempts?: number;
}

/** A repeatable job the worker (re)declares at start; the deterministic repeat key prevents duplicates. */
export interface JobSchedule {
  queue: string;
  name: string;
  repeat: RepeatOptions;
  data?: unknown;
}
