import { expect } from 'chai';
import { quote } from './quote.js';
import { decideVat, isEuVatCountry, OUTSIDE_EU_BUSINESS_MENTION, OUTSIDE_EU_CONSUMER_MENTION, REVERSE_CHARGE_MENTION, type VatInput } from './vat.js';
import { checkVatNumber } from './vat-number.js';
import { EU_MEMBER_STATES, standardRateOn } from './vat-rates.js';

const at = new Date('2026-11-29T12:00:00Z');
const input = (over: Partial<VatInput>): VatInput => ({ country: 'FR', isBusiness: false, numberVerdict: null, ossThresholdExceeded: false, at, ...over });

/** The standard rates in force on 29 November 2026, from the Commission's table (billing README, "VAT"). */
const RATES_2026: Record<string, number> = {
  AT: 20, BE: 21, BG: 20, HR: 25, CY: 19, CZ: 21, DK: 25, EE: 24, FI: 25.5, FR: 20, DE: 19, GR: 24, HU: 27, IE: 23,
  IT: 22, LV: 21, LT: 21, LU: 17, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SK: 23, SI: 22, ES: 21, SE: 25,
};

describe('billing VAT rules', () => {
  it('has the 27 member states and their rates today', () => {
    expect(EU_MEMBER_STATES).to.have.length(27);
    expect(Object.keys(RATES_2026).sort()).to.deep.equal([...EU_MEMBER_STATES].sort());
    for (const [country, percent] of Object.entries(RATES_2026)) expect(standardRateOn(country, at), country).to.equal(percent * 100);
  });

  it('follows effective dates: a rate changes on its first day, not before', () => {
    const cases: [string, string, number][] = [
      ['EE', '2025-06-30', 2200], ['EE', '2025-07-01', 2400], ['EE', '2023-12-31', 2000],
      ['FI', '2024-08-31', 2400], ['FI', '2024-09-01', 2550],
      ['SK', '2024-12-31', 2000], ['SK', '2025-01-01', 2300],
      ['RO', '2025-07-31', 1900], ['RO', '2025-08-01', 2100],
      ['LU', '2023-06-15', 1600], ['LU', '2024-01-01', 1700],
      ['DE', '2020-10-01', 1600], ['DE', '2021-01-01', 1900],
    ];
    for (const [country, day, bp] of cases) expect(standardRateOn(country, new Date(`${day}T12:00:00Z`)), `${country} ${day}`).to.equal(bp);
    expect(standardRateOn('US', at)).to.equal(null);
  });

  describe('every member state, every kind of customer', () => {
    for (const country of Object.keys(RATES_2026)) {
      const own = RATES_2026[country]! * 100;
      const domestic = country === 'FR';
      it(`${country}: consumer below / above the OSS threshold, verified business, unverified business`, () => {
        expect(decideVat(input({ country })).basisPoints).to.equal(2000);
        expect(decideVat(input({ country, ossThresholdExceeded: true })).basisPoints).to.equal(domestic ? 2000 : own);
        const verified = decideVat(input({ country, isBusiness: true, numberVerdict: 'valid' }));
        if (domestic) {
          // Seller and buyer both in France: French VAT, never a reverse charge.
          expect(verified).to.include({ basisPoints: 2000, reverseCharge: false, regime: 'domestic' });
        } else {
          expect(verified).to.include({ basisPoints: 0, reverseCharge: true, exempt: true, regime: 'eu-reverse-charge' });
          expect(verified.mention).to.contain(REVERSE_CHARGE_MENTION);
        }
        for (const verdict of ['invalid', 'unavailable', 'format', 'country'] as const) {
          const d = decideVat(input({ country, isBusiness: true, numberVerdict: verdict }));
          expect(d.basisPoints, `${country} ${verdict}`).to.equal(2000);
          expect(d.reverseCharge).to.equal(false);
          if (!domestic) expect(d.notice).to.not.equal(null);
        }
      });
    }
  });

  it('Monaco shares French VAT; Northern Ireland, Great Britain and the rest of the world pay none', () => {
    expect(decideVat(input({ country: 'MC', isBusiness: true, numberVerdict: 'valid' }))).to.include({ basisPoints: 2000, regime: 'domestic' });
    for (const country of ['XI', 'GB', 'US', 'CH', 'NO', 'JP', 'GP']) {
      const consumer = decideVat(input({ country, ossThresholdExceeded: true }));
      expect(consumer, country).to.include({ basisPoints: 0, exempt: true, reverseCharge: false, regime: 'outside-eu', mention: OUTSIDE_EU_CONSUMER_MENTION });
      expect(decideVat(input({ country, isBusiness: true, numberVerdict: 'valid' })).mention).to.equal(OUTSIDE_EU_BUSINESS_MENTION);
    }
    expect(isEuVatCountry('XI')).to.equal(false);
  });

  it('a consumer never gets the reverse charge, even with a valid number', () => {
    expect(decideVat(input({ country: 'DE', isBusiness: false, numberVerdict: 'valid' }))).to.include({ basisPoints: 2000, reverseCharge: false, notice: null });
  });

  describe('VAT number format traps', () => {
    const ok: [string, string, string][] = [
      ['DE', 'DE 123 456 789', '123456789'],
      ['DE', '123456789', '123456789'],
      ['GR', 'EL123456789', '123456789'],
      ['GR', '123456789', '123456789'],
      ['AT', 'atu12345678', 'U12345678'],
      ['NL', 'NL123456789B01', '123456789B01'],
      ['FR', 'FR 40-303.265.045', '40303265045'],
      ['ES', 'ESX1234567A', 'X1234567A'],
      ['ES', '12345678Z', '12345678Z'],
      ['IE', 'IE1234567WA', '1234567WA'],
      ['BE', 'BE0123456789', '0123456789'],
      ['XI', 'XI123456789', '123456789'],
      ['SE', 'SE123456789001', '123456789001'],
    ];
    for (const [country, typed, number] of ok) {
      it(`${country} accepts ${typed}`, () => expect(checkVatNumber(country, typed)).to.deep.equal({ ok: true, prefix: country === 'GR' ? 'EL' : country, number }));
    }
    const refused: [string, string, string][] = [
      ['GR', 'GR123456789', 'format'],
      ['FR', 'DE123456789', 'country'],
      ['DE', '12345678', 'format'],
      ['DE', '1234567890', 'format'],
      ['AT', '12345678', 'format'],
      ['NL', '123456789B1', 'format'],
      ['SE', '1234567890', 'format'],
      ['US', '123456789', 'unsupported'],
      ['GB', 'GB123456789', 'unsupported'],
      ['FR', 'FRIO303265045', 'format'],
      ['DE', '', 'format'],
    ];
    for (const [country, typed, reason] of refused) {
      it(`${country} refuses ${JSON.stringify(typed)} (${reason})`, () => expect(checkVatNumber(country, typed)).to.deep.equal({ ok: false, reason }));
    }
  });

  it('discounts before VAT and rounds half up to the cent', () => {
    const fr = decideVat(input({}));
    expect(quote('premium', 14900, 20, fr)).to.include({ baseCents: 14900, discountCents: 2980, netCents: 11920, taxCents: 2384, totalCents: 14304 });
    const fi = decideVat(input({ country: 'FI', ossThresholdExceeded: true }));
    // 7 900 × 50 % = 3 950; 3 950 × 25.5 % = 1 007.25 → 1 007.
    expect(quote('standard', 7900, 50, fi)).to.include({ netCents: 3950, taxCents: 1007, totalCents: 4957 });
    const reverse = decideVat(input({ country: 'IT', isBusiness: true, numberVerdict: 'valid' }));
    expect(quote('premium', 14900, 0, reverse)).to.include({ taxCents: 0, totalCents: 14900 });
    expect(quote('standard', 1, 50, fr)).to.include({ discountCents: 1, netCents: 0, totalCents: 0 });
  });
});
