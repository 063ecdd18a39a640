import { api } from '../../app/api';
import type {
  ApiCollection,
  ApiEnvironment,
  DevtoolsDeleteResponse,
  HttpHistoryEntry,
  HttpSendRequest,
  HttpSendResponse,
  ListCollectionsResponse,
  ListEnvironmentsResponse,
  ListHttpHistoryResponse,
  SaveCollectionRequest,
  SaveCollectionResponse,
  SaveEnvironmentRequest,
  SaveEnvironmentResponse,
} from './api-testing.types';
import type { ApiProblem } from './explain';

const byName = <T extends { name: string }>(items: T[]) => [...items].sort((a, b) => a.name.localeCompare(b.name));
const environmentPath = (id: string) => `/devtools/environments/${encodeURIComponent(id)}`;
const collectionPath = (id: string) => `/devtools/collections/${encodeURIComponent(id)}`;

/**
 * The API testing hub's calls (shapes: src/modules/devtools/contract.ts; the devtools README, "API testing
 * hub"). Lists are kept current from each save and delete answer; the history is fetched again after
 * every send, failed ones included, since the server records those too.
 */
export const apiTestingApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendHttp: build.mutation<HttpSendResponse, HttpSendRequest>({
      query: (body) => ({ url: '/devtools/http', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        void dispatch(apiTestingApi.endpoints.httpHistory.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
    environments: build.query<ApiEnvironment[], void>({
      query: () => ({ url: '/devtools/environments', cache: 'no-store' }),
      transformResponse: (body: ListEnvironmentsResponse) => byName(body.environments),
    }),
    saveEnvironment: build.mutation<ApiEnvironment, { id: string | null; body: SaveEnvironmentRequest }>({
      query: ({ id, body }) => (id ? { url: environmentPath(id), method: 'PUT', body } : { url: '/devtools/environments', method: 'POST', body }),
      transformResponse: (body: SaveEnvironmentResponse) => body.environment,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(apiTestingApi.util.updateQueryData('environments', undefined, (draft) => byName([...draft.filter((e) => e.id !== data.id), data])));
        } catch {
          // The dialog shows the failure; the list keeps what the server last said.
        }
      },
    }),
    deleteEnvironment: build.mutation<DevtoolsDeleteResponse, string>({
      query: (id) => ({ url: environmentPath(id), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(apiTestingApi.util.updateQueryData('environments', undefined, (draft) => draft.filter((e) => e.id !== id)));
        } catch {
          // Unchanged: the dialog says the delete failed.
        }
      },
    }),
    collections: build.query<ApiCollection[], void>({
      query: () => ({ url: '/devtools/collections', cache: 'no-store' }),
      transformResponse: (body: ListCollectionsResponse) => byName(body.collections),
    }),
    saveCollection: build.mutation<ApiCollection, { id: string | null; body: SaveCollectionRequest }>({
      query: ({ id, body }) => (id ? { url: collectionPath(id), method: 'PUT', body } : { url: '/devtools/collections', method: 'POST', body }),
      transformResponse: (body: SaveCollectionResponse) => body.collection,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(apiTestingApi.util.updateQueryData('collections', undefined, (draft) => byName([...draft.filter((c) => c.id !== data.id), data])));
        } catch {
          // The page shows the failure.
        }
      },
    }),
    deleteCollection: build.mutation<DevtoolsDeleteResponse, string>({
      query: (id) => ({ url: collectionPath(id), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(apiTestingApi.util.updateQueryData('collections', undefined, (draft) => draft.filter((c) => c.id !== id)));
        } catch {
          // Unchanged: the page says the delete failed.
        }
      },
    }),
    httpHistory: build.query<HttpHistoryEntry[], void>({
      query: () => ({ url: '/devtools/history', cache: 'no-store' }),
      transformResponse: (body: ListHttpHistoryResponse) => body.entries,
    }),
    clearHttpHistory: build.mutation<DevtoolsDeleteResponse, void>({
      query: () => ({ url: '/devtools/history', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(apiTestingApi.util.updateQueryData('httpHistory', undefined, () => []));
        } catch {
          // The panel says the history could not be cleared.
        }
      },
    }),
  }),
});

export const {
  useSendHttpMutation,
  useEnvironmentsQuery,
  useSaveEnvironmentMutation,
  useDeleteEnvironmentMutation,
  useCollectionsQuery,
  useSaveCollectionMutation,
  useDeleteCollectionMutation,
  useHttpHistoryQuery,
  useClearHttpHistoryMutation,
} = apiTestingApi;

/** The platform's error body of a failed call (`{ success: false, error, code, details }`). */
export function problemOf(error: unknown): ApiProblem {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const body = data && typeof data === 'object' ? (data as { code?: unknown; details?: unknown }) : {};
  return {
    code: typeof body.code === 'string' ? body.code : null,
    status: typeof status === 'number' || typeof status === 'string' ? status : null,
    details: body.details && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : {},
  };
}
