import { api } from '../../app/api';
import type { InsertWebsiteDataRequest, InsertWebsiteDataResponse, LoadWebsiteDataResponse, WebsiteData } from '../../../../src/modules/audits/contract.js';

export type { WebsiteData };

/** What the settings' form and the website audit send: the owner is the token's user, never a body field. */
export type WebsiteDataInput = Omit<InsertWebsiteDataRequest, 'userId'>;

const TAG = { type: 'Audit', id: 'WEBSITE_DATA' } as const;

/** The website data (audits README, "Website data"): the caller's websites, main first; save; delete. */
export const websiteDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadWebsiteData: build.query<WebsiteData[], void>({
      query: () => ({ url: '/website/load-website-data', cache: 'no-store' }),
      transformResponse: (body: LoadWebsiteDataResponse) => body.data,
      providesTags: [TAG],
    }),
    insertWebsiteData: build.mutation<WebsiteData, WebsiteDataInput>({
      query: (body) => ({ url: '/website/insert-website-data', method: 'POST', body }),
      transformResponse: (body: InsertWebsiteDataResponse) => body.data,
      invalidatesTags: [TAG],
    }),
    deleteWebsiteData: build.mutation<void, string>({
      query: (id) => ({ url: `/website/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [TAG],
    }),
  }),
});

/** A finished website audit has filled the website data on the server: the cached list is stale. */
export const websiteDataChanged = () => websiteDataApi.util.invalidateTags([TAG]);

export const { useLoadWebsiteDataQuery, useInsertWebsiteDataMutation, useDeleteWebsiteDataMutation } = websiteDataApi;
