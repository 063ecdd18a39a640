import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { NewOrder, Order, OrderPage, OrderRepository, VatEvidence } from '../../application/ports/order.repository.port.js';
import type { OrderStatus, PaymentMethod, ProviderName } from '../../domain/order.js';
import type { PlanId } from '../../domain/plans.js';
import type { VatRegime } from '../../domain/vat.js';

const TABLE = 'billing_orders';

type Row = Record<string, unknown>;

const date = (v: unknown): Date | null => (v ? new Date(v as string) : null);
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

function toOrder(r: Row): Order {
  return {
    id: r.id as string,
    userId: (r.user_id as string | null) ?? null,
    status: r.status as OrderStatus,
    plan: r.plan as PlanId,
    method: r.method as PaymentMethod,
    provider: r.provider as ProviderName,
    providerRef: (r.provider_ref as string | null) ?? null,
    providerCaptureRef: (r.provider_capture_ref as string | null) ?? null,
    quote: {
      plan: r.plan as PlanId,
      currency: 'EUR',
      baseCents: Number(r.base_cents),
      discountPercent: Number(r.discount_percent),
      discountCents: Number(r.discount_cents),
      netCents: Number(r.net_cents),
      vatBasisPoints: Number(r.vat_basis_points),
      taxCents: Number(r.tax_cents),
      totalCents: Number(r.total_cents),
      vat: {
        regime: r.vat_regime as VatRegime,
        basisPoints: Number(r.vat_basis_points),
        rateCountry: (r.vat_rate_country as string | null) ?? null,
        reverseCharge: Boolean(r.reverse_charge),
        exempt: Boolean(r.vat_exempt),
        mention: (r.vat_mention as string | null) ?? null,
        notice: null,
      },
    },
    vatEvidence: json<VatEvidence>(r.vat_evidence),
    countryCode: r.country_code as string,
    isBusiness: Boolean(r.is_business),
    vatNumber: (r.vat_number as string | null) ?? null,
    customerName: r.customer_name as string,
    customerEmail: r.customer_email as string,
    promoCode: (r.promo_code as string | null) ?? null,
    promoId: (r.promo_id as string | null) ?? null,
    consentAt: date(r.consent_at),
    consentVersion: (r.consent_version as string | null) ?? null,
    locale: r.locale as string,
    followUp: r.follow_up as Order['followUp'],
    createdAt: new Date(r.created_at as string),
    paidAt: date(r.paid_at),
    closedAt: date(r.closed_at),
    closeReason: (r.close_reason as string | null) ?? null,
    refundedAt: date(r.refunded_at),
    refundRef: (r.refund_ref as string | null) ?? null,
  };
}

@injectable()
export class OrderKnexRepository implements OrderRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private get q() {
    return this.db.executor()(TABLE);
  }

  async insert(order: NewOrder): Promise<Order | 'open-order-exists'> {
    const q = order.quote;
    const row = {
      id: order.id,
      user_id: order.userId,
      status: 'pending_payment',
      plan: order.plan,
      method: order.method,
      provider: order.provider,
      currency: q.currency,
      base_cents: q.baseCents,
      discount_percent: q.discountPercent,
      discount_cents: q.discountCents,
      net_cents: q.netCents,
      vat_basis_points: q.vatBasisPoints,
      tax_cents: q.taxCents,
      total_cents: q.totalCents,
      vat_regime: q.vat.regime,
      vat_rate_country: q.vat.rateCountry,
      reverse_charge: q.vat.reverseCharge,
      vat_exempt: q.vat.exempt,
      vat_mention: q.vat.mention,
      vat_evidence: JSON.stringify(order.vatEvidence),
      country_code: order.countryCode,
      is_business: order.isBusiness,
      vat_number: order.vatNumber,
      customer_name: order.customerName.slice(0, 200),
      customer_email: order.customerEmail,
      promo_code: order.promoCode,
      promo_id: order.promoId,
      consent_at: order.consentAt,
      consent_version: order.consentVersion,
      locale: order.locale,
      created_at: order.createdAt,
      updated_at: order.createdAt,
    };
    // ON CONFLICT DO NOTHING rather than catching the violation: inside a transaction an error would abort it.
    const [first] = (await this.q.insert(row).onConflict().ignore().returning('*')) as Row[];
    return first ? toOrder(first) : 'open-order-exists';
  }

  async findById(id: string): Promise<Order | null> {
    const row = (await this.q.where({ id }).first()) as Row | undefined;
    return row ? toOrder(row) : null;
  }

  async findOpenFor(userId: string): Promise<Order | null> {
    const row = (await this.q.where({ user_id: userId, status: 'pending_payment' }).first()) as Row | undefined;
    return row ? toOrder(row) : null;
  }

  async findByProviderRef(provider: ProviderName, reference: string): Promise<Order | null> {
    const row = (await this.q.where({ provider, provider_ref: reference }).first()) as Row | undefined;
    return row ? toOrder(row) : null;
  }

  async lock(id: string): Promise<Order | null> {
    const row = (await this.q.where({ id }).forUpdate().first()) as Row | undefined;
    return row ? toOrder(row) : null;
  }

  async setProviderRef(id: string, reference: string, at: Date): Promise<boolean> {
    const updated = await this.q
      .where({ id, status: 'pending_payment' })
      .andWhere((w) => w.whereNull('provider_ref').orWhere('provider_ref', reference))
      .update({ provider_ref: reference, updated_at: at });
    return updated > 0;
  }

  async markPaid(id: string, paid: { at: Date; reference: string; captureRef: string | null }): Promise<void> {
    await this.q.where({ id, status: 'pending_payment' }).update({ status: 'paid', paid_at: paid.at, provider_ref: paid.reference, provider_capture_ref: paid.captureRef, updated_at: paid.at });
  }

  async close(id: string, status: 'canceled' | 'expired', reason: string, at: Date): Promise<boolean> {
    return (await this.q.where({ id, status: 'pending_payment' }).update({ status, closed_at: at, close_reason: reason, updated_at: at })) > 0;
  }

  async markRefunded(id: string, refund: { at: Date; reference: string }): Promise<void> {
    await this.q.where({ id, status: 'paid' }).update({ status: 'refunded', refunded_at: refund.at, refund_ref: refund.reference, updated_at: refund.at });
  }

  async setFollowUp(id: string, state: Order['followUp'], at: Date): Promise<void> {
    await this.q.where({ id }).update({ follow_up: state, updated_at: at });
  }

  async listForUser(userId: string): Promise<Order[]> {
    return ((await this.q.where({ user_id: userId }).orderBy('created_at', 'desc')) as Row[]).map(toOrder);
  }

  async listPendingBefore(before: Date, limit: number): Promise<Order[]> {
    return ((await this.q.where({ status: 'pending_payment' }).where('created_at', '<', before).orderBy('created_at').limit(limit)) as Row[]).map(toOrder);
  }

  async listFollowUpFailed(limit: number): Promise<Order[]> {
    return ((await this.q.where({ follow_up: 'failed' }).orderBy('updated_at').limit(limit)) as Row[]).map(toOrder);
  }

  async listForAdmin(query: { limit: number; offset: number; status?: OrderStatus }): Promise<OrderPage> {
    const filter = () => (query.status ? this.q.where({ status: query.status }) : this.q);
    const [rows, count] = await Promise.all([
      filter().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset) as Promise<Row[]>,
      filter().count<{ count: string | number }[]>({ count: '*' }),
    ]);
    return { entries: rows.map(toOrder), total: Number(count[0]?.count ?? 0) };
  }

  async pseudonymise(userId: string, pseudonym: string): Promise<number> {
    return this.q.where({ user_id: userId }).update({ user_id: null, user_ref: pseudonym, customer_email: `${pseudonym}@deleted.invalid`, customer_name: pseudonym });
  }
}
