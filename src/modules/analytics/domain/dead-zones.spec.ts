import { expect } from 'chai';
import { deadZoneBand, deadZonesFromCounts, deadZonesFromPositions, sectionOf } from './dead-zones.js';

describe('analytics: dead zones', () => {
  it('bands coverage 0-20 critical, 21-40 problematic, 41-60 average, 61-100 good', () => {
    const table: Array<[number, string]> = [
      [0, 'critical'], [20, 'critical'], [20.4, 'critical'], [20.5, 'problematic'], [21, 'problematic'], [40, 'problematic'],
      [41, 'average'], [60, 'average'], [61, 'good'], [100, 'good'],
    ];
    for (const [coverage, band] of table) expect(deadZoneBand(coverage), String(coverage)).to.equal(band);
  });

  it('puts positions into sections by floor(y × n), the bottom edge into the last', () => {
    expect(sectionOf(0, 10)).to.equal(0);
    expect(sectionOf(0.0999, 10)).to.equal(0);
    expect(sectionOf(0.1, 10)).to.equal(1);
    expect(sectionOf(0.95, 10)).to.equal(9);
    expect(sectionOf(1, 10)).to.equal(9);
    expect(sectionOf(1.2, 10)).to.equal(null);
    expect(sectionOf(-0.01, 10)).to.equal(null);
    expect(sectionOf(Number.NaN, 10)).to.equal(null);
  });

  it('computes shares and coverage on a known page of 5 sections and 100 interactions', () => {
    // 40 in the top fifth, 30, 20, 8, 2 further down. Even share = 20 % per section.
    const ys = [
      ...Array<number>(40).fill(0.1),
      ...Array<number>(30).fill(0.3),
      ...Array<number>(20).fill(0.5),
      ...Array<number>(8).fill(0.7),
      ...Array<number>(2).fill(1),
      1.5, -1, Number.NaN,
    ];
    const report = deadZonesFromPositions(ys, 5);
    expect(report.totalInteractions).to.equal(100);
    expect(report.ignored).to.equal(3);
    expect(report.sections.map((s) => [s.fromPercent, s.toPercent])).to.deep.equal([[0, 20], [20, 40], [40, 60], [60, 80], [80, 100]]);
    expect(report.sections.map((s) => s.interactions)).to.deep.equal([40, 30, 20, 8, 2]);
    expect(report.sections.map((s) => s.interactionShare)).to.deep.equal([40, 30, 20, 8, 2]);
    // coverage = share ÷ 20 % × 100, capped: 200→100, 150→100, 100, 40, 10
    expect(report.sections.map((s) => s.coverage)).to.deep.equal([100, 100, 100, 40, 10]);
    expect(report.sections.map((s) => s.band)).to.deep.equal(['good', 'good', 'good', 'problematic', 'critical']);
  });

  it('calls an evenly used page good whatever the number of sections', () => {
    for (const n of [4, 10, 20]) {
      const report = deadZonesFromCounts(Array<number>(n).fill(7));
      expect(report.sections.every((s) => s.coverage === 100 && s.band === 'good'), String(n)).to.equal(true);
      expect(report.sections[0]?.interactionShare).to.equal(Math.round(1000 / n) / 10);
    }
  });

  it('marks a section with half its fair share average and one with none critical (10 sections)', () => {
    const report = deadZonesFromCounts([30, 20, 10, 10, 10, 5, 5, 5, 5, 0]);
    expect(report.totalInteractions).to.equal(100);
    expect(report.sections.map((s) => s.coverage)).to.deep.equal([100, 100, 100, 100, 100, 50, 50, 50, 50, 0]);
    expect(report.sections.map((s) => s.band)).to.deep.equal(['good', 'good', 'good', 'good', 'good', 'average', 'average', 'average', 'average', 'critical']);
    expect(report.sections.reduce((a, s) => a + s.interactionShare, 0)).to.be.closeTo(100, 0.5);
  });

  it('reports no band rather than all-critical when there is no interaction', () => {
    const report = deadZonesFromPositions([]);
    expect(report.sections).to.have.length(10);
    expect(report.totalInteractions).to.equal(0);
    expect(report.sections.every((s) => s.coverage === null && s.band === null && s.interactionShare === 0)).to.equal(true);
  });

  it('refuses a nonsensical section count', () => {
    expect(() => deadZonesFromPositions([0.5], 0)).to.throw(RangeError);
    expect(() => deadZonesFromPositions([0.5], 2.5)).to.throw(RangeError);
    expect(() => deadZonesFromCounts([])).to.throw(RangeError);
  });
});
