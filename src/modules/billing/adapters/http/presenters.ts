import { frenchDate } from '../../domain/invoice.js';
import { basisPointsToPercent, type Quote } from '../../domain/quote.js';
import type { RefundVerdict } from '../../domain/order.js';
import type { Order } from '../../application/ports/order.repository.port.js';
import type { OwnedInvoice } from '../../application/ports/invoice.repository.port.js';
import type { SingleUsePromo } from '../../application/ports/promo.repository.port.js';
import type { ProviderPayment } from '../../application/ports/payment-provider.port.js';
import type { AdminOrderView, InvoiceView, OrderView, PromoCodeView, TaxDetails } from '../../contract.js';

export function taxDetails(quote: Quote, promoCode: string | null): TaxDetails {
  return {
    currency: 'EUR',
    baseAmount: quote.baseCents,
    discountPercent: quote.discountPercent,
    discountAmount: quote.discountCents,
    netAmount: quote.netCents,
    taxRate: basisPointsToPercent(quote.vatBasisPoints),
    taxAmount: quote.taxCents,
    totalAmount: quote.totalCents,
    reverseCharge: quote.vat.reverseCharge,
    isVatExempt: quote.vat.exempt,
    legalMention: quote.vat.mention,
    rateCountry: quote.vat.rateCountry,
    notice: quote.vat.notice,
    promoCode,
  };
}

export function orderView(order: Order, extra: { provider?: ProviderPayment | null; invoice?: OwnedInvoice | null } = {}): OrderView {
  return {
    id: order.id,
    status: order.status,
    plan: order.plan,
    method: order.method,
    totalAmount: order.quote.totalCents,
    currency: 'EUR',
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    providerStatus: extra.provider?.status ?? null,
    lastError: extra.provider?.lastError ?? null,
    invoice: extra.invoice ? { id: extra.invoice.invoice.id, number: extra.invoice.invoice.number, documentStatus: extra.invoice.documentStatus } : null,
    followUp: order.followUp,
  };
}

export function adminOrderView(order: Order, refund: RefundVerdict): AdminOrderView {
  return {
    ...orderView(order),
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    countryCode: order.countryCode,
    promoCode: order.promoCode,
    refundable: refund.refundable,
    refundRefusal: refund.refundable ? null : refund.reason,
    refundableUntil: refund.until?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
  };
}

export function invoiceView({ invoice, documentStatus }: OwnedInvoice): InvoiceView {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    orderId: invoice.orderId,
    paymentId: invoice.paymentId,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    vatNumber: invoice.vatNumber,
    country: invoice.country,
    isBusinessCustomer: invoice.isBusiness,
    baseAmount: invoice.baseCents,
    discountAmount: invoice.discountCents,
    taxAmount: invoice.taxCents,
    totalAmount: invoice.totalCents,
    taxPercentage: basisPointsToPercent(invoice.taxBasisPoints),
    isVatExempt: invoice.isVatExempt,
    selectedPlan: invoice.selectedPlan,
    date: frenchDate(invoice.issuedAt),
    issuedAt: invoice.issuedAt.toISOString(),
    documentStatus,
  };
}

export function promoView(promo: SingleUsePromo): PromoCodeView {
  return { id: promo.id, code: promo.code, percent: promo.percent, issuedTo: promo.issuedTo, note: promo.note, createdAt: promo.createdAt.toISOString(), consumedAt: promo.consumedAt?.toISOString() ?? null, held: promo.heldBy !== null };
}
