import { inject, injectable } from 'inversify';
import type { HttpContext, Route, RouteProvider } from '../../../../platform/http/index.js';
import type { SuccessResponse } from '../../../../platform/contract.js';
import type { ExclusionResponse, ExclusionsResponse } from '../../contract.js';
import { objectBody } from './request-schemas.js';
import { AddExclusion } from '../../application/exclusions/add-exclusion.use-case.js';
import { exclusionView } from '../../application/exclusions/exclusion-view.js';
import { ListExclusions } from '../../application/exclusions/list-exclusions.use-case.js';
import { RemoveExclusion } from '../../application/exclusions/remove-exclusion.use-case.js';
import type { SiteCaller } from '../../application/owned-site.js';

/** Exclusions (analytics README, "Tracker"), owner-scoped like every site route (another user's site answers 404). */
@injectable()
export class ExclusionsRoutes implements RouteProvider {
  constructor(
    @inject(ListExclusions) private readonly list: ListExclusions,
    @inject(AddExclusion) private readonly add: AddExclusion,
    @inject(RemoveExclusion) private readonly remove: RemoveExclusion,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/analytics/sites/:id/exclusions',
        auth: 'premium',
        handler: async (ctx) => {
          const { exclusions, currentDevice } = await this.list.execute({ siteId: ctx.params.id ?? '', caller: callerOf(ctx), device: deviceOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = {
            success: true,
            // The caller's own device exclusion carries `current: true`: the one "reactivate tracking" deletes.
            exclusions: exclusions.map((e) => (e === currentDevice ? { ...exclusionView(e), current: true } : exclusionView(e))),
            currentDeviceExcluded: currentDevice !== null,
          } satisfies ExclusionsResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/analytics/sites/:id/exclusions',
        auth: 'premium',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = objectBody(ctx.request.body);
          const exclusion = await this.add.execute({ siteId: ctx.params.id ?? '', caller: callerOf(ctx), type: body.type, value: body.value, label: body.label, device: deviceOf(ctx) });
          ctx.status = 201;
          ctx.body = { success: true, exclusion: exclusionView(exclusion) } satisfies ExclusionResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/analytics/sites/:id/exclusions/:exclusionId',
        auth: 'premium',
        handler: async (ctx) => {
          await this.remove.execute({ siteId: ctx.params.id ?? '', exclusionId: ctx.params.exclusionId ?? '', caller: callerOf(ctx) });
          ctx.body = { success: true } satisfies SuccessResponse;
        },
      },
    ];
  }
}

function callerOf(ctx: HttpContext): SiteCaller {
  // The 'premium' policy guarantees a user.
  const user = ctx.state.request.user!;
  return { userId: user.id, isAdmin: user.isAdmin };
}

/** The dashboard's own browser, for `device` exclusions (hashed by the use case, never stored raw). */
function deviceOf(ctx: HttpContext): { ip: string; userAgent: string } {
  return { ip: ctx.state.request.ip, userAgent: ctx.state.request.userAgent };
}
