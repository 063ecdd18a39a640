import { api } from '../../../app/api';
import type {
  DeleteSqlWidgetResponse,
  ListSqlWidgetsResponse,
  RunSqlWidgetResponse,
  SaveSqlWidgetResponse,
  SqlWidget,
  SqlWidgetForm,
} from '../../../../../src/modules/sql-workbench/contract';

/**
 * Dashboard widgets (premium): a saved chart with its query, re-run under the terminal's read-only
 * rules when opened. The list's cache is patched from each answer, so it needs no cache tag.
 */
export const visualizerApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSqlWidgets: build.query<SqlWidget[], void>({
      query: () => ({ url: '/sql/widgets', cache: 'no-store' }),
      transformResponse: (body: ListSqlWidgetsResponse) => body.widgets,
    }),
    saveSqlWidget: build.mutation<SqlWidget, SqlWidgetForm & { id?: string }>({
      query: ({ id, ...body }) => (id ? { url: `/sql/widgets/${encodeURIComponent(id)}`, method: 'PUT', body } : { url: '/sql/widgets', method: 'POST', body }),
      transformResponse: (body: SaveSqlWidgetResponse) => body.widget,
      async onQueryStarted(_form, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            visualizerApi.util.updateQueryData('listSqlWidgets', undefined, (draft) => {
              const at = draft.findIndex((widget) => widget.id === data.id);
              if (at >= 0) draft[at] = data;
              else draft.push(data);
            }),
          );
        } catch {
          // The panel shows the failure; the list keeps what the server last said.
        }
      },
    }),
    deleteSqlWidget: build.mutation<DeleteSqlWidgetResponse, string>({
      query: (id) => ({ url: `/sql/widgets/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(visualizerApi.util.updateQueryData('listSqlWidgets', undefined, (draft) => draft.filter((widget) => widget.id !== id)));
        } catch {
          // As above.
        }
      },
    }),
    runSqlWidget: build.mutation<RunSqlWidgetResponse, string>({
      query: (id) => ({ url: `/sql/widgets/${encodeURIComponent(id)}/run`, method: 'POST' }),
    }),
  }),
});

export const { useListSqlWidgetsQuery, useSaveSqlWidgetMutation, useDeleteSqlWidgetMutation, useRunSqlWidgetMutation } = visualizerApi;
