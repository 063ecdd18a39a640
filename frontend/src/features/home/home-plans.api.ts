import { api } from '../../app/api';
import type { PlansResponse } from '../../../../src/modules/billing/contract.js';

/**
 * The plan prices the teasers show, as the server configures them (GET /api/payment/plans,
 * `PLAN_*_PRICE_CENTS`). Its own endpoint, as the pricing and checkout features have theirs: the home page
 * is in the first bundle and must not pull the lazily loaded pricing page into it.
 */
export const homePlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    homePlans: build.query<PlansResponse['plans'], void>({
      query: () => '/payment/plans',
      transformResponse: (body: PlansResponse) => body.plans,
    }),
  }),
});

export const { useHomePlansQuery } = homePlansApi;
