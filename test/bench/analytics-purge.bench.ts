import 'reflect-metadata';
import type { Knex } from 'knex';
import { ensurePartitions, listPartitions } from '../../src/modules/analytics/adapters/persistence/partition-maintenance.js';
import { SiteDataKnexStore } from '../../src/modules/analytics/adapters/persistence/site-data.knex-store.js';
import { Database } from '../../src/platform/db/index.js';

export interface PurgeFigures {
  rows: number;
  days: number;
  sites: number;
  /** Loading the rows with INSERT … SELECT generate_series, one statement per day. */
  fillSeconds: number;
  /** Baseline: DELETE of one day's rows of every site (the row-by-row path on one partition). */
  dayDelete: { rows: number; seconds: number };
  /** One site's 90 days in the shared table: SiteDataKnexStore.deleteCollected (DELETE by site_id and time). */
  sitePurge: { rows: number; seconds: number };
  /** Every site's 90 days: SiteDataKnexStore.deleteAllBefore, which drops the daily partitions. */
  globalPurge: { rows: number; partitions: number; seconds: number };
}

const DAY_MS = 86_400_000;
const SITE = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const seconds = (started: number) => (performance.now() - started) / 1000;

/**
 * Purge (docs/benchmarks.md, "Goals"): `rows` events over `days` daily partitions shared by `sites` sites (the same number
 * of events per site and day), 180 days back so none is near today. Three purges of old data, each the
 * way production runs it, beside two baselines from the same run: loading the data and deleting one
 * day of it row by row.
 */
export async function benchPurge(knex: Knex, rows = 10_000_000, days = 90, sites = 10): Promise<PurgeFigures> {
  const store = new SiteDataKnexStore(new Database(knex));
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const first = new Date(today - 180 * DAY_MS);
  const end = new Date(first.getTime() + days * DAY_MS);
  await ensurePartitions(knex, first, new Date(end.getTime() - 1));
  const perDay = Math.floor(rows / days);

  const fillStarted = performance.now();
  for (let d = 0; d < days; d++) {
    const dayStart = first.getTime() + d * DAY_MS;
    await knex.raw(
      `insert into analytics_events (id, site_id, visitor_id, session_id, kind, occurred_at, path, referrer, source_kind, country, city, browser, os, device, data)
       select gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad((i % ?)::text, 12, '0'))::uuid, md5((i / 7)::text), 'bench-' || (i / 7),
              case when i % 3 = 0 then 'pageview' else 'click' end, to_timestamp((? + i::bigint * ? / ?) / 1000.0),
              '/pricing', null, 'direct', 'FR', 'Paris', 'Chrome', 'Linux', 'desktop', '{"group":"button","text":"Buy"}'::jsonb
       from generate_series(0, ? - 1) as i`,
      [sites, dayStart, DAY_MS, perDay, perDay],
    );
  }
  const fillSeconds = seconds(fillStarted);
  await knex.raw('analyze analytics_events');

  // Baseline: the last day of the range, every site, row by row.
  const lastDay = new Date(end.getTime() - DAY_MS);
  const dayStarted = performance.now();
  const dayRows = await knex('analytics_events').where('occurred_at', '>=', lastDay).andWhere('occurred_at', '<', end).delete();
  const dayDelete = { rows: dayRows, seconds: seconds(dayStarted) };

  // One site's whole range in the shared partitions: what a purge job runs.
  const siteStarted = performance.now();
  const { events: siteRows } = await store.deleteCollected(SITE(0), end);
  const sitePurge = { rows: siteRows, seconds: seconds(siteStarted) };

  const remaining = Number((await knex('analytics_events').count({ n: '*' }))[0]!.n);
  const globalStarted = performance.now();
  const { droppedPartitions } = await store.deleteAllBefore(end);
  const globalPurge = { rows: remaining, partitions: droppedPartitions.length, seconds: seconds(globalStarted) };
  if ((await listPartitions(knex)).some((p) => p.day < end)) throw new Error('purge bench: partitions left behind');

  return { rows: perDay * days, days, sites, fillSeconds, dayDelete, sitePurge, globalPurge };
}
