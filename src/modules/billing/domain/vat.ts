import { EU_VAT_RATES, standardRateOn } from './vat-rates.js';

/**
 * Who owes which VAT on a sale by StackLens, a seller established in France, of an electronically
 * supplied service (billing README, "VAT", with its sources):
 *
 * - customers in France (Monaco is in the French VAT territory): French VAT, business or not;
 * - consumers elsewhere in the EU: French VAT while our cross-border EU sales stay under the one-stop
 *   shop threshold (10 000 € a year, art. 259 D du CGI), the customer's country's rate above it
 *   (VAT_OSS_THRESHOLD_EXCEEDED, a setting);
 * - businesses elsewhere in the EU whose VAT number VIES confirms: no VAT, reverse charge
 *   ("Autoliquidation"); an invalid number, or VIES not answering, never gives 0 %: they are charged
 *   as consumers and told why;
 * - outside the EU (the United Kingdom and Northern Ireland included: the Windsor Framework keeps EU VAT
 *   rules for goods only): no French VAT, with the article saying why.
 */
export const SELLER_COUNTRY = 'FR';

/** The mention the reverse charge requires on the invoice (CGI, annexe II, art. 242 nonies A, I-13°). */
export const REVERSE_CHARGE_MENTION = 'Autoliquidation';
/** Its legal basis, printed beside it and returned to the checkout. */
export const REVERSE_CHARGE_LEGAL_BASIS = 'TVA due par le preneur — article 283-2 du CGI ; article 196 de la directive 2006/112/CE';
/** A business customer established outside the EU: the service is supplied where it is established. */
export const OUTSIDE_EU_BUSINESS_MENTION = 'TVA non applicable — article 259-1° du CGI';
/** A consumer established outside the EU: electronically supplied services are taxed where the consumer lives. */
export const OUTSIDE_EU_CONSUMER_MENTION = 'TVA non applicable — article 259 B du CGI';

export type VatRegime = 'domestic' | 'eu-consumer-origin' | 'eu-consumer-destination' | 'eu-reverse-charge' | 'outside-eu';

/** Why a business customer pays VAT after all; shown beside the breakdown. */
export type VatNotice = 'vat-number-invalid' | 'vies-unavailable' | 'vat-number-format' | 'vat-number-country' | null;

export type ViesStatus = 'valid' | 'invalid' | 'unavailable';

export interface VatInput {
  /** ISO 3166-1 alpha-2 billing country, upper case; XI for Northern Ireland. */
  country: string;
  isBusiness: boolean;
  /** VIES's verdict on the number, or the format check's refusal; null: no number given. */
  numberVerdict: ViesStatus | 'format' | 'country' | null;
  ossThresholdExceeded: boolean;
  at: Date;
}

export interface VatDecision {
  regime: VatRegime;
  basisPoints: number;
  /** Whose rate applies (FR, or the customer's state); null when no VAT is charged. */
  rateCountry: string | null;
  reverseCharge: boolean;
  /** No VAT charged: reverse charge or outside the EU (the invoice's isVatExempt). */
  exempt: boolean;
  /** The legal mention printed on the invoice; null when VAT is charged normally. */
  mention: string | null;
  notice: VatNotice;
}

/** France and the territories that share its VAT. */
const FRENCH_VAT_TERRITORY = new Set(['FR', 'MC']);

export const isEuVatCountry = (country: string): boolean => country in EU_VAT_RATES || country === 'MC';

export function decideVat(input: VatInput): VatDecision {
  const french = rateOrThrow(SELLER_COUNTRY, input.at);
  const notice = input.isBusiness ? noticeFor(input.numberVerdict) : null;
  if (FRENCH_VAT_TERRITORY.has(input.country)) {
    return { regime: 'domestic', basisPoints: french, rateCountry: SELLER_COUNTRY, reverseCharge: false, exempt: false, mention: null, notice: null };
  }
  if (!isEuVatCountry(input.country)) {
    return {
      regime: 'outside-eu',
      basisPoints: 0,
      rateCountry: null,
      reverseCharge: false,
      exempt: true,
      mention: input.isBusiness ? OUTSIDE_EU_BUSINESS_MENTION : OUTSIDE_EU_CONSUMER_MENTION,
      notice: null,
    };
  }
  if (input.isBusiness && input.numberVerdict === 'valid') {
    return {
      regime: 'eu-reverse-charge',
      basisPoints: 0,
      rateCountry: null,
      reverseCharge: true,
      exempt: true,
      mention: `${REVERSE_CHARGE_MENTION} — ${REVERSE_CHARGE_LEGAL_BASIS}`,
      notice: null,
    };
  }
  if (input.ossThresholdExceeded) {
    return { regime: 'eu-consumer-destination', basisPoints: rateOrThrow(input.country, input.at), rateCountry: input.country, reverseCharge: false, exempt: false, mention: null, notice };
  }
  return { regime: 'eu-consumer-origin', basisPoints: french, rateCountry: SELLER_COUNTRY, reverseCharge: false, exempt: false, mention: null, notice };
}

function noticeFor(verdict: VatInput['numberVerdict']): VatNotice {
  switch (verdict) {
    case 'invalid':
      return 'vat-number-invalid';
    case 'unavailable':
      return 'vies-unavailable';
    case 'format':
      return 'vat-number-format';
    case 'country':
      return 'vat-number-country';
    default:
      return null;
  }
}

function rateOrThrow(country: string, at: Date): number {
  const rate = standardRateOn(country, at);
  if (rate === null) throw new RangeError(`No VAT rate for ${country} on ${at.toISOString().slice(0, 10)}`);
  return rate;
}

/** ISO 3166-1 alpha-2 codes a billing country may be, plus XI (Northern Ireland, as HMRC and VIES write it). */
export const BILLING_COUNTRIES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ ' +
  'OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XI YE YT ZA ZM ZW'
).split(' ');
