import { inject, injectable } from 'inversify';
import { pagedAdminRoute, parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { ConfirmNewsletterSubscription } from '../../application/confirm-newsletter-subscription/confirm-newsletter-subscription.use-case.js';
import type { ListNewsletterSubscribers } from '../../application/list-newsletter-subscribers/list-newsletter-subscribers.use-case.js';
import type { SubscribeToNewsletter } from '../../application/subscribe-to-newsletter/subscribe-to-newsletter.use-case.js';
import type { UnsubscribeFromNewsletter } from '../../application/unsubscribe-from-newsletter/unsubscribe-from-newsletter.use-case.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../../domain/mail-templates.js';
import type { NewsletterSubscriberEntry, NewsletterSubscribersResponse, OutreachSubmitResponse } from '../../contract.js';
import { OUTREACH } from '../../outreach.tokens.js';
import { requireOneClickBody } from './one-click-body.js';
import { confirmSchema, formBody, oneClickQuerySchema, unsubscribeSchema } from './request-schemas.js';

@injectable()
export class NewsletterRoutes implements RouteProvider {
  constructor(
    @inject(OUTREACH.SubscribeToNewsletter) private readonly subscribe: SubscribeToNewsletter,
    @inject(OUTREACH.ConfirmNewsletterSubscription) private readonly confirm: ConfirmNewsletterSubscription,
    @inject(OUTREACH.UnsubscribeFromNewsletter) private readonly unsubscribe: UnsubscribeFromNewsletter,
    @inject(OUTREACH.ListNewsletterSubscribers) private readonly list: ListNewsletterSubscribers,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/newsletter/subscribe',
        auth: 'public',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = formBody(ctx.request.body);
          await this.subscribe.execute({ email: body.email, locale: body.locale, ip: ctx.state.request.ip });
          ctx.body = { success: true } satisfies OutreachSubmitResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/newsletter/confirm',
        auth: 'public',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const { token } = parseInput(confirmSchema, ctx.request.body);
          await this.confirm.execute({ token, ip: ctx.state.request.ip });
          ctx.body = { success: true } satisfies OutreachSubmitResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/newsletter/unsubscribe',
        auth: 'public',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const input = parseInput(unsubscribeSchema, ctx.request.body);
          const ip = ctx.state.request.ip;
          await this.unsubscribe.execute(input.token !== undefined ? { token: input.token, ip } : { email: input.email, ip });
          ctx.body = { success: true } satisfies OutreachSubmitResponse;
        },
      },
      {
        // RFC 8058 one-click unsubscribe, POSTed by mail clients from the List-Unsubscribe header
        // (never by the frontend). The same 200 whatever the token: nothing to learn by probing.
        method: 'POST',
        path: ONE_CLICK_UNSUBSCRIBE_PATH,
        auth: 'public',
        bodyLimit: '1kb',
        handler: async (ctx) => {
          const { token } = parseInput(oneClickQuerySchema, ctx.query);
          await requireOneClickBody(ctx.get('Content-Type'), ctx.req);
          await this.unsubscribe.execute({ token, oneClick: true, ip: ctx.state.request.ip });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true } satisfies OutreachSubmitResponse;
        },
      },
      pagedAdminRoute({
        path: '/api/admin/newsletter-subscribers',
        load: (query) => this.list.execute(query),
        view: (e): NewsletterSubscriberEntry => ({
          id: e.id,
          email: e.email,
          locale: e.locale,
          status: e.status,
          createdAt: e.createdAt.toISOString(),
          confirmedAt: e.confirmedAt?.toISOString() ?? null,
          unsubscribedAt: e.unsubscribedAt?.toISOString() ?? null,
        }),
        extra: (found): Pick<NewsletterSubscribersResponse, 'counts'> => ({ counts: found.counts }),
      }),
    ];
  }
}
