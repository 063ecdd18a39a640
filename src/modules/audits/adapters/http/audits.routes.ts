import { inject, injectable } from 'inversify';
import { objectBody, parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { DiffAudits } from '../../application/diff-audits/diff-audits.use-case.js';
import { ExportAudit } from '../../application/export-audit/export-audit.use-case.js';
import { GetAudit } from '../../application/get-audit/get-audit.use-case.js';
import { ListAudits } from '../../application/list-audits/list-audits.use-case.js';
import { StartAudit } from '../../application/start-audit/start-audit.use-case.js';
import type { AuditDiffResponse, AuditHistoryResponse, AuditRunView, GetAuditResponse, StartAuditResponse } from '../../contract.js';
import type { AuditRun } from '../../domain/audit-run.js';
import { parseAuditUrl } from '../../domain/audit-url.js';
import { exportQuerySchema, historyQuerySchema } from './request-schemas.js';

@injectable()
export class AuditsRoutes implements RouteProvider {
  constructor(
    @inject(StartAudit) private readonly start: StartAudit,
    @inject(GetAudit) private readonly get: GetAudit,
    @inject(ListAudits) private readonly list: ListAudits,
    @inject(DiffAudits) private readonly diff: DiffAudits,
    @inject(ExportAudit) private readonly exporter: ExportAudit,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/audits',
        // Semantic is premium: the use case checks the type, since the policy is per route.
        auth: 'user',
        bodyLimit: '8kb',
        handler: async (ctx) => {
          // type and url are judged by the use case, which answers the codes of docs/product.md §8 (AUDIT_INVALID_URL…).
          const body = objectBody(ctx.request.body);
          const { id } = await this.start.execute({ user: userOf(ctx), type: body.type, url: body.url, crawl: body.crawl });
          ctx.status = 202;
          ctx.body = { success: true, id } satisfies StartAuditResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/audits',
        auth: 'user',
        handler: async (ctx) => {
          const query = parseInput(historyQuerySchema, ctx.query);
          const url = query.url ? parseAuditUrl(query.url) : undefined;
          const page = await this.list.execute({ userId: userOf(ctx).id, type: query.type, url, page: query.page, pageSize: query.pageSize });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = {
            success: true,
            total: page.total,
            page: query.page,
            pageSize: query.pageSize,
            items: page.items.map((item) => ({
              id: item.id,
              type: item.type,
              url: item.url,
              crawl: item.crawl,
              status: item.status,
              score: item.score,
              createdAt: item.createdAt.toISOString(),
              finishedAt: item.finishedAt?.toISOString() ?? null,
            })),
          } satisfies AuditHistoryResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/audits/:id',
        auth: 'user',
        handler: async (ctx) => {
          const run = await this.get.execute({ id: ctx.params.id ?? '', userId: userOf(ctx).id });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, audit: present(run) } satisfies GetAuditResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/audits/:id/diff/:otherId',
        auth: 'user',
        handler: async (ctx) => {
          const diff = await this.diff.execute({ id: ctx.params.id ?? '', otherId: ctx.params.otherId ?? '', userId: userOf(ctx).id });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, diff } satisfies AuditDiffResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/audits/:id/export',
        auth: 'user',
        handler: async (ctx) => {
          const query = parseInput(exportQuerySchema, ctx.query);
          const file = await this.exporter.execute({ id: ctx.params.id ?? '', userId: userOf(ctx).id, format: query.format, language: query.lang });
          ctx.set('Cache-Control', 'no-store');
          ctx.set('Content-Type', file.contentType);
          ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
          ctx.body = file.body;
        },
      },
    ];
  }
}

function userOf(ctx: HttpContext) {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  const user = ctx.state.request.user!;
  return { id: user.id, isPremium: user.isPremium, isAdmin: user.isAdmin };
}

function present(run: AuditRun): AuditRunView {
  return {
    id: run.id,
    type: run.type,
    url: run.url,
    crawl: run.crawl,
    status: run.status,
    progress: run.progress,
    stage: run.stage,
    result: run.result ?? undefined,
    error: run.error ?? undefined,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
