import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logging/index.js';
import { toErrorResponse } from './error-response.js';
import type { RouteState } from './route.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Outermost middleware: gives each request an id (reusing a sane X-Request-Id from the ingress so
 * logs line up across hops), a child logger carrying it, one access-log line, and the single place
 * where errors become `{ success: false, error, code }`.
 */
export function requestContext(logger: Logger): Middleware<RouteState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    // The child logger is built on first use: probes and assets never log, and pino's child() with
    // redaction is one of the costlier steps of a request.
    let log: Logger | undefined;
    ctx.state.request = {
      requestId,
      ip: ctx.ip,
      userAgent: ctx.get('User-Agent'),
      user: null,
      get log() {
        return (log ??= logger.child({ reqId: requestId }));
      },
    };
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
      if (ctx.body == null && ctx.status >= 400 && ctx.path.startsWith('/api/')) {
        // Router answers (404 no route, 405 wrong method) carry no body; give them the API's error shape.
        const status = ctx.status;
        const message = status === 404 ? `No API route for ${ctx.method} ${ctx.path}` : `${ctx.method} is not allowed on ${ctx.path}`;
        ctx.body = toErrorResponse(Object.assign(new Error(message), { status, expose: true })).body;
        ctx.status = status;
      }
    } catch (error) {
      const { status, body, unexpected } = toErrorResponse(error);
      if (unexpected) ctx.state.request.log.error({ err: error }, 'request failed');
      ctx.status = status;
      ctx.body = body;
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Probes hit these every few seconds; logging them would drown everything else. The level is checked
      // first so that, below info, no request pays for the child logger (the tracker takes thousands a second).
      if (ctx.path !== '/healthz' && ctx.path !== '/readyz' && logger.isLevelEnabled('info')) {
        ctx.state.request.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 }, 'request');
      }
    }
  };
}
