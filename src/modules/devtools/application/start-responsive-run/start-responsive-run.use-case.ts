import { inject, injectable } from 'inversify';
import { checkTargetUrl, TargetRefusedError, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { JobQueue } from '../../../../platform/queue/index.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { DomainError } from '../../../../shared/index.js';
import { RESPONSIVE_LIMITS } from '../../../../shared/devtools/responsive-devices.js';
import type { ResponsiveRunRequest } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { devtoolsError } from '../../domain/devtools-error.js';
import { parseResponsiveDevices } from '../../domain/responsive/responsive-request.js';
import type { ResponsiveRunRepository } from '../ports/responsive-run.repository.port.js';
import { enforceRate } from '../rate-limit.js';
import { RESPONSIVE_JOBS, RESPONSIVE_QUEUE, RESPONSIVE_SETTINGS, type ResponsiveRunJob } from '../responsive-settings.js';

/**
 * Queues a responsive run (devtools README, "Responsive testing"). The address is judged here as well as
 * in the worker: a literal private, loopback or metadata address (in any spelling WHATWG parsing turns
 * into one) is refused at once instead of becoming a failed run; names are judged on what they resolve
 * to when the worker's browser connects, through the filtering proxy.
 */
@injectable()
export class StartResponsiveRun {
  constructor(
    @inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository,
    @inject(DEVTOOLS.TargetPolicy) private readonly policy: TargetPolicy,
    @inject(PLATFORM.JobQueue) private readonly queue: JobQueue,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: ResponsiveRunRequest & { userId: string }): Promise<{ id: string }> {
    const url = this.checkUrl(command.url);
    const devices = parseResponsiveDevices(command.devices);
    await enforceRate(this.limiter, `devtools:responsive:${command.userId}`, RESPONSIVE_SETTINGS.rate);
    if ((await this.runs.countUnfinished(command.userId)) >= RESPONSIVE_SETTINGS.maxUnfinishedPerUser) {
      throw new DomainError('conflict', 'DEVTOOLS_RESPONSIVE_TOO_MANY_RUNNING', 'Wait for your running responsive tests to finish before starting another', {
        limit: RESPONSIVE_SETTINGS.maxUnfinishedPerUser,
      });
    }
    const run = await this.runs.create({ ownerId: command.userId, url, devices });
    await this.runs.pruneForOwner(command.userId, { keep: RESPONSIVE_SETTINGS.keepPerUser, maxBytes: RESPONSIVE_SETTINGS.maxStoredBytesPerUser });
    // The run id as job id: a retried request of the API cannot queue the same run twice.
    await this.queue.add<ResponsiveRunJob>(RESPONSIVE_QUEUE, RESPONSIVE_JOBS.run, { runId: run.id }, { jobId: `responsive-${run.id}` });
    return { id: run.id };
  }

  private checkUrl(input: string): string {
    if (input.length > RESPONSIVE_LIMITS.maxUrlLength) throw devtoolsError('DEVTOOLS_INVALID_URL', `at most ${RESPONSIVE_LIMITS.maxUrlLength} characters`);
    try {
      return checkTargetUrl(input, this.policy).href;
    } catch (error) {
      if (!(error instanceof TargetRefusedError)) throw error;
      const code = error.code === 'AUDIT_INVALID_URL' || error.reason === 'scheme-not-allowed' ? 'DEVTOOLS_INVALID_URL' : 'DEVTOOLS_TARGET_REFUSED';
      throw devtoolsError(code, error.message, { reason: error.reason });
    }
  }
}
