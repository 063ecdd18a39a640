/**
 * Promo codes (docs/product.md, "Plans and payment"): the public code takes 20 % off for anyone, once per
 * account; single-use codes take 50 % off for students and non-profits and are issued by an admin to the
 * address that asked through the contact form. A code is checked when quoted and again when the order is
 * created and paid; the discount applies to the price before VAT.
 */
export const PUBLIC_PROMO_PERCENT = 20;
export const SINGLE_USE_PROMO_PERCENT = 50;

export type PromoKind = 'public' | 'single_use';

export interface PromoCode {
  id: string | null;
  code: string;
  kind: PromoKind;
  percent: number;
}

/** How codes are compared: trimmed, upper case, inner spaces and dashes ignored ("stack lens-20" is STACKLENS20). */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** Shape of anything worth looking up; anything else is refused without a query. */
export const isPlausiblePromoCode = (code: string): boolean => /^[A-Z0-9]{4,32}$/.test(code);

/** Single-use codes: `EDU-` and 10 characters of Crockford base32 (no I, L, O, U: nothing to misread). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function formatSingleUseCode(random: Uint8Array): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += ALPHABET[random[i]! % 32];
  return `EDU${out}`;
}

/** The one message of every refusal (docs/product.md §7.4: 'Invalid promo code or already used'), whatever the cause. */
export const PROMO_REFUSED = { code: 'BILLING_PROMO_INVALID', message: 'Invalid promo code or already used' } as const;
