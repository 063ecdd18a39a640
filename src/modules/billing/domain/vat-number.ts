/**
 * VAT identification numbers: how each member state writes them, checked before VIES is asked (a
 * malformed number is refused without a network call). Patterns follow the European Commission's VIES
 * FAQ, "VAT number format" (billing README, "VAT"). Greece's prefix is EL, Northern Ireland's XI.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The prefix VAT numbers of a billing country carry (GR → EL); null where there is none. */
export function vatPrefixOf(country: string): string | null {
  if (country === 'GR') return 'EL';
  return FORMATS[country] ? country : null;
}

export type VatNumberCheck =
  | { ok: true; prefix: string; number: string }
  /** `format`: not how that country writes them; `country`: another country's prefix; `unsupported`: no VAT numbers there. */
  | { ok: false; reason: 'format' | 'country' | 'unsupported' };

/**
 * Spaces, dots and dashes dropped, upper-cased; a leading prefix is accepted only if it is the billing
 * country's own (a German number for a French address is refused: the reverse charge follows the
 * customer's establishment, which the number proves).
 */
export function checkVatNumber(country: string, input: string): VatNumberCheck {
  const prefix = vatPrefixOf(country);
  if (!prefix) return { ok: false, reason: 'unsupported' };
  let compact = input.toUpperCase().replace(/[\s.\-/]/g, '');
  const leading = /^([A-Z]{2})(?=[A-Z0-9]{2,})/.exec(compact)?.[1];
  if (leading && leading === prefix) compact = compact.slice(2);
  else if (leading && FORMATS[leading]?.test(compact.slice(2))) return { ok: false, reason: 'country' };
  if (!FORMATS[prefix]!.test(compact)) return { ok: false, reason: 'format' };
  return { ok: true, prefix, number: compact };
}
