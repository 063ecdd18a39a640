import { launchChromium } from '../../../../platform/outbound/index.js';
import { basisPointsToPercent } from '../../domain/quote.js';
import { frenchDate, INVOICE_FOOTER_MENTIONS } from '../../domain/invoice.js';
import type { InvoiceRenderer } from '../../application/ports/invoice-renderer.port.js';
import type { Invoice } from '../../application/ports/invoice.repository.port.js';

/**
 * The invoice as a PDF, printed by Chromium from an HTML page built here (billing README, "Invoices").
 * Chromium rather than pdfkit: a customer's name may be Arabic or Chinese, and the browser shapes and
 * orders every script with the system's fonts, where pdfkit would need a font per script embedded. The
 * page is self-contained: set as content with JavaScript off and every request aborted, so nothing in a
 * customer's name can reach the network.
 */
export class ChromiumInvoiceRenderer implements InvoiceRenderer {
  constructor(private readonly options: { chromiumPath: string; timeoutMs: number }) {}

  async renderPdf(invoice: Invoice, credited: Invoice | null): Promise<Buffer> {
    const browser = await launchChromium({ executablePath: this.options.chromiumPath, egress: 'routed-by-caller' });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
      await context.route('**/*', (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      await page.setContent(invoiceHtml(invoice, credited), { waitUntil: 'load', timeout: this.options.timeoutMs });
      return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' } });
    } finally {
      await browser.close();
    }
  }
}

const esc = (value: string | null | undefined): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const euros = (cents: number): string => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** French, as the legal document of a French seller; `dir="auto"` keeps a right-to-left name in its own direction. */
export function invoiceHtml(invoice: Invoice, credited: Invoice | null): string {
  const credit = invoice.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const plan = invoice.selectedPlan === 'premium' ? 'Premium' : 'Standard';
  const rate = basisPointsToPercent(invoice.taxBasisPoints).toLocaleString('fr-FR');
  const s = invoice.seller;
  const lines = [
    `<tr><td>Licence StackLens ${plan} à vie (accès immédiat au service en ligne)</td><td class="n">1</td><td class="n">${euros(sign * invoice.baseCents)}</td><td class="n">${euros(sign * invoice.baseCents)}</td></tr>`,
    invoice.discountCents > 0 ? `<tr><td>Remise (code promotionnel)</td><td class="n">1</td><td class="n">${euros(-sign * invoice.discountCents)}</td><td class="n">${euros(-sign * invoice.discountCents)}</td></tr>` : '',
  ].join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${esc(invoice.number)}</title><style>
body{font:11pt/1.45 "DejaVu Sans","Noto Sans","Noto Sans Arabic","Noto Sans CJK SC",sans-serif;color:#111}
h1{font-size:20pt;margin:0 0 4mm} .row{display:flex;justify-content:space-between;gap:12mm;margin-bottom:8mm}
.box{flex:1} .muted{color:#555;font-size:9.5pt} table{width:100%;border-collapse:collapse;margin:6mm 0}
th,td{border-bottom:1px solid #ccc;padding:2mm;text-align:left} .n{text-align:right;white-space:nowrap}
.totals td{border:0} .totals .grand td{font-weight:700;border-top:2px solid #111} .mention{font-weight:700;margin:4mm 0}
footer{margin-top:10mm;font-size:8.5pt;color:#444} bdi{unicode-bidi:isolate}
</style></head><body>
<h1>${credit ? 'Avoir' : 'Facture'} n° ${esc(invoice.number)}</h1>
<p>Date d’émission : ${frenchDate(invoice.issuedAt)}${credit && credited ? ` — annule la facture n° ${esc(credited.number)} du ${frenchDate(credited.issuedAt)}` : ''}<br>
Date de la prestation : ${frenchDate(invoice.issuedAt)} · Paiement : ${esc(invoice.paymentId)}</p>
<div class="row"><div class="box"><strong>Vendeur</strong><br>${esc(s.name)} — ${esc(s.legalForm)}<br>${esc(s.address)}<br>${esc(s.registration)}<br>N° TVA intracommunautaire : ${esc(s.vatNumber)}</div>
<div class="box"><strong>Client${invoice.isBusiness ? ' (professionnel)' : ''}</strong><br><bdi dir="auto">${esc(invoice.customerName)}</bdi><br>${esc(invoice.customerEmail)}<br>${invoice.customerAddress ? `<bdi dir="auto">${esc(invoice.customerAddress)}</bdi><br>` : ''}Pays : ${esc(invoice.country)}${invoice.vatNumber ? `<br>N° TVA : ${esc(invoice.vatNumber)}` : ''}</div></div>
<table><thead><tr><th>Désignation</th><th class="n">Qté</th><th class="n">Prix unitaire HT</th><th class="n">Montant HT</th></tr></thead><tbody>${lines}</tbody></table>
<table class="totals"><tbody>
<tr><td>Total HT</td><td class="n">${euros(sign * invoice.netCents)}</td></tr>
<tr><td>TVA (${rate} %)</td><td class="n">${euros(sign * invoice.taxCents)}</td></tr>
<tr class="grand"><td>Total TTC</td><td class="n">${euros(sign * invoice.totalCents)}</td></tr></tbody></table>
${invoice.vatMention ? `<p class="mention">${esc(invoice.vatMention)}</p>` : ''}
<footer>${(credit ? ['Avoir émis à la suite du remboursement intégral de la facture citée.', 'Pas d’escompte pour paiement anticipé.'] : INVOICE_FOOTER_MENTIONS).map((m) => `<p>${esc(m)}</p>`).join('')}
<p class="muted">Montants en euros (${esc(invoice.currency)}).</p></footer>
</body></html>`;
}
