import type { Knex } from 'knex';
import type { Dimension, DimensionCount, TimeSpan } from '../../../application/reports/report-queries.port.js';
import { num, type Rows } from './sql-values.js';

type DimensionRow = { dim: Dimension; value: string; sessions: unknown };

/** Ranked rows (by dimension, then rank) filed under each dimension asked; also the ClickHouse store's (clickhouse-sessions.queries.ts). */
export function perDimension<D extends Dimension>(limits: Record<D, number>, rows: readonly DimensionRow[]): Record<D, DimensionCount[]> {
  const out = Object.fromEntries(Object.keys(limits).map((d) => [d, [] as DimensionCount[]])) as Record<D, DimensionCount[]>;
  for (const r of rows) out[r.dim as D]?.push({ value: r.value, sessions: num(r.sessions) });
  return out;
}

/** The session columns each dimension reads, valued as domain/session-dimensions.ts files them (empty: no row). */
const SESSION_VALUES: Record<Dimension, string> = {
  source: 's.source_kind',
  referrer: 's.referrer_host',
  campaign: `case when coalesce(s.utm_source, s.utm_medium, s.utm_campaign) is not null
                  then concat_ws('|', replace(coalesce(s.utm_source, ''), '|', '/'), replace(coalesce(s.utm_medium, ''), '|', '/'), replace(coalesce(s.utm_campaign, ''), '|', '/')) end`,
  device: 's.device',
  browser: 's.browser',
  os: 's.os',
  country: 's.country',
  city: `case when s.city <> '' then s.city || '|' || coalesce(s.country, '') end`,
  screen: 's.screen',
};

/** Realtime: the sessions whose last event falls in the span, a few hundred rows, grouped in one pass. */
export async function recentSessionDimensions<D extends Dimension>(db: Knex, siteId: string, span: TimeSpan, limits: Record<D, number>): Promise<Record<D, DimensionCount[]>> {
  const dims = Object.keys(limits) as D[];
  const values = dims.map((d) => `('${d}', ${SESSION_VALUES[d]})`).join(', ');
  const { rows } = await db.raw<Rows<DimensionRow>>(
    `select dim, value, sessions from (
       select v.dim, v.value, count(*) as sessions, row_number() over (partition by v.dim order by count(*) desc, v.value collate "C") as rank
       from analytics_sessions s cross join lateral (values ${values}) as v(dim, value)
       where s.site_id = ? and s.last_seen_at >= ? and s.last_seen_at < ? and v.value <> ''
       group by v.dim, v.value
     ) ranked join unnest(?::text[], ?::int[]) as l(dim, lim) using (dim)
     where rank <= lim
     order by dim, rank`,
    [siteId, span.start.toISOString(), span.end.toISOString(), dims, dims.map((d) => limits[d])],
  );
  return perDimension(limits, rows);
}
