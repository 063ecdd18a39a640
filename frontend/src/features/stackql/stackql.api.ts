import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import type {
  DeleteSqlConnectionResponse,
  ListSqlConnectionsResponse,
  RunSqlQueryRequest,
  RunSqlQueryResponse,
  SaveSqlConnectionResponse,
  SqlConnection,
  SqlConnectionForm,
  SqlDatabaseUsage,
  SqlExplorerResponse,
  SqlExplorerSnapshot,
  SqlQueryHistoryEntry,
  SqlQueryHistoryResponse,
  SqlQueryResult,
  SqlUsageResponse,
  TestSqlConnectionResponse,
} from './stackql.types';

const connectionPath = (id: string) => `/sql/connections/${encodeURIComponent(id)}`;

/** The sample first, then by name, as the server lists them. */
function inListOrder(connections: SqlConnection[]): SqlConnection[] {
  return [...connections].sort((a, b) => Number(b.sample) - Number(a.sample) || a.name.localeCompare(b.name));
}

type TestTarget = { id: string } | { form: SqlConnectionForm };

/**
 * The query tool's calls (shapes: src/modules/sql-workbench/contract.ts; the module README, "Connections"
 * and "Terminal"). The connection list is kept current from each save and delete answer; history, explorer
 * and usage are fetched again after what changes them, so the shared tag list needs no entry of ours.
 */
export const stackqlApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSqlConnections: build.query<SqlConnection[], void>({
      query: () => ({ url: '/sql/connections', cache: 'no-store' }),
      transformResponse: (body: ListSqlConnectionsResponse) => inListOrder(body.connections),
    }),
    saveSqlConnection: build.mutation<SaveSqlConnectionResponse, { id: string | null; form: SqlConnectionForm }>({
      query: ({ id, form }) => (id ? { url: connectionPath(id), method: 'PUT', body: form } : { url: '/sql/connections', method: 'POST', body: form }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled, getState }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            stackqlApi.util.updateQueryData('listSqlConnections', undefined, (draft) =>
              inListOrder([...draft.filter((c) => c.id !== data.connection.id), data.connection]),
            ),
          );
          // Another host or database: what was read from the old one no longer describes it.
          if (id) refreshRead(dispatch, getState, id);
        } catch {
          // The page shows the failure; the list keeps what the server last said.
        }
      },
    }),
    deleteSqlConnection: build.mutation<DeleteSqlConnectionResponse, string>({
      query: (id) => ({ url: connectionPath(id), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(stackqlApi.util.updateQueryData('listSqlConnections', undefined, (draft) => draft.filter((c) => c.id !== id)));
        } catch {
          // Unchanged: the page says the delete failed.
        }
      },
    }),
    testSqlConnection: build.mutation<TestSqlConnectionResponse, TestTarget>({
      query: (target) =>
        'id' in target
          ? { url: `${connectionPath(target.id)}/test`, method: 'POST' }
          : { url: '/sql/connections/test', method: 'POST', body: target.form },
    }),
    runSqlQuery: build.mutation<SqlQueryResult, { connectionId: string; request: RunSqlQueryRequest }>({
      query: ({ connectionId, request }) => ({ url: `${connectionPath(connectionId)}/query`, method: 'POST', body: request }),
      transformResponse: (body: RunSqlQueryResponse) => body.result,
      // Every admitted run, failed ones too, joins the history.
      async onQueryStarted({ connectionId }, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        void dispatch(stackqlApi.endpoints.sqlQueryHistory.initiate(connectionId, { subscribe: false, forceRefetch: true }));
      },
    }),
    sqlQueryHistory: build.query<SqlQueryHistoryEntry[], string>({
      query: (id) => ({ url: `${connectionPath(id)}/history`, cache: 'no-store' }),
      transformResponse: (body: SqlQueryHistoryResponse) => body.history,
    }),
    sqlExplorer: build.query<SqlExplorerSnapshot, string>({
      query: (id) => ({ url: `${connectionPath(id)}/explorer`, cache: 'no-store' }),
      transformResponse: (body: SqlExplorerResponse) => body.explorer,
    }),
    sqlUsage: build.query<SqlDatabaseUsage, string>({
      query: (id) => ({ url: `${connectionPath(id)}/usage`, cache: 'no-store' }),
      transformResponse: (body: SqlUsageResponse) => body.usage,
    }),
  }),
});

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Fetches again the explorer and usage of a connection that was read before (an edited connection). */
function refreshRead(dispatch: Dispatch, getState: () => unknown, id: string) {
  const state = getState() as Parameters<ReturnType<typeof stackqlApi.endpoints.sqlExplorer.select>>[0];
  const { sqlExplorer, sqlUsage } = stackqlApi.endpoints;
  if (sqlExplorer.select(id)(state).status !== 'uninitialized') void dispatch(sqlExplorer.initiate(id, { subscribe: false, forceRefetch: true }));
  if (sqlUsage.select(id)(state).status !== 'uninitialized') void dispatch(sqlUsage.initiate(id, { subscribe: false, forceRefetch: true }));
}

export const {
  useListSqlConnectionsQuery,
  useSaveSqlConnectionMutation,
  useDeleteSqlConnectionMutation,
  useTestSqlConnectionMutation,
  useRunSqlQueryMutation,
  useSqlQueryHistoryQuery,
  useSqlExplorerQuery,
  useSqlUsageQuery,
} = stackqlApi;

/** The server's English text of a failed call (a database's own message, for SQL_QUERY_FAILED). */
export function errorTextOf(error: unknown): string | null {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  const text = data && typeof data === 'object' ? (data as { error?: unknown }).error : null;
  return typeof text === 'string' && text !== '' ? text : null;
}

// The call-failure readers every feature uses, re-exported for this feature's components.
export { errorCodeOf, errorDetailsOf, errorStatusOf } from '../../shared/errors/errorMessages';
