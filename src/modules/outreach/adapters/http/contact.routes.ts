import { inject, injectable } from 'inversify';
import { parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { ListContactMessages } from '../../application/list-contact-messages/list-contact-messages.use-case.js';
import type { SubmitContactMessage } from '../../application/submit-contact-message/submit-contact-message.use-case.js';
import type { ContactMessagesResponse, OutreachSubmitResponse } from '../../contract.js';
import { OUTREACH } from '../../outreach.tokens.js';
import { formBody, pageQuerySchema } from './request-schemas.js';

@injectable()
export class ContactRoutes implements RouteProvider {
  constructor(
    @inject(OUTREACH.SubmitContactMessage) private readonly submit: SubmitContactMessage,
    @inject(OUTREACH.ListContactMessages) private readonly list: ListContactMessages,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/contact/submit',
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
        path: '/api/admin/contact-messages',
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
              name: e.name,
              email: e.email,
              subject: e.subject,
              message: e.message,
              userId: e.userId,
              ipHash: e.ipHash,
              createdAt: e.createdAt.toISOString(),
            })),
          } satisfies ContactMessagesResponse;
        },
      },
    ];
  }
}
