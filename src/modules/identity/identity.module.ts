import { ContainerModule } from 'inversify';
import { HTTP, type PrincipalResolver, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PasswordResetRequestedProcessor } from './adapters/queue/password-reset-requested.processor.js';
import { PurgeSignupRequestsProcessor } from './adapters/queue/purge-signup-requests.processor.js';
import { EmailVerificationKnexRepository } from './adapters/persistence/email-verification.knex-repository.js';
import { SignupRequestKnexRepository } from './adapters/persistence/signup-request.knex-repository.js';
import { DeliverPasswordReset } from './application/request-password-reset/deliver-password-reset.use-case.js';
import { ResendVerification } from './application/resend-verification/resend-verification.use-case.js';
import { AccountAccess } from './application/sessions/account-access.js';
import { AccountPlanKnexRepository } from './adapters/persistence/account-plan.knex-repository.js';
import { AccountPlansService } from './application/account-plans/account-plans.js';
import { AddressConfirmation } from './application/sessions/address-confirmation.js';
import { LinkTokens } from './application/sessions/link-tokens.js';
import { PurgeExpiredSignups } from './application/sign-up/purge-expired-signups.use-case.js';
import { ResendSignupLink } from './application/sign-up/resend-signup-link.use-case.js';
import { VerifyEmail } from './application/verify-email/verify-email.use-case.js';
import { QUEUE, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import { AccessLogRoutes } from './adapters/http/access-log.routes.js';
import { UserPreferencesRoutes } from './adapters/http/user-preferences.routes.js';
import { AccessLogObjectionRepository } from './adapters/persistence/access-log.objection-repository.js';
import { IdentityPersonalDataHolder } from './adapters/personal-data/identity.personal-data-holder.js';
import { MailOutboxPersonalDataHolder } from './adapters/personal-data/mail-outbox.personal-data-holder.js';
import { UserPreferencesObjectionRepository } from './adapters/persistence/user-preferences.objection-repository.js';
import { PurgeAccessLogProcessor } from './adapters/queue/purge-access-log.processor.js';
import { GetUserPreferences } from './application/get-user-preferences/get-user-preferences.use-case.js';
import { ListAccessLog } from './application/list-access-log/list-access-log.use-case.js';
import { PurgeAccessLog } from './application/purge-access-log/purge-access-log.use-case.js';
import { RecordRefusedAccess } from './application/record-refused-access/record-refused-access.use-case.js';
import { UpdateUserPreferences } from './application/update-user-preferences/update-user-preferences.use-case.js';
import type { AppConfig } from '../../platform/config/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { AesGcmSecretBox, type CredentialsKeyring, type JwtKeyring } from '../../platform/security/index.js';
import { Argon2PasswordHasher } from './adapters/external/argon2.password-hasher.js';
import { QrcodeQrCodeRenderer } from './adapters/external/qrcode.qr-code-renderer.js';
import { TimerSleeper } from './adapters/external/timer.sleeper.js';
import { ZxcvbnCommonPasswordList } from './adapters/external/zxcvbn.common-password-list.js';
import { AccountRoutes } from './adapters/http/account.routes.js';
import { AdminUsersRoutes } from './adapters/http/admin-users.routes.js';
import { AuthRoutes } from './adapters/http/auth.routes.js';
import { TwoFactorRoutes } from './adapters/http/two-factor.routes.js';
import { PasswordResetKnexRepository } from './adapters/persistence/password-reset.knex-repository.js';
import { RefreshTokenKnexRepository } from './adapters/persistence/refresh-token.knex-repository.js';
import { LoginChallengeKnexRepository, TwoFactorKnexRepository } from './adapters/persistence/two-factor.knex-repository.js';
import { UserKnexRepository } from './adapters/persistence/user.knex-repository.js';
import { IdentitySecurityPersonalDataHolder } from './adapters/personal-data/identity-security.personal-data-holder.js';
import { ChangePassword } from './application/change-password/change-password.use-case.js';
import { CheckTrial } from './application/check-trial/check-trial.use-case.js';
import { CompleteTwoFactorSignIn } from './application/complete-two-factor-sign-in/complete-two-factor-sign-in.use-case.js';
import { DeleteAccount } from './application/delete-account/delete-account.use-case.js';
import { ExportPersonalData } from './application/export-personal-data/export-personal-data.use-case.js';
import { GetPremiumStatus } from './application/get-premium-status/get-premium-status.use-case.js';
import { GetSession } from './application/get-session/get-session.use-case.js';
import { GrantAdmin } from './application/grant-admin/grant-admin.use-case.js';
import { ListUsers } from './application/list-users/list-users.use-case.js';
import type { IdentitySettings } from './application/ports/identity-settings.js';
import type { AccessTokenSigner } from './application/ports/security.ports.js';
import { RefreshSession } from './application/refresh-session/refresh-session.use-case.js';
import { RequestPasswordReset } from './application/request-password-reset/request-password-reset.use-case.js';
import { ResetPassword } from './application/reset-password/reset-password.use-case.js';
import { CurrentUser } from './application/sessions/current-user.js';
import { LoginThrottle } from './application/sessions/login-throttle.js';
import { PasswordPolicy } from './application/sessions/password-policy.js';
import { SecondFactor } from './application/sessions/second-factor.js';
import { SessionIssuer } from './application/sessions/session-issuer.js';
import { SignIn } from './application/sign-in/sign-in.use-case.js';
import { SignOut } from './application/sign-out/sign-out.use-case.js';
import { SignUp } from './application/sign-up/sign-up.use-case.js';
import { DisableTwoFactor, EnableTwoFactor, RegenerateRecoveryCodes, SetUpTwoFactor } from './application/two-factor/two-factor.use-cases.js';
import { UpdateProfile } from './application/update-profile/update-profile.use-case.js';
import { UpdateUserRoles } from './application/update-user-roles/update-user-roles.use-case.js';
import { IDENTITY } from './identity.tokens.js';
import { IDENTITY_ACCOUNT_PLANS, IDENTITY_JOBS, IDENTITY_PERSONAL_DATA, IDENTITY_QUEUE, type AccountPlans, type PersonalDataHolder } from './index.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Use cases and persistence: loaded by every process that runs identity code. Use cases and the
 * application services they share are bound with their class as token; identity.tokens.ts names the ports.
 */
export const identityCoreModule = new ContainerModule(({ bind }) => {
  bind(IDENTITY.AccessLogRepository).to(AccessLogObjectionRepository).inSingletonScope();
  bind(RecordRefusedAccess).toSelf().inSingletonScope();
  bind(ListAccessLog).toSelf().inSingletonScope();
  bind(PurgeAccessLog).toSelf().inSingletonScope();
  bind(IDENTITY.UserPreferencesRepository).to(UserPreferencesObjectionRepository).inSingletonScope();
  bind(GetUserPreferences).toSelf().inSingletonScope();
  bind(UpdateUserPreferences).toSelf().inSingletonScope();
  // Account export and deletion: identity's own rows, and the platform's mail outbox on its behalf.
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(IdentityPersonalDataHolder).inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(MailOutboxPersonalDataHolder).inSingletonScope();
  bindAccounts(bind);
});

type Bind = Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind'];

/** Accounts, sessions, passwords and two-factor: the ports' adapters, then the use cases and the services they share. */
function bindAccounts(bind: Bind): void {
  bind<IdentitySettings>(IDENTITY.Settings)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      return { publicUrl: config.http.publicUrl, adminEmails: config.adminEmails, mailLoggedOnly: !config.mail.smtpUrl && config.env !== 'production' };
    })
    .inSingletonScope();
  bind<AccessTokenSigner>(IDENTITY.AccessTokenSigner).toDynamicValue((context) => context.get<JwtKeyring>(PLATFORM.JwtKeyring)).inSingletonScope();
  // These labels derived the keys of every stored TOTP seed and recovery-code fingerprint: never change them.
  bind(IDENTITY.SecretBox)
    .toDynamicValue(
      (context) =>
        new AesGcmSecretBox(context.get<CredentialsKeyring>(PLATFORM.CredentialsKeyring), {
          scope: 'identity',
          sealing: 'two-factor secret encryption',
          fingerprinting: 'recovery code fingerprint',
        }),
    )
    .inSingletonScope();
  bind(IDENTITY.PasswordHasher).to(Argon2PasswordHasher).inSingletonScope();
  bind(IDENTITY.CommonPasswordList).to(ZxcvbnCommonPasswordList).inSingletonScope();
  bind(IDENTITY.QrCodeRenderer).to(QrcodeQrCodeRenderer).inSingletonScope();
  bind(IDENTITY.Sleeper).to(TimerSleeper).inSingletonScope();
  bind(IDENTITY.UserRepository).to(UserKnexRepository).inSingletonScope();
  bind(IDENTITY.RefreshTokenRepository).to(RefreshTokenKnexRepository).inSingletonScope();
  bind(IDENTITY.PasswordResetRepository).to(PasswordResetKnexRepository).inSingletonScope();
  bind(IDENTITY.TwoFactorRepository).to(TwoFactorKnexRepository).inSingletonScope();
  bind(IDENTITY.LoginChallengeRepository).to(LoginChallengeKnexRepository).inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(IdentitySecurityPersonalDataHolder).inSingletonScope();
  bind(LoginThrottle).toSelf().inSingletonScope();
  bind(SessionIssuer).toSelf().inSingletonScope();
  bind(CurrentUser).toSelf().inSingletonScope();
  bind(SecondFactor).toSelf().inSingletonScope();
  bind(PasswordPolicy).toSelf().inSingletonScope();
  bind(SignUp).toSelf().inSingletonScope();
  bind(SignIn).toSelf().inSingletonScope();
  bind(CompleteTwoFactorSignIn).toSelf().inSingletonScope();
  bind(RefreshSession).toSelf().inSingletonScope();
  bind(SignOut).toSelf().inSingletonScope();
  bind(GetSession).toSelf().inSingletonScope();
  bind(CheckTrial).toSelf().inSingletonScope();
  bind(UpdateProfile).toSelf().inSingletonScope();
  bind(RequestPasswordReset).toSelf().inSingletonScope();
  bind(ResetPassword).toSelf().inSingletonScope();
  bind(ChangePassword).toSelf().inSingletonScope();
  bind(DeleteAccount).toSelf().inSingletonScope();
  bind(ExportPersonalData).toSelf().inSingletonScope();
  bind(GetPremiumStatus).toSelf().inSingletonScope();
  bind(SetUpTwoFactor).toSelf().inSingletonScope();
  bind(EnableTwoFactor).toSelf().inSingletonScope();
  bind(DisableTwoFactor).toSelf().inSingletonScope();
  bind(RegenerateRecoveryCodes).toSelf().inSingletonScope();
  bind(ListUsers).toSelf().inSingletonScope();
  bind(UpdateUserRoles).toSelf().inSingletonScope();
  bind(GrantAdmin).toSelf().inSingletonScope();
  bindAddressProof(bind);
}

/** Proved addresses, revocable tokens and forgot-password's worker half (identity README, "Verified addresses"). */
function bindAddressProof(bind: Bind): void {
  bind(IDENTITY.SignupRequestRepository).to(SignupRequestKnexRepository).inSingletonScope();
  bind(IDENTITY.EmailVerificationRepository).to(EmailVerificationKnexRepository).inSingletonScope();
  bind(AccountAccess).toSelf().inSingletonScope();
  bind(LinkTokens).toSelf().inSingletonScope();
  bind(AddressConfirmation).toSelf().inSingletonScope();
  bind(VerifyEmail).toSelf().inSingletonScope();
  bind(ResendVerification).toSelf().inSingletonScope();
  bind(ResendSignupLink).toSelf().inSingletonScope();
  bind(DeliverPasswordReset).toSelf().inSingletonScope();
  bind(PurgeExpiredSignups).toSelf().inSingletonScope();
  // Plans bought and refunded through the billing module (index.ts, AccountPlans).
  bind(IDENTITY.AccountPlanRepository).to(AccountPlanKnexRepository).inSingletonScope();
  bind<AccountPlans>(IDENTITY_ACCOUNT_PLANS).to(AccountPlansService).inSingletonScope();
}

export const identityHttpModule = new ContainerModule(({ bind }) => {
  // Every bearer token is judged against the account as it is now (platform/http asks this).
  bind<PrincipalResolver>(HTTP.PrincipalResolver).toService(AccountAccess);
  bind(AccessLogRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AccessLogRoutes });
  bind(UserPreferencesRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: UserPreferencesRoutes });
  bind(AuthRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AuthRoutes });
  bind(AccountRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AccountRoutes });
  bind(TwoFactorRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: TwoFactorRoutes });
  bind(AdminUsersRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AdminUsersRoutes });
});

export const identityProcessorsModule = new ContainerModule(({ bind }) => {
  bind(PurgeAccessLogProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({
    id: PurgeAccessLogProcessor,
    queue: IDENTITY_QUEUE,
    name: IDENTITY_JOBS.purgeAccessLog,
    concurrency: 1,
    attempts: 3,
  });
  bind<JobSchedule>(QUEUE.Schedules).toConstantValue({ queue: IDENTITY_QUEUE, name: IDENTITY_JOBS.purgeAccessLog, repeat: { everyMs: DAY_MS } });
  bind(PasswordResetRequestedProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: PasswordResetRequestedProcessor, queue: IDENTITY_QUEUE, name: IDENTITY_JOBS.passwordResetRequested, concurrency: 1, attempts: 3 });
  bind(PurgeSignupRequestsProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: PurgeSignupRequestsProcessor, queue: IDENTITY_QUEUE, name: IDENTITY_JOBS.purgeSignupRequests, concurrency: 1, attempts: 3 });
  bind<JobSchedule>(QUEUE.Schedules).toConstantValue({ queue: IDENTITY_QUEUE, name: IDENTITY_JOBS.purgeSignupRequests, repeat: { everyMs: DAY_MS } });
});
