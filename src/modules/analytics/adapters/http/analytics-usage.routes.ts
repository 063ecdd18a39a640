import { inject, injectable } from 'inversify';
import type { Route, RouteProvider } from '../../../../platform/http/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { EventAllowancesResponse, SiteUsageResponse } from '../../contract.js';
import type { AllowanceSettings } from '../../application/usage/allowance-settings.js';
import { GetSiteUsage } from '../../application/usage/get-site-usage.use-case.js';

/**
 * The monthly event allowance (analytics README, "Monthly event allowance"): a site's usage for its
 * dashboard's banner, and every plan's allowance for the pricing page.
 */
@injectable()
export class AnalyticsUsageRoutes implements RouteProvider {
  constructor(
    @inject(GetSiteUsage) private readonly usage: GetSiteUsage,
    @inject(ANALYTICS.AllowanceSettings) private readonly settings: AllowanceSettings,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/analytics/sites/:id/usage',
        auth: 'premium',
        handler: async (ctx) => {
          // The 'premium' policy guarantees a user, and that it has premium access.
          const user = ctx.state.request.user!;
          const usage = await this.usage.execute({ siteId: ctx.params.id ?? '', caller: { userId: user.id, isAdmin: user.isAdmin }, callerHasPremiumAccess: user.isPremium });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, usage } satisfies SiteUsageResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/analytics/allowances',
        auth: 'public',
        handler: (ctx) => {
          ctx.set('Cache-Control', 'public, max-age=300');
          ctx.body = { success: true, allowances: this.settings.allowances } satisfies EventAllowancesResponse;
        },
      },
    ];
  }
}
