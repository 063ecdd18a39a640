import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { inject, injectable } from 'inversify';
import { objectBody, readSmallJson, toErrorResponse, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { isDomainError } from '../../../../shared/index.js';
import type {
  DeleteSiteDataResponse,
  ExportStatusResponse,
  JobStartedResponse,
  PurgeChallengeResponse,
  PurgeStatusResponse,
  SelfAnalyticsResponse,
} from '../../contract.js';
import { exportView, purgeView } from '../../application/data-job-views.js';
import { DeleteSiteData } from '../../application/delete-site-data/delete-site-data.use-case.js';
import { GetExport } from '../../application/exports/get-export.use-case.js';
import { StartExport } from '../../application/exports/start-export.use-case.js';
import type { SiteUser } from '../../application/owned-site.js';
import { GetPurge, GetPurgeChallenge, StartPurge } from '../../application/purges/purge-challenge.use-cases.js';
import { TakeScreenshot } from '../../application/screenshot/take-screenshot.use-case.js';
import { GetSelfAnalytics } from '../../application/self-analytics/get-self-analytics.use-case.js';

const SITE = '/api/analytics/sites/:id';

/** Data management, the heatmap screenshot and dogfooding (analytics README, "Data management"); see analytics-contract. */
@injectable()
export class AnalyticsDataRoutes implements RouteProvider {
  constructor(
    @inject(StartExport) private readonly startExport: StartExport,
    @inject(GetExport) private readonly getExport: GetExport,
    @inject(GetPurgeChallenge) private readonly purgeChallenge: GetPurgeChallenge,
    @inject(StartPurge) private readonly startPurge: StartPurge,
    @inject(GetPurge) private readonly getPurge: GetPurge,
    @inject(DeleteSiteData) private readonly deleteData: DeleteSiteData,
    @inject(TakeScreenshot) private readonly screenshot: TakeScreenshot,
    @inject(GetSelfAnalytics) private readonly self: GetSelfAnalytics,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: `${SITE}/exports`,
        auth: 'premium',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = objectBody(ctx.request.body);
          const { id } = await this.startExport.execute({ siteId: siteIdOf(ctx), caller: callerOf(ctx), format: body.format, confirmed: body.confirmed });
          ctx.status = 202;
          ctx.body = { success: true, id } satisfies JobStartedResponse;
        },
      },
      {
        method: 'GET',
        path: `${SITE}/exports/:exportId`,
        auth: 'premium',
        handler: async (ctx) => {
          const job = await this.getExport.execute({ siteId: siteIdOf(ctx), exportId: ctx.params.exportId ?? '', caller: callerOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, export: exportView(job) } satisfies ExportStatusResponse;
        },
      },
      {
        method: 'GET',
        path: `${SITE}/exports/:exportId/download`,
        auth: 'premium',
        handler: async (ctx) => {
          const file = await this.getExport.download({ siteId: siteIdOf(ctx), exportId: ctx.params.exportId ?? '', caller: callerOf(ctx) });
          const stored = Readable.from(file.gzip);
          ctx.set('Cache-Control', 'private, no-store');
          ctx.set('Vary', 'Accept-Encoding');
          ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
          ctx.type = file.contentType;
          // The file is stored gzipped: sent as is to clients that take gzip (every browser), inflated otherwise.
          if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
            ctx.set('Content-Encoding', 'gzip');
            ctx.body = stored;
            ctx.length = file.gzipBytes;
          } else {
            ctx.body = pipeline(stored, createGunzip(), () => undefined);
          }
        },
      },
      {
        method: 'GET',
        path: `${SITE}/purge-challenge`,
        auth: 'premium',
        handler: async (ctx) => {
          const { a, b, token, expiresAt } = await this.purgeChallenge.execute({ siteId: siteIdOf(ctx), caller: callerOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, a, b, token, expiresAt: expiresAt.toISOString() } satisfies PurgeChallengeResponse;
        },
      },
      {
        method: 'POST',
        path: `${SITE}/purges`,
        auth: 'premium',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = objectBody(ctx.request.body);
          const { id } = await this.startPurge.execute({ siteId: siteIdOf(ctx), caller: callerOf(ctx), scope: body.scope, answer: body.answer, token: body.token });
          ctx.status = 202;
          ctx.body = { success: true, id } satisfies JobStartedResponse;
        },
      },
      {
        method: 'GET',
        path: `${SITE}/purges/:purgeId`,
        auth: 'premium',
        handler: async (ctx) => {
          const job = await this.getPurge.execute({ siteId: siteIdOf(ctx), purgeId: ctx.params.purgeId ?? '', caller: callerOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, purge: purgeView(job) } satisfies PurgeStatusResponse;
        },
      },
      {
        method: 'DELETE',
        path: `${SITE}/data`,
        auth: 'premium',
        handler: async (ctx) => {
          const body = await readSmallJson(ctx, 4096);
          const { deleted } = await this.deleteData.execute({ siteId: siteIdOf(ctx), caller: callerOf(ctx), confirmName: body.confirmName, acknowledge: body.acknowledge });
          ctx.body = { success: true, deleted } satisfies DeleteSiteDataResponse;
        },
      },
      {
        method: 'GET',
        path: `${SITE}/screenshot`,
        auth: 'premium',
        handler: async (ctx) => {
          try {
            const shot = await this.screenshot.execute({ siteId: siteIdOf(ctx), caller: callerOf(ctx), path: ctx.query.path, device: ctx.query.device });
            ctx.set('Cache-Control', 'private, max-age=3600');
            ctx.set('X-Page-Height', String(shot.pageHeight));
            ctx.set('X-Screenshot-Width', String(shot.width));
            ctx.type = 'image/png';
            ctx.body = Buffer.from(shot.png);
          } catch (error) {
            // The site, not the request, failed: a gateway error, not the 503 'unavailable' maps to.
            if (!isDomainError(error) || error.code !== 'ANALYTICS_SCREENSHOT_FAILED') throw error;
            ctx.status = 502;
            ctx.body = toErrorResponse(error).body;
          }
        },
      },
      {
        method: 'GET',
        path: '/api/analytics/self',
        auth: 'public',
        handler: async (ctx) => {
          const { siteId, scriptUrl } = await this.self.execute();
          ctx.set('Cache-Control', 'public, max-age=300');
          ctx.body = { success: true, siteId, scriptUrl } satisfies SelfAnalyticsResponse;
        },
      },
    ];
  }
}

function siteIdOf(ctx: HttpContext): string {
  return ctx.params.id ?? '';
}

function callerOf(ctx: HttpContext): SiteUser {
  // The 'premium' policy guarantees a user; the non-null assertion documents that contract.
  const user = ctx.state.request.user!;
  return { userId: user.id, isAdmin: user.isAdmin };
}
