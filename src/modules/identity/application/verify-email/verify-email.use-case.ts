import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { signupRequestUsable, verificationUsable } from '../../domain/email-verification.js';
import { adminByConfig, newUser, roleChange, type User, type UserView } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { EmailVerificationRepository } from '../ports/email-verification.repository.port.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { SignupRequestRepository } from '../ports/signup-request.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { AccountAccess } from '../sessions/account-access.js';
import { LinkTokens } from '../sessions/link-tokens.js';
import { type IssuedSession, SessionIssuer } from '../sessions/session-issuer.js';
import { accountExists } from '../sign-up/sign-up.use-case.js';

export const verificationInvalid = () => new DomainError('validation', 'AUTH_VERIFICATION_INVALID', 'This link is invalid, was already used or has expired');

export type VerifyEmailResult = { kind: 'signed-up'; session: IssuedSession } | { kind: 'verified'; user: UserView };

/**
 * Opens a mailed link (identity README, "Verified addresses"). A sign-up link creates the account,
 * proved from birth, and signs its owner in; an address link marks the account's current address
 * proved. Either way ADMIN_EMAILS applies now, to a proved address only.
 */
@injectable()
export class VerifyEmail {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.SignupRequestRepository) private readonly requests: SignupRequestRepository,
    @inject(IDENTITY.EmailVerificationRepository) private readonly verifications: EmailVerificationRepository,
    @inject(LinkTokens) private readonly links: LinkTokens,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(AccountAccess) private readonly access: AccountAccess,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(token: unknown): Promise<VerifyEmailResult> {
    const signupHash = this.links.hashOf('signup', token);
    if (signupHash) return { kind: 'signed-up', session: await this.completeSignup(signupHash) };
    const addressHash = this.links.hashOf('email-change', token);
    if (addressHash) return { kind: 'verified', user: await this.confirmAddress(addressHash) };
    throw verificationInvalid();
  }

  private async completeSignup(tokenHash: string): Promise<IssuedSession> {
    const request = await this.requests.findByHash(tokenHash);
    const now = this.clock.now();
    if (!request || !signupRequestUsable(request, now)) throw verificationInvalid();
    const user = await this.transactions.run(async () => {
      // Taking the request is the claim: of two tabs opening one link, one creates the account.
      if (!(await this.requests.take(request.id))) throw verificationInvalid();
      const added = await this.users.add(newUser({ id: randomUUID(), username: request.username, email: request.email, passwordHash: request.passwordHash }, now, this.settings.adminEmails));
      // Whoever opened the link owns the address, so saying an account has it tells them nothing new.
      if ('taken' in added) throw accountExists(added.taken);
      await this.requests.deleteFor(request.email);
      return added;
    });
    return this.sessions.start(user, false);
  }

  private async confirmAddress(tokenHash: string): Promise<UserView> {
    const verification = await this.verifications.findByHash(tokenHash);
    const user = verification && (await this.users.findById(verification.userId));
    const now = this.clock.now();
    if (!verification || !user || !verificationUsable(verification, user.email, now)) throw verificationInvalid();
    const saved = await this.transactions.run(async () => {
      if (!(await this.verifications.markUsed(verification.id, now))) throw verificationInvalid();
      if (!(await this.users.markEmailVerified(user.id, verification.email, now))) throw verificationInvalid();
      const proved: User = { ...user, emailVerifiedAt: now };
      if (!adminByConfig(proved, this.settings.adminEmails)) return proved;
      return (await this.users.setRoles(user.id, roleChange(proved, { isAdmin: true }, now, 'config'), now)) ?? proved;
    });
    this.access.forget(user.id);
    return this.sessions.view(saved);
  }
}
