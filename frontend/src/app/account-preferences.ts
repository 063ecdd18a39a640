import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';
import type { AccountPreferencesPatch } from './preferences.slice';

const accountPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveAccountPreferences: build.mutation<unknown, { userId: string; patch: AccountPreferencesPatch }>({
      query: ({ patch }) => ({ url: '/user/preferences', method: 'PUT', body: patch }),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'Preferences', id: userId }],
    }),
  }),
});

/** PUT /api/user/preferences; loaded only when a signed-in user makes a choice (the API is lazy, see store.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store's dispatch: the mutation reads no state
export function saveAccountPreferences(dispatch: ThunkDispatch<any, unknown, UnknownAction>, userId: string, patch: AccountPreferencesPatch) {
  return dispatch(accountPreferencesApi.endpoints.saveAccountPreferences.initiate({ userId, patch }));
}
