import { randomBytes, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { TransactionRunner } from '../../../../platform/db/index.js';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { BILLING_MAILS, mailLocale } from '../../domain/billing-mail.js';
import { formatSingleUseCode, SINGLE_USE_PROMO_PERCENT } from '../../domain/promo.js';
import { BILLING } from '../../billing.tokens.js';
import type { BillingSettings } from '../ports/billing-settings.js';
import type { PromoRepository, SingleUsePromo } from '../ports/promo.repository.port.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An admin issues a single-use 50 % code to a student or non-profit who asked through the contact form
 * (docs/product.md, "Plans and payment"); the code is mailed to that address in the same transaction.
 */
@injectable()
export class IssuePromoCode {
  constructor(
    @inject(BILLING.PromoRepository) private readonly promos: PromoRepository,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.TransactionRunner) private readonly transactions: TransactionRunner,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { adminId: string; email: string; note: string | null; locale: string }): Promise<SingleUsePromo> {
    const email = command.email.trim().toLowerCase();
    if (!EMAIL.test(email) || email.length > 254) throw new DomainError('validation', 'VALIDATION_FAILED', 'email: an e-mail address', { fields: { email: 'INVALID_EMAIL' } });
    const code = formatSingleUseCode(randomBytes(10));
    const locale = mailLocale(command.locale);
    const texts = BILLING_MAILS[locale];
    await this.transactions.run(async () => {
      await this.promos.issue({ id: randomUUID(), code, percent: SINGLE_USE_PROMO_PERCENT, issuedTo: email, issuedBy: command.adminId, note: command.note?.trim().slice(0, 200) || null, at: this.clock.now() });
      await this.mailer.send({ to: email, subject: texts.promoSubject, text: texts.promoBody({ code, percent: SINGLE_USE_PROMO_PERCENT, link: `${this.settings.publicUrl}/${locale}/checkout?promo=${code}` }), template: 'billing.promo-code', locale });
    });
    return (await this.promos.findSingleUse(code))!;
  }
}

@injectable()
export class ListPromoCodes {
  constructor(@inject(BILLING.PromoRepository) private readonly promos: PromoRepository) {}

  execute(query: { limit: number; offset: number }) {
    return this.promos.list(query);
  }
}
