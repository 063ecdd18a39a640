import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { confirmSignupMail, forgotUrl, signInUrl, signupAttemptMail, verifyEmailUrl } from '../../domain/address-mail-templates.js';
import { normaliseEmail, normaliseUsername, signupProblems } from '../../domain/credentials.js';
import { VERIFICATION_TTL_MS } from '../../domain/email-verification.js';
import { chooseMailLocale, mailLocaleOf } from '../../domain/mail-templates.js';
import { fromStored } from '../../domain/user-preferences.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { PasswordHasher } from '../ports/security.ports.js';
import type { SignupRequestRepository } from '../ports/signup-request.repository.port.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { AddressConfirmation } from '../sessions/address-confirmation.js';
import { LinkTokens } from '../sessions/link-tokens.js';
import { rejectProblems, PasswordPolicy } from '../sessions/password-policy.js';

export interface SignUpCommand {
  username: string;
  email: string;
  password: string;
  /** The page's language, for the mail. */
  locale?: string;
}

/**
 * A name or address another account holds. Sign-up says it of a username (names are shown to others);
 * of an address it is said only to whoever proved they own it (the verify-email link).
 */
export const accountExists = (field: string) =>
  new DomainError('conflict', 'AUTH_ACCOUNT_EXISTS', 'An account with this email or username already exists', { fields: { [field]: 'AUTH_ACCOUNT_EXISTS' } });

/**
 * Sign-up (identity README, "Verified addresses"). The answer is the same whether or not an account
 * already has the address, and so is the work behind it (a password hash, one mail written in one
 * transaction): a new address is mailed the link that creates the account, a taken one is mailed a note
 * telling its owner someone tried. No account exists until its address is proved, so ADMIN_EMAILS can
 * never be claimed by typing a listed address.
 */
@injectable()
export class SignUp {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.SignupRequestRepository) private readonly requests: SignupRequestRepository,
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(PasswordPolicy) private readonly policy: PasswordPolicy,
    @inject(LinkTokens) private readonly links: LinkTokens,
    @inject(AddressConfirmation) private readonly confirmation: AddressConfirmation,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: SignUpCommand): Promise<void> {
    const problems = signupProblems(command);
    rejectProblems(problems.length ? problems : this.policy.commonProblem(command.password));
    const email = normaliseEmail(command.email);
    const username = normaliseUsername(command.username);
    if (await this.users.usernameTaken(username)) throw accountExists('username');

    const passwordHash = await this.hasher.hash(command.password);
    const existing = await this.users.findByEmail(email);
    // Past the address's hourly allowance nothing is sent, and the answer stays the same.
    const { allowed } = await this.confirmation.allowed(email);
    const now = this.clock.now();
    const requested = mailLocaleOf(command.locale) ?? 'en';
    await this.transactions.run(async () => {
      if (!allowed) return;
      if (existing) {
        const locale = chooseMailLocale(fromStored(await this.preferences.find(existing.id)).preferredLanguage, requested);
        const base = this.settings.publicUrl;
        await this.mailer.send({ to: email, ...signupAttemptMail(locale, { username: existing.username, signInUrl: signInUrl(base, locale), forgotUrl: forgotUrl(base, locale) }) });
        return;
      }
      const { token, tokenHash } = this.links.issue('signup');
      await this.requests.add({ email, username, passwordHash, tokenHash, locale: requested, expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS) });
      await this.mailer.send({ to: email, ...confirmSignupMail(requested, { username, link: verifyEmailUrl(this.settings.publicUrl, requested, token) }) });
    });
  }
}
