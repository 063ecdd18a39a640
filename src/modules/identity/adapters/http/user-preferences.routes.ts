import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import type { HttpContext, Route, RouteProvider } from '../../../../platform/http/index.js';
import type { PreferencesResponse } from '../../contract.js';
import { GetUserPreferences } from '../../application/get-user-preferences/get-user-preferences.use-case.js';
import { UpdateUserPreferences } from '../../application/update-user-preferences/update-user-preferences.use-case.js';

/** The routes are 'user': the policy runs first, so a handler always has a caller. */
function callerId(ctx: HttpContext): string {
  const user = ctx.state.request.user;
  if (!user) throw new DomainError('unauthenticated', 'AUTH_REQUIRED', 'Authentication required');
  return user.id;
}

@injectable()
export class UserPreferencesRoutes implements RouteProvider {
  constructor(
    @inject(GetUserPreferences) private readonly getPreferences: GetUserPreferences,
    @inject(UpdateUserPreferences) private readonly updatePreferences: UpdateUserPreferences,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/user/preferences',
        auth: 'user',
        handler: async (ctx) => {
          const preferences = await this.getPreferences.execute(callerId(ctx));
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, preferences } satisfies PreferencesResponse;
        },
      },
      {
        method: 'PUT',
        path: '/api/user/preferences',
        auth: 'user',
        // Seven short fields and at most fourteen tool ids fit in well under 1 kB.
        bodyLimit: '8kb',
        handler: async (ctx) => {
          const preferences = await this.updatePreferences.execute(callerId(ctx), ctx.request.body);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, preferences } satisfies PreferencesResponse;
        },
      },
    ];
  }
}
