import { z } from 'zod';
import type { PageLimits } from '../../../../platform/http/index.js';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => z.union([text(max), z.null()]).optional();
const flag = z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** The payment intent request (docs/product.md §5.5); `user_id`, `email` and `name` are read and ignored (the token says who pays). */
export const createIntentSchema = z.object({
  currency: z.string().trim().toUpperCase().refine((c) => c === 'EUR', 'payments are charged in EUR only').optional(),
  customer_name: optionalText(200),
  country_code: z.string().trim().regex(/^[A-Za-z]{2}$/, 'a two-letter country code'),
  is_business: flag.optional().default(false),
  vat_number: optionalText(32),
  promo_code: optionalText(40),
  selected_plan: z.enum(['standard', 'premium']),
  user_id: z.unknown().optional(),
  email: z.unknown().optional(),
  name: z.unknown().optional(),
  consent: flag.optional().default(false),
  locale: z.string().trim().max(8).optional(),
});

/** The PayPal order (docs/product.md §5.5). */
export const createPayPalOrderSchema = z.object({
  username: optionalText(200),
  billingCountry: z.string().trim().regex(/^[A-Za-z]{2}$/, 'a two-letter country code'),
  isBusinessCustomer: flag.optional().default(false),
  vatNumber: optionalText(32),
  promoCode: optionalText(40),
  selectedPlan: z.enum(['standard', 'premium']),
  consent: flag.optional().default(false),
  locale: z.string().trim().max(8).optional(),
});

export const capturePayPalSchema = z.object({ orderId: z.string().trim().min(1).max(64) });
export const confirmSchema = z.object({ orderId: z.uuid().optional(), paymentIntentId: z.string().trim().min(1).max(255).optional() }).refine((v) => v.orderId || v.paymentIntentId, 'orderId or paymentIntentId');
export const generateInvoiceSchema = z.object({ orderId: z.uuid().optional(), paymentId: z.string().trim().min(1).max(255).optional() }).refine((v) => v.orderId || v.paymentId, 'orderId or paymentId');
export const BILLING_PAGE_LIMITS: PageLimits = { defaultPageSize: 20, maxPageSize: 100, maxPage: 10_000 };
export const orderFilters = { status: z.enum(['pending_payment', 'paid', 'refunded', 'canceled', 'expired']).optional() };
export const issuePromoSchema = z.object({ email: z.string().trim().max(254), note: optionalText(200), locale: z.string().trim().max(8).optional() });
export const testCardSchema = z.object({ clientSecret: z.string().max(200), cardNumber: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(8), returnUrl: z.string().max(200) });
export const testChallengeSchema = z.object({ paymentIntentId: z.string().max(100), clientSecret: z.string().max(200), outcome: z.enum(['authenticate', 'fail']), returnUrl: z.string().max(200) });
export const testPayPalSchema = z.object({ token: z.string().max(100), outcome: z.enum(['approve', 'cancel']) });
