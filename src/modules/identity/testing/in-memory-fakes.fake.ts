/** In-memory ports and a wired set of identity use cases for the unit specs (a .spec.ts so the build leaves it out; it holds no tests). */
import type { Logger } from '../../../platform/logging/index.js';
import type { Mailer, MailMessage } from '../../../platform/mail/index.js';
import { MemoryRateLimiter } from '../../../platform/rate-limit/index.js';
import { IpHasher } from '../../../platform/security/index.js';
import type { ProfilePatch } from '../domain/profile.js';
import type { StoredPasswordReset } from '../domain/password-reset.js';
import type { NewRefreshToken, StoredRefreshToken } from '../domain/session.js';
import type { SubscriptionStatus } from '../domain/subscription.js';
import type { StoredLoginChallenge } from '../domain/two-factor.js';
import type { NewUser, RoleUpdate, User } from '../domain/user.js';
import type { PreferencesPatch, StoredPreferences } from '../domain/user-preferences.js';
import type { PersonalDataHolder, PersonalDataSubject } from '../index.js';
import { ChangePassword } from '../application/change-password/change-password.use-case.js';
import { CheckTrial } from '../application/check-trial/check-trial.use-case.js';
import { CompleteTwoFactorSignIn } from '../application/complete-two-factor-sign-in/complete-two-factor-sign-in.use-case.js';
import { DeleteAccount } from '../application/delete-account/delete-account.use-case.js';
import { ExportPersonalData } from '../application/export-personal-data/export-personal-data.use-case.js';
import { GetPremiumStatus } from '../application/get-premium-status/get-premium-status.use-case.js';
import { GetSession } from '../application/get-session/get-session.use-case.js';
import { ListUsers } from '../application/list-users/list-users.use-case.js';
import type { PasswordResetRepository } from '../application/ports/password-reset.repository.port.js';
import type { RefreshTokenRepository } from '../application/ports/refresh-token.repository.port.js';
import type { SecretBox } from '../../../platform/security/index.js';
import type { AccessTokenSigner, CommonPasswordList, PasswordHasher, QrCodeRenderer, Sleeper } from '../application/ports/security.ports.js';
import type { LoginChallengeRepository, TwoFactorRepository, TwoFactorState } from '../application/ports/two-factor.repository.port.js';
import type { UserPreferencesRepository } from '../application/ports/user-preferences.repository.port.js';
import type { UniqueField, UserRepository } from '../application/ports/user.repository.port.js';
import { RefreshSession } from '../application/refresh-session/refresh-session.use-case.js';
import { RequestPasswordReset } from '../application/request-password-reset/request-password-reset.use-case.js';
import { ResetPassword } from '../application/reset-password/reset-password.use-case.js';
import { CurrentUser } from '../application/sessions/current-user.js';
import { LoginThrottle } from '../application/sessions/login-throttle.js';
import { PasswordPolicy } from '../application/sessions/password-policy.js';
import { SecondFactor } from '../application/sessions/second-factor.js';
import { SessionIssuer } from '../application/sessions/session-issuer.js';
import { SignIn } from '../application/sign-in/sign-in.use-case.js';
import { SignOut } from '../application/sign-out/sign-out.use-case.js';
import { SignUp } from '../application/sign-up/sign-up.use-case.js';
import { DisableTwoFactor, EnableTwoFactor, RegenerateRecoveryCodes, SetUpTwoFactor } from '../application/two-factor/two-factor.use-cases.js';
import { UpdateProfile } from '../application/update-profile/update-profile.use-case.js';
import { UpdateUserRoles } from '../application/update-user-roles/update-user-roles.use-case.js';
import type { AddJobOptions, JobQueue } from '../../../platform/queue/index.js';
import type { NewSignupRequest, StoredEmailVerification, StoredSignupRequest } from '../domain/email-verification.js';
import type { EmailVerificationRepository } from '../application/ports/email-verification.repository.port.js';
import type { SignupRequestRepository } from '../application/ports/signup-request.repository.port.js';
import { DeliverPasswordReset } from '../application/request-password-reset/deliver-password-reset.use-case.js';
import type { PasswordResetRequest } from '../application/request-password-reset/request-password-reset.use-case.js';
import { IDENTITY_JOBS } from '../index.js';
import { ResendVerification } from '../application/resend-verification/resend-verification.use-case.js';
import { AccountAccess } from '../application/sessions/account-access.js';
import { AddressConfirmation } from '../application/sessions/address-confirmation.js';
import { LinkTokens } from '../application/sessions/link-tokens.js';
import { ResendSignupLink } from '../application/sign-up/resend-signup-link.use-case.js';
import { VerifyEmail } from '../application/verify-email/verify-email.use-case.js';

export class MutableClock {
  constructor(private current = new Date('2026-11-22T12:00:00Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export class InMemoryUsers implements UserRepository {
  readonly rows = new Map<string, User>();
  async findById(id: string) {
    return structuredClone(this.rows.get(id) ?? null);
  }
  async findByEmail(email: string) {
    return structuredClone([...this.rows.values()].find((u) => u.email === email) ?? null);
  }
  async usernameTaken(username: string, exceptUserId?: string) {
    return [...this.rows.values()].some((u) => u.id !== exceptUserId && u.username.toLowerCase() === username.toLowerCase());
  }
  private taken(candidate: { email?: string; username?: string }, id: string): UniqueField | null {
    for (const u of this.rows.values()) {
      if (u.id === id) continue;
      if (candidate.email !== undefined && u.email === candidate.email) return 'email';
      if (candidate.username !== undefined && u.username.toLowerCase() === candidate.username.toLowerCase()) return 'username';
    }
    return null;
  }
  async add(user: NewUser) {
    const taken = this.taken(user, user.id);
    if (taken) return { taken };
    const now = new Date();
    const stored: User = {
      ...user,
      company: null,
      website: null,
      bio: null,
      isPremium: false,
      isStandard: false,
      isBuying: false,
      paymentStatus: 'none',
      twoFactorEnabled: false,
      adminRevokedAt: null,
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
    };
    this.rows.set(user.id, stored);
    return structuredClone(stored);
  }
  async updateProfile(id: string, patch: ProfilePatch, at: Date) {
    const user = this.rows.get(id);
    if (!user) return null;
    const taken = this.taken(patch, id);
    if (taken) return { taken };
    if (patch.email !== undefined && patch.email !== user.email) user.emailVerifiedAt = null;
    Object.assign(user, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)), { updatedAt: at });
    return structuredClone(user);
  }
  async markEmailVerified(id: string, email: string, at: Date) {
    const user = this.rows.get(id);
    if (!user || user.email !== email) return false;
    user.emailVerifiedAt = at;
    return true;
  }
  async bumpTokenVersion(id: string) {
    const user = this.rows.get(id);
    if (!user) return null;
    user.tokenVersion += 1;
    return user.tokenVersion;
  }
  async updatePassword(id: string, passwordHash: string) {
    const user = this.rows.get(id);
    if (user) user.passwordHash = passwordHash;
  }
  async setSubscriptionStatus(id: string, status: SubscriptionStatus) {
    const user = this.rows.get(id);
    if (user) user.subscriptionStatus = status;
  }
  async setRoles(id: string, update: RoleUpdate) {
    const user = this.rows.get(id);
    if (!user) return null;
    const { revokesTokens, ...flags } = update;
    Object.assign(user, flags);
    if (revokesTokens) user.tokenVersion += 1;
    return structuredClone(user);
  }
  async grantAdminByEmail(email: string) {
    const user = [...this.rows.values()].find((u) => u.email === email);
    if (user) Object.assign(user, { isAdmin: true, adminGrantedVia: null, adminRevokedAt: null });
    return Boolean(user);
  }
  async list(query: { search: string; limit: number; offset: number }) {
    const all = [...this.rows.values()].filter((u) => !query.search || u.username.toLowerCase().includes(query.search.toLowerCase()) || u.email.includes(query.search.toLowerCase())).reverse();
    return { entries: all.slice(query.offset, query.offset + query.limit).map((u) => structuredClone(u)), total: all.length };
  }
  async delete(id: string) {
    return this.rows.delete(id);
  }
}

export class InMemoryRefreshTokens implements RefreshTokenRepository {
  rows: StoredRefreshToken[] = [];
  async add(token: NewRefreshToken) {
    const stored = { ...token, id: String(this.rows.length + 1), createdAt: new Date(), rotatedAt: null, revokedAt: null };
    this.rows.push(stored);
    return { ...stored };
  }
  async findByHash(hash: string) {
    const row = this.rows.find((r) => r.tokenHash === hash);
    return row ? { ...row } : null;
  }
  async markRotated(id: string, at: Date) {
    const row = this.rows.find((r) => r.id === id && !r.rotatedAt && !r.revokedAt);
    if (row) row.rotatedAt = at;
    return Boolean(row);
  }
  async revokeFamily(familyId: string, at: Date) {
    const rows = this.rows.filter((r) => r.familyId === familyId && !r.revokedAt);
    rows.forEach((r) => (r.revokedAt = at));
    return rows.length;
  }
  async revokeAllForUser(userId: string, at: Date) {
    const rows = this.rows.filter((r) => r.userId === userId && !r.revokedAt);
    rows.forEach((r) => (r.revokedAt = at));
    return rows.length;
  }
  async listForUser(userId: string) {
    return this.rows.filter((r) => r.userId === userId);
  }
  async deleteForUser(userId: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.userId !== userId);
    return before - this.rows.length;
  }
}

export class InMemoryResets implements PasswordResetRepository {
  rows: StoredPasswordReset[] = [];
  async add(reset: { userId: string; tokenHash: string; expiresAt: Date }) {
    const stored = { ...reset, id: String(this.rows.length + 1), usedAt: null, createdAt: new Date() };
    this.rows.push(stored);
    return { ...stored };
  }
  async findByHash(hash: string) {
    const row = this.rows.find((r) => r.tokenHash === hash);
    return row ? { ...row } : null;
  }
  async markUsed(id: string, at: Date) {
    const row = this.rows.find((r) => r.id === id && !r.usedAt);
    if (row) row.usedAt = at;
    return Boolean(row);
  }
  async invalidateForUser(userId: string, at: Date) {
    this.rows.filter((r) => r.userId === userId && !r.usedAt).forEach((r) => (r.usedAt = at));
  }
  async listForUser(userId: string) {
    return this.rows.filter((r) => r.userId === userId);
  }
  async deleteForUser(userId: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.userId !== userId);
    return before - this.rows.length;
  }
}

export class InMemoryTwoFactor implements TwoFactorRepository {
  readonly states = new Map<string, TwoFactorState>();
  codes: { userId: string; hash: string; usedAt: Date | null }[] = [];
  constructor(private readonly users?: InMemoryUsers) {}
  private sync(userId: string) {
    const user = this.users?.rows.get(userId);
    if (user) user.twoFactorEnabled = Boolean(this.states.get(userId)?.secretSealed);
  }
  async find(userId: string) {
    const state = this.states.get(userId);
    return state ? { ...state } : null;
  }
  async savePending(userId: string, pendingSecretSealed: string) {
    const state = this.states.get(userId) ?? { secretSealed: null, pendingSecretSealed: null, enabledAt: null, lastUsedStep: null };
    this.states.set(userId, { ...state, pendingSecretSealed });
  }
  async enable(userId: string, step: number, hashes: string[], at: Date) {
    const state = this.states.get(userId)!;
    this.states.set(userId, { secretSealed: state.pendingSecretSealed, pendingSecretSealed: null, enabledAt: at, lastUsedStep: step });
    await this.replaceRecoveryCodes(userId, hashes);
    this.sync(userId);
  }
  async disable(userId: string) {
    this.states.delete(userId);
    this.codes = this.codes.filter((c) => c.userId !== userId);
    this.sync(userId);
  }
  async useStep(userId: string, step: number) {
    const state = this.states.get(userId);
    if (!state || (state.lastUsedStep !== null && state.lastUsedStep >= step)) return false;
    state.lastUsedStep = step;
    return true;
  }
  async replaceRecoveryCodes(userId: string, hashes: string[]) {
    this.codes = [...this.codes.filter((c) => c.userId !== userId), ...hashes.map((hash) => ({ userId, hash, usedAt: null }))];
  }
  async useRecoveryCode(userId: string, hash: string, at: Date) {
    const code = this.codes.find((c) => c.userId === userId && c.hash === hash && !c.usedAt);
    if (code) code.usedAt = at;
    return Boolean(code);
  }
  async countUnusedRecoveryCodes(userId: string) {
    return this.codes.filter((c) => c.userId === userId && !c.usedAt).length;
  }
  async deleteForUser(userId: string) {
    await this.disable(userId);
  }
}

export class InMemoryChallenges implements LoginChallengeRepository {
  readonly rows = new Map<string, StoredLoginChallenge>();
  async add(challenge: StoredLoginChallenge) {
    this.rows.set(challenge.id, { ...challenge });
  }
  async find(id: string) {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  async recordFailure(id: string) {
    const row = this.rows.get(id);
    if (!row) return Number.POSITIVE_INFINITY;
    row.failedAttempts += 1;
    return row.failedAttempts;
  }
  async delete(id: string) {
    return this.rows.delete(id);
  }
  async deleteForUser(userId: string) {
    for (const [id, row] of this.rows) if (row.userId === userId) this.rows.delete(id);
  }
}

export class InMemoryPreferences implements UserPreferencesRepository {
  readonly rows = new Map<string, StoredPreferences>();
  async find(userId: string) {
    return this.rows.get(userId) ?? null;
  }
  async merge(userId: string, patch: PreferencesPatch) {
    const merged = { ...(this.rows.get(userId) ?? {}), ...patch };
    this.rows.set(userId, merged);
    return merged;
  }
  async deleteForUser(userId: string) {
    return this.rows.delete(userId);
  }
}

export class InMemorySignupRequests implements SignupRequestRepository {
  rows: StoredSignupRequest[] = [];
  async add(request: NewSignupRequest) {
    const stored = { ...request, id: String(this.rows.length + 1), createdAt: new Date() };
    this.rows.push(stored);
    return { ...stored };
  }
  async findByHash(hash: string) {
    const row = this.rows.find((r) => r.tokenHash === hash);
    return row ? { ...row } : null;
  }
  async latestFor(email: string, now: Date) {
    const row = this.rows.filter((r) => r.email === email && r.expiresAt > now).at(-1);
    return row ? { ...row } : null;
  }
  async replaceToken(id: string, tokenHash: string, expiresAt: Date) {
    const row = this.rows.find((r) => r.id === id);
    if (row) Object.assign(row, { tokenHash, expiresAt });
    return Boolean(row);
  }
  async deleteFor(email: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.email !== email);
    return before - this.rows.length;
  }
  async take(id: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.id !== id);
    return this.rows.length < before;
  }
  async deleteExpired(now: Date) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.expiresAt > now);
    return before - this.rows.length;
  }
}

export class InMemoryEmailVerifications implements EmailVerificationRepository {
  rows: StoredEmailVerification[] = [];
  async add(v: { userId: string; email: string; tokenHash: string; expiresAt: Date }) {
    const stored = { ...v, id: String(this.rows.length + 1), usedAt: null, createdAt: new Date() };
    this.rows.push(stored);
    return { ...stored };
  }
  async findByHash(hash: string) {
    const row = this.rows.find((r) => r.tokenHash === hash);
    return row ? { ...row } : null;
  }
  async markUsed(id: string, at: Date) {
    const row = this.rows.find((r) => r.id === id && !r.usedAt);
    if (row) row.usedAt = at;
    return Boolean(row);
  }
  async invalidateForUser(userId: string, at: Date) {
    this.rows.filter((r) => r.userId === userId && !r.usedAt).forEach((r) => (r.usedAt = at));
  }
  async listForUser(userId: string) {
    return this.rows.filter((r) => r.userId === userId);
  }
  async deleteForUser(userId: string) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.userId !== userId);
    return before - this.rows.length;
  }
}

/** Jobs as added, each run at once by the handler registered for its name (the worker's use case), as a worker would. */
export class RecordingQueue {
  readonly added: { queue: string; name: string; data: unknown; options?: AddJobOptions }[] = [];
  private readonly handlers = new Map<string, (data: unknown) => Promise<unknown>>();
  handle(name: string, handler: (data: unknown) => Promise<unknown>): void {
    this.handlers.set(name, handler);
  }
  async add<T>(queue: string, name: string, data: T, options?: AddJobOptions) {
    this.added.push({ queue, name, data, options });
    await this.handlers.get(name)?.(structuredClone(data));
    return { id: String(this.added.length), queue, name, data, state: 'waiting' as const, progress: 0, attemptsMade: 0 };
  }
}

/** The link in a mail's text, with its token. */
export function linkIn(mail: MailMessage | undefined): { url: string; token: string } {
  const url = /https?:\/\/\S+token=\S+/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no link in mail: ${mail?.subject ?? 'none'}`);
  return { url, token: decodeURIComponent(new URL(url).searchParams.get('token') ?? '') };
}

/** Readable "hashes" and a record of every verification, so a spec can see which hash a password met. */
export class FakeHasher implements PasswordHasher {
  readonly verified: { hash: string; password: string }[] = [];
  readonly hashed: string[] = [];
  async hash(password: string) {
    const hash = `fake$${password}`;
    this.hashed.push(hash);
    return hash;
  }
  async verify(hash: string, password: string) {
    this.verified.push({ hash, password });
    return hash === `fake$${password}` || hash === `old$${password}`;
  }
  needsRehash(hash: string) {
    return hash.startsWith('old$');
  }
}

export class FakeCommonPasswords implements CommonPasswordList {
  isCommon(password: string) {
    return ['password123', 'iloveyou1', 'qwertyuiop'].includes(password.toLowerCase());
  }
}

export class FakeSecretBox implements SecretBox {
  seal(plaintext: string) {
    return `sealed:${Buffer.from(plaintext).toString('base64')}`;
  }
  open(sealed: string) {
    return Buffer.from(sealed.slice('sealed:'.length), 'base64').toString();
  }
  fingerprint(value: string) {
    return `fp:${value}`;
  }
  fingerprints(value: string) {
    return [this.fingerprint(value)];
  }
  needsReseal() {
    return false;
  }
}

export class RecordingSigner implements AccessTokenSigner {
  readonly signed: { claims: Record<string, unknown>; expiresInSeconds: number }[] = [];
  sign(claims: object, expiresInSeconds: number) {
    this.signed.push({ claims: { ...claims } as Record<string, unknown>, expiresInSeconds });
    return `token-${this.signed.length}`;
  }
}

export class RecordingSleeper implements Sleeper {
  readonly slept: number[] = [];
  async sleep(ms: number) {
    this.slept.push(ms);
  }
}

export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
}

export class RecordingHolder implements PersonalDataHolder {
  readonly erased: PersonalDataSubject[] = [];
  constructor(
    readonly name: string,
    private readonly onErase: () => void = () => undefined,
  ) {}
  async exportFor(subject: PersonalDataSubject) {
    return { holder: this.name, userId: subject.userId };
  }
  async eraseFor(subject: PersonalDataSubject) {
    this.onErase();
    this.erased.push(subject);
  }
}

export const silentLogger = (): Logger & { lines: unknown[][] } => {
  const lines: unknown[][] = [];
  const log = (...args: unknown[]) => {
    lines.push(args);
  };
  return { lines, info: log, warn: log, error: log, debug: log, trace: log, fatal: log, child: () => silentLogger() } as unknown as Logger & { lines: unknown[][] };
};

/** Transactions that record their depth, so a spec can tell work ran inside one. */
export class RecordingTransactions {
  depth = 0;
  runs = 0;
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.runs += 1;
    this.depth += 1;
    try {
      return await work();
    } finally {
      this.depth -= 1;
    }
  }

  /** No real transaction: what waits for the commit runs at once. */
  afterCommit(callback: () => void): void {
    callback();
  }
}

/** Every identity use case wired to the fakes above, sharing one clock and one limiter. */
export function identityKit(options: { adminEmails?: string[]; holders?: PersonalDataHolder[] } = {}) {
  const clock = new MutableClock();
  const users = new InMemoryUsers();
  const refreshTokens = new InMemoryRefreshTokens();
  const resets = new InMemoryResets();
  const twoFactor = new InMemoryTwoFactor(users);
  const challenges = new InMemoryChallenges();
  const preferences = new InMemoryPreferences();
  const hasher = new FakeHasher();
  const box = new FakeSecretBox();
  const signer = new RecordingSigner();
  const sleeper = new RecordingSleeper();
  const mailer = new RecordingMailer();
  const transactions = new RecordingTransactions();
  const logger = silentLogger();
  const limiter = new MemoryRateLimiter(clock);
  const ipHasher = new IpHasher('k'.repeat(32));
  const settings = { publicUrl: 'https://stacklens.test', adminEmails: options.adminEmails ?? [], mailLoggedOnly: false };
  const signupRequests = new InMemorySignupRequests();
  const verifications = new InMemoryEmailVerifications();
  const queue = new RecordingQueue();
  const qr: QrCodeRenderer = { svg: async (text) => `<svg data-text="${text.length}"></svg>` };
  const holders = options.holders ?? [];

  const current = new CurrentUser(users, clock);
  const access = new AccountAccess(users, clock);
  const sessions = new SessionIssuer(refreshTokens, signer, preferences, access, clock);
  const throttle = new LoginThrottle(limiter, ipHasher, sleeper);
  const policy = new PasswordPolicy(new FakeCommonPasswords());
  const secondFactor = new SecondFactor(twoFactor, box, clock);
  const links = new LinkTokens(box);
  const confirmation = new AddressConfirmation(verifications, preferences, links, settings, mailer, limiter, clock);
  const signUp = new SignUp(users, signupRequests, preferences, hasher, policy, links, confirmation, settings, mailer, transactions, clock);
  const verifyEmail = new VerifyEmail(users, signupRequests, verifications, links, sessions, access, settings, transactions, clock);
  const deliverReset = new DeliverPasswordReset(users, resets, preferences, settings, mailer, limiter, transactions, clock);
  const requestReset = new RequestPasswordReset(queue as unknown as JobQueue, limiter, ipHasher);
  queue.handle(IDENTITY_JOBS.passwordResetRequested, (data) => deliverReset.execute(data as PasswordResetRequest));
  /** Sign-up as a person does it: the request, then the link mailed to the address. */
  const register = async (command: { username: string; email: string; password: string; locale?: string }) => {
    await signUp.execute(command);
    const result = await verifyEmail.execute(linkIn(mailer.sent.at(-1)).token);
    if (result.kind !== 'signed-up') throw new Error('expected the sign-up link to sign in');
    return result.session;
  };
  return {
    signupRequests,
    verifications,
    queue,
    access,
    links,
    register,
    verifyEmail,
    deliverReset,
    resendVerification: new ResendVerification(current, confirmation, transactions),
    resendSignup: new ResendSignupLink(signupRequests, links, confirmation, settings, mailer, limiter, ipHasher, transactions, clock),
    clock,
    users,
    refreshTokens,
    resets,
    twoFactor,
    challenges,
    preferences,
    hasher,
    box,
    signer,
    sleeper,
    mailer,
    transactions,
    logger,
    limiter,
    sessions,
    signUp,
    signIn: new SignIn(users, current, hasher, throttle, challenges, sessions, preferences, settings, mailer, clock),
    completeTwoFactor: new CompleteTwoFactorSignIn(challenges, current, secondFactor, throttle, sessions, clock),
    refresh: new RefreshSession(refreshTokens, current, sessions, clock, logger),
    signOut: new SignOut(refreshTokens, users, access, clock),
    getSession: new GetSession(current, sessions),
    checkTrial: new CheckTrial(current, clock),
    updateProfile: new UpdateProfile(users, current, sessions, confirmation, access, transactions, clock),
    requestReset,
    resetPassword: new ResetPassword(users, resets, refreshTokens, preferences, hasher, policy, settings, access, mailer, transactions, clock),
    changePassword: new ChangePassword(users, current, resets, refreshTokens, preferences, hasher, policy, throttle, sessions, access, settings, mailer, transactions, clock),
    deleteAccount: new DeleteAccount(users, current, holders, transactions, logger, access),
    exportData: new ExportPersonalData(current, sessions, holders, clock),
    premiumStatus: new GetPremiumStatus(current, clock),
    setUp2fa: new SetUpTwoFactor(current, twoFactor, box, qr, clock),
    enable2fa: new EnableTwoFactor(current, twoFactor, box, clock),
    disable2fa: new DisableTwoFactor(current, twoFactor, secondFactor),
    regenerateCodes: new RegenerateRecoveryCodes(current, twoFactor, secondFactor, box, clock),
    listUsers: new ListUsers(users, clock),
    updateRoles: new UpdateUserRoles(users, sessions, access, clock),
  };
}

export type IdentityKit = ReturnType<typeof identityKit>;

/** Rejection of a promise as a value, for asserting on error codes. */
export const failure = (promise: Promise<unknown>): Promise<{ code?: string; kind?: string; details?: Record<string, unknown>; message?: string }> =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as { code?: string },
  );
