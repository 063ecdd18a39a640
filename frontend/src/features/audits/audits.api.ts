import { api } from '../../app/api';
import { saveBlob } from '../../shared/save-file';
import type { AuditDiffResponse, AuditExportFormat, GetAuditResponse, StartAuditRequest, StartAuditResponse } from '../../../../src/modules/audits/contract.js';
import type { AuditDiff, AuditHistoryPage, AuditHistoryResponse, AuditRunView, AuditType } from './audit-types';

export type ExportFormat = AuditExportFormat;

/** The form's request: the contract's, with `crawl` always said. */
export type StartAuditInput = Required<StartAuditRequest>;

export interface HistoryQuery {
  type: AuditType;
  url: string;
  page?: number;
  pageSize?: number;
}

export interface ExportInput {
  id: string;
  format: ExportFormat;
  lang: string;
}

export interface ExportedReport {
  filename: string;
  /** Size of the saved file, for the confirmation. */
  bytes: number;
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;
const MIME: Record<ExportFormat, string> = { json: 'application/json', csv: 'text/csv', pdf: 'application/pdf' };

/** StackAudit (audits README, "API"): start a run, follow it, list earlier runs, compare two, export one. */
export const auditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    startAudit: build.mutation<{ id: string }, StartAuditInput>({
      query: (body) => ({ url: '/audits', method: 'POST', body }),
      transformResponse: (body: StartAuditResponse) => ({ id: body.id }),
    }),
    /** Polled every second by the page while the run is queued or running. */
    getAudit: build.query<AuditRunView, string>({
      query: (id) => ({ url: `/audits/${encodeURIComponent(id)}`, cache: 'no-store' }),
      transformResponse: (body: GetAuditResponse): AuditRunView => body.audit,
      providesTags: (_result, _error, id) => [{ type: 'Audit', id }],
    }),
    auditHistory: build.query<AuditHistoryPage, HistoryQuery>({
      query: ({ type, url, page = 1, pageSize = 10 }) => ({ url: '/audits', params: { type, url, page, pageSize }, cache: 'no-store' }),
      transformResponse: (body: AuditHistoryResponse): AuditHistoryPage => ({ items: body.items, total: body.total, page: body.page, pageSize: body.pageSize }),
      providesTags: [{ type: 'Audit', id: 'HISTORY' }],
    }),
    auditDiff: build.query<AuditDiff, { id: string; otherId: string }>({
      query: ({ id, otherId }) => ({ url: `/audits/${encodeURIComponent(id)}/diff/${encodeURIComponent(otherId)}` }),
      transformResponse: (body: AuditDiffResponse): AuditDiff => body.diff,
    }),
    /**
     * The export needs the bearer token (and the 401 renewal) of the API client, so it is fetched here
     * rather than opened as a link; the file is saved as it arrives and only its name is kept in state.
     */
    exportAudit: build.mutation<ExportedReport, ExportInput>({
      async queryFn({ id, format, lang }, _api, _extra, baseQuery) {
        const response = await baseQuery({
          url: `/audits/${encodeURIComponent(id)}/export`,
          params: { format, lang },
          cache: 'no-store',
          // Error answers are JSON ({ success, error, code }); files are read whole as a Blob.
          responseHandler: (res) => (res.ok ? res.blob() : res.json()),
        });
        if (response.error) return { error: response.error };
        const disposition = (response.meta as { response?: Response } | undefined)?.response?.headers.get('Content-Disposition') ?? '';
        const filename = FILENAME.exec(disposition)?.[1] ?? `stacklens-audit-${id}.${format}`;
        const blob = response.data as Blob;
        saveBlob(filename, blob.type ? blob : new Blob([blob], { type: MIME[format] }));
        return { data: { filename, bytes: blob.size } };
      },
    }),
  }),
});

/**
 * The start request of each audit page, shared under one key per type so that what watches a page's
 * state (useSeoAudit) sees the request its form sent.
 */
export const startAuditCacheKey = (type: AuditType) => `start-audit-${type}`;

export const { useStartAuditMutation, useGetAuditQuery, useAuditHistoryQuery, useAuditDiffQuery, useExportAuditMutation } = auditsApi;
