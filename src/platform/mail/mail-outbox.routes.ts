import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { MailOutboxResponse } from '../contract.js';
import { parseInput, type Route, type RouteProvider } from '../http/index.js';
import { PLATFORM } from '../platform.tokens.js';
import type { MailOutbox } from './mail-outbox.js';

const listSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** Lets admins read what StackLens mailed (or would have, without SMTP). Mounted by the api only. */
@injectable()
export class MailOutboxRoutes implements RouteProvider {
  constructor(@inject(PLATFORM.MailOutbox) private readonly outbox: MailOutbox) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/admin/mail-outbox',
        auth: 'admin',
        handler: async (ctx) => {
          const query = parseInput(listSchema, ctx.query);
          const page = await this.outbox.list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = {
            success: true,
            total: page.total,
            page: query.page,
            pageSize: query.pageSize,
            entries: page.entries.map((e) => ({
              id: e.id,
              to: e.to,
              subject: e.subject,
              text: e.text,
              html: e.html,
              template: e.template,
              locale: e.locale,
              headers: e.headers,
              createdAt: e.createdAt.toISOString(),
              sentAt: e.sentAt?.toISOString() ?? null,
            })),
          } satisfies MailOutboxResponse;
        },
      },
    ];
  }
}
