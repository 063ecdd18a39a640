import { inject, injectable } from 'inversify';
import type { Route, RouteProvider } from '../../../../platform/http/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { DroppedCountsResponse } from '../../contract.js';
import type { AnalyticsLiveStore } from '../../application/ports/live-store.port.js';

/** Admins see how many events every tracker refused, by reason (application/ingest/dropped-counter.ts). */
@injectable()
export class DroppedEventsRoutes implements RouteProvider {
  constructor(@inject(ANALYTICS.LiveStore) private readonly live: AnalyticsLiveStore) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/admin/analytics/dropped',
        auth: 'admin',
        handler: async (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, counts: await this.live.droppedCounts() } satisfies DroppedCountsResponse;
        },
      },
    ];
  }
}
