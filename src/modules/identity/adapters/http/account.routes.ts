import { inject, injectable } from 'inversify';
import type { SuccessResponse } from '../../../../platform/contract.js';
import { parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ChangePassword } from '../../application/change-password/change-password.use-case.js';
import { DeleteAccount } from '../../application/delete-account/delete-account.use-case.js';
import { ExportPersonalData } from '../../application/export-personal-data/export-personal-data.use-case.js';
import { GetPremiumStatus } from '../../application/get-premium-status/get-premium-status.use-case.js';
import type { IdentitySettings } from '../../application/ports/identity-settings.js';
import { RequestPasswordReset } from '../../application/request-password-reset/request-password-reset.use-case.js';
import { ResetPassword } from '../../application/reset-password/reset-password.use-case.js';
import { UpdateProfile } from '../../application/update-profile/update-profile.use-case.js';
import type { PersonalDataExport, PremiumStatusResponse, UpdateProfileResponse } from '../../contract.js';
import { IDENTITY } from '../../identity.tokens.js';
import { clearRefreshCookie, readRefreshCookie, requireSameOrigin } from './auth-cookies.js';
import { answerSession, noStore } from './auth.routes.js';
import { bodyOf, caller, readSmallJson, withRetryAfter } from './http-helpers.js';
import { AUTH_BODY_LIMIT, changePasswordSchema, forgotPasswordSchema, premiumStatusSchema, resetWithTokenSchema } from './request-schemas.js';

/** Profile, password reset and change, account deletion and export, and the premium-status read. */
@injectable()
export class AccountRoutes implements RouteProvider {
  constructor(
    @inject(UpdateProfile) private readonly updateProfile: UpdateProfile,
    @inject(RequestPasswordReset) private readonly requestReset: RequestPasswordReset,
    @inject(ResetPassword) private readonly resetPassword: ResetPassword,
    @inject(ChangePassword) private readonly changePassword: ChangePassword,
    @inject(DeleteAccount) private readonly deleteAccount: DeleteAccount,
    @inject(ExportPersonalData) private readonly exportData: ExportPersonalData,
    @inject(GetPremiumStatus) private readonly premiumStatus: GetPremiumStatus,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/auth/updateUser',
        auth: 'user',
        bodyLimit: AUTH_BODY_LIMIT,
        handler: async (ctx) => {
          const body = bodyOf(ctx);
          const result = await this.updateProfile.execute(caller(ctx).id, body, typeof body.locale === 'string' ? body.locale : undefined);
          noStore(ctx);
          ctx.body = { success: true, user: result.user, accessToken: result.accessToken } satisfies UpdateProfileResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/auth/forgot-password',
        auth: 'public',
        bodyLimit: '4kb',
        handler: (ctx) =>
          withRetryAfter(ctx, async () => {
            const input = parseInput(forgotPasswordSchema, bodyOf(ctx));
            await this.requestReset.execute({ ...input, ip: ctx.state.request.ip });
            noStore(ctx);
            ctx.body = { success: true } satisfies SuccessResponse;
          }),
      },
      {
        // Two forms: the mailed link's `{ token, newPassword }` (public), and a signed-in user's
        // `{ currentPassword, newPassword }`, which needs the bearer token and a same-origin request.
        method: 'POST',
        path: '/api/auth/resetPassword',
        auth: 'public',
        bodyLimit: AUTH_BODY_LIMIT,
        handler: (ctx) =>
          withRetryAfter(ctx, async () => {
            const body = bodyOf(ctx);
            noStore(ctx);
            if (body.currentPassword !== undefined) {
              requireSameOrigin(ctx, this.settings.publicUrl);
              const input = parseInput(changePasswordSchema, body);
              const { id } = caller(ctx);
              const session = await this.changePassword.execute({ userId: id, ...input, refreshToken: readRefreshCookie(ctx), ip: ctx.state.request.ip });
              answerSession(ctx, session);
              return;
            }
            const input = parseInput(resetWithTokenSchema, body);
            await this.resetPassword.execute(input);
            ctx.body = { success: true } satisfies SuccessResponse;
          }),
      },
      {
        method: 'DELETE',
        path: '/api/auth/deleteAccount',
        auth: 'user',
        handler: async (ctx) => {
          requireSameOrigin(ctx, this.settings.publicUrl);
          const body = await readSmallJson(ctx, 1024);
          await this.deleteAccount.execute({ userId: caller(ctx).id, confirm: body.confirm });
          clearRefreshCookie(ctx);
          noStore(ctx);
          ctx.body = { success: true } satisfies SuccessResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/auth/export',
        auth: 'user',
        handler: async (ctx) => {
          const data: PersonalDataExport = await this.exportData.execute(caller(ctx).id);
          noStore(ctx);
          ctx.set('Content-Disposition', `attachment; filename="stacklens-data-${data.exportedAt.slice(0, 10)}.json"`);
          ctx.type = 'application/json';
          ctx.body = JSON.stringify(data, null, 2);
        },
      },
      {
        method: 'POST',
        path: '/api/user/premium-status',
        auth: 'user',
        bodyLimit: '1kb',
        handler: async (ctx) => {
          const { userId } = bodyOf(ctx);
          // Empty and null read as missing (USER_ID_MISSING, docs/product.md §8); another type is malformed.
          const input = parseInput(premiumStatusSchema, { userId: userId === '' || userId === null ? undefined : userId });
          noStore(ctx);
          ctx.body = { success: true, ...(await this.premiumStatus.execute({ caller: caller(ctx), userId: input.userId })) } satisfies PremiumStatusResponse;
        },
      },
    ];
  }
}
