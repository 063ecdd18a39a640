import { injectable } from 'inversify';
import type { RollupCompactor, SiteWeek } from '../../application/ports/rollup-compactor.port.js';

/**
 * The compaction job's port on the ClickHouse store, where there is nothing to compact: the weekly
 * rollups (analytics README, "Event store and rollups", "Weekly rollups") exist because PostgreSQL keeps
 * one updated row per key and day, and a long window reads seven of them per key and week. ClickHouse
 * has no weekly tables (migrations/clickhouse/20261229000100_analytics__event_store.sql): SummingMergeTree
 * adds a key's rows together as parts merge, and reports sum with GROUP BY either way. No week is ever
 * stale, so the hourly `analytics.compaction` job (application/compact-rollups) ends at once with
 * nothing compacted, and it never asks for a week to be compacted.
 */
@injectable()
export class ClickHouseRollupCompactor implements RollupCompactor {
  staleWeeks(): Promise<SiteWeek[]> {
    return Promise.resolve([]);
  }

  /** Only ever called for a week staleWeeks named, and it names none: a call is a wiring mistake. */
  compactWeek(week: SiteWeek): Promise<void> {
    return Promise.reject(new Error(`ClickHouse keeps no weekly rollups: nothing to compact for site ${week.siteId}, week ${week.week}`));
  }
}
