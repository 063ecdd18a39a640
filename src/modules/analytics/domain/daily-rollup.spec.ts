import { expect } from 'chai';
import { DailyRollup, dayNumber, dayString, rollupKey } from './daily-rollup.js';

const SITE = '00000000-0000-4000-8000-000000000001';
const day = dayNumber(Date.parse('2026-05-04T12:00:00Z'));

describe('daily rollup increments', () => {
  it('numbers and names UTC days', () => {
    expect(dayString(dayNumber(Date.parse('2026-05-04T23:59:59.999Z')))).to.equal('2026-05-04');
    expect(dayString(dayNumber(Date.parse('2026-05-05T00:00:00Z')))).to.equal('2026-05-05');
    expect(dayString(0)).to.equal('1970-01-01');
  });

  it('keys errors and elements by the md5 of their parts joined by U+0000', () => {
    // md5(b'a\x00b\x00c'), computed outside JavaScript.
    expect(rollupKey('a', 'b', 'c')).to.equal('ed4b9e8bfe6c7571a700dc6a0b0d01cb');
    // The separator keeps ("a|b", "c") and ("a", "b|c") apart, unlike a printable one would.
    expect(rollupKey('a|b', 'c')).not.to.equal(rollupKey('a', 'b|c'));
  });

  it('adds increments per key, keeps the latest last_seen, and leaves out rows that sum to zero', () => {
    const d = new DailyRollup();
    d.page(SITE, day, '/a').views++;
    d.page(SITE, day, '/a').exits++;
    d.page(SITE, day, '/a').exits--;
    d.page(SITE, day, '/b').exits++;
    d.page(SITE, day, '/b').exits--;
    d.error(SITE, day, 'boom', 'app.js', 'Chrome', new Date('2026-05-04T10:00:00Z')).count++;
    d.error(SITE, day, 'boom', 'app.js', 'Chrome', new Date('2026-05-04T09:00:00Z')).count++;
    const rows = d.rows();
    expect(rows.pages).to.deep.equal([{ siteId: SITE, day: '2026-05-04', path: '/a', views: 1, entries: 0, exits: 0, timeMs: 0, timedViews: 0 }]);
    expect(rows.errors).to.deep.equal([
      { siteId: SITE, day: '2026-05-04', key: rollupKey('boom', 'app.js', 'Chrome'), message: 'boom', source: 'app.js', browser: 'Chrome', count: 2, lastSeen: new Date('2026-05-04T10:00:00Z') },
    ]);
  });

  it('subtracts one rollup from another (a replayed session) and orders rows the same way whatever the insertion order', () => {
    const old = new DailyRollup();
    old.flow(SITE, day, '(entry)', '/a').count++;
    old.cell(SITE, day, '/a', 'desktop', 3, 4).clicks++;
    const replayed = new DailyRollup();
    replayed.cell(SITE, day, '/a', 'desktop', 3, 4).clicks += 2;
    replayed.flow(SITE, day, '(entry)', '/b').count++;
    const total = new DailyRollup();
    total.add(replayed, 1);
    total.add(old, -1);
    const rows = total.rows();
    expect(rows.clicks).to.deep.equal([{ siteId: SITE, day: '2026-05-04', path: '/a', screen: 'desktop', xBin: 3, yBin: 4, clicks: 1 }]);
    expect(rows.flows.map((f) => [f.toPath, f.count])).to.deep.equal([
      ['/a', -1],
      ['/b', 1],
    ]);

    const forwards = new DailyRollup();
    const backwards = new DailyRollup();
    const paths = ['/z', '/a', '/m', '/a/b'];
    for (const p of paths) forwards.page(SITE, day, p).views++;
    for (const p of [...paths].reverse()) backwards.page(SITE, day, p).views++;
    expect(forwards.rows().pages.map((p) => p.path)).to.deep.equal(backwards.rows().pages.map((p) => p.path));
  });
});
