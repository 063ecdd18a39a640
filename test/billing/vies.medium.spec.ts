import { expect } from 'chai';
import { ViesVatNumberChecker } from '../../src/modules/billing/adapters/external/vies.vat-number-checker.js';
import { PriceCheckout } from '../../src/modules/billing/application/pricing/price-checkout.js';
import { REVERSE_CHARGE_MENTION } from '../../src/modules/billing/domain/vat.js';
import { EU_MEMBER_STATES, standardRateOn } from '../../src/modules/billing/domain/vat-rates.js';
import { billingHarness, type BillingHarness } from '../support/billing/billing-harness.js';
import { ViesServer } from '../support/billing/vies-server.js';

const business = { plan: 'premium', isBusiness: true, promoCode: null, customerName: 'ACME' };

/**
 * VIES through its REST API at VIES_URL, served on 127.0.0.1: a number VIES confirms gives the reverse
 * charge; an invalid one, a member state's service down, an error, an unreadable answer or a timeout
 * never give 0 % (charged as a consumer, with a notice); clear answers are kept for a day. The OSS
 * threshold setting decides a consumer's rate in each of the 27 member states.
 */
describe('billing: VAT numbers through VIES and the one-stop-shop setting', function () {
  this.timeout(60_000);
  let vies: ViesServer;
  let h: BillingHarness;
  let oss: BillingHarness;

  before(async () => {
    vies = await new ViesServer().start();
    [h, oss] = await Promise.all([billingHarness({ VIES_URL: vies.url }), billingHarness({ VIES_URL: vies.url, VAT_OSS_THRESHOLD_EXCEEDED: 'true' })]);
  });
  after(async () => {
    await Promise.all([h?.stop(), oss?.stop()]);
    await vies?.stop();
  });

  const price = async (harness: BillingHarness, input: { countryCode: string; vatNumber?: string | null; isBusiness?: boolean }) => {
    const user = await harness.seedUser();
    return harness.container.get(PriceCheckout).price({ ...business, vatNumber: null, ...input }, user.id);
  };

  it('gives the reverse charge only for a number VIES confirms, with its name and address kept as evidence', async () => {
    vies.set('DE123456789', { kind: 'valid', name: 'ACME GMBH', address: 'HAUPTSTRASSE 1\n10115 BERLIN' });
    const priced = await price(h, { countryCode: 'DE', vatNumber: 'DE 123 456 789' });
    expect(priced.quote).to.include({ vatBasisPoints: 0, taxCents: 0, totalCents: 14900 });
    expect(priced.quote.vat).to.include({ reverseCharge: true, exempt: true });
    expect(priced.quote.vat.mention).to.contain(REVERSE_CHARGE_MENTION);
    expect(priced.vatNumber).to.equal('DE123456789');
    expect(priced.businessAddress).to.equal('HAUPTSTRASSE 1\n10115 BERLIN');
    expect(priced.evidence.vies).to.include({ status: 'valid', name: 'ACME GMBH' });
    expect(priced.evidence.vies!.requestId).to.match(/^WAPI/);
    // Greece is EL at VIES.
    vies.set('EL094014201', { kind: 'valid' });
    expect((await price(h, { countryCode: 'GR', vatNumber: '094014201' })).quote.vatBasisPoints).to.equal(0);
    expect(vies.callsFor('EL094014201')).to.equal(1);
  });

  for (const [label, behaviour, number] of [
    ['invalid', { kind: 'invalid' }, '111111111'],
    ['a member state unavailable', { kind: 'ms-unavailable' }, '222222222'],
    ['an HTTP 503', { kind: 'http-error', status: 503 }, '333333333'],
    ['an unreadable answer', { kind: 'not-json' }, '444444444'],
  ] as const) {
    it(`never gives 0 % when VIES says ${label}: charged as a consumer, with a notice`, async () => {
      vies.set(`DE${number}`, behaviour);
      const priced = await price(h, { countryCode: 'DE', vatNumber: number });
      expect(priced.quote.vatBasisPoints).to.equal(2000);
      expect(priced.quote.vat.reverseCharge).to.equal(false);
      expect(priced.quote.vat.notice).to.not.equal(null);
      expect(priced.evidence.numberVerdict).to.equal(behaviour.kind === 'invalid' ? 'invalid' : 'unavailable');
      expect(vies.callsFor(`DE${number}`)).to.equal(1);
    });
  }

  it('never gives 0 % when VIES does not answer in time', async () => {
    vies.set('ATU12345678', { kind: 'hang' });
    const checker = new ViesVatNumberChecker({ baseUrl: vies.url, policy: { allowPrivate: true, allowedPorts: [Number(new URL(vies.url).port)] }, timeoutMs: 200 }, { now: () => new Date() });
    expect((await checker.check('AT', 'U12345678')).status).to.equal('unavailable');
  });

  it('asks VIES once a day per number: a clear answer is kept, an unavailable one is not', async () => {
    vies.set('FR40303265045', { kind: 'valid' });
    vies.set('IT00743110157', { kind: 'ms-unavailable' });
    await price(h, { countryCode: 'FR', vatNumber: 'FR40303265045' });
    await price(h, { countryCode: 'FR', vatNumber: 'FR 40 303 265 045' });
    await price(h, { countryCode: 'IT', vatNumber: '00743110157' });
    await price(h, { countryCode: 'IT', vatNumber: '00743110157' });
    expect(vies.callsFor('FR40303265045')).to.equal(1);
    expect(vies.callsFor('IT00743110157')).to.equal(2);
    // Still valid from the cache: the reverse charge, with the day's answer as evidence.
    vies.set('IT00743110157', { kind: 'valid' });
    expect((await price(h, { countryCode: 'IT', vatNumber: '00743110157' })).quote.vatBasisPoints).to.equal(0);
    vies.set('IT00743110157', { kind: 'invalid' });
    expect((await price(h, { countryCode: 'IT', vatNumber: '00743110157' })).quote.vatBasisPoints, 'cached for the day').to.equal(0);
    h.clock.offsetMs += 25 * 3600_000;
    try {
      expect((await price(h, { countryCode: 'IT', vatNumber: '00743110157' })).quote.vatBasisPoints, 'asked again the next day').to.equal(2000);
      await price(h, { countryCode: 'FR', vatNumber: 'FR40303265045' });
    } finally {
      h.clock.offsetMs -= 25 * 3600_000;
    }
    expect(vies.callsFor('FR40303265045')).to.equal(2);
  });

  it('does not call VIES for a number of the wrong format or country, nor for a consumer', async () => {
    const before = vies.calls.length;
    expect((await price(h, { countryCode: 'DE', vatNumber: '12345678' })).quote.vatBasisPoints).to.equal(2000);
    expect((await price(h, { countryCode: 'FR', vatNumber: 'DE123456789' })).quote.vatBasisPoints).to.equal(2000);
    const consumer = await price(h, { countryCode: 'DE', isBusiness: false, vatNumber: 'DE123456789' });
    expect(consumer.vatNumber).to.equal(null);
    expect(vies.calls.length).to.equal(before);
  });

  it('charges EU consumers the French rate below the OSS threshold and their own above it, in all 27 member states', async () => {
    const now = new Date();
    for (const country of EU_MEMBER_STATES) {
      const [below, above] = await Promise.all([price(h, { countryCode: country, isBusiness: false }), price(oss, { countryCode: country, isBusiness: false })]);
      expect(below.quote.vatBasisPoints, `${country} below`).to.equal(2000);
      expect(above.quote.vatBasisPoints, `${country} above`).to.equal(standardRateOn(country, now));
      expect(above.evidence.ossThresholdExceeded).to.equal(true);
      expect(above.quote.totalCents).to.equal(14900 + above.quote.taxCents);
    }
    for (const country of ['XI', 'GB', 'US', 'CH']) {
      const outside = await price(oss, { countryCode: country, isBusiness: false });
      expect(outside.quote, country).to.include({ vatBasisPoints: 0, taxCents: 0, totalCents: 14900 });
    }
  });
});
