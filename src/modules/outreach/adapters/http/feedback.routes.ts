import { inject, injectable } from 'inversify';
import { parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { ListFeedback } from '../../application/list-feedback/list-feedback.use-case.js';
import type { SubmitFeedback } from '../../application/submit-feedback/submit-feedback.use-case.js';
import type { FeedbackListResponse, OutreachSubmitResponse } from '../../contract.js';
import { OUTREACH } from '../../outreach.tokens.js';
import { formBody, pageQuerySchema } from './request-schemas.js';

@injectable()
export class FeedbackRoutes implements RouteProvider {
  constructor(
    @inject(OUTREACH.SubmitFeedback) private readonly submit: SubmitFeedback,
    @inject(OUTREACH.ListFeedback) private readonly list: ListFeedback,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/feedback/submit',
        auth: 'public',
        bodyLimit: '16kb',
        handler: async (ctx) => {
          const request = ctx.state.request;
          await this.submit.execute({ form: formBody(ctx.request.body), userId: request.user?.id ?? null, ip: request.ip });
          ctx.body = { success: true } satisfies OutreachSubmitResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/admin/feedback',
        auth: 'admin',
        handler: async (ctx) => {
          const query = parseInput(pageQuerySchema, ctx.query);
          const page = await this.list.execute(query);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = {
            success: true,
            total: page.total,
            page: query.page,
            pageSize: query.pageSize,
            entries: page.entries.map((e) => ({
              id: e.id,
              type: e.type,
              title: e.title,
              description: e.description,
              rating: e.rating,
              email: e.email,
              userId: e.userId,
              ipHash: e.ipHash,
              createdAt: e.createdAt.toISOString(),
            })),
          } satisfies FeedbackListResponse;
        },
      },
    ];
  }
}
