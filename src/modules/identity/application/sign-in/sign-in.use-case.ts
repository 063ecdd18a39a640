import { inject, injectable } from 'inversify';
import { randomBytes } from 'node:crypto';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { normaliseEmail, signinProblems } from '../../domain/credentials.js';
import { hashOpaqueToken, issueOpaqueToken } from '../../domain/opaque-token.js';
import { CHALLENGE_TTL_MS } from '../../domain/two-factor.js';
import { forgotUrl, signInFailuresMail } from '../../domain/address-mail-templates.js';
import { chooseMailLocale } from '../../domain/mail-templates.js';
import { adminByConfig, roleChange, type User } from '../../domain/user.js';
import { fromStored } from '../../domain/user-preferences.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { PasswordHasher } from '../ports/security.ports.js';
import type { LoginChallengeRepository } from '../ports/two-factor.repository.port.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { CurrentUser } from '../sessions/current-user.js';
import { LoginThrottle } from '../sessions/login-throttle.js';
import { rejectProblems } from '../sessions/password-policy.js';
import { type IssuedSession, SessionIssuer } from '../sessions/session-issuer.js';

export interface SignInCommand {
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string;
}

export type SignInResult = { kind: 'session'; session: IssuedSession } | { kind: 'two-factor'; challenge: string };

/** One answer for an unknown address and a wrong password: the API never tells whether an account exists. */
export const invalidCredentials = () => new DomainError('unauthenticated', 'AUTH_INVALID_CREDENTIALS', 'Invalid email or password');

@injectable()
export class SignIn {
  /** A real argon2id hash of random bytes, made once: verifying against it costs what a real check costs. */
  private dummyHash?: Promise<string>;

  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @inject(IDENTITY.LoginChallengeRepository) private readonly challenges: LoginChallengeRepository,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: SignInCommand): Promise<SignInResult> {
    rejectProblems(signinProblems(command));
    const email = normaliseEmail(command.email);
    await this.throttle.check(command.ip, email);

    const found = await this.users.findByEmail(email);
    // An unknown address pays for a full argon2id verification too, so timing tells nothing.
    const matches = found ? await this.hasher.verify(found.passwordHash, command.password) : await this.verifyDummy(command.password);
    if (!found || !matches) {
      const outcome = await this.throttle.failed(command.ip, email);
      if (found && outcome.notifyOwner) await this.notifyOwner(found, outcome.failures);
      throw invalidCredentials();
    }

    let user = await this.current.settle(found);
    user = await this.afterPasswordAccepted(user, command.password);
    if (user.twoFactorEnabled) {
      const challenge = issueOpaqueToken();
      await this.challenges.add({ id: hashOpaqueToken(challenge), userId: user.id, rememberMe: command.rememberMe, failedAttempts: 0, expiresAt: new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS) });
      return { kind: 'two-factor', challenge };
    }
    return { kind: 'session', session: await this.sessions.start(user, command.rememberMe) };
  }

  /**
   * ADMIN_EMAILS applies at each sign-in to a proved address (an address added later takes effect), and
   * old hashes are upgraded.
   */
  private async afterPasswordAccepted(user: User, password: string): Promise<User> {
    const now = this.clock.now();
    if (this.hasher.needsRehash(user.passwordHash)) await this.users.updatePassword(user.id, await this.hasher.hash(password), now);
    if (adminByConfig(user, this.settings.adminEmails)) {
      return (await this.users.setRoles(user.id, roleChange(user, { isAdmin: true }, now, 'config'), now)) ?? user;
    }
    return user;
  }

  /** The account just reached the failure limit: its owner hears of it once per window, in their language. */
  private async notifyOwner(user: User, failures: number): Promise<void> {
    const locale = chooseMailLocale(fromStored(await this.preferences.find(user.id)).preferredLanguage, null);
    await this.mailer.send({ to: user.email, ...signInFailuresMail(locale, { username: user.username, failures, forgotUrl: forgotUrl(this.settings.publicUrl, locale) }) });
  }

  private async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hasher.hash(randomBytes(32).toString('base64url'));
    await this.hasher.verify(await this.dummyHash, password);
    return false;
  }
}
