import { expect } from 'chai';
import type { AppConfig } from '../config/index.js';
import type { HttpContext } from '../http/index.js';
import { PlatformInfoRoutes } from './platform-info.routes.js';

function answer(env: AppConfig['env']): unknown {
  const [route] = new PlatformInfoRoutes({ env } as AppConfig).routes();
  const ctx = { body: undefined as unknown, set: () => undefined } as unknown as HttpContext;
  void route!.handler(ctx);
  return ctx.body;
}

describe('platform info route', () => {
  it('offers development tools everywhere but in production', () => {
    expect(answer('production')).to.deep.equal({ success: true, environment: 'production', developmentTools: false });
    expect(answer('development')).to.deep.equal({ success: true, environment: 'development', developmentTools: true });
  });
});
