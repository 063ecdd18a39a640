import { inject, injectable } from 'inversify';
import { pagedAdminRoute, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { ListFeedback } from '../../application/list-feedback/list-feedback.use-case.js';
import type { SubmitFeedback } from '../../application/submit-feedback/submit-feedback.use-case.js';
import type { FeedbackEntry } from '../../contract.js';
import { OUTREACH } from '../../outreach.tokens.js';
import { formSubmitRoute } from './form-submission.js';

@injectable()
export class FeedbackRoutes implements RouteProvider {
  constructor(
    @inject(OUTREACH.SubmitFeedback) private readonly submit: SubmitFeedback,
    @inject(OUTREACH.ListFeedback) private readonly list: ListFeedback,
  ) {}

  routes(): Route[] {
    return [
      formSubmitRoute('/api/feedback/submit', this.submit),
      pagedAdminRoute({
        path: '/api/admin/feedback',
        load: (query) => this.list.execute(query),
        view: (e): FeedbackEntry => ({
          id: e.id,
          type: e.type,
          title: e.title,
          description: e.description,
          rating: e.rating,
          email: e.email,
          userId: e.userId,
          ipHash: e.ipHash,
          createdAt: e.createdAt.toISOString(),
        }),
      }),
    ];
  }
}
