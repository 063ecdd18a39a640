import { api } from '../../app/api';
import { saveBlob } from '../../shared/save-file';

import type {
  AnalyticsSiteDetail,
  AnalyticsSiteView,
  DataJobStatus,
  DeleteSiteDataResponse,
  DeletionConfirmation,
  ExclusionResponse,
  ExclusionsResponse,
  ExclusionType,
  ExclusionView,
  ExportFormat,
  ExportJobView,
  ExportStatusResponse,
  JobStartedResponse,
  NewSiteRequest,
  PurgeChallengeResponse,
  PurgeJobView,
  PurgeScope,
  PurgeStatusResponse,
  SiteDetailResponse,
  SitePatchRequest,
  SiteResponse,
  SitesResponse,
  StartPurgeRequest,
} from '../../../../src/modules/analytics/contract.js';

// The shapes of /api/analytics/sites… are the analytics module's HTTP contract (type-only: erased at build).
export type { AnalyticsSiteDetail, DeletionConfirmation, ExclusionType, ExportFormat, PurgeScope };

/** A site as `GET/POST/PATCH /api/analytics/sites…` answer it. */
export type AnalyticsSite = AnalyticsSiteView;
export type NewSite = NewSiteRequest;
export type SitePatch = SitePatchRequest;

/** The contract's exclusion types, in the order the dialog offers them (checked against the contract). */
export const EXCLUSION_TYPES = ['ip', 'user', 'visitor', 'device'] as const satisfies readonly ExclusionType[];

/** An exclusion; the server sets `current` on the device exclusion matching the browser asking. */
export type Exclusion = ExclusionView & { current?: boolean };

export interface ExclusionList {
  exclusions: Exclusion[];
  currentDeviceExcluded: boolean;
}

export type JobStatus = DataJobStatus;
export type ExportJob = Pick<ExportJobView, 'id' | 'status' | 'format' | 'rows' | 'error'>;
export type PurgeChallenge = Pick<PurgeChallengeResponse, 'a' | 'b' | 'token'>;

/** The purge dialog's choices, in its order (checked against the contract). */
export const PURGE_SCOPES = ['90d', '30d', '7d', 'all'] as const satisfies readonly PurgeScope[];

export type PurgeJob = Pick<PurgeJobView, 'id' | 'status' | 'deleted' | 'error'>;

export interface DownloadedExport {
  filename: string;
  bytes: number;
}

const FILENAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;
const MIME: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json' };
const site = (id: string) => `/analytics/sites/${encodeURIComponent(id)}`;

const LIST = { type: 'AnalyticsSite', id: 'LIST' } as const;
/** The dashboard's reports of a site (dashboard/reports.api.ts): stale once data is purged or deleted. */
const reports = (siteId: string) => [{ type: 'AnalyticsReport' as const, id: siteId }];

/** StackLens Analytics sites and their data management (shapes: src/modules/analytics/contract.ts). */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSites: build.query<AnalyticsSite[], void>({
      query: () => ({ url: '/analytics/sites', cache: 'no-store' }),
      transformResponse: (body: SitesResponse) => body.sites,
      providesTags: (sites) => [LIST, ...(sites ?? []).map(({ id }) => ({ type: 'AnalyticsSite' as const, id }))],
    }),
    getSite: build.query<AnalyticsSiteDetail, string>({
      query: (id) => ({ url: site(id), cache: 'no-store' }),
      transformResponse: (body: SiteDetailResponse) => body.site,
      providesTags: (_result, _error, id) => [{ type: 'AnalyticsSite', id }],
    }),
    addSite: build.mutation<AnalyticsSite, NewSite>({
      query: (body) => ({ url: '/analytics/sites', method: 'POST', body }),
      transformResponse: (body: SiteResponse) => body.site,
      invalidatesTags: [LIST],
    }),
    updateSite: build.mutation<AnalyticsSite, { id: string; patch: SitePatch }>({
      query: ({ id, patch }) => ({ url: site(id), method: 'PATCH', body: patch }),
      transformResponse: (body: SiteResponse) => body.site,
      // The saved site shows at once (a switch must not flip back while the refetch runs); the refetch
      // then brings the tracking code, which the Do Not Track setting changes.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(analyticsApi.util.updateQueryData('getSite', id, (draft) => ({ ...draft, ...data })));
        } catch {
          // The form shows the failure; the cache keeps what the server last said.
        }
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AnalyticsSite', id }, LIST],
    }),
    deleteSite: build.mutation<void, { id: string } & DeletionConfirmation>({
      query: ({ id, ...body }) => ({ url: site(id), method: 'DELETE', body }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST],
    }),

    listExclusions: build.query<ExclusionList, string>({
      query: (id) => ({ url: `${site(id)}/exclusions`, cache: 'no-store' }),
      transformResponse: (body: ExclusionsResponse): ExclusionList => ({ exclusions: body.exclusions, currentDeviceExcluded: body.currentDeviceExcluded }),
      providesTags: (_result, _error, id) => [{ type: 'AnalyticsExclusion', id }],
    }),
    addExclusion: build.mutation<Exclusion, { siteId: string; type: ExclusionType; value?: string }>({
      query: ({ siteId, type, value }) => ({ url: `${site(siteId)}/exclusions`, method: 'POST', body: type === 'device' ? { type } : { type, value } }),
      transformResponse: (body: ExclusionResponse): Exclusion => body.exclusion,
      invalidatesTags: (_result, _error, { siteId }) => [{ type: 'AnalyticsExclusion', id: siteId }],
    }),
    deleteExclusion: build.mutation<void, { siteId: string; exclusionId: string }>({
      query: ({ siteId, exclusionId }) => ({ url: `${site(siteId)}/exclusions/${encodeURIComponent(exclusionId)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { siteId }) => [{ type: 'AnalyticsExclusion', id: siteId }],
    }),

    startExport: build.mutation<{ id: string }, { siteId: string; format: ExportFormat }>({
      query: ({ siteId, format }) => ({ url: `${site(siteId)}/exports`, method: 'POST', body: { format, confirmed: true } }),
      transformResponse: (body: JobStartedResponse) => ({ id: body.id }),
    }),
    /** Polled by the export dialog while the job is queued or running. */
    getExport: build.query<ExportJob, { siteId: string; exportId: string }>({
      query: ({ siteId, exportId }) => ({ url: `${site(siteId)}/exports/${encodeURIComponent(exportId)}`, cache: 'no-store' }),
      transformResponse: (body: ExportStatusResponse): ExportJob => body.export,
      keepUnusedDataFor: 0,
    }),
    /**
     * The file needs the bearer token (and the 401 renewal) of the API client, so it is fetched here
     * rather than opened as a link, then handed to the browser to save.
     */
    downloadExport: build.mutation<DownloadedExport, { siteId: string; exportId: string; format: ExportFormat }>({
      async queryFn({ siteId, exportId, format }, _api, _extra, baseQuery) {
        const response = await baseQuery({
          url: `${site(siteId)}/exports/${encodeURIComponent(exportId)}/download`,
          cache: 'no-store',
          // Error answers are JSON ({ success, error, code }); the file is read whole as a Blob.
          responseHandler: (res) => (res.ok ? res.blob() : res.json()),
        });
        if (response.error) return { error: response.error };
        const disposition = (response.meta as { response?: Response } | undefined)?.response?.headers.get('Content-Disposition') ?? '';
        const filename = FILENAME.exec(disposition)?.[1] ?? `stacklens-analytics-${siteId}.${format}`;
        const blob = response.data as Blob;
        saveBlob(filename, blob.type ? blob : new Blob([blob], { type: MIME[format] }));
        return { data: { filename, bytes: blob.size } };
      },
    }),

    /** A new question each time the purge dialog opens (the token is signed and expires). */
    purgeChallenge: build.query<PurgeChallenge, string>({
      query: (id) => ({ url: `${site(id)}/purge-challenge`, cache: 'no-store' }),
      transformResponse: (body: PurgeChallengeResponse): PurgeChallenge => ({ a: body.a, b: body.b, token: body.token }),
      keepUnusedDataFor: 0,
    }),
    startPurge: build.mutation<{ id: string }, { siteId: string } & StartPurgeRequest>({
      query: ({ siteId, ...body }) => ({ url: `${site(siteId)}/purges`, method: 'POST', body }),
      transformResponse: (body: JobStartedResponse) => ({ id: body.id }),
    }),
    getPurge: build.query<PurgeJob, { siteId: string; purgeId: string }>({
      query: ({ siteId, purgeId }) => ({ url: `${site(siteId)}/purges/${encodeURIComponent(purgeId)}`, cache: 'no-store' }),
      transformResponse: (body: PurgeStatusResponse): PurgeJob => body.purge,
      keepUnusedDataFor: 0,
      async onQueryStarted({ siteId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === 'done') dispatch(analyticsApi.util.invalidateTags(reports(siteId)));
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
    deleteSiteData: build.mutation<{ deleted: number }, { siteId: string } & DeletionConfirmation>({
      query: ({ siteId, ...body }) => ({ url: `${site(siteId)}/data`, method: 'DELETE', body }),
      transformResponse: (body: DeleteSiteDataResponse) => ({ deleted: body.deleted }),
      invalidatesTags: (_result, error, { siteId }) => (error ? [] : reports(siteId)),
    }),
  }),
});

export const {
  useListSitesQuery,
  useGetSiteQuery,
  useAddSiteMutation,
  useUpdateSiteMutation,
  useDeleteSiteMutation,
  useListExclusionsQuery,
  useAddExclusionMutation,
  useDeleteExclusionMutation,
  useStartExportMutation,
  useGetExportQuery,
  useDownloadExportMutation,
  useLazyPurgeChallengeQuery,
  useStartPurgeMutation,
  useGetPurgeQuery,
  useDeleteSiteDataMutation,
} = analyticsApi;
