import { api } from '../../../app/api';
import type {
  DeadZonesReport,
  DevicesReport,
  ElementGroup,
  EngagementQualityReport,
  ErrorsReport,
  FlowsReport,
  FormsReport,
  GeographyReport,
  HeatmapDevice,
  HeatmapReport,
  InteractionsReport,
  OverviewReport,
  PagesReport,
  ScreenClass,
  SiteUsage,
  SiteUsageResponse,
  SourcesReport,
} from './dashboard-types';
import { rangeParams, type RangeSelection } from './range';

export interface ReportArgs {
  siteId: string;
  selection: RangeSelection;
}

export interface InteractionsArgs extends ReportArgs {
  group: ElementGroup | null;
}

export interface PageArgs extends ReportArgs {
  /** null: the server picks the page with the most clicks. */
  path: string | null;
  device: HeatmapDevice;
}

export interface ScreenshotArgs {
  siteId: string;
  path: string;
  device: ScreenClass;
}

export const INTERACTIONS_PAGE_SIZE = 24;

/** Every report of a site carries this tag: the refresh button invalidates it (a screenshot is not a report). */
const reportTag = (siteId: string) => [{ type: 'AnalyticsReport' as const, id: siteId }];

const reportUrl = (siteId: string, report: string) => `/analytics/sites/${encodeURIComponent(siteId)}/${report}`;

/** One GET per report: the range in the query string, the report under `report` in the answer. */
function report<T, A extends ReportArgs = ReportArgs>(name: string, extra: (args: A) => Record<string, string> = () => ({})) {
  return {
    query: (args: A) => ({
      url: reportUrl(args.siteId, name),
      params: { ...rangeParams(args.selection), ...extra(args) },
      cache: 'no-store' as const,
    }),
    transformResponse: (body: { report: T }) => body.report,
    providesTags: (_result: unknown, _error: unknown, args: A) => reportTag(args.siteId),
  };
}

const pageParams = ({ path, device }: PageArgs): Record<string, string> => ({ ...(path === null ? {} : { path }), device });

/**
 * The CSP allows images from `self` and `data:` only (no `blob:`), and the screenshot needs the bearer
 * token: it is fetched by the API client and handed to the <img> as a data URL.
 */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('screenshot unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** Per-site reports of StackLens Analytics (this folder's README): /api/analytics/sites/:id/<report>. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    overview: build.query<OverviewReport, ReportArgs>(report<OverviewReport>('overview')),
    pagesReport: build.query<PagesReport, ReportArgs>(report<PagesReport>('pages')),
    sourcesReport: build.query<SourcesReport, ReportArgs>(report<SourcesReport>('sources')),
    devicesReport: build.query<DevicesReport, ReportArgs>(report<DevicesReport>('devices')),
    geographyReport: build.query<GeographyReport, ReportArgs>(report<GeographyReport>('geography')),
    errorsReport: build.query<ErrorsReport, ReportArgs>(report<ErrorsReport>('errors')),
    engagementReport: build.query<EngagementQualityReport, ReportArgs>(report<EngagementQualityReport>('engagement')),
    flowsReport: build.query<FlowsReport, ReportArgs>(report<FlowsReport>('flows')),
    heatmapReport: build.query<HeatmapReport, PageArgs>(report<HeatmapReport, PageArgs>('heatmap', pageParams)),
    deadZonesReport: build.query<DeadZonesReport, PageArgs>(report<DeadZonesReport, PageArgs>('dead-zones', pageParams)),
    formsReport: build.query<FormsReport, ReportArgs>(report<FormsReport>('forms')),
    /** This month's stored events against the owner's allowance; the refresh button asks again too. */
    siteUsage: build.query<SiteUsage, string>({
      query: (siteId) => ({ url: `/analytics/sites/${encodeURIComponent(siteId)}/usage`, cache: 'no-store' }),
      transformResponse: (body: SiteUsageResponse) => body.usage,
      providesTags: (_result, _error, siteId) => reportTag(siteId),
    }),
    /** Sorted by clicks, most first; "load more" asks for the next offset the server names. */
    interactionsReport: build.infiniteQuery<InteractionsReport, InteractionsArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last) => last.nextOffset ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: reportUrl(queryArg.siteId, 'interactions'),
        params: {
          ...rangeParams(queryArg.selection),
          offset: pageParam,
          limit: INTERACTIONS_PAGE_SIZE,
          ...(queryArg.group ? { group: queryArg.group } : {}),
        },
        cache: 'no-store',
      }),
      transformResponse: (body: { report: InteractionsReport }) => body.report,
      providesTags: (_result, _error, args) => reportTag(args.siteId),
    }),
    /** A full-page PNG of the site's page, taken by the server in Chromium (several seconds the first time). */
    screenshot: build.query<string, ScreenshotArgs>({
      async queryFn({ siteId, path, device }, _api, _extra, baseQuery) {
        const response = await baseQuery({
          url: reportUrl(siteId, 'screenshot'),
          params: { path, device },
          // Error answers are JSON ({ success, error, code }); the image is read whole.
          responseHandler: (res) => (res.ok ? res.blob() : res.json()),
        });
        if (response.error) return { error: response.error };
        try {
          return { data: await blobToDataUrl(response.data as Blob) };
        } catch {
          return { error: { status: 'CUSTOM_ERROR', error: 'screenshot unreadable' } };
        }
      },
      keepUnusedDataFor: 600,
    }),
  }),
});

export const invalidateReports = (siteId: string) => reportsApi.util.invalidateTags(reportTag(siteId));

export const {
  useOverviewQuery,
  usePagesReportQuery,
  useSourcesReportQuery,
  useDevicesReportQuery,
  useGeographyReportQuery,
  useErrorsReportQuery,
  useEngagementReportQuery,
  useFlowsReportQuery,
  useHeatmapReportQuery,
  useDeadZonesReportQuery,
  useFormsReportQuery,
  useSiteUsageQuery,
  useInteractionsReportInfiniteQuery,
  useScreenshotQuery,
} = reportsApi;
