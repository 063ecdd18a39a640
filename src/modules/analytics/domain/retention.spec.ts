import { expect } from 'chai';
import { DEFAULT_RETENTION_DAYS, retentionPlan } from './retention.js';

const DAY = 86_400_000;
const now = new Date('2026-11-23T03:00:00Z');
const back = (days: number) => new Date(now.getTime() - days * DAY);

describe('analytics: retention plan', () => {
  it('cuts every site at the longest retention and trims shorter ones one by one', () => {
    const plan = retentionPlan(
      [
        { siteId: 'c', retentionDays: 30 },
        { siteId: 'a', retentionDays: 395 },
        { siteId: 'b', retentionDays: 90 },
        { siteId: 'd', retentionDays: 395 },
      ],
      now,
    );
    expect(plan.globalCutoff).to.deep.equal(back(395));
    expect(plan.perSite).to.deep.equal([
      { siteId: 'b', cutoff: back(90) },
      { siteId: 'c', cutoff: back(30) },
    ]);
  });

  it('needs no per-site pass when every site keeps as long', () => {
    expect(retentionPlan([{ siteId: 'a', retentionDays: 7 }], now)).to.deep.equal({ globalCutoff: back(7), perSite: [] });
  });

  it('falls back to the default retention without sites', () => {
    expect(retentionPlan([], now)).to.deep.equal({ globalCutoff: back(DEFAULT_RETENTION_DAYS), perSite: [] });
  });
});
