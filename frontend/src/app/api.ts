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

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * docs/product.md §6.2: a 401 on a call that carried a token renews the session (single flight, shared across
 * tabs: app/session/refresh.ts), then the call is replayed with the new token: once for every call,
 * up to twice for loading SQL schemas (docs/product.md §6.2). A refused refresh ends the session; the
 * visitor is sent to sign in about 100 ms later (SessionEndRedirect).
 */
export function refreshingBaseQuery(maxReplays: number): AppBaseQuery {
  return async (args, api, extraOptions) => {
    const tokenNow = () => (api.getState() as { auth: AuthState }).auth.token;
    let sentToken = tokenNow();
    let result = await rawBaseQuery(args, api, extraOptions);
    for (let replays = 0; replays < maxReplays && result.error?.status === 401 && sentToken; replays++) {
      const outcome = await refreshSession(api, sentToken);
      if (outcome === 'ended') api.dispatch(sessionExpired());
      if (outcome !== 'renewed') return result;
      sentToken = tokenNow();
      result = await rawBaseQuery(args, api, extraOptions);
    }
    return result;
  };
}

export const baseQueryWithRefresh: AppBaseQuery = refreshingBaseQuery(1);

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
