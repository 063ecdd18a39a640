import { api } from '../../app/api';

export interface RefusedAccessReport {
  /** The full path that was refused, locale prefix included. */
  path: string;
  /** ISO 8601, when the browser refused it. */
  timestamp: string;
  type: 'unauthorized_access';
}

/**
 * SPEC §7: every refused page is reported. The server takes it without a token (a visitor has none)
 * and rate-limits it per address; the bearer goes along when there is one, so the log names the user.
 */
export const accessApi = api.injectEndpoints({
  endpoints: (build) => ({
    logRefusedAccess: build.mutation<{ success: boolean }, RefusedAccessReport>({
      query: (body) => ({ url: '/auth/log-access', method: 'POST', body }),
    }),
  }),
});

export const { useLogRefusedAccessMutation } = accessApi;
