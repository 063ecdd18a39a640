import type { Invoice } from './invoice.repository.port.js';

export interface InvoiceRenderer {
  /** The invoice as a PDF with the French mandatory mentions; `credited` is the invoice a credit note cancels. */
  renderPdf(invoice: Invoice, credited: Invoice | null): Promise<Buffer>;
}
