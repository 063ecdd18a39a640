import type { ExportedEvent } from '../../domain/export-format.js';
import type { SiteRetention } from '../../domain/retention.js';

/** One page of events in (occurred_at, id) order, and where the next page starts (null after the last). */
export interface EventPage {
  events: ExportedEvent[];
  /** Opaque to the caller: the store's own position, exact to the database's time precision. */
  next: string | null;
}

/**
 * A site's collected data across every per-site table (adapters/persistence/site-data-tables.ts): purges,
 * deletion, retention and the export's reads.
 */
export interface SiteDataStore {
  /** Deletes the site's rows older than `cutoff` (all of them when null); `events` counts analytics_events rows. */
  deleteCollected(siteId: string, cutoff: Date | null): Promise<{ events: number }>;
  /** Everything a deleted site leaves: its collected data, its export and purge jobs, its exclusions. */
  eraseSite(siteId: string): Promise<{ events: number }>;
  /** Up to `limit` of the site's events after `cursor` (from the start when null). */
  readEvents(siteId: string, cursor: string | null, limit: number): Promise<EventPage>;
  /** Every site's retention setting. */
  retentions(): Promise<SiteRetention[]>;
  /** Every site's rows older than `cutoff`: whole-day event partitions dropped, the rest deleted. */
  deleteAllBefore(cutoff: Date): Promise<{ droppedPartitions: string[]; events: number }>;
  /** Creates the missing daily event partitions from `from` to `to`; returns the names created. */
  ensurePartitions(from: Date, to: Date): Promise<string[]>;
}
