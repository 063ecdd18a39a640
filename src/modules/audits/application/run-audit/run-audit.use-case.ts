import { inject, injectable } from 'inversify';
import { isDomainError, systemClock, type Clock } from '../../../../shared/index.js';
import { AUDITS } from '../../audits.tokens.js';
import type { AuditResult } from '../../domain/audit-result.js';
import type { AuditError, AuditStage } from '../../domain/audit-run.js';
import { isFinished } from '../../domain/audit-run.js';
import type { AuditRunRepository } from '../ports/audit-run.repository.port.js';
import type { AuditRunner } from '../ports/audit-runner.port.js';
import { RecordWebsiteAnalysis } from '../record-website-analysis/record-website-analysis.use-case.js';

/**
 * Runs one queued audit to its end. The job is the run: whatever happens, the run ends `done` (maybe
 * partial, the failed stages named in the result) or `failed` with a code, never stuck at `running`
 * once this returns. A redelivered job of a finished run does nothing.
 */
@injectable()
export class RunAudit {
  private readonly clock: Clock = systemClock;

  constructor(
    @inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository,
    @inject(AUDITS.Runner) private readonly runner: AuditRunner,
    @inject(RecordWebsiteAnalysis) private readonly recordWebsite: RecordWebsiteAnalysis,
  ) {}

  async execute(command: { runId: string; signal?: AbortSignal }): Promise<void> {
    const run = await this.runs.find(command.runId);
    if (!run || isFinished(run.status)) return;
    await this.runs.markRunning(run.id, this.clock.now());
    const previous = await this.runs.findPreviousDone(run.userId, run.type, run.url, run.createdAt);
    const progress = new ProgressWriter((percent, stage) => this.runs.updateProgress(run.id, percent, stage));
    let result: AuditResult;
    try {
      result = await this.runner.run({
        type: run.type,
        url: run.url,
        crawl: run.crawl,
        context: { previous: previous?.result ? { id: previous.id, result: previous.result } : null },
        signal: command.signal,
        onProgress: (percent, stage) => progress.report(percent, stage),
      });
      await progress.settle();
      await this.runs.complete(run.id, result, this.clock.now());
    } catch (error) {
      await progress.settle();
      await this.runs.fail(run.id, toAuditError(error, progress.stage), this.clock.now());
      return;
    }
    // The report is saved whatever happens here: the website data is a copy of part of it, and a
    // failure to keep that copy must not turn a finished audit into a failed one.
    await this.recordWebsite.execute({ ownerId: run.userId, url: run.url, result }).catch(() => undefined);
  }
}

function toAuditError(error: unknown, stage: AuditStage | null): AuditError {
  if (isDomainError(error)) return { code: error.code, message: error.message, stage: (error.details?.stage as AuditStage | undefined) ?? stage };
  return { code: 'AUDIT_FAILED', message: 'Failed to analyze URL. Please check the URL and try again.', stage };
}

/**
 * Progress arrives many times a second from the runner; the database sees one write at a time and
 * only when the stage or the whole percentage changed, so polling pages stay live without a write storm.
 */
class ProgressWriter {
  stage: AuditStage | null = null;
  private written = -1;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly write: (percent: number, stage: AuditStage) => Promise<void>) {}

  report(percent: number, stage: AuditStage): void {
    const whole = Math.max(0, Math.min(99, Math.floor(percent)));
    if (whole === this.written && stage === this.stage) return;
    this.written = whole;
    this.stage = stage;
    this.pending = this.pending.then(() => this.write(whole, stage)).catch(() => undefined);
  }

  settle(): Promise<void> {
    return this.pending;
  }
}
