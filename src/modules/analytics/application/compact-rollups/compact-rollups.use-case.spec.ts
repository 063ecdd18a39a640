import { expect } from 'chai';
import type { RollupCompactor, SiteWeek } from '../ports/rollup-compactor.port.js';
import { CompactRollups, TIME_BUDGET_MS } from './compact-rollups.use-case.js';

/** Stale weeks kept in memory; `sticky` ones stay stale after compaction (written to again meanwhile). */
class FakeCompactor implements RollupCompactor {
  readonly calls: { before: string; recheckFrom: string; limit: number }[] = [];
  readonly compacted: SiteWeek[] = [];
  constructor(
    private stale: SiteWeek[],
    private readonly sticky = new Set<string>(),
    private readonly onCompact: () => void = () => undefined,
  ) {}

  async staleWeeks(before: string, recheckFrom: string, limit: number): Promise<SiteWeek[]> {
    this.calls.push({ before, recheckFrom, limit });
    return this.stale.slice(0, limit);
  }

  async compactWeek(week: SiteWeek): Promise<void> {
    this.onCompact();
    this.compacted.push(week);
    if (!this.sticky.has(week.week)) this.stale = this.stale.filter((w) => w !== week);
  }
}

const weeks = (n: number): SiteWeek[] => Array.from({ length: n }, (_, i) => ({ siteId: 's', week: new Date(Date.UTC(2026, 10, 16) - i * 7 * 86_400_000).toISOString().slice(0, 10) }));

describe('analytics: the compaction job', () => {
  it('compacts every sealed week, batch after batch, and rechecks the last five', async () => {
    const fake = new FakeCompactor(weeks(250));
    const outcome = await new CompactRollups(fake, { now: () => new Date('2026-11-25T12:00:00Z') }).execute();
    expect(outcome).to.deep.equal({ openWeek: '2026-11-23', compactedWeeks: 250, more: false });
    expect(fake.calls[0]).to.deep.equal({ before: '2026-11-23', recheckFrom: '2026-10-19', limit: 100 });
    expect(fake.calls).to.have.length(4);
  });

  it('leaves a week written to again during the run to the next run', async () => {
    const list = weeks(3);
    const fake = new FakeCompactor(list, new Set([list[1]!.week]));
    const outcome = await new CompactRollups(fake, { now: () => new Date('2026-11-25T12:00:00Z') }).execute();
    expect(outcome.compactedWeeks).to.equal(3);
    expect(fake.compacted).to.have.length(3);
  });

  it('stops at its time budget and says more is left', async () => {
    let now = Date.parse('2026-11-25T12:00:00Z');
    const fake = new FakeCompactor(weeks(10), new Set(), () => (now += TIME_BUDGET_MS / 4));
    const outcome = await new CompactRollups(fake, { now: () => new Date(now) }).execute();
    expect(outcome).to.deep.equal({ openWeek: '2026-11-23', compactedWeeks: 4, more: true });
  });
});
