import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { ApplyRetention, type RetentionOutcome } from '../../application/apply-retention/apply-retention.use-case.js';
import { type CompactionOutcome, CompactRollups } from '../../application/compact-rollups/compact-rollups.use-case.js';
import { DATA_JOB_ATTEMPTS, type DataJobPayload } from '../../application/data-jobs.js';
import { RunExport } from '../../application/exports/run-export.use-case.js';
import { RunPurge } from '../../application/purges/run-purge.use-case.js';

const jobIdOf = (job: JobContext<DataJobPayload>): string => (typeof job.data?.jobId === 'string' ? job.data.jobId : '');

@injectable()
export class ExportProcessor implements JobProcessor<DataJobPayload, { rows: number }> {
  constructor(@inject(RunExport) private readonly run: RunExport) {}

  handle(job: JobContext<DataJobPayload>): Promise<{ rows: number }> {
    return this.run.execute({ jobId: jobIdOf(job), finalAttempt: job.attempt >= DATA_JOB_ATTEMPTS, signal: job.signal });
  }
}

@injectable()
export class PurgeProcessor implements JobProcessor<DataJobPayload, { deleted: number }> {
  constructor(@inject(RunPurge) private readonly run: RunPurge) {}

  handle(job: JobContext<DataJobPayload>): Promise<{ deleted: number }> {
    return this.run.execute({ jobId: jobIdOf(job), finalAttempt: job.attempt >= DATA_JOB_ATTEMPTS });
  }
}

@injectable()
export class RetentionProcessor implements JobProcessor<unknown, RetentionOutcome> {
  constructor(@inject(ApplyRetention) private readonly retention: ApplyRetention) {}

  handle(): Promise<RetentionOutcome> {
    return this.retention.execute();
  }
}

@injectable()
export class CompactionProcessor implements JobProcessor<unknown, CompactionOutcome> {
  constructor(@inject(CompactRollups) private readonly compaction: CompactRollups) {}

  handle(): Promise<CompactionOutcome> {
    return this.compaction.execute();
  }
}
