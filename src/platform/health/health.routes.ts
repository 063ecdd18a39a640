import { injectable, multiInject } from 'inversify';
import type { Route, RouteProvider } from '../http/index.js';
import { PLATFORM } from '../platform.tokens.js';
import type { HealthCheck } from './health-check.js';

const CHECK_TIMEOUT_MS = 2_000;

/**
 * /healthz answers while the event loop turns (liveness: restart only a wedged process).
 * /readyz answers 200 only when every dependency replies in time (readiness: stop routing traffic
 * to a pod whose database or queue is unreachable, without restarting it).
 */
@injectable()
export class HealthRoutes implements RouteProvider {
  constructor(@multiInject(PLATFORM.HealthChecks) private readonly checks: HealthCheck[]) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/healthz',
        auth: 'public',
        handler: (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { status: 'ok' };
        },
      },
      {
        method: 'GET',
        path: '/readyz',
        auth: 'public',
        handler: async (ctx) => {
          const results = await Promise.all(this.checks.map(async (c) => [c.name, await probe(c)] as const));
          const ready = results.every(([, ok]) => ok);
          ctx.set('Cache-Control', 'no-store');
          ctx.status = ready ? 200 : 503;
          ctx.body = { status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results.map(([n, ok]) => [n, ok ? 'ok' : 'fail'])) };
        },
      },
    ];
  }
}

async function probe(check: HealthCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check.check().catch(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

