import { expect } from 'chai';
import { MAX_BATCH_BYTES, MAX_EVENTS_PER_BATCH, readEventList, readTrackingEnvelope, trackingBatchSchema, trackingEventSchema, validateTrackingEvent, type TrackingEvent } from './tracking-event.js';

/** The wire format end to end, as the tracker (envelope) and the worker (event list, each event) apply it between them. */
function parseTrackingBatch(body: string | Uint8Array) {
  const envelope = readTrackingEnvelope(body);
  if (!envelope.ok) return envelope;
  const list = readEventList(envelope.eventsText);
  if (!list.ok) return { ok: false as const, reason: list.reason, detail: 'the events text' };
  const events: TrackingEvent[] = [];
  const dropped: { index: number; reason: string }[] = [];
  list.events.forEach((candidate, index) => {
    const checked = validateTrackingEvent(candidate);
    if (checked.ok) events.push(checked.event);
    else dropped.push({ index, reason: checked.reason });
  });
  return { ok: true as const, site: envelope.site, user: envelope.user, events, dropped };
}

const url = 'https://shop.example/products?id=3';
const ts = 1_790_000_000_000;
const good = {
  pageview: { type: 'pageview', url, ts, referrer: 'https://www.google.com/', utm: { source: 'newsletter' }, screen: 'mobile', language: 'fr-FR', title: 'Shop' },
  engagement: { type: 'engagement', url, ts, activeMs: 4000, totalMs: 9000, scrollDepth: 80 },
  click: { type: 'click', url, ts, group: 'button', text: 'Buy', selector: 'main>button#buy', pageX: 0.5, pageY: 0.1234, elementX: 0, elementY: 1, viewportWidth: 390, rage: false, dead: true },
  scroll: { type: 'scroll', url, ts, depth: 55, distance: -1200, ms: 800 },
  form: { type: 'form', url, ts, action: 'invalid', name: 'email', htmlType: 'email', hasValue: true, valid: false, required: true, error: 'typeMismatch' },
  error: { type: 'error', url, ts, message: 'TypeError: x is undefined', source: 'https://shop.example/app.js', line: 10, col: 4 },
} as const;
const batch = (events: unknown[], site: unknown = 'site_1') => JSON.stringify({ site, events });

describe('tracking event wire format', () => {
  it('accepts one well-formed event of each kind', () => {
    const parsed = trackingBatchSchema.parse({ site: 'a1b2-C3_d4', events: Object.values(good) });
    expect(parsed.events.map((event) => event.type)).to.deep.equal(['pageview', 'engagement', 'click', 'scroll', 'form', 'error']);
  });

  it('accepts a page view without optional utm and title, and an empty referrer', () => {
    expect(trackingEventSchema.safeParse({ ...good.pageview, utm: undefined, title: undefined, referrer: '' }).success).to.equal(true);
  });

  const rejected: [string, unknown][] = [
    ['an unknown event type', { ...good.scroll, type: 'keystroke' }],
    ['an unknown key (an input value riding along)', { ...good.form, value: 'hunter2' }],
    ['an unknown utm key', { ...good.pageview, utm: { source: 'a', password: 'x' } }],
    ['a validation message in place of the failed flag', { ...good.form, error: "Please include an '@'. 'bob' is missing an '@'." }],
    ['a non-http url', { ...good.click, url: 'javascript:alert(1)' }],
    ['a relative url', { ...good.click, url: '/products' }],
    ['a position outside 0..1', { ...good.click, pageX: 1.5 }],
    ['a NaN-like position sent as a string', { ...good.click, pageY: 'NaN' }],
    ['an element group outside the 23 groups', { ...good.click, group: 'carousel' }],
    ['click text over 100 characters', { ...good.click, text: 'x'.repeat(101) }],
    ['a selector over 256 characters', { ...good.click, selector: 'div>'.repeat(65) }],
    ['active time above total time', { ...good.engagement, activeMs: 10_000 }],
    ['a negative duration', { ...good.engagement, totalMs: -1 }],
    ['a fractional scroll depth', { ...good.scroll, depth: 50.5 }],
    ['a scroll depth above 100', { ...good.scroll, depth: 101 }],
    ['a timestamp after 2100', { ...good.scroll, ts: 5_000_000_000_000 }],
    ['a screen class we do not define', { ...good.pageview, screen: 'tv' }],
    ['a language with markup', { ...good.pageview, language: '<script>' }],
    ['an html type with markup', { ...good.form, htmlType: 'text"><img' }],
    ['an error message over 500 characters', { ...good.error, message: 'e'.repeat(501) }],
    ['a url over 2,048 characters', { ...good.error, url: `https://shop.example/${'a'.repeat(2048)}` }],
    ['a boolean flag sent as a string', { ...good.click, rage: 'true' }],
    ['a missing field', { ...good.click, dead: undefined }],
    ['an array in place of an event', [good.click]],
    ['null', null],
  ];
  for (const [what, event] of rejected) {
    it(`rejects ${what}`, () => {
      expect(trackingEventSchema.safeParse(event).success).to.equal(false);
    });
  }

  describe('envelope then events (readTrackingEnvelope, validateTrackingEvent)', () => {
    it('keeps the valid events and reports the bad ones by index', () => {
      const result = parseTrackingBatch(batch([good.pageview, { ...good.click, group: 'nope' }, good.error]));
      if (!result.ok) throw new Error(result.detail);
      expect(result.site).to.equal('site_1');
      expect(result.events.map((event) => event.type)).to.deep.equal(['pageview', 'error']);
      expect(result.dropped).to.have.length(1);
      expect(result.dropped[0]?.index).to.equal(1);
      expect(result.dropped[0]?.reason).to.include('group');
    });

    it('passes on the optional user field of the envelope (data-user), up to 128 characters; an empty one is none', () => {
      const withUser = parseTrackingBatch(JSON.stringify({ site: 'site_1', user: 'member-7', events: [good.scroll] }));
      expect(withUser.ok && withUser.user).to.equal('member-7');
      const empty = parseTrackingBatch(JSON.stringify({ site: 'site_1', user: '', events: [good.scroll] }));
      expect(empty.ok && empty.user).to.equal(undefined);
      const long = parseTrackingBatch(JSON.stringify({ site: 'site_1', user: 'u'.repeat(129), events: [good.scroll] }));
      expect(long.ok ? 'accepted' : long.reason).to.equal('bad-envelope');
      const typed = parseTrackingBatch(JSON.stringify({ site: 'site_1', user: 7, events: [good.scroll] }));
      expect(typed.ok ? 'accepted' : typed.reason).to.equal('bad-envelope');
    });

    it('reads a body given as bytes', () => {
      const result = parseTrackingBatch(new TextEncoder().encode(batch([good.scroll])));
      expect(result.ok && result.events.length).to.equal(1);
    });

    it(`refuses a body over ${MAX_BATCH_BYTES} bytes before parsing it`, () => {
      const result = parseTrackingBatch(batch([{ ...good.error, message: 'é'.repeat(MAX_BATCH_BYTES / 2) }]));
      expect(result).to.include({ ok: false, reason: 'too-large' });
    });

    it('refuses what is not JSON', () => {
      expect(parseTrackingBatch('{"site":"s","events":[')).to.include({ ok: false, reason: 'not-json' });
      expect(parseTrackingBatch('')).to.include({ ok: false, reason: 'not-json' });
    });

    const badEnvelopes: [string, string][] = [
      ['no events', batch([])],
      [`more than ${MAX_EVENTS_PER_BATCH} events`, batch(Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => good.scroll))],
      ['a site id with a path in it', batch([good.scroll], '../admin')],
      ['a site id over 64 characters', batch([good.scroll], 's'.repeat(65))],
      ['a numeric site id', batch([good.scroll], 42)],
      ['an extra envelope key', JSON.stringify({ site: 's', events: [good.scroll], visitorId: 'abc' })],
      ['a bare array', JSON.stringify([good.scroll])],
      ['a string', JSON.stringify('hello')],
      ['events as an object', JSON.stringify({ site: 's', events: { 0: good.scroll, length: 1 } })],
    ];
    for (const [what, body] of badEnvelopes) {
      it(`refuses an envelope with ${what}`, () => {
        expect(parseTrackingBatch(body)).to.include({ ok: false, reason: 'bad-envelope' });
      });
    }

    it('drops events that try prototype pollution and leaves Object.prototype alone', () => {
      const body = `{"site":"s","events":[{"__proto__":{"polluted":true},"type":"scroll","url":"${url}","ts":${ts},"depth":1,"distance":0,"ms":0},{"type":"scroll","url":"${url}","ts":${ts},"depth":1,"distance":0,"ms":0,"constructor":{"prototype":{"polluted":true}}}]}`;
      const result = parseTrackingBatch(body);
      if (!result.ok) throw new Error(result.detail);
      expect(result.events).to.deep.equal([]);
      expect(result.dropped).to.have.length(2);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });

    it('cuts a body in the snippet\'s own form without parsing it: the site from its head, the events\' text as it came', () => {
      const events = [good.pageview, good.click];
      const envelope = readTrackingEnvelope(batch(events, 'a1b2-C3_d4'));
      expect(envelope).to.deep.equal({ ok: true, site: 'a1b2-C3_d4', eventsText: JSON.stringify(events), events: null });
      // Not JSON inside, yet the right form: the tracker takes it, the worker refuses it whole.
      const truncated = readTrackingEnvelope('{"site":"s","events":[{"type":"scroll"]}');
      expect(truncated.ok && truncated.eventsText).to.equal('[{"type":"scroll"]');
      expect(readEventList('[{"type":"scroll"]')).to.deep.equal({ ok: false, reason: 'not-json' });
    });

    it('parses any other form and passes its events on serialised again, never with the user', () => {
      const events = [good.scroll];
      const forms = [
        JSON.stringify({ site: 's_1', user: 'member-7', events }),
        JSON.stringify({ events, site: 's_1' }),
        `{ "site": "s_1", "events": ${JSON.stringify(events)} }`,
        // An escape in the site id: the cut would read it wrong, so the body is parsed.
        `{"site":"s\\u005f1","events":${JSON.stringify(events)}}`,
      ];
      for (const body of forms) {
        const envelope = readTrackingEnvelope(body);
        if (!envelope.ok) throw new Error(`${body}: ${envelope.detail}`);
        expect(envelope.site, body).to.equal('s_1');
        expect(envelope.events, body).to.deep.equal(events);
        expect(envelope.eventsText, body).to.equal(JSON.stringify(events));
      }
    });

    it('refuses as a whole the cut of a body that repeats a key, which is not one JSON value', () => {
      // JSON.parse would keep the last "events"; the cut holds both arrays and reads as neither.
      const body = `{"site":"s","events":[${JSON.stringify(good.scroll)}],"events":[${JSON.stringify(good.click)}]}`;
      expect(parseTrackingBatch(body)).to.include({ ok: false, reason: 'not-json' });
    });

    it('survives deeply nested JSON within the size cap without throwing', () => {
      const depth = 5000;
      const body = `{"site":"s","events":[${'['.repeat(depth)}${']'.repeat(depth)}]}`;
      const result = parseTrackingBatch(body);
      expect(result.ok && result.dropped.length).to.equal(1);
    });
  });
});
