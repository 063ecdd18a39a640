import type { OrderStatus, PaymentMethod, ProviderName } from '../../domain/order.js';
import type { PlanId } from '../../domain/plans.js';
import type { Quote } from '../../domain/quote.js';

/** What the VAT decision rested on, frozen with the order (billing README, "VAT"). */
export interface VatEvidence {
  country: string;
  isBusiness: boolean;
  vatNumber: string | null;
  numberVerdict: string | null;
  vies: { status: string; requestId: string | null; checkedAt: string; name: string | null; address: string | null } | null;
  ossThresholdExceeded: boolean;
  decidedAt: string;
}

export interface Order {
  id: string;
  userId: string | null;
  status: OrderStatus;
  plan: PlanId;
  method: PaymentMethod;
  provider: ProviderName;
  providerRef: string | null;
  providerCaptureRef: string | null;
  quote: Quote;
  vatEvidence: VatEvidence;
  countryCode: string;
  isBusiness: boolean;
  vatNumber: string | null;
  customerName: string;
  customerEmail: string;
  promoCode: string | null;
  promoId: string | null;
  consentAt: Date | null;
  consentVersion: string | null;
  locale: string;
  followUp: 'none' | 'pending' | 'done' | 'failed';
  createdAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
  closeReason: string | null;
  refundedAt: Date | null;
  refundRef: string | null;
}

export type NewOrder = Omit<Order, 'status' | 'providerRef' | 'providerCaptureRef' | 'followUp' | 'paidAt' | 'closedAt' | 'closeReason' | 'refundedAt' | 'refundRef'>;

export interface OrderPage {
  entries: Order[];
  total: number;
}

export interface OrderRepository {
  /** 'open-order-exists': the account already has a pending order (one at a time, by a unique index). */
  insert(order: NewOrder): Promise<Order | 'open-order-exists'>;
  findById(id: string): Promise<Order | null>;
  findOpenFor(userId: string): Promise<Order | null>;
  findByProviderRef(provider: ProviderName, reference: string): Promise<Order | null>;
  /** The row locked until the transaction ends (SELECT … FOR UPDATE): payments and refunds of one order queue up. */
  lock(id: string): Promise<Order | null>;
  /** Sets the reference once; false when the order already has another one or is no longer pending. */
  setProviderRef(id: string, reference: string, at: Date): Promise<boolean>;
  markPaid(id: string, paid: { at: Date; reference: string; captureRef: string | null }): Promise<void>;
  /** Pending → canceled or expired; false when the order was no longer pending. */
  close(id: string, status: 'canceled' | 'expired', reason: string, at: Date): Promise<boolean>;
  markRefunded(id: string, refund: { at: Date; reference: string }): Promise<void>;
  setFollowUp(id: string, state: Order['followUp'], at: Date): Promise<void>;
  listForUser(userId: string): Promise<Order[]>;
  /** Pending orders created before `before`, oldest first. */
  listPendingBefore(before: Date, limit: number): Promise<Order[]>;
  /** Paid orders whose invoice follow-up could not be queued. */
  listFollowUpFailed(limit: number): Promise<Order[]>;
  listForAdmin(query: { limit: number; offset: number; status?: OrderStatus }): Promise<OrderPage>;
  /** Account deletion: the orders keep a pseudonym instead of the account id; returns how many. */
  pseudonymise(userId: string, pseudonym: string): Promise<number>;
}
