import { inject, injectable } from 'inversify';
import { pagedAdminRoute, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { ListContactMessages } from '../../application/list-contact-messages/list-contact-messages.use-case.js';
import type { SubmitContactMessage } from '../../application/submit-contact-message/submit-contact-message.use-case.js';
import type { ContactMessageEntry } from '../../contract.js';
import { OUTREACH } from '../../outreach.tokens.js';
import { formSubmitRoute } from './form-submission.js';

@injectable()
export class ContactRoutes implements RouteProvider {
  constructor(
    @inject(OUTREACH.SubmitContactMessage) private readonly submit: SubmitContactMessage,
    @inject(OUTREACH.ListContactMessages) private readonly list: ListContactMessages,
  ) {}

  routes(): Route[] {
    return [
      formSubmitRoute('/api/contact/submit', this.submit),
      pagedAdminRoute({
        path: '/api/admin/contact-messages',
        load: (query) => this.list.execute(query),
        view: (e): ContactMessageEntry => ({
          id: e.id,
          name: e.name,
          email: e.email,
          subject: e.subject,
          message: e.message,
          userId: e.userId,
          ipHash: e.ipHash,
          priority: e.priority,
          createdAt: e.createdAt.toISOString(),
        }),
      }),
    ];
  }
}
