/**
 * Tokens of the identity module's ports (repositories, security adapters, settings). Use cases and the
 * application services they share are bound with their class as token (identity.module.ts). The
 * personal-data holders' token is public, so it lives in index.ts alone: IDENTITY_PERSONAL_DATA.
 */
export const IDENTITY = {
  AccessLogRepository: Symbol.for('identity.AccessLogRepository'),
  UserPreferencesRepository: Symbol.for('identity.UserPreferencesRepository'),
  Settings: Symbol.for('identity.Settings'),
  UserRepository: Symbol.for('identity.UserRepository'),
  AccountPlanRepository: Symbol.for('identity.AccountPlanRepository'),
  RefreshTokenRepository: Symbol.for('identity.RefreshTokenRepository'),
  PasswordResetRepository: Symbol.for('identity.PasswordResetRepository'),
  SignupRequestRepository: Symbol.for('identity.SignupRequestRepository'),
  EmailVerificationRepository: Symbol.for('identity.EmailVerificationRepository'),
  TwoFactorRepository: Symbol.for('identity.TwoFactorRepository'),
  LoginChallengeRepository: Symbol.for('identity.LoginChallengeRepository'),
  PasswordHasher: Symbol.for('identity.PasswordHasher'),
  CommonPasswordList: Symbol.for('identity.CommonPasswordList'),
  SecretBox: Symbol.for('identity.SecretBox'),
  AccessTokenSigner: Symbol.for('identity.AccessTokenSigner'),
  QrCodeRenderer: Symbol.for('identity.QrCodeRenderer'),
  Sleeper: Symbol.for('identity.Sleeper'),
} as const;
