import { api } from '../../app/api';
import type { PreferencesResponse } from '../../../../src/modules/identity/contract.js';
import { sanitizePreferences, type DashboardPreferences, type PreferencesPatch } from './dashboard-preferences';

/**
 * GET/PUT /api/user/preferences. The query's argument is the user id: it is not sent (the token names
 * the user) but it keys the cache, so one account never sees another's cached settings.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getUserPreferences: builder.query<DashboardPreferences, string>({
      query: () => ({ url: '/user/preferences' }),
      transformResponse: (body: PreferencesResponse) => sanitizePreferences(body.preferences),
      providesTags: (_result, _error, userId) => [{ type: 'Preferences', id: userId }],
    }),
    updateUserPreferences: builder.mutation<DashboardPreferences, { userId: string; patch: PreferencesPatch }>({
      query: ({ patch }) => ({ url: '/user/preferences', method: 'PUT', body: patch }),
      transformResponse: (body: PreferencesResponse) => sanitizePreferences(body.preferences),
      // The answer is the full, merged preferences: it replaces the cached ones without a refetch.
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(dashboardApi.util.upsertQueryData('getUserPreferences', userId, data));
        } catch {
          // The caller keeps the unsaved choice and reports the failure.
        }
      },
    }),
  }),
});

export const { useGetUserPreferencesQuery, useUpdateUserPreferencesMutation } = dashboardApi;
