import { api } from '../../app/api';
import type { PlansResponse } from '../../../../src/modules/billing/contract.js';

/**
 * The plans as the server configures them (GET /api/payment/plans): the prices and display rates of the
 * plan cards, the public code and the discount percents of the discount box, the home page's teasers.
 */
export const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicPlans: build.query<PlansResponse, void>({
      query: () => '/payment/plans',
    }),
  }),
});

export const { usePublicPlansQuery } = pricingApi;
