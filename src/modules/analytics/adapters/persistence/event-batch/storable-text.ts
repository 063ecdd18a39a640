import type { EnrichedEvent } from '../../../domain/enriched-event.js';

/**
 * Text PostgreSQL cannot store would fail a batch forever, and the queue would retry it: U+0000 is
 * dropped and lone UTF-16 surrogates become U+FFFD before anything else happens.
 */

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what PostgreSQL text cannot hold
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Strings of a plain object and of the plain objects in it (the event, its data, data.utm). */
function suspect(value: Record<string, unknown>): boolean {
  for (const key in value) {
    const v = value[key];
    if (typeof v === 'string') {
      if (SUSPECT.test(v)) return true;
    } else if (v !== null && typeof v === 'object' && !(v instanceof Date) && suspect(v as Record<string, unknown>)) return true;
  }
  return false;
}

function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleaned(v)]));
}

/**
 * The event itself when every text in it can be stored (a few regex tests; surrogate pairs, i.e. emoji,
 * only cost the slow path), else a copy with U+0000 dropped and lone surrogates replaced.
 */
export function storable(event: EnrichedEvent): EnrichedEvent {
  return suspect(event as unknown as Record<string, unknown>) ? (cleaned(event) as EnrichedEvent) : event;
}
