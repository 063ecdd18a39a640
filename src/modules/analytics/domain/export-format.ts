import { DomainError, membersOf } from '../../../shared/index.js';
import type { ExportFormat } from '../contract.js';

/**
 * The export file (docs/product.md §8 "Export"; analytics README, "Data management"): every column of a site's stored events, CSV or JSON.
 * Both formats use the table's own column names, so a CSV and a JSON export of the same site read alike
 * and match the README's description of analytics_events. There is nothing private to leave out: the IP
 * is never stored, the visitor id is a hash whose salt is gone after 48 h.
 *
 * CSV follows RFC 4180 (comma, CRLF, fields quoted when they hold a comma, a quote, CR or LF; quotes
 * doubled). Spreadsheet formula injection (OWASP "CSV injection"): a text cell starting with = + - @,
 * a tab or a CR is a formula to Excel, LibreOffice and Google Sheets; such a cell gets a leading
 * apostrophe, which those programs show as text and do not evaluate. Referrers and paths come from
 * visitors' browsers, so they are attacker-controlled.
 */
export const EXPORT_FORMATS = membersOf<ExportFormat>()(['csv', 'json']);
export type { ExportFormat };

export function parseExportFormat(input: unknown): ExportFormat {
  if (typeof input === 'string' && (EXPORT_FORMATS as readonly string[]).includes(input)) return input as ExportFormat;
  throw new DomainError('validation', 'ANALYTICS_EXPORT_INVALID_FORMAT', 'Choose CSV or JSON', { field: 'format', allowed: EXPORT_FORMATS });
}

/** One stored event as exported. */
export interface ExportedEvent {
  id: string;
  siteId: string;
  visitorId: string;
  sessionId: string;
  kind: string;
  occurredAt: Date;
  path: string;
  referrer: string | null;
  sourceKind: string | null;
  country: string | null;
  city: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  data: unknown;
}

/** Column order of both formats: the table's, time first after the id. */
export const EXPORT_COLUMNS = [
  'id',
  'occurred_at',
  'site_id',
  'visitor_id',
  'session_id',
  'kind',
  'path',
  'referrer',
  'source_kind',
  'country',
  'city',
  'browser',
  'os',
  'device',
  'data',
] as const;

function record(e: ExportedEvent): Record<(typeof EXPORT_COLUMNS)[number], unknown> {
  return {
    id: e.id,
    occurred_at: e.occurredAt.toISOString(),
    site_id: e.siteId,
    visitor_id: e.visitorId,
    session_id: e.sessionId,
    kind: e.kind,
    path: e.path,
    referrer: e.referrer,
    source_kind: e.sourceKind,
    country: e.country,
    city: e.city,
    browser: e.browser,
    os: e.os,
    device: e.device,
    data: e.data ?? {},
  };
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: null is empty, objects are JSON, text is defused and quoted as needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The pieces of an export file: `head`, then `item` for each event in order (`index` from 0), then
 * `tail`. Streaming writers concatenate them; the whole file is never held at once.
 */
export const exportFile = {
  head(format: ExportFormat): string {
    return format === 'csv' ? `${EXPORT_COLUMNS.join(',')}\r\n` : '[';
  },
  item(format: ExportFormat, event: ExportedEvent, index: number): string {
    const row = record(event);
    if (format === 'csv') return `${EXPORT_COLUMNS.map((c) => csvCell(row[c])).join(',')}\r\n`;
    return `${index === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`;
  },
  tail(format: ExportFormat): string {
    return format === 'csv' ? '' : '\n]\n';
  },
  contentType(format: ExportFormat): string {
    return format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8';
  },
  /** `stacklens-analytics-my-shop-2026-11-23.csv`: ASCII only, so the header needs no encoding games. */
  fileName(siteName: string, format: ExportFormat, at: Date): string {
    const slug =
      siteName
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'site';
    return `stacklens-analytics-${slug}-${at.toISOString().slice(0, 10)}.${format}`;
  },
};
