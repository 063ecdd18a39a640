import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { pagedAdminRoute, parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ListAccessLog } from '../../application/list-access-log/list-access-log.use-case.js';
import { RecordRefusedAccess } from '../../application/record-refused-access/record-refused-access.use-case.js';
import type { SuccessResponse } from '../../../../platform/contract.js';
import type { AccessLogResponse } from '../../contract.js';
import { ACCESS_EVENT_TYPES } from '../../domain/refused-access.js';

const reportSchema = z.object({
  path: z.string().min(1).max(2048),
  timestamp: z.union([z.string().max(64), z.number()]).optional(),
  type: z.enum(ACCESS_EVENT_TYPES),
});

@injectable()
export class AccessLogRoutes implements RouteProvider {
  constructor(
    @inject(RecordRefusedAccess) private readonly record: RecordRefusedAccess,
    @inject(ListAccessLog) private readonly listLog: ListAccessLog,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/auth/log-access',
        auth: 'public',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const input = parseInput(reportSchema, ctx.request.body);
          const request = ctx.state.request;
          await this.record.execute({ ...input, userId: request.user?.id ?? null, ip: request.ip });
          ctx.status = 202;
          ctx.body = { success: true } satisfies SuccessResponse;
        },
      },
      pagedAdminRoute({
        path: '/api/admin/access-log',
        load: (query) => this.listLog.execute(query),
        view: (e): AccessLogResponse['entries'][number] => ({
          id: e.id,
          path: e.path,
          type: e.type,
          userId: e.userId,
          ipHash: e.ipHash,
          occurredAt: e.occurredAt.toISOString(),
          receivedAt: e.receivedAt.toISOString(),
        }),
      }),
    ];
  }
}
