import type { Knex } from 'knex';
import type { FormReportRead, TimeSpan } from '../../../application/reports/report-queries.port.js';
import { buildFormReport, type FormEventRow } from '../../../domain/form-report.js';
import type { FormAction, ValidityError } from '../../../domain/tracking-event.js';
import { asDate, type Rows } from './sql-values.js';

/** A form event as both stores read it: `data`'s flags as JSON text and booleans, null where absent. */
export interface FormRow {
  session_id: string;
  path: string;
  occurred_at: unknown;
  action: FormAction;
  name: string | null;
  html_type: string | null;
  has_value: boolean | null;
  valid: boolean | null;
  required: boolean | null;
  error: ValidityError | null;
}

/**
 * The span's most recent form events, newest first, through the partial index of migration
 * 20261202000100. Only the flags leave `data`: the writer stored nothing else of a form event, and the
 * report must not be able to show more.
 */
export async function formEvents(db: Knex, siteId: string, span: TimeSpan, cap: number): Promise<FormEventRow[]> {
  const { rows } = await db.raw<Rows<FormRow>>(
    `select session_id, path, occurred_at, data->>'action' as action, data->>'name' as name, data->>'htmlType' as html_type,
            (data->>'hasValue')::boolean as has_value, (data->>'valid')::boolean as valid, (data->>'required')::boolean as required,
            data->>'error' as error
     from analytics_events
     where site_id = ? and kind = 'form' and occurred_at >= ? and occurred_at < ?
     order by occurred_at desc, id desc
     limit ?`,
    [siteId, span.start.toISOString(), span.end.toISOString(), cap],
  );
  return rows.map(formEventRow);
}

/** The form report of the span's newest `cap` form events, folded here: one more read tells whether the span held more. */
export async function formReport(db: Knex, siteId: string, span: TimeSpan, cap: number, now: Date): Promise<FormReportRead> {
  const read = await formEvents(db, siteId, span, cap + 1);
  const truncated = read.length > cap;
  const events = truncated ? read.slice(0, cap) : read;
  return { pages: buildFormReport(events, now), eventsRead: events.length, truncated };
}

/** Absent flags read as the snippet's defaults: no value, valid, not required. */
export function formEventRow(r: FormRow): FormEventRow {
  return {
    sessionId: r.session_id,
    path: r.path,
    occurredAt: asDate(r.occurred_at),
    action: r.action,
    name: r.name ?? '',
    htmlType: r.html_type ?? '',
    hasValue: r.has_value === true,
    valid: r.valid !== false,
    required: r.required === true,
    ...(r.error ? { error: r.error } : {}),
  };
}
