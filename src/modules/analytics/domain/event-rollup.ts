import { DailyRollup, dayNumber, dayString, ENTRY_PATH, type Dimension } from './daily-rollup.js';
import type { EnrichedEvent } from './enriched-event.js';
import { DEEP_SCROLL_PERCENT } from './engagement-quality.js';
import { referrerHostOf, screenClassOf, sessionDimensions, utmValue, xBinOf, yBinOf } from './session-dimensions.js';
import { isBounce, isFrustrated, type SessionRecord } from './session-metrics.js';

/**
 * How a batch of enriched events turns into session rows, hourly counters and daily rollups (what the
 * dashboard reads instead of scanning events). Pure, so the worker's arithmetic is tested without a
 * database; the writer only applies the results. Only events stored for the first time by the batch
 * are passed in, which is what makes a retried batch add nothing.
 *
 * A session's state is a left fold of its events in one total order: occurred_at, then page views after
 * other events of the same millisecond (the snippet emits the leaving page's engagement and clicks before
 * the next page view), then id. Each batch folds its new events onto the stored state, so a session split
 * across batches ends in the same state, with the same rollup increments, as one batch holding it all.
 *
 * Hourly counters (analytics_hourly):
 * - Event counters (page views, clicks, rage/dead clicks, JS errors, form submits, active/total ms, events)
 *   go to the UTC hour of each event.
 * - Session counters (sessions, bounces, duration, frustrated, converted) go to the session's
 *   `rollupHour`: the hour of the earliest event of the first batch that saw the session, never moved
 *   afterwards. Each batch adds the difference between the session's state after and before it, so a
 *   session that stops being a bounce when its second page view arrives in a later batch is taken out of
 *   that hour's bounces. Definitions are those of session-metrics.ts: interactions are clicks and form
 *   events; a conversion is a form submit (goal paths are site settings applied at query time).
 *
 * Session state (analytics_sessions; the rollup migration's header names the columns):
 *   page view      closes the previous view: depth_sum += view_depth, deep_views += (view_depth ≥ 75),
 *                  click_through_views += clicked_since_view; then view_depth = 0, the *_since_view flags,
 *                  view_timed and last_scroll_sign reset; exit_path = its path, last_view_at = its time.
 *                  The first one sets entry_path, referrer, source kind, referrer_host, screen and utm_*.
 *   engagement     active_ms, total_ms += its increments; view_depth = max(view_depth, scrollDepth)
 *   scroll         scrolls += 1, scroll_px += |distance|, scroll_ms += ms, view_depth = max(…, depth);
 *                  direction_changes += 1 when the sign of distance differs from last_scroll_sign
 *                  (both non-zero; a new page view starts without a direction)
 *   click          clicks, interactions += 1 (rage, dead counted); clicked_since_view = true
 *   form           interactions += 1; input/change: forms_started += 1 once per page view
 *                  (form_touched_since_view); submit: form_submits += 1
 *   error          js_errors += 1
 * A session with no page view yet keeps the path of its first and latest event as entry and exit and the
 * source of its first event; its time, scrolls and forms count as one page-less view.
 * The daily increments each event makes are listed in daily-rollup.ts.
 *
 * Late events. Folding onto the stored state is exact when the new events come after everything stored,
 * and also for clicks, engagement, form and error events inside the session's current page view (their
 * effects commute). Anything else — a page view or scroll before the last stored event, an event of an
 * earlier page view or before the session's start — needs a replay: the writer reads the session's stored
 * events, the session is folded from scratch without and with the new events (its rollup hour kept), and
 * the difference of the two daily rollups is applied. `sessionsToReplay` says which sessions need it.
 */
export const HOUR_MS = 3_600_000;

export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

export interface StoredSession {
  siteId: string;
  sessionId: string;
  visitorId: string;
  startedAt: Date;
  lastSeenAt: Date;
  rollupHour: Date;
  entryPath: string;
  exitPath: string;
  /** Time of the last page view; null while the session has none. */
  lastViewAt: Date | null;
  pageViews: number;
  interactions: number;
  rageClicks: number;
  deadClicks: number;
  jsErrors: number;
  formSubmits: number;
  referrer: string | null;
  sourceKind: string | null;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  activeMs: number;
  totalMs: number;
  viewDepth: number;
  depthSum: number;
  deepViews: number;
  scrollPx: number;
  scrollMs: number;
  scrolls: number;
  directionChanges: number;
  lastScrollSign: number;
  clicks: number;
  clickThroughViews: number;
  clickedSinceView: boolean;
  formsStarted: number;
  formTouchedSinceView: boolean;
  /** The current page view has had an engagement event (counted in timed_views). */
  viewTimed: boolean;
  screen: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
}

export interface HourlyCounters {
  siteId: string;
  hour: Date;
  pageViews: number;
  /** Left 0 here: the writer counts the visitors new to the hour (analytics_hourly_visitors). */
  visitors: number;
  sessions: number;
  bounces: number;
  sessionSeconds: number;
  frustratedSessions: number;
  convertedSessions: number;
  events: number;
  clicks: number;
  rageClicks: number;
  deadClicks: number;
  jsErrors: number;
  formSubmits: number;
  activeMs: number;
  totalMs: number;
}

export interface VisitorHour {
  siteId: string;
  hour: Date;
  visitorId: string;
}

export interface VisitorDay {
  siteId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  visitorId: string;
}

// Site ids are uuids, so '|' cannot occur in them and the keys are unambiguous; also used as advisory lock keys.
export const sessionKey = (siteId: string, sessionId: string): string => `${siteId}|${sessionId}`;

export function emptyCounters(siteId: string, hour: Date): HourlyCounters {
  return { siteId, hour, pageViews: 0, visitors: 0, sessions: 0, bounces: 0, sessionSeconds: 0, frustratedSessions: 0, convertedSessions: 0, events: 0, clicks: 0, rageClicks: 0, deadClicks: 0, jsErrors: 0, formSubmits: 0, activeMs: 0, totalMs: 0 };
}

/** The fold order: time, then page views last within a millisecond, then id. */
export function compareEvents(a: EnrichedEvent, b: EnrichedEvent): number {
  return a.occurredAt.getTime() - b.occurredAt.getTime() || (a.kind === 'pageview' ? 1 : 0) - (b.kind === 'pageview' ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const durationSeconds = (s: StoredSession): number => Math.max(0, Math.round((s.lastSeenAt.getTime() - s.startedAt.getTime()) / 1000));

function asRecord(s: StoredSession): SessionRecord {
  return { visitorId: s.visitorId, pageViews: s.pageViews, interactions: s.interactions, durationSeconds: durationSeconds(s), rageClicks: s.rageClicks, deadClicks: s.deadClicks, jsErrors: s.jsErrors, formSubmits: s.formSubmits, paths: [] };
}

function newSession(first: EnrichedEvent, rollupHour: Date): StoredSession {
  return {
    siteId: first.siteId,
    sessionId: first.sessionId,
    visitorId: first.visitorId,
    startedAt: first.occurredAt,
    lastSeenAt: first.occurredAt,
    rollupHour,
    entryPath: first.path,
    exitPath: first.path,
    lastViewAt: null,
    pageViews: 0,
    interactions: 0,
    rageClicks: 0,
    deadClicks: 0,
    jsErrors: 0,
    formSubmits: 0,
    referrer: first.referrer,
    sourceKind: first.sourceKind,
    country: first.country,
    city: first.city,
    browser: first.browser,
    os: first.os,
    device: first.device,
    activeMs: 0,
    totalMs: 0,
    viewDepth: 0,
    depthSum: 0,
    deepViews: 0,
    scrollPx: 0,
    scrollMs: 0,
    scrolls: 0,
    directionChanges: 0,
    lastScrollSign: 0,
    clicks: 0,
    clickThroughViews: 0,
    clickedSinceView: false,
    formsStarted: 0,
    formTouchedSinceView: false,
    viewTimed: false,
    screen: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrerHost: null,
  };
}

/**
 * Folds `events` onto the session as stored before them (undefined: a new session, whose rollup hour is
 * `rollupHour` or the hour of its first event), adding the daily increments to `daily`. The events must
 * not need a replay (see `sessionsToReplay`); they are sorted here.
 */
export function foldSession(previous: StoredSession | undefined, events: readonly EnrichedEvent[], daily = new DailyRollup(), rollupHour?: Date): StoredSession {
  const sorted = inFoldOrder([...events]);
  const first = sorted[0];
  if (!first) throw new Error('foldSession needs at least one event');
  const s: StoredSession = previous ? { ...previous } : newSession(first, rollupHour ?? hourOf(first.occurredAt));
  // Page views per day: their dimension values are the session's, which only its first page view sets,
  // so every page view of this fold counts under the values the session has at the end of it.
  const viewDays = new Map<number, number>();
  for (const event of sorted) foldEvent(s, event, daily, viewDays);
  const before = previous ? sessionDimensions(previous) : [];
  const after = sessionDimensions(s);
  for (const [day, views] of viewDays) for (const [dim, value] of after) daily.dim(s.siteId, day, dim, value).pageViews += views;
  // Sessions count once per dimension value, on the day of their rollup hour; a changed value moves them.
  if (!sameDimensions(before, after)) {
    const day = dayNumber(s.rollupHour.getTime());
    for (const [dim, value] of before) daily.dim(s.siteId, day, dim, value).sessions--;
    for (const [dim, value] of after) daily.dim(s.siteId, day, dim, value).sessions++;
  }
  return s;
}

function sameDimensions(a: readonly [Dimension, string][], b: readonly [Dimension, string][]): boolean {
  return a.length === b.length && a.every(([dim, value], i) => b[i]![0] === dim && b[i]![1] === value);
}

function foldEvent(s: StoredSession, e: EnrichedEvent, daily: DailyRollup, viewDays: Map<number, number>): void {
  const at = e.occurredAt.getTime();
  const latest = at >= s.lastSeenAt.getTime();
  if (latest) s.lastSeenAt = e.occurredAt;
  if (at < s.startedAt.getTime()) s.startedAt = e.occurredAt;
  if (s.pageViews === 0 && latest) s.exitPath = e.path;
  const site = s.siteId;
  const day = dayNumber(at);
  switch (e.kind) {
    case 'pageview': {
      const d = e.data;
      if (s.pageViews === 0) {
        s.entryPath = e.path;
        s.referrer = e.referrer;
        s.sourceKind = e.sourceKind;
        s.referrerHost = referrerHostOf(e.referrer ?? d.referrer, e.sourceKind);
        s.screen = d.screen;
        s.utmSource = utmValue(d.utm?.source, true);
        s.utmMedium = utmValue(d.utm?.medium, true);
        s.utmCampaign = utmValue(d.utm?.campaign, false);
        daily.page(site, day, e.path).entries++;
        daily.flow(site, day, ENTRY_PATH, e.path).count++;
      } else {
        daily.page(site, dayNumber((s.lastViewAt ?? s.startedAt).getTime()), s.exitPath).exits--;
        daily.flow(site, day, s.exitPath, e.path).count++;
        s.depthSum += s.viewDepth;
        if (s.viewDepth >= DEEP_SCROLL_PERCENT) s.deepViews++;
        if (s.clickedSinceView) s.clickThroughViews++;
      }
      const page = daily.page(site, day, e.path);
      page.views++;
      page.exits++;
      s.pageViews++;
      s.exitPath = e.path;
      s.lastViewAt = e.occurredAt;
      s.viewDepth = 0;
      s.clickedSinceView = false;
      s.formTouchedSinceView = false;
      s.viewTimed = false;
      s.lastScrollSign = 0;
      viewDays.set(day, (viewDays.get(day) ?? 0) + 1);
      return;
    }
    case 'engagement': {
      const d = e.data;
      s.activeMs += d.activeMs;
      s.totalMs += d.totalMs;
      if (d.scrollDepth > s.viewDepth) s.viewDepth = d.scrollDepth;
      // Time belongs to the page view it was spent on, whatever URL the event carries.
      const page = s.lastViewAt ? daily.page(site, dayNumber(s.lastViewAt.getTime()), s.exitPath) : daily.page(site, day, e.path);
      page.timeMs += d.totalMs;
      if (!s.viewTimed) {
        page.timedViews++;
        s.viewTimed = true;
      }
      return;
    }
    case 'scroll': {
      const d = e.data;
      s.scrolls++;
      s.scrollPx += Math.abs(d.distance);
      s.scrollMs += d.ms;
      if (d.depth > s.viewDepth) s.viewDepth = d.depth;
      const sign = Math.sign(d.distance);
      if (sign !== 0) {
        if (s.lastScrollSign !== 0 && sign !== s.lastScrollSign) s.directionChanges++;
        s.lastScrollSign = sign;
      }
      return;
    }
    case 'click': {
      const d = e.data;
      s.clicks++;
      s.interactions++;
      s.clickedSinceView = true;
      const element = daily.element(site, day, e.path, d.group, d.selector, d.text);
      element.clicks++;
      if (d.rage) {
        s.rageClicks++;
        element.rageClicks++;
      }
      if (d.dead) {
        s.deadClicks++;
        element.deadClicks++;
      }
      daily.cell(site, day, e.path, s.screen ?? screenClassOf(d.viewportWidth), xBinOf(d.pageX), yBinOf(d.pageY)).clicks++;
      return;
    }
    case 'form': {
      const d = e.data;
      s.interactions++;
      if ((d.action === 'input' || d.action === 'change') && !s.formTouchedSinceView) {
        s.formsStarted++;
        s.formTouchedSinceView = true;
      }
      if (d.action === 'submit') s.formSubmits++;
      return;
    }
    case 'error': {
      s.jsErrors++;
      daily.error(site, day, e.data.message, e.data.source, e.browser ?? '', e.occurredAt).count++;
      return;
    }
  }
}

/** Whether folding `event` onto `s` could differ from folding it in its place among the stored events. */
function needsReplay(s: StoredSession, event: EnrichedEvent): boolean {
  const at = event.occurredAt.getTime();
  const lastSeen = s.lastSeenAt.getTime();
  if (at > lastSeen) return false;
  const lastView = s.lastViewAt?.getTime();
  if (lastView === undefined) return true;
  if (event.kind === 'pageview') return at < lastSeen || at <= lastView;
  if (event.kind === 'scroll') return true;
  return at <= lastView;
}

/** One session's new events in fold order. */
export interface SessionEvents {
  key: string;
  siteId: string;
  sessionId: string;
  events: EnrichedEvent[];
}

/**
 * The batch's events by session, each list in fold order (sorted only when the batch was not already:
 * the tracker keeps arrival order, which is nearly always time order). Sessions are looked up per site
 * in nested maps, so no per-event key string is built.
 */
export function groupBySession(events: readonly EnrichedEvent[]): SessionEvents[] {
  const bySite = new Map<string, Map<string, SessionEvents>>();
  const groups: SessionEvents[] = [];
  for (const event of events) {
    let sessions = bySite.get(event.siteId);
    if (!sessions) bySite.set(event.siteId, (sessions = new Map()));
    let group = sessions.get(event.sessionId);
    if (!group) {
      sessions.set(event.sessionId, (group = { key: sessionKey(event.siteId, event.sessionId), siteId: event.siteId, sessionId: event.sessionId, events: [] }));
      groups.push(group);
    }
    group.events.push(event);
  }
  for (const group of groups) inFoldOrder(group.events);
  return groups;
}

function inFoldOrder(events: EnrichedEvent[]): EnrichedEvent[] {
  for (let i = 1; i < events.length; i++) {
    if (compareEvents(events[i - 1]!, events[i]!) > 0) return events.sort(compareEvents);
  }
  return events;
}

/** The stored sessions some of whose new events arrived late in a way a plain fold cannot place. */
export function sessionsToReplay(batch: readonly EnrichedEvent[] | readonly SessionEvents[], storedSessions: ReadonlyMap<string, StoredSession>): StoredSession[] {
  const out: StoredSession[] = [];
  for (const group of asGroups(batch)) {
    const stored = storedSessions.get(group.key);
    if (stored && group.events.some((event) => needsReplay(stored, event))) out.push(stored);
  }
  return out;
}

function asGroups(batch: readonly EnrichedEvent[] | readonly SessionEvents[]): readonly SessionEvents[] {
  const first = batch[0];
  return first && 'key' in first ? (batch as readonly SessionEvents[]) : groupBySession(batch as readonly EnrichedEvent[]);
}

/** What a session adds to its rollup hour when it goes from `before` (undefined: new) to `after`. */
export function sessionDelta(before: StoredSession | undefined, after: StoredSession): Omit<HourlyCounters, 'siteId' | 'hour'> {
  const flag = (s: StoredSession | undefined, test: (r: SessionRecord) => boolean) => (s ? Number(test(asRecord(s))) : 0);
  const delta = emptyCounters(after.siteId, after.rollupHour);
  delta.sessions = before ? 0 : 1;
  delta.bounces = flag(after, isBounce) - flag(before, isBounce);
  delta.frustratedSessions = flag(after, isFrustrated) - flag(before, isFrustrated);
  delta.convertedSessions = flag(after, (r) => r.formSubmits > 0) - flag(before, (r) => r.formSubmits > 0);
  delta.sessionSeconds = durationSeconds(after) - (before ? durationSeconds(before) : 0);
  const { siteId: _s, hour: _h, ...counters } = delta;
  return counters;
}

export interface BatchRollup {
  sessions: StoredSession[];
  /** Sorted by site and hour, so concurrent writers lock rollup rows in the same order. */
  hourly: HourlyCounters[];
  /** Distinct (site, hour, visitor) and (site, day, visitor) of the batch, sorted; the writer keeps the new ones. */
  visitorHours: VisitorHour[];
  visitorDays: VisitorDay[];
  daily: DailyRollup;
}

/**
 * The session rows to store and the hourly and daily increments for the batch's new events (only those
 * not stored before; as a list or already grouped by `groupBySession`), given the stored state of their
 * sessions and, for the sessions `sessionsToReplay` names, their previously stored events (`history`, by
 * session key).
 */
export function rollUpBatch(
  batch: readonly EnrichedEvent[] | readonly SessionEvents[],
  storedSessions: ReadonlyMap<string, StoredSession>,
  history: ReadonlyMap<string, readonly EnrichedEvent[]> = new Map(),
): BatchRollup {
  const hourlyBySite = new Map<string, Map<number, HourlyCounters>>();
  const counters = (siteId: string, hourMs: number) => {
    let hours = hourlyBySite.get(siteId);
    if (!hours) hourlyBySite.set(siteId, (hours = new Map()));
    let row = hours.get(hourMs);
    if (!row) hours.set(hourMs, (row = emptyCounters(siteId, new Date(hourMs))));
    return row;
  };
  const visitorHours: VisitorHour[] = [];
  const visitorDays: VisitorDay[] = [];
  const daily = new DailyRollup();
  const sessions: StoredSession[] = [];
  const groups = asGroups(batch);
  const seenVisitors = new Set<string>();
  for (const group of groups) {
    // A session belongs to one visitor: its visitor rows are its distinct hours and days.
    const { siteId } = group;
    const visitorId = group.events[0]!.visitorId;
    let hourMs = -1;
    let day = -1;
    let row = emptyCounters(siteId, new Date(0));
    for (const event of group.events) {
      const at = event.occurredAt.getTime();
      const eventHour = at - (at % HOUR_MS);
      if (eventHour !== hourMs) {
        hourMs = eventHour;
        row = counters(siteId, hourMs);
        const seen = `${siteId}|${visitorId}|h${hourMs}`;
        if (!seenVisitors.has(seen)) {
          seenVisitors.add(seen);
          visitorHours.push({ siteId, hour: row.hour, visitorId });
        }
        const eventDay = dayNumber(at);
        if (eventDay !== day) {
          day = eventDay;
          const seenDay = `${siteId}|${visitorId}|d${day}`;
          if (!seenVisitors.has(seenDay)) {
            seenVisitors.add(seenDay);
            visitorDays.push({ siteId, day: dayString(day), visitorId });
          }
        }
      }
      row.events++;
      switch (event.kind) {
        case 'pageview':
          row.pageViews++;
          break;
        case 'click':
          row.clicks++;
          if (event.data.rage) row.rageClicks++;
          if (event.data.dead) row.deadClicks++;
          break;
        case 'error':
          row.jsErrors++;
          break;
        case 'form':
          if (event.data.action === 'submit') row.formSubmits++;
          break;
        case 'engagement':
          row.activeMs += event.data.activeMs;
          row.totalMs += event.data.totalMs;
          break;
        case 'scroll':
          break;
      }
    }

    const before = storedSessions.get(group.key);
    let after: StoredSession;
    if (before && group.events.some((event) => needsReplay(before, event))) {
      const stored = history.get(group.key);
      if (!stored) throw new Error(`session ${group.key} has late events: its stored events are needed`);
      const old = new DailyRollup();
      foldSession(undefined, stored, old, before.rollupHour);
      const replayed = new DailyRollup();
      after = foldSession(undefined, [...stored, ...group.events], replayed, before.rollupHour);
      daily.add(replayed, 1);
      daily.add(old, -1);
    } else {
      after = foldSession(before, group.events, daily);
    }
    sessions.push(after);
    const sessionRow = counters(siteId, after.rollupHour.getTime());
    const delta = sessionDelta(before, after);
    for (const name of Object.keys(delta) as (keyof typeof delta)[]) sessionRow[name] += delta[name];
  }
  const bySiteThen = <T extends { siteId: string }>(a: T, b: T, rest: number) => (a.siteId === b.siteId ? rest : a.siteId < b.siteId ? -1 : 1);
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    sessions,
    hourly: [...hourlyBySite.values()].flatMap((hours) => [...hours.values()]).sort((a, b) => bySiteThen(a, b, a.hour.getTime() - b.hour.getTime())),
    visitorHours: visitorHours.sort((a, b) => bySiteThen(a, b, a.hour.getTime() - b.hour.getTime() || byText(a.visitorId, b.visitorId))),
    visitorDays: visitorDays.sort((a, b) => bySiteThen(a, b, byText(a.day, b.day) || byText(a.visitorId, b.visitorId))),
    daily,
  };
}
