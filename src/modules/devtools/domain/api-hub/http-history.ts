import type { DevtoolsErrorCode, HttpHistoryEntry, HttpMethod } from '../../contract.js';

/** One sent request: the URL as typed (before substitution, so no secret value is kept) and its outcome. */
export interface HttpHistoryRecord {
  id: string;
  ownerId: string;
  method: HttpMethod;
  url: string;
  status: number | null;
  totalMs: number | null;
  errorCode: DevtoolsErrorCode | null;
  at: Date;
}

export type HttpHistoryWrite = Omit<HttpHistoryRecord, 'id' | 'at'>;

export function historyEntryView(record: HttpHistoryRecord): HttpHistoryEntry {
  return { id: record.id, method: record.method, url: record.url, status: record.status, totalMs: record.totalMs, errorCode: record.errorCode, at: record.at.toISOString() };
}
