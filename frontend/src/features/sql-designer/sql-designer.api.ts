import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, refreshingBaseQuery } from '../../app/api';
import type { AuthState } from '../../app/auth.slice';
import type {
  LoadSqlSchemasResponse,
  SavedSqlSchema,
  SaveSqlSchemaRequest,
  SaveSqlSchemaResponse,
  SqlImportRequest,
  SqlImportResponse,
} from './sql-designer.types';

/** The error a load without a token answers, before any request: 'Authentification requise' (docs/product.md §10.2). */
export const NO_TOKEN = 'SQL_NO_TOKEN';

/** docs/product.md §6.2: loading schemas is replayed up to twice after a 401, each time after a refresh. */
const loadWithReplays = refreshingBaseQuery(2);

const LIST = { type: 'Schema', id: 'LIST' } as const;

/** Saved SQL schemas of the designer (shapes: src/modules/sql-workbench/contract.ts); the owner is always the token's user. */
export const sqlDesignerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The client state `sqlSchemas` (docs/product.md §5.2): this query's cache.
    loadSqlSchemas: build.query<SavedSqlSchema[], void>({
      async queryFn(_arg, queryApi, extraOptions) {
        if (!(queryApi.getState() as { auth: AuthState }).auth.token) {
          return { error: { status: 'CUSTOM_ERROR', error: NO_TOKEN, data: { code: NO_TOKEN } } satisfies FetchBaseQueryError };
        }
        const result = await loadWithReplays({ url: '/sql/loadSQLSchemas', cache: 'no-store' }, queryApi, extraOptions);
        if (result.error) return { error: result.error };
        return { data: (result.data as LoadSqlSchemasResponse).schemas };
      },
      providesTags: (schemas) => [LIST, ...(schemas ?? []).map(({ id }) => ({ type: 'Schema' as const, id }))],
    }),
    saveSqlSchema: build.mutation<SavedSqlSchema, SaveSqlSchemaRequest>({
      query: (body) => ({ url: '/sql/saveSQLSchema', method: 'POST', body }),
      transformResponse: (body: SaveSqlSchemaResponse) => body.schema,
      // The list shows the saved schema at once; the refetch confirms it.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            sqlDesignerApi.util.updateQueryData('loadSqlSchemas', undefined, (draft) => [data, ...draft.filter((schema) => schema.id !== data.id)]),
          );
        } catch {
          // The page shows the failure; the cache keeps what the server last said.
        }
      },
      invalidatesTags: [LIST],
    }),
    deleteSqlSchema: build.mutation<void, string>({
      query: (id) => ({ url: `/sql/${encodeURIComponent(id)}`, method: 'DELETE', body: {} }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST],
    }),
    importSqlSchema: build.mutation<SqlImportResponse, SqlImportRequest>({
      query: (body) => ({ url: '/sql/import', method: 'POST', body }),
    }),
  }),
});

export const { useLoadSqlSchemasQuery, useSaveSqlSchemaMutation, useDeleteSqlSchemaMutation, useImportSqlSchemaMutation } = sqlDesignerApi;

// The call-failure readers every feature uses, re-exported for this feature's components.
export { errorCodeOf, errorDetailsOf, errorStatusOf } from '../../shared/errors/errorMessages';
