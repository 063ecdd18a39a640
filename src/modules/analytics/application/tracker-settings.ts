/** What the tracker and the exclusions use cases read from the configuration (bound by analytics.tracker.module.ts). */
export interface TrackerSettings {
  /** HMAC key of `device` exclusions (IP_HASH_KEY): the api and every tracker pod must share it. */
  deviceKey: string;
  /** Group commit (group-commit.ts): when the queue is idle, the first accepted request waits this long for others… */
  flushMs: number;
  /** …and a group is enqueued at once when it has this many requests (one queue job per group). */
  flushRequests: number;
  /** How long a tracker process reuses a site's settings and exclusions before reading them again. */
  siteCacheMs: number;
  /** How often the tracker adds its dropped-event counts to the live store. */
  droppedFlushMs: number;
}
