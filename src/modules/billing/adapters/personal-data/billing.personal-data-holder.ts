import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';

/**
 * Billing's part of an account export and deletion (billing README, "Personal data"). Invoices are kept:
 * French law requires ten years (code de commerce art. L123-22), and they cannot change once issued.
 * The orders lose the account's id and address for a pseudonym (a hash no one can reverse without the
 * id), a pending one is
 * left to reconciliation, which cancels it at its provider first; the VIES cache keeps nothing personal.
 */
@injectable()
export class BillingPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'billing';

  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const knex = this.db.executor();
    const orders = (await knex('billing_orders').where({ user_id: subject.userId }).orderBy('created_at')) as Record<string, unknown>[];
    const invoices = orders.length ? ((await knex('billing_invoices').whereIn('order_id', orders.map((o) => o.id as string)).orderBy('issued_at')) as Record<string, unknown>[]) : [];
    return {
      orders: orders.map((o) => ({ id: o.id, status: o.status, plan: o.plan, method: o.method, totalCents: o.total_cents, currency: o.currency, country: o.country_code, isBusiness: o.is_business, vatNumber: o.vat_number, promoCode: o.promo_code, consentAt: o.consent_at, createdAt: o.created_at, paidAt: o.paid_at, refundedAt: o.refunded_at })),
      invoices: invoices.map((i) => ({ number: i.number, kind: i.kind, issuedAt: i.issued_at, totalCents: i.total_cents, customerName: i.customer_name, customerEmail: i.customer_email })),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    const pseudonym = `deleted-${createHash('sha256').update(`billing:${subject.userId}`).digest('hex').slice(0, 24)}`;
    const knex = this.db.executor();
    await knex('billing_orders').where({ user_id: subject.userId }).update({ user_id: null, user_ref: pseudonym, customer_email: `${pseudonym}@deleted.invalid`, customer_name: pseudonym, updated_at: new Date() });
    await knex('billing_promo_redemptions').where({ user_id: subject.userId }).delete();
  }
}
