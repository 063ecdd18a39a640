import { api } from '../../app/api';
import type { EventAllowancesResponse } from '../../../../src/modules/analytics/contract.js';

/**
 * The analytics event allowance of each plan as the server configures it (GET /api/analytics/allowances,
 * ANALYTICS_MONTHLY_EVENTS_*), for the comparison table.
 */
export const allowancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventAllowances: build.query<EventAllowancesResponse['allowances'], void>({
      query: () => '/analytics/allowances',
      transformResponse: (body: EventAllowancesResponse) => body.allowances,
    }),
  }),
});

export const { useEventAllowancesQuery } = allowancesApi;
