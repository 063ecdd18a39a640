import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError } from '../../../../shared/index.js';
import { AddressConfirmation } from '../sessions/address-confirmation.js';
import { CurrentUser } from '../sessions/current-user.js';

/** Settings → account: "send the link again" for the account's unproved address. */
@injectable()
export class ResendVerification {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(AddressConfirmation) private readonly confirmation: AddressConfirmation,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
  ) {}

  async execute(userId: string, locale?: string): Promise<void> {
    const user = await this.current.require(userId);
    if (user.emailVerifiedAt) throw new DomainError('conflict', 'AUTH_EMAIL_ALREADY_VERIFIED', 'This address is already confirmed');
    // The owner asks for their own address: saying "wait" reveals nothing.
    const allowance = await this.confirmation.allowed(user.email);
    if (!allowance.allowed) throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many links sent to this address, try again later', { retryAfterMs: allowance.retryAfterMs });
    await this.transactions.run(() => this.confirmation.send(user, locale));
  }
}
