import { inject, injectable } from 'inversify';
import { readSmallJson, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { AddSite } from '../../application/add-site/add-site.use-case.js';
import { DeleteSite } from '../../application/delete-site/delete-site.use-case.js';
import { GetSite } from '../../application/get-site/get-site.use-case.js';
import { ListSites } from '../../application/list-sites/list-sites.use-case.js';
import { UpdateSite } from '../../application/update-site/update-site.use-case.js';
import type { SuccessResponse } from '../../../../platform/contract.js';
import type { SiteDetailResponse, SiteResponse, SitesResponse } from '../../contract.js';
import { objectBody } from './request-schemas.js';
import { siteView } from '../../application/site-view.js';

/** Analytics is premium (docs/product.md §4.2); the policy lets a running trial through (§7.3: it carries isPremium). */
@injectable()
export class AnalyticsSitesRoutes implements RouteProvider {
  constructor(
    @inject(AddSite) private readonly add: AddSite,
    @inject(ListSites) private readonly list: ListSites,
    @inject(GetSite) private readonly get: GetSite,
    @inject(UpdateSite) private readonly update: UpdateSite,
    @inject(DeleteSite) private readonly remove: DeleteSite,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/analytics/sites',
        auth: 'premium',
        handler: async (ctx) => {
          const sites = await this.list.execute({ userId: userIdOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, sites: sites.map(siteView) } satisfies SitesResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/analytics/sites',
        auth: 'premium',
        bodyLimit: '8kb',
        handler: async (ctx) => {
          const body = objectBody(ctx.request.body);
          const site = await this.add.execute({ userId: userIdOf(ctx), name: body.name, url: body.url });
          ctx.status = 201;
          ctx.body = { success: true, site: siteView(site) } satisfies SiteResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/analytics/sites/:id',
        auth: 'premium',
        handler: async (ctx) => {
          const { site, trackingCode } = await this.get.execute({ id: ctx.params.id ?? '', userId: userIdOf(ctx), isAdmin: ctx.state.request.user!.isAdmin });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, site: { ...siteView(site), trackingCode } } satisfies SiteDetailResponse;
        },
      },
      {
        method: 'PATCH',
        path: '/api/analytics/sites/:id',
        auth: 'premium',
        bodyLimit: '8kb',
        handler: async (ctx) => {
          const body = objectBody(ctx.request.body);
          const site = await this.update.execute({
            id: ctx.params.id ?? '',
            userId: userIdOf(ctx),
            name: body.name,
            url: body.url,
            trackingEnabled: body.trackingEnabled,
            respectDnt: body.respectDnt,
          });
          ctx.body = { success: true, site: siteView(site) } satisfies SiteResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/analytics/sites/:id',
        auth: 'premium',
        handler: async (ctx) => {
          const body = await readSmallJson(ctx, 4096);
          await this.remove.execute({ id: ctx.params.id ?? '', userId: userIdOf(ctx), confirmName: body.confirmName, acknowledge: body.acknowledge });
          ctx.body = { success: true } satisfies SuccessResponse;
        },
      },
    ];
  }
}

function userIdOf(ctx: HttpContext): string {
  // The 'premium' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}
