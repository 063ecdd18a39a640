import { api } from '../../app/api';
import type {
  GetComponentsResponse,
  ListUploadsResponse,
  PreviewConfigResponse,
  SaveTemplateRequest,
  SaveTemplateResponse,
  StudioComponent,
  UploadResponse,
} from '../../../../src/modules/studio/contract';

const LIST = { type: 'Component', id: 'LIST' } as const;
const UPLOADS = { type: 'Component', id: 'UPLOADS' } as const;

/**
 * The studio's calls (shapes: src/modules/studio/contract.ts). The owner is always the token's user; the
 * body's `userId` is sent as the product's calls name it and ignored by the server.
 */
export const studioApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The client state `studioComponents` (docs/product.md §5.2): this query's cache.
    getComponents: build.query<StudioComponent[], void>({
      query: () => ({ url: '/studio/getComponent', cache: 'no-store' }),
      transformResponse: (body: GetComponentsResponse) => body.components,
      providesTags: (components) => [LIST, ...(components ?? []).map(({ id }) => ({ type: 'Component' as const, id }))],
    }),
    saveTemplate: build.mutation<StudioComponent, SaveTemplateRequest>({
      query: (body) => ({ url: '/studio/saveTemplate', method: 'POST', body }),
      transformResponse: (body: SaveTemplateResponse) => body.component,
      // The list shows the saved template at once; the refetch confirms it.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(studioApi.util.updateQueryData('getComponents', undefined, (draft) => [data, ...draft.filter((c) => c.id !== data.id)]));
        } catch {
          // The page shows the failure; the cache keeps what the server last said.
        }
      },
      invalidatesTags: [LIST],
    }),
    removeTemplate: build.mutation<void, string>({
      query: (id) => ({ url: `/studio/removeTemplate/${encodeURIComponent(id)}`, method: 'DELETE', body: { templateId: id } }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST],
    }),
    // FormData: fetch sets the multipart boundary itself.
    uploadImage: build.mutation<UploadResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/upload', method: 'POST', body: form };
      },
      invalidatesTags: [UPLOADS],
    }),
    listUploads: build.query<ListUploadsResponse, void>({
      query: () => ({ url: '/studio/uploads', cache: 'no-store' }),
      providesTags: [UPLOADS],
    }),
    deleteUpload: build.mutation<void, string>({
      query: (id) => ({ url: `/studio/uploads/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [UPLOADS],
    }),
    previewConfig: build.query<PreviewConfigResponse, void>({
      query: () => ({ url: '/studio/preview-config' }),
    }),
  }),
});

export const {
  useGetComponentsQuery,
  useSaveTemplateMutation,
  useRemoveTemplateMutation,
  useUploadImageMutation,
  useListUploadsQuery,
  useDeleteUploadMutation,
  usePreviewConfigQuery,
} = studioApi;
