import { inject, injectable } from 'inversify';
import type { OutboxMail } from '../contract.js';
import { pagedAdminRoute, type Route, type RouteProvider } from '../http/index.js';
import { PLATFORM } from '../platform.tokens.js';
import type { MailOutbox } from './mail-outbox.js';

/** Lets admins read what StackLens mailed (or would have, without SMTP). Mounted by the api only. */
@injectable()
export class MailOutboxRoutes implements RouteProvider {
  constructor(@inject(PLATFORM.MailOutbox) private readonly outbox: MailOutbox) {}

  routes(): Route[] {
    return [
      pagedAdminRoute({
        path: '/api/admin/mail-outbox',
        load: (query) => this.outbox.list(query),
        view: (e): OutboxMail => ({
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
        }),
      }),
    ];
  }
}
