import { inject, injectable } from 'inversify';
import type { AuthUser, Principal, PrincipalResolver, VerifiedClaims } from '../../../../platform/http/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { hasPremiumAccess } from '../../domain/subscription.js';
import { planState, type User } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/**
 * How long a process trusts what it read about an account. Every change made through identity forgets
 * the entry at once in the process that made it; another api pod sees the change within this time.
 */
export const ACCOUNT_ACCESS_TTL_MS = 2000;
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 20_000;

type Snapshot = Pick<User, 'id' | 'username' | 'email' | 'isAdmin' | 'isPremium' | 'isStandard' | 'subscriptionStatus' | 'trialEndDate' | 'tokenVersion'>;

interface Entry {
  read: Promise<Snapshot | null>;
  until: number;
}

/**
 * The server's answer to "who is calling, with which rights", on every request behind a token
 * (identity README, "Tokens and sessions"): the account must still exist, the token's version must be
 * the account's current one, and admin and premium come from the account, never from the token's claims.
 */
@injectable()
export class AccountAccess implements PrincipalResolver {
  private readonly entries = new Map<string, Entry>();

  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async resolve(claims: VerifiedClaims): Promise<Principal> {
    const account = await this.snapshot(claims.sub);
    if (!account) return { refused: 'AUTH_USER_NOT_FOUND' };
    if (claims.ver !== account.tokenVersion) return { refused: 'AUTH_TOKEN_REVOKED' };
    const user: AuthUser = {
      id: account.id,
      username: account.username,
      email: account.email,
      isPremium: hasPremiumAccess(planState(account), this.clock.now()),
      isAdmin: account.isAdmin,
    };
    return { user };
  }

  /** Called by every use case that changes an account's rights, version or existence. */
  forget(userId: string): void {
    this.entries.delete(userId);
  }

  private snapshot(userId: string): Promise<Snapshot | null> {
    const now = Date.now();
    const cached = this.entries.get(userId);
    if (cached && cached.until > now) return cached.read;
    const read = this.users.findById(userId).then((user) => (user ? snapshotOf(user) : null));
    // A failed read is not remembered: the next request asks again.
    read.catch(() => this.entries.get(userId)?.read === read && this.entries.delete(userId));
    this.entries.delete(userId);
    this.entries.set(userId, { read, until: now + ACCOUNT_ACCESS_TTL_MS });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return read;
  }
}

function snapshotOf(user: User): Snapshot {
  const { id, username, email, isAdmin, isPremium, isStandard, subscriptionStatus, trialEndDate, tokenVersion } = user;
  return { id, username, email, isAdmin, isPremium, isStandard, subscriptionStatus, trialEndDate, tokenVersion };
}
