import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { retentionPlan } from '../../domain/retention.js';
import type { DataJobRepository } from '../ports/data-job.repository.port.js';
import type { SiteDataStore } from '../ports/site-data.store.port.js';

export interface RetentionOutcome {
  globalCutoff: string;
  droppedPartitions: number;
  /** Event records deleted by the global pass (rows of the cut day) and the per-site passes. */
  deletedEvents: number;
  sitesTrimmed: number;
  createdPartitions: number;
  expiredExports: number;
}

/** Daily partitions created ahead, so the writer rarely has to create one on the hot path. */
export const PARTITIONS_AHEAD_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * The nightly `analytics.retention` job (analytics README, "Data management"): applies every site's retention_days
 * (domain/retention.ts), creates the next days' event partitions, and deletes expired export files.
 */
@injectable()
export class ApplyRetention {
  constructor(
    @inject(ANALYTICS.SiteDataStore) private readonly data: SiteDataStore,
    @inject(ANALYTICS.DataJobRepository) private readonly jobs: DataJobRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<RetentionOutcome> {
    const now = this.clock.now();
    const plan = retentionPlan(await this.data.retentions(), now);
    const global = await this.data.deleteAllBefore(plan.globalCutoff);
    let deletedEvents = global.events;
    for (const { siteId, cutoff } of plan.perSite) deletedEvents += (await this.data.deleteCollected(siteId, cutoff)).events;
    const created = await this.data.ensurePartitions(now, new Date(now.getTime() + PARTITIONS_AHEAD_DAYS * DAY_MS));
    const expiredExports = await this.jobs.deleteExpiredExports(now);
    return {
      globalCutoff: plan.globalCutoff.toISOString(),
      droppedPartitions: global.droppedPartitions.length,
      deletedEvents,
      sitesTrimmed: plan.perSite.length,
      createdPartitions: created.length,
      expiredExports,
    };
  }
}
