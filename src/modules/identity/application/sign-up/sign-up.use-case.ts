import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { normaliseEmail, normaliseUsername, signupProblems } from '../../domain/credentials.js';
import { newUser } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { IdentitySettings } from '../ports/identity-settings.js';
import type { PasswordHasher } from '../ports/security.ports.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import type { IssuedSession, SessionIssuer } from '../sessions/session-issuer.js';
import { rejectProblems, type PasswordPolicy } from '../sessions/password-policy.js';

export interface SignUpCommand {
  username: string;
  email: string;
  password: string;
}

/** Sign-up may say an address or name is taken (the contract allows it); sign-in and reset never do. */
export const accountExists = (field: string) =>
  new DomainError('conflict', 'AUTH_ACCOUNT_EXISTS', 'An account with this email or username already exists', { fields: { [field]: 'AUTH_ACCOUNT_EXISTS' } });

@injectable()
export class SignUp {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(IDENTITY.PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IDENTITY.PasswordPolicy) private readonly policy: PasswordPolicy,
    @inject(IDENTITY.SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(IDENTITY.Settings) private readonly settings: IdentitySettings,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: SignUpCommand): Promise<IssuedSession> {
    const problems = signupProblems(command);
    rejectProblems(problems.length ? problems : this.policy.commonProblem(command.password));
    const email = normaliseEmail(command.email);
    const username = normaliseUsername(command.username);
    if (await this.users.findByEmail(email)) throw accountExists('email');
    if (await this.users.usernameTaken(username)) throw accountExists('username');

    const passwordHash = await this.hasher.hash(command.password);
    const added = await this.users.add(newUser({ id: randomUUID(), username, email, passwordHash }, this.clock.now(), this.settings.adminEmails));
    // Two sign-ups racing for one address: the unique index decides, the loser hears what a late one would.
    if ('taken' in added) throw accountExists(added.taken);
    return this.sessions.start(added, false);
  }
}
