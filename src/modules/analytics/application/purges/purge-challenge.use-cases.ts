import { inject, injectable } from 'inversify';
import type { JobQueue } from '../../../../platform/queue/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { purgeNotFound, type DataJob } from '../../domain/data-job.js';
import { assertPurgeAnswer, createPurgeChallenge, parsePurgeScope, purgeCutoff, type RandomSource } from '../../domain/site.js';
import { DATA_JOBS, DATA_JOBS_QUEUE } from '../../index.js';
import { DATA_JOB_ATTEMPTS, type DataJobPayload } from '../data-jobs.js';
import { findOwnedSite, type SiteCaller, type SiteUser } from '../owned-site.js';
import { isUuid } from '../../../../shared/index.js';
import type { DataJobRepository } from '../ports/data-job.repository.port.js';
import type { PurgeChallengeSigner } from '../ports/purge-challenge-signer.port.js';
import type { SiteRepository } from '../ports/site.repository.port.js';

/** Long enough to read the dialog and count; short enough that an answered question is not kept around. */
export const PURGE_CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * The purge (docs/product.md §8, §15.3): the dialog asks a sum (domain/site.ts), the answer comes back with the signed question.
 * The token names the site and the user, so it cannot be replayed on another site or by someone else;
 * within its ten minutes the same owner may use it again, which grants nothing they could not ask for.
 */
@injectable()
export class GetPurgeChallenge {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.PurgeChallengeSigner) private readonly signer: PurgeChallengeSigner,
    @inject(ANALYTICS.Random) private readonly random: RandomSource,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(query: { siteId: string; caller: SiteUser }): Promise<{ a: number; b: number; token: string; expiresAt: Date }> {
    const site = await findOwnedSite(this.sites, query.siteId, query.caller);
    const { a, b } = createPurgeChallenge(this.random);
    const expiresAt = new Date(this.clock.now().getTime() + PURGE_CHALLENGE_TTL_MS);
    return { a, b, expiresAt, token: this.signer.sign({ a, b, siteId: site.id, userId: query.caller.userId, expiresAt }) };
  }
}

@injectable()
export class StartPurge {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
    @inject(ANALYTICS.PurgeChallengeSigner) private readonly signer: PurgeChallengeSigner,
    @inject(PLATFORM.JobQueue) private readonly queue: JobQueue,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { siteId: string; caller: SiteUser; scope: unknown; answer: unknown; token: unknown }): Promise<{ id: string }> {
    const site = await findOwnedSite(this.sites, command.siteId, command.caller);
    const scope = parsePurgeScope(command.scope);
    const challenge = this.signer.verify(command.token);
    const valid =
      challenge && challenge.siteId === site.id && challenge.userId === command.caller.userId && challenge.expiresAt.getTime() > this.clock.now().getTime();
    if (!valid) {
      throw new DomainError('validation', 'ANALYTICS_PURGE_CHALLENGE_EXPIRED', 'This question has expired. Please answer the new one.', { field: 'token' });
    }
    assertPurgeAnswer(challenge, command.answer);
    // The cut-off is fixed now, when the owner confirms: a queued or retried job deletes exactly this.
    const job = await this.jobs.create({ siteId: site.id, userId: command.caller.userId, kind: 'purge', scope, cutoff: purgeCutoff(scope, this.clock) });
    await this.queue.add<DataJobPayload>(DATA_JOBS_QUEUE, DATA_JOBS.purge, { jobId: job.id }, {
      jobId: `purge-${job.id}`,
      attempts: DATA_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delayMs: 5_000 },
    });
    return { id: job.id };
  }
}

@injectable()
export class GetPurge {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
  ) {}

  async execute(query: { siteId: string; purgeId: string; caller: SiteCaller }): Promise<DataJob> {
    const site = await findOwnedSite(this.sites, query.siteId, query.caller);
    const job = isUuid(query.purgeId) ? await this.jobs.find(query.purgeId) : null;
    if (!job || job.kind !== 'purge' || job.siteId !== site.id) throw purgeNotFound();
    return job;
  }
}
