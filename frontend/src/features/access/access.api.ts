import { api } from '../../app/api';
import type { RefusedAccessReport as ServerReport } from '../../../../src/modules/identity/contract.js';
import type { SuccessResponse } from '../../../../src/platform/contract.js';

/** The identity contract's report, as this page sends it: the full path (locale prefix included), an ISO 8601 time. */
export interface RefusedAccessReport extends ServerReport {
  timestamp: string;
}

/**
 * docs/product.md §4.3: every refused page is reported. The server takes it without a token (a visitor has none)
 * and rate-limits it per address; the bearer goes along when there is one, so the log names the user.
 */
export const accessApi = api.injectEndpoints({
  endpoints: (build) => ({
    logRefusedAccess: build.mutation<SuccessResponse, RefusedAccessReport>({
      query: (body) => ({ url: '/auth/log-access', method: 'POST', body }),
    }),
  }),
});

export const { useLogRefusedAccessMutation } = accessApi;
