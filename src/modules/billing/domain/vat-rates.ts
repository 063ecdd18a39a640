/**
 * Standard VAT rates of the 27 member states with the day each took effect, in basis points (25.5 % is
 * 2 550). Software sold online is an electronically supplied service, standard-rated everywhere.
 * Sources (billing README, "VAT"): the European Commission's "VAT rates applied in the Member States"
 * (taxation-customs, updated each January and July) and the national laws for the recent changes:
 * Luxembourg 16 % for 2023 only (loi du 26 octobre 2022), Estonia 22 % from 2024 and 24 % from
 * 1 July 2025, Finland 25.5 % from 1 September 2024, Slovakia 23 % from 1 January 2025, Romania 21 %
 * from 1 August 2025 (Law 141/2025). A new rate is one more line here, dated; nothing else changes.
 */
export interface RateStep {
  /** First day (UTC, inclusive) the rate applies, YYYY-MM-DD. */
  readonly from: string;
  readonly basisPoints: number;
}

/** ISO 3166 codes; Greece is GR here although VIES and VAT numbers write it EL. */
export const EU_VAT_RATES: Readonly<Record<string, readonly RateStep[]>> = {
  AT: [{ from: '2016-01-01', basisPoints: 2000 }],
  BE: [{ from: '1996-01-01', basisPoints: 2100 }],
  BG: [{ from: '2007-01-01', basisPoints: 2000 }],
  HR: [{ from: '2013-07-01', basisPoints: 2500 }],
  CY: [{ from: '2014-01-13', basisPoints: 1900 }],
  CZ: [{ from: '2013-01-01', basisPoints: 2100 }],
  DK: [{ from: '1992-01-01', basisPoints: 2500 }],
  EE: [
    { from: '2009-07-01', basisPoints: 2000 },
    { from: '2024-01-01', basisPoints: 2200 },
    { from: '2025-07-01', basisPoints: 2400 },
  ],
  FI: [
    { from: '2013-01-01', basisPoints: 2400 },
    { from: '2024-09-01', basisPoints: 2550 },
  ],
  FR: [{ from: '2014-01-01', basisPoints: 2000 }],
  DE: [
    { from: '2007-01-01', basisPoints: 1900 },
    { from: '2020-07-01', basisPoints: 1600 },
    { from: '2021-01-01', basisPoints: 1900 },
  ],
  GR: [{ from: '2016-06-01', basisPoints: 2400 }],
  HU: [{ from: '2012-01-01', basisPoints: 2700 }],
  IE: [
    { from: '2012-01-01', basisPoints: 2300 },
    { from: '2020-09-01', basisPoints: 2100 },
    { from: '2021-03-01', basisPoints: 2300 },
  ],
  IT: [{ from: '2013-10-01', basisPoints: 2200 }],
  LV: [{ from: '2012-07-01', basisPoints: 2100 }],
  LT: [{ from: '2009-09-01', basisPoints: 2100 }],
  LU: [
    { from: '2015-01-01', basisPoints: 1700 },
    { from: '2023-01-01', basisPoints: 1600 },
    { from: '2024-01-01', basisPoints: 1700 },
  ],
  MT: [{ from: '2004-05-01', basisPoints: 1800 }],
  NL: [{ from: '2012-10-01', basisPoints: 2100 }],
  PL: [{ from: '2011-01-01', basisPoints: 2300 }],
  PT: [{ from: '2011-01-01', basisPoints: 2300 }],
  RO: [
    { from: '2017-01-01', basisPoints: 1900 },
    { from: '2025-08-01', basisPoints: 2100 },
  ],
  SK: [
    { from: '2011-01-01', basisPoints: 2000 },
    { from: '2025-01-01', basisPoints: 2300 },
  ],
  SI: [{ from: '2013-07-01', basisPoints: 2200 }],
  ES: [{ from: '2012-09-01', basisPoints: 2100 }],
  SE: [{ from: '1990-07-01', basisPoints: 2500 }],
};

export const EU_MEMBER_STATES: readonly string[] = Object.keys(EU_VAT_RATES);

/** The rate in force in `country` on `at` (UTC day); null outside the table. */
export function standardRateOn(country: string, at: Date): number | null {
  const steps = EU_VAT_RATES[country];
  if (!steps) return null;
  const day = at.toISOString().slice(0, 10);
  let rate: number | null = null;
  for (const step of steps) if (step.from <= day) rate = step.basisPoints;
  return rate;
}
