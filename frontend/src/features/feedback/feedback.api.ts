import { api } from '../../app/api';
import type { FeedbackRequest, OutreachSubmitResponse } from '../../../../src/modules/outreach/contract.js';

/**
 * POST /api/feedback/submit. Public: the base query adds the bearer token when someone is signed in,
 * and the server then stores their user id with the feedback.
 */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitFeedback: build.mutation<OutreachSubmitResponse, FeedbackRequest>({
      query: (body) => ({ url: '/feedback/submit', method: 'POST', body }),
      // The admin list of feedback is cached under this tag.
      invalidatesTags: ['Feedback'],
    }),
  }),
});

export const { useSubmitFeedbackMutation } = feedbackApi;
