import type { Knex } from 'knex';

/**
 * Daily partitions of analytics_events (see the 20261123000300 migration for why daily): created ahead
 * by the maintenance job and on demand by the writer, dropped as the fast purge path. Partition names
 * carry their UTC day (`analytics_events_p20261123`), so listing them needs no parsing of bound
 * expressions.
 */
export const EVENTS_TABLE = 'analytics_events';
const DAY_MS = 86_400_000;
const NAME = /^analytics_events_p(\d{4})(\d{2})(\d{2})$/;

const startOfDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const dayName = (day: Date): string => `${EVENTS_TABLE}_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;

export function partitionName(at: Date): string {
  return dayName(startOfDay(at));
}

/** Existing daily partitions, oldest first, with the UTC day each one holds. */
export async function listPartitions(knex: Knex): Promise<{ name: string; day: Date }[]> {
  const { rows } = await knex.raw<{ rows: { name: string }[] }>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = to_regclass(?)`,
    [EVENTS_TABLE],
  );
  return rows
    .flatMap(({ name }) => {
      const m = NAME.exec(name);
      return m ? [{ name, day: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) }] : [];
    })
    .sort((a, b) => a.day.getTime() - b.day.getTime());
}

/**
 * Creates the daily partitions covering [from, to] (both days included) that do not exist yet; returns
 * the names created. Safe to run concurrently: a partition another process created meanwhile is skipped.
 */
export async function ensurePartitions(knex: Knex, from: Date, to: Date): Promise<string[]> {
  const existing = new Set((await listPartitions(knex)).map((p) => p.name));
  const created: string[] = [];
  for (let day = startOfDay(from); day <= to; day = new Date(day.getTime() + DAY_MS)) {
    const name = dayName(day);
    if (existing.has(name)) continue;
    try {
      // DDL takes no bind parameters; the bounds are ISO strings this function formats itself.
      const lower = day.toISOString();
      const upper = new Date(day.getTime() + DAY_MS).toISOString();
      await knex.raw(`create table if not exists ?? partition of ?? for values from ('${lower}') to ('${upper}')`, [name, EVENTS_TABLE]);
      created.push(name);
    } catch (error) {
      // Two workers racing on the same new day: the loser sees a duplicate type/relation error.
      if (!(await listPartitions(knex)).some((p) => p.name === name)) throw error;
    }
  }
  return created;
}

/**
 * Drops every daily partition whose whole day is before `cutoff` (a partition holding the cut-off's day
 * is kept): the fast purge, no row-by-row DELETE and no vacuum debt. Returns the dropped names.
 */
export async function dropPartitionsBefore(knex: Knex, cutoff: Date): Promise<string[]> {
  const old = (await listPartitions(knex)).filter((p) => p.day.getTime() + DAY_MS <= cutoff.getTime());
  // One statement, one commit: 90 separate DROPs cost 2-3 times as long (a commit each, test/bench purge).
  if (old.length > 0) await knex.raw(`drop table if exists ${old.map(() => '??').join(', ')}`, old.map((p) => p.name));
  return old.map((p) => p.name);
}

/**
 * Global retention: drops event partitions before `cutoff` and deletes the smaller tables' rows before
 * it (sessions last seen, rollup hours). Per-site purges cannot drop shared partitions and use DELETE.
 */
export async function purgeBefore(knex: Knex, cutoff: Date): Promise<{ droppedPartitions: string[]; sessions: number; hours: number }> {
  const droppedPartitions = await dropPartitionsBefore(knex, cutoff);
  const sessions = await knex('analytics_sessions').where('last_seen_at', '<', cutoff).delete();
  const hours = await knex('analytics_hourly').where('hour', '<', cutoff).delete();
  await knex('analytics_hourly_visitors').where('hour', '<', cutoff).delete();
  return { droppedPartitions, sessions, hours };
}
