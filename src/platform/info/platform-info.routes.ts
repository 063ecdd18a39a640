import { inject, injectable } from 'inversify';
import type { AppConfig } from '../config/index.js';
import type { PlatformInfoResponse } from '../contract.js';
import type { Route, RouteProvider } from '../http/index.js';
import { PLATFORM } from '../platform.tokens.js';

/**
 * What the browser may know about the running installation. The frontend is one static build for
 * every environment, so development-only pages (the UI check page) ask here whether to show.
 */
@injectable()
export class PlatformInfoRoutes implements RouteProvider {
  constructor(@inject(PLATFORM.Config) private readonly config: AppConfig) {}

  routes(): Route[] {
    const environment = this.config.env;
    return [
      {
        method: 'GET',
        path: '/api/platform/info',
        auth: 'public',
        handler: (ctx) => {
          ctx.set('Cache-Control', 'no-cache');
          ctx.body = { success: true, environment, developmentTools: environment !== 'production' } satisfies PlatformInfoResponse;
        },
      },
    ];
  }
}
