import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from '../../../../shared/index.js';
import type { AnalyticsLiveStore, LiveEvent, LiveSnapshot, SessionClaim } from '../../application/ports/live-store.port.js';
import { SESSION_IDLE_MS } from '../../domain/live-session.js';
import { newDailySalt, SALT_TTL_SECONDS } from '../../domain/visitor-id.js';
import { emptySnapshotMinutes, LIVE_WINDOW_MINUTES, MINUTE_MS, minuteOf, topPages } from './live-window.js';

/**
 * domain/live-session.ts `nextSession` for a list of claims, atomically. KEYS: one session key per claim
 * (repeats allowed, applied in order); ARGV: idle ms, then first ms, last ms and new id per claim. A stored
 * value is "sessionId|lastSeenMs"; it expires SESSION_IDLE_MS after its last update.
 */
const ASSIGN_SESSIONS = `
local idle = tonumber(ARGV[1])
local out = {}
for i, key in ipairs(KEYS) do
  local first = tonumber(ARGV[3 * i - 1])
  local lastText = ARGV[3 * i]
  local last = tonumber(lastText)
  local newId = ARGV[3 * i + 1]
  local stored = redis.call('GET', key)
  local sid, seenText, seen
  if stored then
    local sep = string.find(stored, '|', 1, true)
    sid = string.sub(stored, 1, sep - 1)
    seenText = string.sub(stored, sep + 1)
    seen = tonumber(seenText)
  end
  if stored and math.abs(first - seen) < idle then
    if last > seen then seenText = lastText end
    redis.call('SET', key, sid .. '|' .. seenText, 'PX', idle)
    out[i] = sid
  elseif stored and last < seen then
    out[i] = newId
  else
    redis.call('SET', key, newId .. '|' .. lastText, 'PX', idle)
    out[i] = newId
  end
end
return out
`;

/** Bucket keys outlive the window by a few minutes, so a snapshot at its edge still finds them. */
const BUCKET_LIFETIME_MS = (LIVE_WINDOW_MINUTES + 5) * MINUTE_MS;
const PAGE_VIEWS_FIELD = 'pv';
const PATH_FIELD = 'p:';

/**
 * The live store on the shared Redis (PLATFORM.Redis), under `<QUEUE_PREFIX>:analytics-live:` (not
 * `<QUEUE_PREFIX>:analytics:`, the Bull queue's own key space):
 *   salt:<day>                 string, the day's salt, SET NX so every pod uses the first one; 48 h TTL
 *   sess:<visitorId>           "sessionId|lastSeenMs", 30 min TTL from the last event (Lua, atomic per call)
 *   rt:<siteId>:<minute>       hash: `pv` page views, `p:<path>` page views per path
 *   rtv:<siteId>:<minute>      HyperLogLog of the minute's visitor ids (PFCOUNT over several = distinct union)
 *   dropped                    hash: reason -> count, no TTL
 * `<minute>` is the minute's start in ms since the epoch. A realtime bucket expires an hour and five
 * minutes after its minute began. Each call is one round trip (pipeline or script).
 */
export class RedisLiveStore implements AnalyticsLiveStore {
  private readonly prefix: string;
  /** Salts never change once set, so each process reads a day's salt from Redis once. */
  private readonly salts = new Map<string, Promise<string>>();

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
    private readonly clock: Clock,
    private readonly newId: () => string = randomUUID,
  ) {
    this.prefix = `${keyPrefix}:analytics-live:`;
  }

  dailySalt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.readSalt(day);
      this.salts.set(day, salt);
      salt.catch(() => this.salts.delete(day));
      // Only days around today are asked for; a few entries are plenty.
      if (this.salts.size > 4) this.salts.delete(this.salts.keys().next().value!);
    }
    return salt;
  }

  private async readSalt(day: string): Promise<string> {
    const key = `${this.prefix}salt:${day}`;
    const results = await this.redis.multi().set(key, newDailySalt(), 'EX', SALT_TTL_SECONDS, 'NX').get(key).exec();
    const stored = results?.[1]?.[1];
    if (typeof stored !== 'string' || !stored) throw new Error(`no salt stored for ${day}`);
    return stored;
  }

  async assignSessions(claims: readonly SessionClaim[]): Promise<string[]> {
    if (claims.length === 0) return [];
    const keys = claims.map((claim) => `${this.prefix}sess:${claim.visitorId}`);
    const args = [String(SESSION_IDLE_MS)];
    for (const claim of claims) args.push(String(claim.firstAt.getTime()), String(claim.lastAt.getTime()), this.newId());
    const ids = (await this.redis.eval(ASSIGN_SESSIONS, keys.length, ...keys, ...args)) as string[];
    return ids;
  }

  async recordLive(events: readonly LiveEvent[]): Promise<void> {
    const oldest = minuteOf(this.clock.now().getTime()) - (LIVE_WINDOW_MINUTES - 1) * MINUTE_MS;
    const buckets = new Map<string, { siteId: string; minute: number; pageViews: number; visitors: Set<string>; paths: Map<string, number> }>();
    for (const event of events) {
      const minute = minuteOf(event.occurredAt.getTime());
      if (minute < oldest) continue;
      const key = `${event.siteId}:${minute}`;
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { siteId: event.siteId, minute, pageViews: 0, visitors: new Set(), paths: new Map() };
        buckets.set(key, bucket);
      }
      bucket.visitors.add(event.visitorId);
      if (event.kind === 'pageview') {
        bucket.pageViews += 1;
        bucket.paths.set(event.path, (bucket.paths.get(event.path) ?? 0) + 1);
      }
    }
    if (buckets.size === 0) return;
    const pipeline = this.redis.pipeline();
    for (const bucket of buckets.values()) {
      const counts = this.countsKey(bucket.siteId, bucket.minute);
      const visitors = this.visitorsKey(bucket.siteId, bucket.minute);
      const expiresAt = bucket.minute + BUCKET_LIFETIME_MS;
      if (bucket.pageViews > 0) {
        pipeline.hincrby(counts, PAGE_VIEWS_FIELD, bucket.pageViews);
        for (const [path, count] of bucket.paths) pipeline.hincrby(counts, PATH_FIELD + path, count);
        pipeline.pexpireat(counts, expiresAt);
      }
      pipeline.pfadd(visitors, ...bucket.visitors);
      pipeline.pexpireat(visitors, expiresAt);
    }
    await execOrThrow(pipeline);
  }

  async liveSnapshot(siteId: string, now: Date, minutes: number): Promise<LiveSnapshot> {
    const window = emptySnapshotMinutes(now, minutes);
    const pipeline = this.redis.pipeline();
    for (const entry of window) {
      pipeline.hgetall(this.countsKey(siteId, entry.minute.getTime()));
      pipeline.pfcount(this.visitorsKey(siteId, entry.minute.getTime()));
    }
    pipeline.pfcount(...window.map((entry) => this.visitorsKey(siteId, entry.minute.getTime())));
    const results = await execOrThrow(pipeline);
    const paths = new Map<string, number>();
    let pageViews = 0;
    window.forEach((entry, i) => {
      const counts = (results[2 * i] ?? {}) as Record<string, string>;
      entry.pageViews = Number(counts[PAGE_VIEWS_FIELD] ?? 0);
      entry.visitors = Number(results[2 * i + 1] ?? 0);
      pageViews += entry.pageViews;
      for (const [field, count] of Object.entries(counts)) {
        if (field.startsWith(PATH_FIELD)) paths.set(field.slice(PATH_FIELD.length), (paths.get(field.slice(PATH_FIELD.length)) ?? 0) + Number(count));
      }
    });
    return { visitors: Number(results[2 * window.length] ?? 0), pageViews, minutes: window, topPages: topPages(paths) };
  }

  async countDropped(counts: Readonly<Record<string, number>>): Promise<void> {
    const entries = Object.entries(counts).filter(([, count]) => count > 0);
    if (entries.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const [reason, count] of entries) pipeline.hincrby(`${this.prefix}dropped`, reason, count);
    await execOrThrow(pipeline);
  }

  async droppedCounts(): Promise<Record<string, number>> {
    const stored = await this.redis.hgetall(`${this.prefix}dropped`);
    return Object.fromEntries(Object.entries(stored).map(([reason, count]) => [reason, Number(count)]));
  }

  private countsKey(siteId: string, minute: number): string {
    return `${this.prefix}rt:${siteId}:${minute}`;
  }

  private visitorsKey(siteId: string, minute: number): string {
    return `${this.prefix}rtv:${siteId}:${minute}`;
  }
}

/** A pipeline reports each command's error beside its result; any of them fails the call. */
async function execOrThrow(pipeline: ReturnType<Redis['pipeline']>): Promise<unknown[]> {
  const results = (await pipeline.exec()) ?? [];
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
