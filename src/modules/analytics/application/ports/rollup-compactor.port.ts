/** A site's ISO week, named by its Monday (`YYYY-MM-DD`, domain/rollup-weeks.ts). */
export interface SiteWeek {
  siteId: string;
  week: string;
}

/** The weekly rollups (migration 20261124000100): which weeks need compacting, and compacting one. */
export interface RollupCompactor {
  /**
   * Weeks before `before` that hold daily rows and were never compacted (or were purged since), and
   * compacted weeks from `recheckFrom` whose data changed since; newest first, at most `limit`.
   */
  staleWeeks(before: string, recheckFrom: string, limit: number): Promise<SiteWeek[]>;
  /** Replaces the week's weekly rows by the sums of its daily rows, with its fingerprint, in one transaction. */
  compactWeek(week: SiteWeek): Promise<void>;
}
