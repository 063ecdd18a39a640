import { inject, injectable } from 'inversify';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { TrackerSettings } from '../tracker-settings.js';
import { CommitAcceptedEvents } from './commit-accepted-events.js';
import { GroupCommit } from './group-commit.js';
import type { AcceptedEventSink } from './ingest-batch.use-case.js';
import type { QueuedRequest } from './ingest-job.js';

/**
 * The tracker's sink for accepted requests: a group commit (group-commit.ts, tuned by
 * `TrackerSettings.groupCommit`) whose groups each become one `analytics.ingest` job
 * (commit-accepted-events.ts). One per tracker process, so every request of the process shares its groups.
 */
@injectable()
export class GroupedIngestJobs implements AcceptedEventSink {
  private readonly groups: GroupCommit<QueuedRequest>;

  constructor(
    @inject(CommitAcceptedEvents) commit: CommitAcceptedEvents,
    @inject(ANALYTICS.TrackerSettings) settings: Pick<TrackerSettings, 'groupCommit'>,
  ) {
    const { lingerMs, maxRequests, maxRunning, busyRequests } = settings.groupCommit;
    this.groups = new GroupCommit<QueuedRequest>((requests) => commit.execute(requests), lingerMs, maxRequests, maxRunning, busyRequests);
  }

  add(requests: readonly QueuedRequest[]): Promise<void> {
    return this.groups.add(requests);
  }
}
