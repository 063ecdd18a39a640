import { membersOf } from '../../../shared/index.js';
import type { ScreenClass, ValidityError } from '../contract.js';
import { ELEMENT_GROUPS } from './element-groups.js';
import { z } from 'zod';
import { MAX_EVENTS_PER_BATCH, MAX_USER_ID_LENGTH } from './tracking-endpoint.js';

export { MAX_EVENTS_PER_BATCH, MAX_USER_ID_LENGTH, SNIPPET_PATH, TRACKING_ENDPOINT_PATH } from './tracking-endpoint.js';

/**
 * The wire format of what the browser snippet posts to the tracker: `{ site, user?, events: [...] }`.
 *
 * Every object is strict (an unknown key rejects it), so nothing the schema does not name, an input's
 * value above all, can ride along in a payload. Caps, chosen so one honest batch stays far below
 * MAX_BATCH_BYTES while hostile ones fail cheaply:
 *
 * | field                                  | cap                                              |
 * |----------------------------------------|--------------------------------------------------|
 * | raw request body                       | MAX_BATCH_BYTES (32 KiB), checked before parsing |
 * | events per batch                       | 1..MAX_EVENTS_PER_BATCH (25)                     |
 * | site                                   | 1..64 of `A-Z a-z 0-9 _ -`                       |
 * | user (optional, `data-user`)           | 128 chars                                        |
 * | url, referrer, error source            | 2,048 chars; url must be http(s)                 |
 * | ts                                     | integer ms since epoch, before 2100              |
 * | title                                  | 300 chars                                        |
 * | utm_* (source, medium, campaign, ...)  | 256 chars each                                   |
 * | language                               | 35 chars of BCP 47 letters, digits and `-`       |
 * | click text                             | 100 chars (the snippet truncates)                |
 * | click selector                         | 256 chars                                        |
 * | positions                              | fractions 0..1                                   |
 * | viewport width                         | integer 0..16,384 px                             |
 * | active / total time                    | integer 0..86,400,000 ms, active ≤ total         |
 * | scroll depth                           | integer 0..100 %                                 |
 * | scroll distance / duration             | integer ±10,000,000 px / 0..3,600,000 ms         |
 * | form field name                        | 100 chars; html type 32 chars of `a-z -`         |
 * | error message                          | 500 chars; line and column 0..10,000,000         |
 *
 * A form event carries the ValidityState flag that failed, never the browser's validation message:
 * Chromium's message for a bad e-mail address quotes the typed text.
 */

/** Largest request body the tracker should read, in bytes (sendBeacon's own limit is 64 KiB in flight). */
export const MAX_BATCH_BYTES = 32_768;

// The element-type groups of docs/product.md §5.9: one list for the snippet, the wire format and the dashboard.
export { ELEMENT_GROUPS, type ElementGroup } from './element-groups.js';

/** Screen classes by viewport width: < 576 mobile, < 992 tablet, < 1440 laptop, else desktop. */
export const SCREEN_CLASSES = membersOf<ScreenClass>()(['mobile', 'tablet', 'laptop', 'desktop']);
// The HTTP contract states the union for the dashboard (heatmap devices); the list above is checked against it.
export type { ScreenClass };

export const FORM_ACTIONS = ['input', 'change', 'invalid', 'submit'] as const;
export type FormAction = (typeof FORM_ACTIONS)[number];

/** The ValidityState flags, as the name of the constraint a field failed (the contract states the union). */
export const VALIDITY_ERRORS = membersOf<ValidityError>()([
  'valueMissing',
  'typeMismatch',
  'patternMismatch',
  'tooLong',
  'tooShort',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
  'badInput',
  'customError',
]);
export type { ValidityError };

/** Latest `ts` an event may carry (2100-01-01), ms since the epoch. */
export const YEAR_2100_MS = 4_102_444_800_000;
const DAY_MS = 86_400_000;

const text = (max: number) => z.string().max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const fraction = z.number().min(0).max(1);

const httpUrl = z
  .string()
  .min(1)
  .max(2048)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http(s) URL');

const common = {
  url: httpUrl,
  ts: int(0, YEAR_2100_MS),
};

export const pageviewEventSchema = z.strictObject({
  type: z.literal('pageview'),
  ...common,
  referrer: text(2048),
  utm: z
    .strictObject({
      source: text(256).optional(),
      medium: text(256).optional(),
      campaign: text(256).optional(),
      term: text(256).optional(),
      content: text(256).optional(),
    })
    .optional(),
  screen: z.enum(SCREEN_CLASSES),
  language: z.string().max(35).regex(/^[A-Za-z0-9-]*$/),
  title: text(300).optional(),
});

/**
 * Time on page, sent when the page is hidden and before an SPA navigation. The times are increments since
 * the previous engagement event of the same page view (sum them); scrollDepth is the deepest point so far.
 */
export const engagementEventSchema = z
  .strictObject({
    type: z.literal('engagement'),
    ...common,
    activeMs: int(0, DAY_MS),
    totalMs: int(0, DAY_MS),
    scrollDepth: int(0, 100),
  })
  .refine((event) => event.activeMs <= event.totalMs, { message: 'activeMs exceeds totalMs', path: ['activeMs'] });

export const clickEventSchema = z.strictObject({
  type: z.literal('click'),
  ...common,
  group: z.enum(ELEMENT_GROUPS),
  text: text(100),
  selector: text(256),
  /** Click position as fractions of the document's width and height. */
  pageX: fraction,
  pageY: fraction,
  /** Click position as fractions of the clicked element's box. */
  elementX: fraction,
  elementY: fraction,
  viewportWidth: int(0, 16_384),
  /** Part of 3 or more clicks within 1 s inside 30 px. */
  rage: z.boolean(),
  /** Neither a DOM change nor a navigation followed within 2.5 s. */
  dead: z.boolean(),
});

/** One scroll gesture (scrolling with no pause of a second): where it ended, how far and how long. */
export const scrollEventSchema = z.strictObject({
  type: z.literal('scroll'),
  ...common,
  /** Bottom of the viewport at the end of the gesture, as % of the document height. */
  depth: int(0, 100),
  /** Pixels scrolled, positive downwards. */
  distance: int(-10_000_000, 10_000_000),
  ms: int(0, 3_600_000),
});

export const formEventSchema = z.strictObject({
  type: z.literal('form'),
  ...common,
  action: z.enum(FORM_ACTIONS),
  /** The field's name or id; for `submit`, the form's. */
  name: text(100),
  /** The field's type (`text`, `email`, `select-one`, `textarea`…); `form` for `submit`. */
  htmlType: z.string().max(32).regex(/^[a-z-]*$/),
  hasValue: z.boolean(),
  valid: z.boolean(),
  required: z.boolean(),
  error: z.enum(VALIDITY_ERRORS).optional(),
});

export const errorEventSchema = z.strictObject({
  type: z.literal('error'),
  ...common,
  message: text(500),
  source: text(2048),
  line: int(0, 10_000_000),
  col: int(0, 10_000_000),
});

export const trackingEventSchema = z.discriminatedUnion('type', [
  pageviewEventSchema,
  engagementEventSchema,
  clickEventSchema,
  scrollEventSchema,
  formEventSchema,
  errorEventSchema,
]);

const siteIdSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

// The optional `user` (MAX_USER_ID_LENGTH, tracking-endpoint.ts) only meets the site's `user` exclusions.
const userIdSchema = z.string().max(MAX_USER_ID_LENGTH).optional();

/** A batch whose every event is valid. */
export const trackingBatchSchema = z.strictObject({
  site: siteIdSchema,
  user: userIdSchema,
  events: z.array(trackingEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});

export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export type TrackingEventType = TrackingEvent['type'];
export type PageviewEvent = z.infer<typeof pageviewEventSchema>;
export type EngagementEvent = z.infer<typeof engagementEventSchema>;
export type ClickEvent = z.infer<typeof clickEventSchema>;
export type ScrollEvent = z.infer<typeof scrollEventSchema>;
export type FormEvent = z.infer<typeof formEventSchema>;
export type ErrorEvent = z.infer<typeof errorEventSchema>;
export type TrackingBatch = z.infer<typeof trackingBatchSchema>;

export interface EnvelopeRefusal {
  ok: false;
  reason: 'too-large' | 'not-json' | 'bad-envelope';
  detail: string;
}

/** A body whose envelope is right; its events are not checked yet. */
export interface TrackingEnvelope {
  ok: true;
  site: string;
  /** The `user` field, when a non-empty one came. */
  user?: string;
  /**
   * The JSON text of the body's `events` array, never with the `user` field: what the worker parses and
   * validates event by event (`validateTrackingEvent`).
   */
  eventsText: string;
  /**
   * The events when the body was parsed (1..MAX_EVENTS_PER_BATCH candidates, `unknown`); null when it came
   * in the snippet's own form and was cut rather than parsed (`eventsText` is then not known to be JSON).
   */
  events: unknown[] | null;
}

// One of each per process: the tracker reads thousands of bodies a second. Invalid UTF-8 decodes to U+FFFD.
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const SITE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SNIPPET_HEAD = '{"site":"';
const SNIPPET_EVENTS = '","events":';

/**
 * The tracker's check of a raw request body, without looking inside its events (the worker validates
 * each with `validateTrackingEvent`). Never throws.
 *
 * A body in the snippet's own form, `{"site":"<id>","events":[…]}` with nothing else around, is CUT, not
 * parsed: the site is read from its head and the events' text is everything between `"events":` and the
 * final `}`. Parsing it would cost the tracker a sixth of its time for a result nobody reads there. The
 * cut is exact whenever the body is JSON: the site id has no characters that JSON escapes, so the body is
 * `{"site":…,"events":<cut>}` and is JSON exactly when the cut is ONE JSON value, which the worker checks
 * (an array of 1..MAX_EVENTS_PER_BATCH, or the request is refused whole: a truncated body, or a hostile
 * one repeating a key, does not parse as one value).
 *
 * Any other body (a `user`, spaces, keys in another order, escapes in the site) is parsed: over
 * MAX_BATCH_BYTES, not JSON, or not exactly the `{ site, user?, events }` envelope of
 * `trackingBatchSchema` is refused whole, and its events are serialised again without the `user`.
 */
export function readTrackingEnvelope(body: string | Uint8Array): TrackingEnvelope | EnvelopeRefusal {
  const bytes = typeof body === 'string' ? encoder.encode(body).length : body.length;
  if (bytes > MAX_BATCH_BYTES) return { ok: false, reason: 'too-large', detail: `${bytes} bytes > ${MAX_BATCH_BYTES}` };
  const text = typeof body === 'string' ? body : decoder.decode(body);
  return cutSnippetBody(text) ?? parseEnvelope(text);
}

function cutSnippetBody(text: string): TrackingEnvelope | null {
  if (!text.startsWith(SNIPPET_HEAD) || !text.endsWith(']}')) return null;
  const siteEnd = text.indexOf('"', SNIPPET_HEAD.length);
  if (siteEnd < 0 || !text.startsWith(SNIPPET_EVENTS, siteEnd) || text.charCodeAt(siteEnd + SNIPPET_EVENTS.length) !== 0x5b /* [ */) return null;
  const site = text.slice(SNIPPET_HEAD.length, siteEnd);
  if (!SITE_ID.test(site)) return null;
  return { ok: true, site, eventsText: text.slice(siteEnd + SNIPPET_EVENTS.length, -1), events: null };
}

function parseEnvelope(text: string): TrackingEnvelope | EnvelopeRefusal {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'not-json', detail: error instanceof Error ? error.message : 'unparseable' };
  }
  const refused = (detail: string): EnvelopeRefusal => ({ ok: false, reason: 'bad-envelope', detail });
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return refused('not an object');
  // Own keys only: JSON.parse makes "__proto__" an own key, which this refuses like any unknown one.
  for (const key of Object.keys(json)) if (key !== 'site' && key !== 'user' && key !== 'events') return refused(`unknown key ${key.slice(0, 40)}`);
  const { site, user, events } = json as Record<string, unknown>;
  if (typeof site !== 'string' || !SITE_ID.test(site)) return refused('site: 1..64 of A-Z a-z 0-9 _ -');
  if (user !== undefined && (typeof user !== 'string' || user.length > MAX_USER_ID_LENGTH)) return refused(`user: a string of at most ${MAX_USER_ID_LENGTH}`);
  if (!isEventList(events)) return refused(`events: an array of 1..${MAX_EVENTS_PER_BATCH}`);
  return { ok: true, site, user: (user as string | undefined) || undefined, eventsText: JSON.stringify(events), events };
}

function isEventList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length >= 1 && value.length <= MAX_EVENTS_PER_BATCH;
}

/**
 * The events of an envelope's `eventsText` (the worker's reading, and the tracker's when it must count
 * the events of a batch it drops): the candidates, or why the text is refused whole.
 */
export function readEventList(eventsText: string): { ok: true; events: unknown[] } | { ok: false; reason: 'not-json' | 'bad-envelope' } {
  let events: unknown;
  try {
    events = JSON.parse(eventsText);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  return isEventList(events) ? { ok: true, events } : { ok: false, reason: 'bad-envelope' };
}

/** One candidate event of an envelope against the strict schemas: the event, or why it is refused. */
export function validateTrackingEvent(candidate: unknown): { ok: true; event: TrackingEvent } | { ok: false; reason: string } {
  const event = trackingEventSchema.safeParse(candidate);
  if (event.success) return { ok: true, event: event.data };
  return { ok: false, reason: event.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`).join('; ') };
}
