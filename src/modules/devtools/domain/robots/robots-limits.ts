/** The robots tools' limits (devtools README, "HTTP"). */
export const ROBOTS_LIMITS = {
  /** Paths tested in one request. */
  maxPaths: 100,
  maxPathLength: 2048,
  maxUserAgentLength: 200,
  /** Pasted text, and the part of a fetched file that is parsed: RFC 9309 §2.5 sets 500 KiB as the least a crawler reads. */
  maxRobotsTxtBytes: 500 * 1024,
  fetchTimeoutMs: 10_000,
  maxSitemaps: 20,
  maxSitemapBytes: 1024 * 1024,
  /** Generator: groups, values per group and the length of one value. */
  maxGroups: 50,
  maxValuesPerGroup: 200,
  maxValueLength: 2048,
} as const;
