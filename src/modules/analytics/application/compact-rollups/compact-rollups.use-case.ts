import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import { dayIndex, dayText, firstOpenWeek } from '../../domain/rollup-weeks.js';
import type { RollupCompactor } from '../ports/rollup-compactor.port.js';

export interface CompactionOutcome {
  /** Weeks before this Monday were sealed at the run. */
  openWeek: string;
  compactedWeeks: number;
  /** The run stopped at its time budget with weeks left: the next run goes on. */
  more: boolean;
}

/**
 * Compacted weeks whose data changed (late batches) are found again only this far back: older ones are read
 * from their daily rows (still exact, only slower), which spares every run a scan of all hourly rows.
 */
export const RECHECK_WEEKS = 5;
const BATCH = 100;
/** An hourly job: a first run over a long history stops here and the next ones go on, newest weeks first. */
export const TIME_BUDGET_MS = 45 * 60_000;

/**
 * The hourly `analytics.compaction` job (analytics README, "Data management", "Compaction"): sums the daily rollups of every sealed week into the
 * weekly tables (domain/rollup-weeks.ts, migration 20261124000100), so the first view of a long window
 * reads one row per key and week instead of seven. Reports stay exact without it, only slower.
 */
@injectable()
export class CompactRollups {
  constructor(
    @inject(ANALYTICS.RollupCompactor) private readonly compactor: RollupCompactor,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<CompactionOutcome> {
    const started = this.clock.now().getTime();
    const openWeek = firstOpenWeek(this.clock.now());
    const recheckFrom = dayText(dayIndex(openWeek) - RECHECK_WEEKS * 7);
    // A week written to again while this run goes is left to the next run, so a run always ends.
    const done = new Set<string>();
    for (;;) {
      const weeks = (await this.compactor.staleWeeks(openWeek, recheckFrom, BATCH)).filter((w) => !done.has(`${w.siteId}|${w.week}`));
      if (weeks.length === 0) return { openWeek, compactedWeeks: done.size, more: false };
      for (const week of weeks) {
        if (this.clock.now().getTime() - started >= TIME_BUDGET_MS) return { openWeek, compactedWeeks: done.size, more: true };
        await this.compactor.compactWeek(week);
        done.add(`${week.siteId}|${week.week}`);
      }
    }
  }
}
