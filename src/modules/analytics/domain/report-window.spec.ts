import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { resolveReportWindow } from './report-window.js';

const now = new Date('2026-11-23T14:37:12.500Z');

function rangeError(query: Record<string, unknown>): DomainError {
  try {
    resolveReportWindow(query, now);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(query)} to be refused`);
}

describe('analytics: report windows', () => {
  it('7d is the last 7 UTC days including today, to now, in hourly buckets', () => {
    const w = resolveReportWindow({ range: '7d' }, now);
    expect(w.window).to.deep.equal({ range: '7d', from: '2026-11-17T00:00:00.000Z', to: now.toISOString(), bucket: 'hour', dataFrom: '2026-11-17T00:00:00.000Z' });
    expect([w.firstDay, w.lastDay]).to.deep.equal(['2026-11-17', '2026-11-23']);
    expect(w.buckets).to.have.length(6 * 24 + 15);
    expect(w.buckets[0]!.toISOString()).to.equal('2026-11-17T00:00:00.000Z');
    expect(w.buckets.at(-1)!.toISOString()).to.equal('2026-11-23T14:00:00.000Z');
  });

  it('30d and 90d count days, today included', () => {
    const w30 = resolveReportWindow({ range: '30d' }, now);
    expect(w30.window).to.include({ from: '2026-10-25T00:00:00.000Z', bucket: 'day' });
    expect(w30.buckets).to.have.length(30);
    expect(w30.buckets.at(-1)!.toISOString()).to.equal('2026-11-23T00:00:00.000Z');
    const w90 = resolveReportWindow({ range: '90d' }, now);
    expect([w90.firstDay, w90.lastDay, w90.buckets.length]).to.deep.equal(['2026-08-26', '2026-11-23', 90]);
  });

  it('no range means 7d', () => {
    expect(resolveReportWindow({}, now).window.range).to.equal('7d');
  });

  it('custom includes both days and ends at the end of `to`, or now when `to` is today', () => {
    const past = resolveReportWindow({ range: 'custom', from: '2026-02-27', to: '2026-03-01' }, now);
    expect(past.window).to.include({ from: '2026-02-27T00:00:00.000Z', to: '2026-03-02T00:00:00.000Z', bucket: 'day' });
    expect([past.firstDay, past.lastDay, past.buckets.length]).to.deep.equal(['2026-02-27', '2026-03-01', 3]);
    const single = resolveReportWindow({ range: 'custom', from: '2026-11-23', to: '2026-11-23' }, now);
    expect(single.window.to).to.equal(now.toISOString());
    expect([single.firstDay, single.lastDay, single.buckets.length]).to.deep.equal(['2026-11-23', '2026-11-23', 1]);
    const longest = resolveReportWindow({ range: 'custom', from: '2025-11-23', to: '2026-11-23' }, now);
    expect(longest.buckets).to.have.length(366);
  });

  it('realtime is the current minute and the 29 before it, in minute buckets', () => {
    const w = resolveReportWindow({ range: 'realtime', from: 'ignored' }, now);
    expect(w.window).to.deep.equal({ range: 'realtime', from: '2026-11-23T14:08:00.000Z', to: now.toISOString(), bucket: 'minute', dataFrom: '2026-11-23T14:08:00.000Z' });
    expect(w.buckets).to.have.length(30);
    expect(w.buckets.at(-1)!.toISOString()).to.equal('2026-11-23T14:37:00.000Z');
    const afterMidnight = resolveReportWindow({ range: 'realtime' }, new Date('2026-11-23T00:10:00Z'));
    expect([afterMidnight.firstDay, afterMidnight.lastDay]).to.deep.equal(['2026-11-22', '2026-11-23']);
  });

  it('refuses anything else with ANALYTICS_INVALID_RANGE', () => {
    const bad: Record<string, unknown>[] = [
      { range: '14d' },
      { range: ['7d', '30d'] },
      { range: 'custom' },
      { range: 'custom', from: '2026-11-01' },
      { range: 'custom', from: '2026-11-01', to: '2026-11-31' },
      { range: 'custom', from: '2026-02-29', to: '2026-03-01' },
      { range: 'custom', from: '2026-1-01', to: '2026-11-02' },
      { range: 'custom', from: '2026-11-10', to: '2026-11-09' },
      { range: 'custom', from: '2026-11-20', to: '2026-11-24' },
      { range: 'custom', from: '2025-11-21', to: '2026-11-22' },
    ];
    for (const query of bad) {
      const error = rangeError(query);
      expect([error.kind, error.code], JSON.stringify(query)).to.deep.equal(['validation', 'ANALYTICS_INVALID_RANGE']);
    }
  });
});
