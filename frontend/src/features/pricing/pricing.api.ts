import { api } from '../../app/api';
import type { PlansResponse } from '../../../../src/modules/billing/contract.js';

/** The plans as the server configures them (GET /api/payment/plans): the discount box's public code. */
export const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicPlans: build.query<PlansResponse, void>({
      query: () => '/payment/plans',
    }),
  }),
});

export const { usePublicPlansQuery } = pricingApi;
