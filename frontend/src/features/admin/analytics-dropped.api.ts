import { api } from '../../app/api';

/** Events the analytics tracker refused, by reason, since its counters started (GET /api/admin/analytics/dropped). */
export type DroppedCounts = Record<string, number>;

export const analyticsDroppedApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsDropped: build.query<DroppedCounts, void>({
      query: () => ({ url: '/admin/analytics/dropped', cache: 'no-store' }),
      transformResponse: (body: { counts: DroppedCounts }) => body.counts,
    }),
  }),
});

export const { useAnalyticsDroppedQuery } = analyticsDroppedApi;
