import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { statusToSettle, type User } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/**
 * Loads an account and brings its stored status up to date on the way: a trial that ran out
 * becomes 'free' in the database the first time anyone looks (docs/product.md §7.1), so admin lists and exports
 * agree with what the user sees.
 */
@injectable()
export class CurrentUser {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async find(id: string): Promise<User | null> {
    const user = await this.users.findById(id);
    return user ? this.settle(user) : null;
  }

  /** For routes behind a token: an account deleted since the token was issued is signed out. */
  async require(id: string): Promise<User> {
    const user = await this.find(id);
    if (!user) throw new DomainError('unauthenticated', 'AUTH_USER_NOT_FOUND', 'user not found');
    return user;
  }

  async settle(user: User): Promise<User> {
    const now = this.clock.now();
    const settled = statusToSettle(user, now);
    if (!settled) return user;
    await this.users.setSubscriptionStatus(user.id, settled, now);
    return { ...user, subscriptionStatus: settled };
  }
}
