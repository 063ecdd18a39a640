/**
 * Invoice numbers (billing README, "Invoices"): one gapless sequence per series and calendar year,
 * `F-2026-000042` for invoices and `AV-2026-000003` for credit notes (avoirs), as French law requires a
 * continuous, chronological numbering without gaps (CGI, annexe II, art. 242 nonies A, I-2°). The next
 * number is taken from a counter row inside the transaction that marks the order paid, so a rolled back
 * payment gives its number back and two payments never share one.
 */
export type InvoiceSeries = 'F' | 'AV';
export type InvoiceKind = 'invoice' | 'credit_note';

export const seriesOf = (kind: InvoiceKind): InvoiceSeries => (kind === 'invoice' ? 'F' : 'AV');

export function invoiceNumber(series: InvoiceSeries, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`invoice sequence must be a positive integer (got ${sequence})`);
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year of the sequence: the issue date's, in Paris (an invoice issued at 00:30 on 1 January is next year's). */
export function sequenceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(at));
}

/** The invoice's `date` field (docs/product.md §5.5: French date format), e.g. "29/11/2026". */
export function frenchDate(at: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

/** Who sells: printed on every invoice (the seller's mandatory mentions, code de commerce art. L441-9). */
export interface Seller {
  name: string;
  legalForm: string;
  address: string;
  registration: string;
  vatNumber: string;
}

/**
 * The mentions every invoice carries besides the seller, buyer, lines and totals (code de commerce
 * art. L441-9 and CGI annexe II art. 242 nonies A), in French since the invoice is a French document.
 */
export const INVOICE_FOOTER_MENTIONS: readonly string[] = [
  'Facture acquittée : payée en totalité à la date d’émission.',
  'Pas d’escompte pour paiement anticipé.',
  'En cas de retard de paiement entre professionnels : pénalités au taux d’intérêt de la BCE majoré de 10 points, et indemnité forfaitaire pour frais de recouvrement de 40 € (code de commerce, art. L441-10 et D441-5).',
];
