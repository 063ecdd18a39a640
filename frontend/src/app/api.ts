import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionCleared, tokenRefreshed, type AuthState } from './auth.slice';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { auth: AuthState }).auth;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Accepts `{ token }` or the API envelope `{ success, data: { token } }`. */
function tokenFrom(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { token?: unknown; data?: { token?: unknown } };
  const token = record.token ?? record.data?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

/** Concurrent 401s share one refresh call, so a burst of requests does not rotate the token N times. */
let pendingRefresh: Promise<string | null> | null = null;

/**
 * SPEC §4: a 401 triggers one cookie-based refresh (`POST /api/auth/refresh`), then the request is
 * replayed once with the new token. A failed refresh ends the session; the identity feature decides
 * where to send the visitor.
 */
export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  const isRefreshCall = typeof args !== 'string' && args.url === '/auth/refresh';
  if (result.error?.status !== 401 || isRefreshCall) return result;

  pendingRefresh ??= (async () => {
    const refreshed = await rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, api, extraOptions);
    return refreshed.error ? null : tokenFrom(refreshed.data);
  })().finally(() => {
    pendingRefresh = null;
  });
  const token = await pendingRefresh;

  if (!token) {
    api.dispatch(sessionCleared());
    return result;
  }
  api.dispatch(tokenRefreshed(token));
  result = await rawBaseQuery(args, api, extraOptions);
  return result;
};

/** The one API slice (GUIDE §10). Features add endpoints with `api.injectEndpoints` in `<feature>.api.ts`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: ['User', 'Preferences', 'Site', 'Audit', 'Schema', 'Component', 'Feedback'],
  endpoints: () => ({}),
});
