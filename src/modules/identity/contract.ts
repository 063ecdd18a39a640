/**
 * The identity module's HTTP contract: request and response shapes of its routes (adapters/http), the
 * only identity file the frontend may import (type-only). Types only; it imports nothing but other
 * contracts. The `user` JSON, the plan statuses and the dashboard preferences are owned here and
 * imported by the domain (identity README, "HTTP contract"). Errors answer the platform's ErrorBody.
 */
import type { AdminPage, PageQuery, SuccessResponse } from '../../platform/contract.js';

// ---------- the account ----------

/** What the account's plan is stored as; `none` only before a trial started. */
export type SubscriptionStatus = 'none' | 'trial' | 'free' | 'standard' | 'premium';
/** The plan as shown: a running trial is `trial`, an expired one `free`. */
export type DisplayedStatus = 'premium' | 'standard' | 'trial' | 'free';

/** The `user` object of every answer that carries one (sessions, profile, admin lists, export). */
export interface UserView {
  id: string;
  userId: string;
  username: string;
  email: string;
  company: string | null;
  website: string | null;
  bio: string | null;
  /** Paid Premium or a running trial: what premium features check (a trial counts as premium). */
  isPremium: boolean;
  isStandard: boolean;
  isAdmin: boolean;
  isBuying: boolean;
  subscription_status: SubscriptionStatus;
  payment_status: string;
  trial_end_date: string | null;
  daysLeft: number;
  status: DisplayedStatus;
  preferredLanguage: string | null;
  twoFactorEnabled: boolean;
  /** The owner proved the address (settings show "unverified" otherwise). */
  emailVerified: boolean;
  createdAt: string;
}

/** A new session: sign-in, its second step, the sign-up link, refresh, and a password change. */
export interface SessionResponse {
  success: true;
  accessToken: string;
  user: UserView;
  /** When the session ends and the user must sign in again, whatever the refreshes (ISO). */
  sessionExpiresAt: string;
}

// ---------- sign-up, sign-in, sessions (/api/auth) ----------

/** `GET /api/auth/csrf`: the double-submit token login, sign-up and their neighbours send back as X-CSRF-Token. */
export interface CsrfResponse {
  csrfToken: string;
}

/** `POST /api/auth/signup`. Missing text fields read as empty (the answer names them). */
export interface SignupRequest {
  username: string;
  email: string;
  password: string;
  /** The language of the confirmation mail. */
  locale?: string;
}

/** 202, the same for a new and a taken address: the account exists once the mailed link is opened. */
export interface SignupResponse {
  success: true;
  verificationRequired: true;
  /** Set outside production without SMTP: the link is in the server's log, not in a mailbox. */
  mailLoggedOnly?: true;
}

/** `POST /api/auth/signup/resend` (202 { success }, whatever the address). */
export interface ResendSignupRequest {
  email: string;
  locale?: string;
}

/** `POST /api/auth/verify-email`: the token of a mailed link. */
export interface VerifyEmailRequest {
  token: string;
}

/** A sign-up link answers a new session (201); an address-change link confirms the address. */
export type VerifyEmailResponse = SessionResponse | AddressVerifiedResponse;

export interface AddressVerifiedResponse {
  success: true;
  emailVerified: true;
  user: UserView;
}

/** `POST /api/auth/resend-verification` (signed in; { success }). */
export interface LocaleRequest {
  locale?: string;
}

/** `POST /api/auth/login`. */
export interface LoginRequest {
  email: string;
  password: string;
  /** A 30-day session instead of one that ends with the browser (or after a day). */
  rememberMe?: boolean;
}

/** The account has two-factor authentication: send the code with the challenge to `/api/auth/login/2fa`. */
export interface TwoFactorRequiredResponse {
  success: false;
  twoFactorRequired: true;
  challenge: string;
}

export type LoginResponse = SessionResponse | TwoFactorRequiredResponse;

/** `POST /api/auth/login/2fa`: an authenticator code or a recovery code; answers a SessionResponse. */
export interface TwoFactorLoginRequest {
  challenge: string;
  code: string;
}

/** `GET /api/auth/validate`: 200 with the account, or 401 with the refusal's code. */
export type ValidateResponse = { valid: true; user: UserView; exp: number | null } | { valid: false; code: string };

/** `GET /api/auth/session`. */
export interface CurrentSessionResponse {
  success: true;
  message: 'Session active';
  user: UserView;
}

/** The plan as premium features see it now. */
export interface TrialStatus {
  isPremium: boolean;
  status: DisplayedStatus;
  daysLeft: number;
}

/** `GET /api/auth/check-trial`: an expired trial is settled to free by the call. */
export type CheckTrialResponse = SuccessResponse & TrialStatus;

// ---------- the account's settings ----------

/** `POST /api/auth/updateUser`: the fields to change; `email` changes wait for the mailed link. */
export interface UpdateProfileRequest {
  username?: string;
  email?: string;
  company?: string;
  website?: string;
  bio?: string;
  /** The language of the confirmation mail an address change sends. */
  locale?: string;
}

/** A new access token, since the claims carry the name and address. */
export interface UpdateProfileResponse {
  success: true;
  user: UserView;
  accessToken: string;
}

/** `POST /api/auth/forgot-password` ({ success }, whatever the address). */
export interface ForgotPasswordRequest {
  email: string;
  locale?: string;
}

/**
 * `POST /api/auth/resetPassword`, two forms: the mailed link's (public, answers { success }) and a
 * signed-in user's change with the current password (answers a new SessionResponse).
 */
export type ResetPasswordRequest = { token: string; newPassword: string } | { currentPassword: string; newPassword: string };

/** `DELETE /api/auth/deleteAccount` ({ success }): `confirm` is the word the user typed. */
export interface DeleteAccountRequest {
  confirm: string;
}

/** `GET /api/auth/export`: a JSON file (Content-Disposition attachment) of the account and every module's section. */
export interface PersonalDataExport {
  exportedAt: string;
  user: UserView;
  /** One entry per module keeping something about the person, by the holder's name. */
  sections: Record<string, unknown>;
}

/** `POST /api/user/premium-status`: one's own status, or anyone's for an admin. */
export interface PremiumStatusRequest {
  userId: string;
}

export interface PremiumStatus {
  isPremium: boolean;
  subscription_status: SubscriptionStatus;
  payment_status: string;
  trial_end_date: string | null;
  daysLeft: number;
}

export type PremiumStatusResponse = SuccessResponse & PremiumStatus;

// ---------- two-factor authentication (/api/auth/2fa, signed in, same origin) ----------

/** `POST /api/auth/2fa/setup`: a pending secret, confirmed by `enable` with a code. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** An SVG document made by the server, shown through an <img> (never inserted as markup). */
  qrSvg: string;
}

export type TwoFactorSetupResponse = SuccessResponse & TwoFactorSetup;

/** `enable`, `disable` and `recovery-codes` take a code (`disable` answers { success }). */
export interface TwoFactorCodeRequest {
  code: string;
}

/** `enable` and `recovery-codes`: shown once, never again. */
export interface RecoveryCodesResponse {
  success: true;
  recoveryCodes: string[];
}

// ---------- dashboard preferences (/api/user/preferences) ----------

export type ToolId =
  | 'stacklens-analytics'
  | 'stackql'
  | 'database-designer'
  | 'audit-content'
  | 'audit-website'
  | 'audit-security'
  | 'audit-semantic'
  | 'audit-performance'
  | 'audit-user-engagement'
  | 'audit-seo'
  | 'studio'
  | 'css-playground'
  | 'snippets'
  | 'api-testing'
  | 'responsive-testing'
  | 'robots';
export type DashboardTheme = 'default' | 'dark' | 'vibrant' | 'minimal' | 'elegant';
export type CardsPerRow = 'auto' | 2 | 3 | 4 | 5;
export type CategoryFilter = 'all' | 'design' | 'development' | 'tests' | 'analysis';
export type AppTheme = 'light' | 'dark' | 'greenAmbiance';
export type PreferredLanguage = 'en' | 'fr' | 'es' | 'ar' | 'zh';

export interface UserPreferences {
  dashboardTheme: DashboardTheme;
  compactMode: boolean;
  cardsPerRow: CardsPerRow;
  /** Unique tool ids, in the order the user hid them. */
  hiddenTools: ToolId[];
  categoryFilter: CategoryFilter;
  /** null: the visitor never chose, the OS colour scheme applies. */
  appTheme: AppTheme | null;
  /** null: the locale cookie and the browser languages decide. */
  preferredLanguage: PreferredLanguage | null;
}

/** `PUT /api/user/preferences`: the fields to change (an unknown key is refused); lists are replaced whole. */
export type PreferencesPatch = Partial<UserPreferences>;

/** `GET` and `PUT /api/user/preferences`: the full, merged preferences. */
export interface PreferencesResponse {
  success: true;
  preferences: UserPreferences;
}

// ---------- refused access ----------

export type AccessEventType = 'unauthorized_access';

/** `POST /api/auth/log-access` (public, 202 { success }): a page the browser refused to show. */
export interface RefusedAccessReport {
  /** The full path that was refused; query and fragment are dropped by the server. */
  path: string;
  /** When the browser refused it (ISO 8601 or epoch milliseconds). */
  timestamp?: string | number;
  type: AccessEventType;
}

// ---------- admin (/api/admin) ----------

/** `GET /api/admin/access-log?page=&pageSize=`. */
export interface AccessLogEntry {
  id: string;
  path: string;
  type: AccessEventType;
  userId: string | null;
  ipHash: string;
  occurredAt: string;
  receivedAt: string;
}

export type AccessLogResponse = AdminPage<AccessLogEntry>;

/** `GET /api/admin/users?search=&page=&pageSize=`: search in names and addresses. */
export interface UsersQuery extends PageQuery {
  search?: string;
}

export type UsersResponse = AdminPage<UserView>;

/** `PATCH /api/admin/users/:id`: grant or revoke a plan or the admin role (at least one flag). */
export interface UpdateRolesRequest {
  isStandard?: boolean;
  isPremium?: boolean;
  isAdmin?: boolean;
}

export interface UpdateRolesResponse {
  success: true;
  user: UserView;
}
