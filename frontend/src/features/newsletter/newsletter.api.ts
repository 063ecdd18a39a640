import { fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from '../../app/api';
import type { OutreachSubmitResponse, SubscribeRequest, UnsubscribeRequest } from '../../../../src/modules/outreach/contract.js';

/**
 * The public newsletter calls. None reveals whether an address exists: the server answers
 * subscribe and unsubscribe the same way for every address.
 */

export type UnsubscribeOutcome = 'done' | 'failed';

export type ConfirmOutcome = 'confirmed' | 'invalid' | 'failed';

/**
 * Confirm and unsubscribe open from mail links and act on an address or a token, not on the
 * session: docs/product.md §9.2 sends them without a bearer token, so they bypass the shared base query's auth.
 */
const anonymousBaseQuery = fetchBaseQuery({ baseUrl: '/api' });

/** No answer at all, or a 5xx; a body that is not JSON still counts by its HTTP status. */
function isServerFailure(error: FetchBaseQueryError | undefined): boolean {
  if (!error) return false;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status !== 'number' || status >= 500;
}

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/newsletter/subscribe: starts the double opt-in; the confirmation mail goes out in `locale`. */
    subscribeToNewsletter: build.mutation<OutreachSubmitResponse, SubscribeRequest>({
      query: (body) => ({ url: '/newsletter/subscribe', method: 'POST', body }),
    }),
    /**
     * POST /api/newsletter/unsubscribe with `{ email }` or `{ token }`. Any answer below 500 shows
     * the same confirmation, so the page never tells whether an address was subscribed.
     */
    unsubscribeFromNewsletter: build.mutation<UnsubscribeOutcome, UnsubscribeRequest>({
      queryFn: async (body, queryApi, extraOptions) => {
        const result = await anonymousBaseQuery({ url: '/newsletter/unsubscribe', method: 'POST', body }, queryApi, extraOptions);
        return { data: isServerFailure(result.error) ? 'failed' : 'done' };
      },
    }),
    /** POST /api/newsletter/confirm `{ token }`: confirmed on `{ success: true }`, invalid or expired on a 4xx or `success: false`. */
    confirmNewsletterSubscription: build.mutation<ConfirmOutcome, string>({
      queryFn: async (token, queryApi, extraOptions) => {
        const result = await anonymousBaseQuery({ url: '/newsletter/confirm', method: 'POST', body: { token } }, queryApi, extraOptions);
        if (isServerFailure(result.error)) return { data: 'failed' };
        const confirmed = !result.error && (result.data as { success?: unknown } | null)?.success === true;
        return { data: confirmed ? 'confirmed' : 'invalid' };
      },
    }),
  }),
});

export const { useSubscribeToNewsletterMutation, useUnsubscribeFromNewsletterMutation, useConfirmNewsletterSubscriptionMutation } = newsletterApi;
