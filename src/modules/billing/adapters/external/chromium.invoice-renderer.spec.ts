import { expect } from 'chai';
import { INVOICE_FOOTER_MENTIONS, type Seller } from '../../domain/invoice.js';
import { quote } from '../../domain/quote.js';
import { decideVat, OUTSIDE_EU_CONSUMER_MENTION, REVERSE_CHARGE_LEGAL_BASIS, REVERSE_CHARGE_MENTION, type VatInput } from '../../domain/vat.js';
import type { Invoice } from '../../application/ports/invoice.repository.port.js';
import { invoiceHtml } from './chromium.invoice-renderer.js';

/**
 * The page Chromium prints as the invoice carries the French mandatory mentions (billing README,
 * "Invoices", "Mandatory mentions"; code de commerce art. L441-9, CGI annexe II art. 242 nonies A).
 * The page is read as a reader sees it: tags dropped, entities decoded, the thin spaces French number
 * formatting puts in amounts made plain.
 */

const issuedAt = new Date('2026-11-29T10:15:00Z');
const seller: Seller = {
  name: 'StackLens SAS',
  legalForm: 'SAS au capital de 10 000 €',
  address: '12 rue des Tests, 69002 Lyon, France',
  registration: 'RCS Lyon 912 345 678',
  vatNumber: 'FR40912345678',
};

type Terms = Pick<VatInput, 'country' | 'isBusiness' | 'numberVerdict'> & { plan?: Invoice['selectedPlan']; baseCents?: number; discountPercent?: number };

/** An invoice as the payment's transaction issues it: the order's frozen quote copied onto it. */
function invoiceFor(terms: Terms, over: Partial<Invoice> = {}): Invoice {
  const vat = decideVat({ country: terms.country, isBusiness: terms.isBusiness, numberVerdict: terms.numberVerdict, ossThresholdExceeded: false, at: issuedAt });
  const q = quote(terms.plan ?? 'premium', terms.baseCents ?? 14900, terms.discountPercent ?? 0, vat);
  return {
    id: 'inv-1',
    number: 'F-2026-000042',
    series: 'F',
    year: 2026,
    sequence: 42,
    kind: 'invoice',
    orderId: 'order-1',
    creditsInvoiceId: null,
    issuedAt,
    paymentId: 'pi_3PqTest0042',
    customerName: 'Camille Durand',
    customerEmail: 'camille@example.test',
    customerAddress: null,
    vatNumber: null,
    country: terms.country,
    isBusiness: terms.isBusiness,
    selectedPlan: q.plan,
    currency: q.currency,
    baseCents: q.baseCents,
    discountCents: q.discountCents,
    netCents: q.netCents,
    taxCents: q.taxCents,
    totalCents: q.totalCents,
    taxBasisPoints: q.vatBasisPoints,
    isVatExempt: q.vat.exempt,
    reverseCharge: q.vat.reverseCharge,
    vatMention: q.vat.mention,
    seller,
    locale: 'fr',
    ...over,
  };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** What a reader of the page sees, on one line. */
function textOf(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<title>[\s\S]*?<\/title>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/** The text of the totals table's row whose first cell is `label`. */
function totalsRow(html: string, label: string): string {
  const totals = /<table class="totals">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  const row = totals.split('</tr>').find((tr) => textOf(tr).startsWith(label));
  return row ? textOf(row) : '';
}

describe('billing: the invoice page (French mandatory mentions)', () => {
  it('names the seller with its legal form, address, registration and VAT number', () => {
    const text = textOf(invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null }), null));
    expect(text).to.contain('Vendeur StackLens SAS — SAS au capital de 10 000 € 12 rue des Tests, 69002 Lyon, France RCS Lyon 912 345 678');
    expect(text).to.contain('N° TVA intracommunautaire : FR40912345678');
  });

  it('gives the invoice number, the issue date in French format, the date of the service and the payment', () => {
    const html = invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null }), null);
    expect(html).to.match(/^<!doctype html><html lang="fr">/);
    const text = textOf(html);
    expect(text).to.contain('Facture n° F-2026-000042');
    expect(text).to.contain('Date d’émission : 29/11/2026');
    expect(text).to.contain('Date de la prestation : 29/11/2026');
    expect(text).to.contain('Paiement : pi_3PqTest0042');
  });

  it('dates the invoice in Paris: issued at 23:30 UTC on 31 December it is dated 1 January', () => {
    const text = textOf(invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null }, { issuedAt: new Date('2026-12-31T23:30:00Z') }), null));
    expect(text).to.contain('Date d’émission : 01/01/2027');
  });

  it('names a consumer buyer: name, e-mail and country, with no VAT number', () => {
    const text = textOf(invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null }), null));
    expect(text).to.contain('Client Camille Durand camille@example.test Pays : FR');
    expect(text).not.to.contain('Client (professionnel)');
    expect(text).not.to.contain('N° TVA :');
  });

  it('lists the plan line and the promo discount before VAT, then the net amount, VAT at its rate with its amount, and the total', () => {
    const html = invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null, discountPercent: 20 }), null);
    const text = textOf(html);
    expect(text).to.contain('Désignation Qté Prix unitaire HT Montant HT');
    expect(text).to.contain('Licence StackLens Premium à vie (accès immédiat au service en ligne) 1 149,00 € 149,00 €');
    expect(text).to.contain('Remise (code promotionnel) 1 -29,80 € -29,80 €');
    expect(totalsRow(html, 'Total HT')).to.equal('Total HT 119,20 €');
    expect(totalsRow(html, 'TVA')).to.equal('TVA (20 %) 23,84 €');
    expect(totalsRow(html, 'Total TTC')).to.equal('Total TTC 143,04 €');
    expect(text).to.contain('Montants en euros (EUR).');
  });

  it('writes a decimal rate the French way', () => {
    // A Finnish consumer above the one-stop-shop threshold pays Finland's 25.5 %.
    const vat = decideVat({ country: 'FI', isBusiness: false, numberVerdict: null, ossThresholdExceeded: true, at: issuedAt });
    const q = quote('standard', 7900, 0, vat);
    const html = invoiceHtml(invoiceFor({ country: 'FI', isBusiness: false, numberVerdict: null, plan: 'standard', baseCents: 7900 }, { taxBasisPoints: q.vatBasisPoints, taxCents: q.taxCents, totalCents: q.totalCents }), null);
    expect(textOf(html)).to.contain('Licence StackLens Standard à vie');
    expect(totalsRow(html, 'TVA')).to.equal('TVA (25,5 %) 20,15 €');
    expect(totalsRow(html, 'Total TTC')).to.equal('Total TTC 99,15 €');
  });

  it('for an EU business whose VAT number VIES confirmed: the buyer as a business with its number and address, VAT at 0 % and the reverse-charge mention with its legal basis', () => {
    const invoice = invoiceFor(
      { country: 'DE', isBusiness: true, numberVerdict: 'valid' },
      { customerName: 'Beispiel GmbH', vatNumber: 'DE123456789', customerAddress: 'Hauptstraße 1, 10115 Berlin' },
    );
    expect(invoice.reverseCharge).to.equal(true);
    const html = invoiceHtml(invoice, null);
    const text = textOf(html);
    expect(text).to.contain('Client (professionnel) Beispiel GmbH camille@example.test Hauptstraße 1, 10115 Berlin Pays : DE N° TVA : DE123456789');
    expect(totalsRow(html, 'Total HT')).to.equal('Total HT 149,00 €');
    expect(totalsRow(html, 'TVA')).to.equal('TVA (0 %) 0,00 €');
    expect(totalsRow(html, 'Total TTC')).to.equal('Total TTC 149,00 €');
    expect(text).to.contain(`${REVERSE_CHARGE_MENTION} — ${REVERSE_CHARGE_LEGAL_BASIS}`);
    expect(text).to.contain('Autoliquidation — TVA due par le preneur — article 283-2 du CGI ; article 196 de la directive 2006/112/CE');
    // The mention stands out after the totals, not lost in the footer.
    expect(/<p class="mention">Autoliquidation/.test(html)).to.equal(true);
    expect(html.indexOf('class="mention"')).to.be.greaterThan(html.indexOf('Total TTC'));
  });

  it('for an EU business VIES did not confirm: French VAT and no reverse-charge mention', () => {
    const html = invoiceHtml(invoiceFor({ country: 'DE', isBusiness: true, numberVerdict: 'unavailable' }, { vatNumber: 'DE123456789' }), null);
    expect(totalsRow(html, 'TVA')).to.equal('TVA (20 %) 29,80 €');
    expect(textOf(html)).not.to.contain('Autoliquidation');
    expect(html).not.to.contain('class="mention"');
  });

  it('outside the EU: no VAT, with the article that says why', () => {
    const html = invoiceHtml(invoiceFor({ country: 'US', isBusiness: false, numberVerdict: null }), null);
    expect(totalsRow(html, 'TVA')).to.equal('TVA (0 %) 0,00 €');
    expect(textOf(html)).to.contain(OUTSIDE_EU_CONSUMER_MENTION);
  });

  it('a French sale carries no exemption mention', () => {
    expect(invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null }), null)).not.to.contain('class="mention"');
  });

  it('ends with the footer mentions: paid in full, no early-payment discount, late-payment penalties and the 40 € indemnity', () => {
    const html = invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null }), null);
    const footer = textOf(/<footer>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '');
    expect(INVOICE_FOOTER_MENTIONS).to.have.length(3);
    for (const mention of INVOICE_FOOTER_MENTIONS) expect(footer).to.contain(mention);
    expect(footer).to.contain('Facture acquittée');
    expect(footer).to.contain('Pas d’escompte pour paiement anticipé');
    expect(footer).to.contain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('a credit note cancels the invoice it names, with negative amounts', () => {
    const invoice = invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null });
    const credit = invoiceFor(
      { country: 'FR', isBusiness: false, numberVerdict: null },
      { id: 'av-1', number: 'AV-2026-000003', series: 'AV', sequence: 3, kind: 'credit_note', creditsInvoiceId: invoice.id, issuedAt: new Date('2026-12-05T09:00:00Z') },
    );
    const html = invoiceHtml(credit, invoice);
    const text = textOf(html);
    expect(text).to.contain('Avoir n° AV-2026-000003');
    expect(text).to.contain('Date d’émission : 05/12/2026 — annule la facture n° F-2026-000042 du 29/11/2026');
    expect(totalsRow(html, 'Total HT')).to.equal('Total HT -149,00 €');
    expect(totalsRow(html, 'TVA')).to.equal('TVA (20 %) -29,80 €');
    expect(totalsRow(html, 'Total TTC')).to.equal('Total TTC -178,80 €');
    expect(text).not.to.contain('Facture acquittée');
  });

  it('escapes what the customer typed, and keeps a right-to-left name in its own direction', () => {
    const html = invoiceHtml(invoiceFor({ country: 'FR', isBusiness: false, numberVerdict: null }, { customerName: 'سارة <img src=x onerror=alert(1)> & "Co"' }), null);
    expect(html).not.to.contain('<img');
    expect(html).to.contain('<bdi dir="auto">سارة &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;</bdi>');
  });
});
