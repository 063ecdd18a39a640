import type { MessageDescriptor } from 'react-intl';
import { errorCodeOf, messageForCode } from '../../shared/errors/errorMessages';
import { billingMessages as m } from './billing.messages';

/** The billing codes the server answers (billing README, "Errors"), as the checkout words them. */
const BY_CODE: Record<string, MessageDescriptor> = {
  BILLING_CARD_DECLINED: m.errorDeclined,
  BILLING_CARD_NUMBER_INVALID: m.errorCardNumber,
  BILLING_CARD_EXPIRY_INVALID: m.errorCardExpiry,
  BILLING_CARD_CVC_INVALID: m.errorCardCvc,
  BILLING_TEST_CARD_UNKNOWN: m.errorTestCard,
  BILLING_PAYMENT_CONFIG: m.errorConfig,
  BILLING_PROVIDER_UNAVAILABLE: m.errorUnavailable,
  BILLING_PAYMENT_NOT_COMPLETED: m.errorPaymentFailed,
  BILLING_PAYMENT_MISMATCH: m.errorPaymentFailed,
  BILLING_TAX_FAILED: m.taxFailed,
  BILLING_PROMO_INVALID: m.promoInvalid,
  BILLING_PLAN_OWNED: m.errorPlanOwned,
  BILLING_ORDER_BUSY: m.errorBusy,
  BILLING_ALREADY_PAID: m.errorAlreadyPaid,
  BILLING_ORDER_CLOSED: m.errorOrderClosed,
  BILLING_CONSENT_REQUIRED: m.consentRequired,
  BILLING_COUNTRY_INVALID: m.errorCountry,
};

/** Where on the form a problem belongs: beside a field, or above the pay button. */
export type ProblemPlace = 'promo' | 'card' | 'consent' | 'payment';

export interface BillingProblem {
  code: string | null;
  message: MessageDescriptor;
  place: ProblemPlace;
  /** The card field the server named (test mode form). */
  field: 'cardNumber' | 'expiry' | 'cvc' | null;
}

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;

export function billingProblem(error: unknown): BillingProblem {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { code: null, message: m.errorNetwork, place: 'payment', field: null };
  const code = errorCodeOf(error);
  const message = (code && BY_CODE[code]) || (code?.startsWith('BILLING_') ? m.errorGeneric : messageForCode(code));
  const fields = (error as { data?: { details?: { fields?: Record<string, string> } } } | undefined)?.data?.details?.fields ?? {};
  // A refusal by the bank is about the payment, not about what was typed in a field.
  const field = code === 'BILLING_CARD_DECLINED' ? null : (CARD_FIELDS.find((name) => name in fields) ?? null);
  const place: ProblemPlace = code === 'BILLING_PROMO_INVALID' ? 'promo' : code === 'BILLING_CONSENT_REQUIRED' ? 'consent' : field ? 'card' : 'payment';
  return { code, message, place, field };
}
