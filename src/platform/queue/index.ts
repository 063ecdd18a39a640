import { BullJobQueue } from './bull.job-queue.js';
import { InProcessJobQueue } from './in-process.job-queue.js';
import type { JobQueue, JobQueueLogger } from './job-queue.port.js';

export * from './job-queue.port.js';
export type { JobProcessor, JobSchedule, ProcessorRegistration } from './job-processor.js';
export { QUEUE } from './queue.tokens.js';
export { BullJobQueue, type BullJobQueueOptions } from './bull.job-queue.js';
export { InProcessJobQueue, type InProcessJobQueueOptions } from './in-process.job-queue.js';

export interface CreateJobQueueOptions {
  /** Set: Bull on this Redis. Unset: the in-process driver of the embedded runtime. */
  redisUrl?: string;
  lockMs?: number;
  prefix?: string;
  logger?: JobQueueLogger;
}

export function createJobQueue(options: CreateJobQueueOptions): JobQueue {
  const { redisUrl, lockMs, prefix, logger } = options;
  return redisUrl ? new BullJobQueue({ redisUrl, lockMs, prefix, logger }) : new InProcessJobQueue({ logger });
}
