/**
 * The intake's settings, one object (ANALYTICS.TrackerSettings, bound by analytics.module.ts): what comes
 * from the configuration (the device key, the geo databases, the per-client rate limit) and the tuning
 * constants of TRACKER_TUNING. The exclusions use cases read the device key from it too.
 */
export interface TrackerSettings extends TrackerTuning {
  /** HMAC key of `device` exclusions (IP_HASH_KEY): the api and every tracker pod must share it. */
  deviceKey: string;
  /** GEO_DB_DIR: the folder of the DB-IP city databases; null for the npm package's own. */
  geoDbDir: string | null;
  /** TRACKER_RATE_LIMIT (client-rate-limit.ts): requests a second one client may send, sustained; 0: no limit. */
  clientRatePerSecond: number;
}

export interface TrackerTuning {
  /** The tracker's group commit (group-commit.ts, grouped-ingest-jobs.ts): one `analytics.ingest` job per group. */
  groupCommit: {
    /** When the queue is idle, the first accepted request waits this long for others… */
    lingerMs: number;
    /** …and a group is enqueued at once when it has this many requests. */
    maxRequests: number;
    /** Commits in flight at once per tracker process (each waits on a Redis round trip, not on the CPU). */
    maxRunning: number;
    /** After a group this large the tracker is busy: the next group goes without the linger. */
    busyRequests: number;
  };
  /** How long a tracker process reuses a site's settings and exclusions before reading them again. */
  siteCacheMs: number;
  /** How often a process adds its dropped-event counts to the live store. */
  droppedFlushMs: number;
  /**
   * A client may send this many seconds' worth of its rate at once (client-rate-limit.ts): a page load's
   * beacons and the snippet, or a burst of tabs, never meet the limit; a sustained flood does.
   */
  clientBurstSeconds: number;
  /** The worker's half (adapters/queue/ingest-events.processor.ts): how it gathers jobs into writer batches… */
  workerBatching: IngestBatching;
  /** …from this many `analytics.ingest` jobs taken at once (the queue's concurrency). */
  ingestJobsAtOnce: number;
  /** Jobs of the former format (ingest-job.ts) a worker runs at once. */
  formerIngestJobsAtOnce: number;
}

/** How the worker gathers `analytics.ingest` jobs into writer batches. */
export interface IngestBatching {
  /** The first job of a batch waits this long for others. */
  lingerMs: number;
  /** A batch reaching this many events is written at once. */
  maxEvents: number;
  /** Writer transactions at once per worker process. */
  writers: number;
}

/**
 * Measured in test/bench (tracker and analytics writer sections, docs/benchmarks.md). The tracker's group
 * commit is short because a beacon's answer waits for it (p99 goal 20 ms); its jobs are therefore small at
 * moderate traffic, and the worker gathers them into large writer batches: up to 2,000 events (the
 * writer's best size), the first job of a batch waiting 200 ms for company, still well within the
 * "seconds" between a visit and the dashboard. A job holds at most 50 requests (each at most a 32 KiB
 * body's events, about 2.5 KB for ten; so about 125 KB of JSON in Redis at most).
 */
export const TRACKER_TUNING: TrackerTuning = {
  groupCommit: { lingerMs: 2, maxRequests: 50, maxRunning: 4, busyRequests: 10 },
  siteCacheMs: 5_000,
  droppedFlushMs: 1_000,
  clientBurstSeconds: 10,
  workerBatching: { lingerMs: 200, maxEvents: 2_000, writers: 2 },
  ingestJobsAtOnce: 128,
  formerIngestJobsAtOnce: 8,
};
