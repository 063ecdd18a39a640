import type { EnrichedEvent } from '../../domain/enriched-event.js';

/** Stores a batch of enriched events with their sessions and rollups; idempotent per event id (adapters/persistence/event-batch/event-batch.writer.ts). */
export interface EventWriter {
  write(events: readonly EnrichedEvent[]): Promise<{ inserted: number; duplicates: number }>;
}
