/**
 * Amounts are integer euro cents everywhere in billing (billing README, "Money"): no float ever holds
 * a price, a discount or a tax, so a total is always the sum of its lines.
 */
export type Cents = number;

/** The only currency we charge (docs/product.md, "Plans and payment"); other currencies are shown, never charged. */
export const CHARGE_CURRENCY = 'EUR' as const;
export type ChargeCurrency = typeof CHARGE_CURRENCY;

export function assertCents(value: number, what: string): Cents {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer number of cents (got ${value})`);
  return value;
}

/**
 * `amount × basisPoints / 10 000`, rounded half up to the cent (a 25.5 % rate is 2 550 basis points).
 * Integer arithmetic only: the product of two safe integers below 2^53 / 10^4 stays exact here, since
 * amounts are at most a few thousand euros.
 */
export function applyBasisPoints(amount: Cents, basisPoints: number): Cents {
  assertCents(amount, 'amount');
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`basis points must be a non-negative integer (got ${basisPoints})`);
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/** `1234` → `"12.34"`, for provider APIs that take decimal strings (PayPal). */
export function centsToDecimal(amount: Cents): string {
  assertCents(amount, 'amount');
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** `"12.34"` (or `"12.3"`, `"12"`) → `1234`; null for anything else (a provider answering nonsense). */
export function decimalToCents(text: string): Cents | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
