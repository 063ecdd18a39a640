import { api } from '../../app/api';
import type { DroppedCountsResponse } from '../../../../src/modules/analytics/contract.js';

/** Events the analytics tracker refused, by reason, since its counters started (GET /api/admin/analytics/dropped). */
export type DroppedCounts = DroppedCountsResponse['counts'];

export const analyticsDroppedApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsDropped: build.query<DroppedCounts, void>({
      query: () => ({ url: '/admin/analytics/dropped', cache: 'no-store' }),
      transformResponse: (body: DroppedCountsResponse) => body.counts,
    }),
  }),
});

export const { useAnalyticsDroppedQuery } = analyticsDroppedApi;
