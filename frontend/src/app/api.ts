import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import { sessionExpired, type AuthState } from './auth.slice';
import { injectSlice } from './lazy-slices';
import { refreshSession } from './session/refresh';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { auth: AuthState }).auth;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * SPEC §4: a 401 on a call that carried a token renews the session (single flight, shared across
 * tabs: app/session/refresh.ts), then the call is replayed once with the new token. A refused
 * refresh ends the session; the visitor is sent to sign in about 100 ms later (SessionEndRedirect).
 */
export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const sentToken = (api.getState() as { auth: AuthState }).auth.token;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !sentToken) return result;

  const outcome = await refreshSession(api, sentToken);
  if (outcome === 'ended') api.dispatch(sessionExpired());
  if (outcome !== 'renewed') return result;
  return rawBaseQuery(args, api, extraOptions);
};

/**
 * The one API slice (GUIDE §10). Features add endpoints with `api.injectEndpoints` in `<feature>.api.ts`;
 * every cache tag they provide or invalidate is declared here, none by `enhanceEndpoints`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: ['User', 'Preferences', 'Site', 'Audit', 'Schema', 'Component', 'Feedback', 'AnalyticsSite', 'AnalyticsExclusion', 'AnalyticsReport', 'Invoice', 'BillingOrder', 'PromoCode'],
  endpoints: () => ({}),
});

declare module './lazy-slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the API's state joins RootState
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// The store starts without the API (store.ts): it joins when the first module that talks to the server loads.
injectSlice(api);
