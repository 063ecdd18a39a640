/**
 * The billing module's HTTP contract (routes in adapters/http/payment.routes.ts): request and response
 * shapes, the only billing file the frontend may import (type-only). Types only; it imports nothing but
 * other contracts. Errors answer the platform's ErrorBody; the codes are listed in the billing README.
 */
import type { AdminPage, SuccessResponse } from '../../platform/contract.js';

export type PlanId = 'standard' | 'premium';
export type OrderStatus = 'pending_payment' | 'paid' | 'refunded' | 'canceled' | 'expired';
export type PaymentMethod = 'card' | 'paypal';

/** `GET /api/payment/plans` (public). */
export interface PlansResponse {
  success: true;
  /** What is charged: always EUR. */
  currency: 'EUR';
  plans: { id: PlanId; priceCents: number }[];
  /** EUR first (rate 1), then the indicative display-only rates per euro. */
  displayCurrencies: { code: string; rate: number }[];
  publicPromo: { code: string; percent: number };
  studentDiscountPercent: number;
  refundDays: number;
  /**
   * What each plan opens, for API clients: the bundle imports the same table (src/shared/billing) rather
   * than waiting for this answer.
   */
  features: { id: string; plan: 'standard' | 'premium'; tools: string[] }[];
  countries: string[];
  defaultCountry: string;
  /** No provider keys outside production: the local test provider takes payments. */
  testMode: boolean;
  stripePublishableKey: string | null;
  paypalClientId: string | null;
}

/** The payment intent request of docs/product.md §5.5 (`POST /api/payment/create-intent`); the owner is the token's user. */
export interface CreateIntentRequest {
  currency?: string;
  customer_name?: string;
  country_code: string;
  is_business?: boolean;
  vat_number?: string | null;
  promo_code?: string | null;
  selected_plan: PlanId;
  /** Ignored: the order belongs to the token's user. */
  user_id?: string;
  email?: string;
  name?: string;
  /** The consumer's express consent to immediate access (required unless is_business). */
  consent?: boolean;
  locale?: string;
}

/** The PayPal order of docs/product.md §5.5 (`POST /api/payment/create-paypal-order`). */
export interface CreatePayPalOrderRequest {
  username?: string;
  billingCountry: string;
  isBusinessCustomer?: boolean;
  vatNumber?: string | null;
  promoCode?: string | null;
  selectedPlan: PlanId;
  consent?: boolean;
  locale?: string;
}

/** `POST /api/payment/quote`: the same fields as create-intent, nothing created. */
export type QuoteRequest = CreateIntentRequest;

export type VatNotice = 'vat-number-invalid' | 'vies-unavailable' | 'vat-number-format' | 'vat-number-country' | null;

/** The price breakdown, in integer euro cents. */
export interface TaxDetails {
  currency: 'EUR';
  baseAmount: number;
  discountPercent: number;
  discountAmount: number;
  netAmount: number;
  /** Percent, e.g. 20 or 25.5. */
  taxRate: number;
  taxAmount: number;
  totalAmount: number;
  reverseCharge: boolean;
  isVatExempt: boolean;
  /** The legal mention printed on the invoice (Autoliquidation…), or null. */
  legalMention: string | null;
  rateCountry: string | null;
  notice: VatNotice;
  promoCode: string | null;
}

export interface QuoteResponse {
  success: true;
  taxDetails: TaxDetails;
}

export interface CreateIntentResponse {
  success: true;
  orderId: string;
  clientSecret: string;
  /** The PaymentIntent id (Stripe) or the test provider's. */
  paymentIntentId: string;
  taxDetails: TaxDetails;
  testMode: boolean;
}

export interface CreatePayPalOrderResponse {
  success: true;
  orderId: string;
  /** PayPal's order id, which capture-paypal-payment takes. */
  paypalOrderId: string;
  approveUrl: string;
  taxDetails: TaxDetails;
  testMode: boolean;
}

/** `POST /api/payment/capture-paypal-payment`. */
export interface CapturePayPalRequest {
  orderId: string;
}

/** `POST /api/payment/confirm`: the 3-D Secure return page and the card form ask the server, which asks the provider. */
export interface ConfirmPaymentRequest {
  orderId?: string;
  paymentIntentId?: string;
}

export type DocumentStatus = 'pending' | 'rendered' | 'failed';

/** One order as its owner follows it (success page, 3-D Secure return). */
export interface OrderView {
  id: string;
  status: OrderStatus;
  plan: PlanId;
  method: PaymentMethod;
  totalAmount: number;
  currency: 'EUR';
  createdAt: string;
  paidAt: string | null;
  /** The provider's state while pending (requires_action, awaiting_customer…), and why the last attempt failed. */
  providerStatus: string | null;
  lastError: string | null;
  invoice: { id: string; number: string; documentStatus: DocumentStatus | null } | null;
  /** Invoice job queued after the payment: `failed` when it could not be (retried by reconciliation). */
  followUp: 'none' | 'pending' | 'done' | 'failed';
}

export interface OrderResponse {
  success: true;
  order: OrderView;
}

/** The invoice fields of docs/product.md §5.5, plus its number and document state. */
export interface InvoiceView {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  orderId: string;
  paymentId: string;
  customerName: string;
  customerEmail: string;
  vatNumber: string | null;
  country: string;
  isBusinessCustomer: boolean;
  baseAmount: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
  taxPercentage: number;
  isVatExempt: boolean;
  selectedPlan: PlanId;
  /** French format, e.g. 29/11/2026. */
  date: string;
  issuedAt: string;
  documentStatus: DocumentStatus | null;
}

/** `GET /api/payment/invoices`. */
export interface InvoicesResponse {
  success: true;
  invoices: InvoiceView[];
}

/** `POST /api/payment/generate-invoice`: the existing invoice of a paid order, never a second one. */
export interface GenerateInvoiceRequest {
  orderId?: string;
  paymentId?: string;
}

export interface GenerateInvoiceResponse {
  success: true;
  invoice: InvoiceView;
}

/** `GET /api/admin/billing/orders` entries. */
export interface AdminOrderView extends OrderView {
  customerEmail: string;
  customerName: string;
  countryCode: string;
  promoCode: string | null;
  refundable: boolean;
  /** Why not: `window-closed` after the 30 days, `not-paid` otherwise. */
  refundRefusal: 'window-closed' | 'not-paid' | null;
  refundableUntil: string | null;
  refundedAt: string | null;
}

export type AdminOrdersResponse = AdminPage<AdminOrderView>;

export interface RefundResponse extends SuccessResponse {
  order: AdminOrderView;
}

/** `POST /api/admin/billing/promo-codes`. */
export interface IssuePromoCodeRequest {
  email: string;
  note?: string | null;
  /** The language of the mail that carries the code (en by default). */
  locale?: string;
}

export interface PromoCodeView {
  id: string;
  code: string;
  percent: number;
  issuedTo: string;
  note: string | null;
  createdAt: string;
  consumedAt: string | null;
  held: boolean;
}

export interface PromoCodeResponse extends SuccessResponse {
  promoCode: PromoCodeView;
}

export type PromoCodesResponse = AdminPage<PromoCodeView>;

/** Test mode only: the local card form (`POST /api/payment/test/card`). */
export interface TestCardRequest {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  returnUrl: string;
}

export interface TestCardResponse {
  success: true;
  status: 'succeeded' | 'requires_action';
  /** requires_action: the local 3-D Secure challenge page. */
  challengeUrl: string | null;
}

/** Test mode only: the challenge page's answer (`POST /api/payment/test/3ds`). */
export interface TestChallengeRequest {
  paymentIntentId: string;
  clientSecret: string;
  outcome: 'authenticate' | 'fail';
  /** Our own return page, `/{lang}/payment/3ds-return` (anything else is refused). */
  returnUrl: string;
}

export interface TestRedirectResponse {
  success: true;
  redirectUrl: string;
}

/** Test mode only: the local PayPal approval page (`POST /api/payment/test/paypal`). */
export interface TestPayPalRequest {
  token: string;
  outcome: 'approve' | 'cancel';
}
