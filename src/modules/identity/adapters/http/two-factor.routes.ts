import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { IdentitySettings } from '../../application/ports/identity-settings.js';
import { DisableTwoFactor, EnableTwoFactor, RegenerateRecoveryCodes, SetUpTwoFactor } from '../../application/two-factor/two-factor.use-cases.js';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '../../contract.js';
import type { SuccessResponse } from '../../../../platform/contract.js';
import { IDENTITY } from '../../identity.tokens.js';
import { requireSameOrigin } from './auth-cookies.js';
import { noStore } from './auth.routes.js';
import { bodyOf, caller } from './http-helpers.js';
import { codeSchema } from './request-schemas.js';

/** Settings → security → two-factor authentication. Every change must come from our own pages. */
@injectable()
export class TwoFactorRoutes implements RouteProvider {
  constructor(
    @inject(SetUpTwoFactor) private readonly setUp: SetUpTwoFactor,
    @inject(EnableTwoFactor) private readonly enable: EnableTwoFactor,
    @inject(DisableTwoFactor) private readonly disable: DisableTwoFactor,
    @inject(RegenerateRecoveryCodes) private readonly regenerate: RegenerateRecoveryCodes,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  routes(): Route[] {
    // Each call answers its contract type, built by `work` once the request proved its origin.
    const guarded = <T extends SuccessResponse>(work: (ctx: HttpContext, userId: string) => Promise<T>) => async (ctx: HttpContext) => {
      requireSameOrigin(ctx, this.settings.publicUrl);
      const body = await work(ctx, caller(ctx).id);
      noStore(ctx);
      ctx.body = body;
    };
    const code = (ctx: HttpContext) => parseInput(codeSchema, bodyOf(ctx)).code;
    return [
      { method: 'POST', path: '/api/auth/2fa/setup', auth: 'user', bodyLimit: '1kb', handler: guarded<TwoFactorSetupResponse>(async (_ctx, id) => ({ success: true, ...(await this.setUp.execute(id)) })) },
      {
        method: 'POST',
        path: '/api/auth/2fa/enable',
        auth: 'user',
        bodyLimit: '1kb',
        handler: guarded<RecoveryCodesResponse>(async (ctx, id) => ({ success: true, recoveryCodes: await this.enable.execute(id, code(ctx)) })),
      },
      {
        method: 'POST',
        path: '/api/auth/2fa/disable',
        auth: 'user',
        bodyLimit: '1kb',
        handler: guarded<SuccessResponse>(async (ctx, id) => {
          await this.disable.execute(id, code(ctx));
          return { success: true };
        }),
      },
      {
        method: 'POST',
        path: '/api/auth/2fa/recovery-codes',
        auth: 'user',
        bodyLimit: '1kb',
        handler: guarded<RecoveryCodesResponse>(async (ctx, id) => ({ success: true, recoveryCodes: await this.regenerate.execute(id, code(ctx)) })),
      },
    ];
  }
}
