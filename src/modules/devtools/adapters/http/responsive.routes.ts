import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ExportResponsiveRun } from '../../application/export-responsive-run/export-responsive-run.use-case.js';
import { GetResponsiveRun } from '../../application/get-responsive-run/get-responsive-run.use-case.js';
import { GetResponsiveShot } from '../../application/get-responsive-shot/get-responsive-shot.use-case.js';
import { ListResponsiveRuns } from '../../application/list-responsive-runs/list-responsive-runs.use-case.js';
import { StartResponsiveRun } from '../../application/start-responsive-run/start-responsive-run.use-case.js';
import type { ResponsiveRunListResponse, ResponsiveRunResponse, ResponsiveRunStartedResponse } from '../../contract.js';
import { responsiveRunInput } from './responsive-request-schemas.js';

const BASE = '/api/devtools/responsive';

/**
 * Responsive testing (devtools README, "Responsive testing"): any signed-in user; a run, its shots and
 * its exports answer its owner only (404 to anyone else). Shots and exports are private to the
 * account: no caching by shared caches.
 */
@injectable()
export class ResponsiveRoutes implements RouteProvider {
  constructor(
    @inject(StartResponsiveRun) private readonly start: StartResponsiveRun,
    @inject(GetResponsiveRun) private readonly get: GetResponsiveRun,
    @inject(ListResponsiveRuns) private readonly list: ListResponsiveRuns,
    @inject(GetResponsiveShot) private readonly shot: GetResponsiveShot,
    @inject(ExportResponsiveRun) private readonly exporter: ExportResponsiveRun,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: BASE,
        auth: 'user',
        bodyLimit: '64kb',
        handler: async (ctx) => {
          const input = parseInput(responsiveRunInput, ctx.request.body);
          const { id } = await this.start.execute({ ...input, userId: userOf(ctx) });
          ctx.status = 202;
          ctx.body = { success: true, id } satisfies ResponsiveRunStartedResponse;
        },
      },
      {
        method: 'GET',
        path: BASE,
        auth: 'user',
        handler: async (ctx) => {
          ctx.body = { success: true, runs: await this.list.execute({ userId: userOf(ctx) }) } satisfies ResponsiveRunListResponse;
        },
      },
      {
        method: 'GET',
        path: `${BASE}/:id`,
        auth: 'user',
        handler: async (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, run: await this.get.execute({ userId: userOf(ctx), id: String(ctx.params.id) }) } satisfies ResponsiveRunResponse;
        },
      },
      {
        method: 'GET',
        path: `${BASE}/:id/shots/:index`,
        auth: 'user',
        handler: async (ctx) => {
          const index = /^\d{1,3}$/.test(String(ctx.params.index)) ? Number(ctx.params.index) : -1;
          const png = await this.shot.execute({ userId: userOf(ctx), id: String(ctx.params.id), index });
          ctx.set('Cache-Control', 'private, max-age=3600');
          ctx.type = 'image/png';
          ctx.body = png;
        },
      },
      {
        method: 'GET',
        path: `${BASE}/:id/export.png`,
        auth: 'user',
        handler: async (ctx) => {
          const png = await this.exporter.execute({ userId: userOf(ctx), id: String(ctx.params.id), format: 'png' });
          ctx.set('Cache-Control', 'private, no-store');
          ctx.set('Content-Disposition', `attachment; filename="responsive-${String(ctx.params.id).slice(0, 8)}.png"`);
          ctx.type = 'image/png';
          ctx.body = png;
        },
      },
      {
        method: 'GET',
        path: `${BASE}/:id/export.pdf`,
        auth: 'user',
        handler: async (ctx) => {
          const pdf = await this.exporter.execute({ userId: userOf(ctx), id: String(ctx.params.id), format: 'pdf' });
          ctx.set('Cache-Control', 'private, no-store');
          ctx.set('Content-Disposition', `attachment; filename="responsive-${String(ctx.params.id).slice(0, 8)}.pdf"`);
          ctx.type = 'application/pdf';
          ctx.body = pdf;
        },
      },
    ];
  }
}

function userOf(ctx: HttpContext): string {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}
