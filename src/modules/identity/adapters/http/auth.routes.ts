import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { SuccessResponse } from '../../../../platform/contract.js';
import { isDomainError } from '../../../../shared/index.js';
import { CheckTrial } from '../../application/check-trial/check-trial.use-case.js';
import { CompleteTwoFactorSignIn } from '../../application/complete-two-factor-sign-in/complete-two-factor-sign-in.use-case.js';
import { GetSession } from '../../application/get-session/get-session.use-case.js';
import type { IdentitySettings } from '../../application/ports/identity-settings.js';
import { RefreshSession } from '../../application/refresh-session/refresh-session.use-case.js';
import type { IssuedSession } from '../../application/sessions/session-issuer.js';
import { SignIn } from '../../application/sign-in/sign-in.use-case.js';
import { SignOut } from '../../application/sign-out/sign-out.use-case.js';
import { SignUp } from '../../application/sign-up/sign-up.use-case.js';
import type {
  AddressVerifiedResponse,
  CheckTrialResponse,
  CsrfResponse,
  CurrentSessionResponse,
  SessionResponse,
  SignupResponse,
  TwoFactorRequiredResponse,
  ValidateResponse,
} from '../../contract.js';
import { IDENTITY } from '../../identity.tokens.js';
import { clearRefreshCookie, issueCsrfToken, readRefreshCookie, requireCsrf, requireSameOrigin, setRefreshCookie } from './auth-cookies.js';
import { bodyOf, caller, withRetryAfter } from './http-helpers.js';
import { AUTH_BODY_LIMIT, localeSchema, loginSchema, resendSignupSchema, signupSchema, twoFactorLoginSchema, verifyEmailSchema } from './request-schemas.js';
import { ResendVerification } from '../../application/resend-verification/resend-verification.use-case.js';
import { ResendSignupLink } from '../../application/sign-up/resend-signup-link.use-case.js';
import { VerifyEmail } from '../../application/verify-email/verify-email.use-case.js';

/** Sign-up, sign-in (with its second step), refresh, sign-out and the session reads (shapes: ../../contract.ts). */
@injectable()
export class AuthRoutes implements RouteProvider {
  constructor(
    @inject(SignUp) private readonly signUp: SignUp,
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(CompleteTwoFactorSignIn) private readonly completeTwoFactor: CompleteTwoFactorSignIn,
    @inject(RefreshSession) private readonly refresh: RefreshSession,
    @inject(SignOut) private readonly signOut: SignOut,
    @inject(GetSession) private readonly getSession: GetSession,
    @inject(CheckTrial) private readonly checkTrial: CheckTrial,
    @inject(VerifyEmail) private readonly verifyEmail: VerifyEmail,
    @inject(ResendVerification) private readonly resendVerification: ResendVerification,
    @inject(ResendSignupLink) private readonly resendSignup: ResendSignupLink,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/auth/csrf',
        auth: 'public',
        handler: (ctx) => {
          noStore(ctx);
          ctx.body = { csrfToken: issueCsrfToken(ctx) } satisfies CsrfResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/auth/signup',
        auth: 'public',
        bodyLimit: AUTH_BODY_LIMIT,
        handler: async (ctx) => {
          requireCsrf(ctx);
          const input = parseInput(signupSchema, bodyOf(ctx));
          await this.signUp.execute(input);
          // The same answer for a new and a taken address (identity README, "Verified addresses").
          noStore(ctx);
          ctx.status = 202;
          ctx.body = { success: true, verificationRequired: true, ...(this.settings.mailLoggedOnly ? { mailLoggedOnly: true } : {}) } satisfies SignupResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/auth/signup/resend',
        auth: 'public',
        bodyLimit: '4kb',
        handler: (ctx) =>
          withRetryAfter(ctx, async () => {
            requireCsrf(ctx);
            const input = parseInput(resendSignupSchema, bodyOf(ctx));
            await this.resendSignup.execute({ email: input.email, ip: ctx.state.request.ip });
            noStore(ctx);
            ctx.status = 202;
            ctx.body = { success: true } satisfies SuccessResponse;
          }),
      },
      {
        // The mailed link's page posts its token: a sign-up link signs in (so the login CSRF rule applies), an address link confirms.
        method: 'POST',
        path: '/api/auth/verify-email',
        auth: 'public',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          requireCsrf(ctx);
          const input = parseInput(verifyEmailSchema, bodyOf(ctx));
          const result = await this.verifyEmail.execute(input.token);
          if (result.kind === 'signed-up') {
            answerSession(ctx, result.session, 201);
            return;
          }
          noStore(ctx);
          ctx.body = { success: true, emailVerified: true, user: result.user } satisfies AddressVerifiedResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/auth/resend-verification',
        auth: 'user',
        bodyLimit: '1kb',
        handler: (ctx) =>
          withRetryAfter(ctx, async () => {
            requireSameOrigin(ctx, this.settings.publicUrl);
            const input = parseInput(localeSchema, bodyOf(ctx));
            await this.resendVerification.execute(caller(ctx).id, input.locale);
            noStore(ctx);
            ctx.body = { success: true } satisfies SuccessResponse;
          }),
      },
      {
        method: 'POST',
        path: '/api/auth/login',
        auth: 'public',
        bodyLimit: AUTH_BODY_LIMIT,
        handler: (ctx) =>
          withRetryAfter(ctx, async () => {
            requireCsrf(ctx);
            const input = parseInput(loginSchema, bodyOf(ctx));
            const result = await this.signIn.execute({ ...input, ip: ctx.state.request.ip });
            if (result.kind === 'two-factor') {
              noStore(ctx);
              ctx.body = { success: false, twoFactorRequired: true, challenge: result.challenge } satisfies TwoFactorRequiredResponse;
              return;
            }
            answerSession(ctx, result.session);
          }),
      },
      {
        method: 'POST',
        path: '/api/auth/login/2fa',
        auth: 'public',
        bodyLimit: AUTH_BODY_LIMIT,
        handler: (ctx) =>
          withRetryAfter(ctx, async () => {
            requireCsrf(ctx);
            const input = parseInput(twoFactorLoginSchema, bodyOf(ctx));
            answerSession(ctx, await this.completeTwoFactor.execute({ ...input, ip: ctx.state.request.ip }));
          }),
      },
      {
        method: 'POST',
        path: '/api/auth/refresh',
        auth: 'public',
        bodyLimit: '1kb',
        handler: async (ctx) => {
          requireSameOrigin(ctx, this.settings.publicUrl);
          try {
            answerSession(ctx, await this.refresh.execute(readRefreshCookie(ctx)));
          } catch (error) {
            // A refused cookie is dead for good: the browser should stop sending it.
            clearRefreshCookie(ctx);
            throw error;
          }
        },
      },
      {
        // Public on purpose: signing out must work with an expired access token; the cookie says whose session.
        method: 'POST',
        path: '/api/auth/logout',
        auth: 'public',
        bodyLimit: '1kb',
        handler: async (ctx) => {
          requireSameOrigin(ctx, this.settings.publicUrl);
          await this.signOut.execute(readRefreshCookie(ctx));
          clearRefreshCookie(ctx);
          noStore(ctx);
          ctx.body = { success: true } satisfies SuccessResponse;
        },
      },
      {
        // Public so that a missing or refused token answers the contract's `{ valid: false }` rather than the policy's error.
        method: 'GET',
        path: '/api/auth/validate',
        auth: 'public',
        handler: async (ctx) => {
          noStore(ctx);
          const user = ctx.state.request.user;
          if (!user) {
            ctx.status = 401;
            ctx.body = { valid: false, code: ctx.state.request.tokenRefusal ?? (ctx.get('Authorization') ? 'AUTH_TOKEN_INVALID' : 'AUTH_REQUIRED') } satisfies ValidateResponse;
            return;
          }
          try {
            ctx.body = { valid: true, user: await this.getSession.execute(user.id), exp: tokenExpiry(ctx) } satisfies ValidateResponse;
          } catch (error) {
            if (!isDomainError(error) || error.kind !== 'unauthenticated') throw error;
            ctx.status = 401;
            ctx.body = { valid: false, code: error.code } satisfies ValidateResponse;
          }
        },
      },
      {
        method: 'GET',
        path: '/api/auth/session',
        auth: 'user',
        handler: async (ctx) => {
          noStore(ctx);
          ctx.body = { success: true, message: 'Session active', user: await this.getSession.execute(caller(ctx).id) } satisfies CurrentSessionResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/auth/check-trial',
        auth: 'user',
        handler: async (ctx) => {
          noStore(ctx);
          ctx.body = { success: true, ...(await this.checkTrial.execute(caller(ctx).id)) } satisfies CheckTrialResponse;
        },
      },
    ];
  }
}

export function noStore(ctx: HttpContext): void {
  ctx.set('Cache-Control', 'no-store');
}

export function answerSession(ctx: HttpContext, session: IssuedSession, status = 200): void {
  setRefreshCookie(ctx, session);
  noStore(ctx);
  ctx.status = status;
  ctx.body = { success: true, accessToken: session.accessToken, user: session.user, sessionExpiresAt: session.sessionExpiresAt.toISOString() } satisfies SessionResponse;
}

/** `exp` of the verified access token, in seconds (docs/product.md §9.1). */
function tokenExpiry(ctx: HttpContext): number | null {
  const claims = (ctx.state as { claims?: { exp?: unknown } }).claims;
  return typeof claims?.exp === 'number' ? claims.exp : null;
}
