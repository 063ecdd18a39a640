import type { InvoiceKind, InvoiceSeries, Seller } from '../../domain/invoice.js';
import type { PlanId } from '../../domain/plans.js';

/** An issued invoice or credit note: never changed once written (the database refuses it). */
export interface Invoice {
  id: string;
  number: string;
  series: InvoiceSeries;
  year: number;
  sequence: number;
  kind: InvoiceKind;
  orderId: string;
  creditsInvoiceId: string | null;
  issuedAt: Date;
  paymentId: string;
  customerName: string;
  customerEmail: string;
  customerAddress: string | null;
  vatNumber: string | null;
  country: string;
  isBusiness: boolean;
  selectedPlan: PlanId;
  currency: string;
  baseCents: number;
  discountCents: number;
  netCents: number;
  taxCents: number;
  totalCents: number;
  taxBasisPoints: number;
  isVatExempt: boolean;
  reverseCharge: boolean;
  vatMention: string | null;
  seller: Seller;
  locale: string;
}

export type DocumentStatus = 'pending' | 'rendered' | 'failed';

export interface InvoiceDocument {
  invoiceId: string;
  status: DocumentStatus;
  pdf: Buffer | null;
  renderedAt: Date | null;
  mailedAt: Date | null;
  attempts: number;
  error: string | null;
}

/** An invoice as its owner lists it, with its document's state. */
export interface OwnedInvoice {
  invoice: Invoice;
  userId: string | null;
  documentStatus: DocumentStatus | null;
}

export interface InvoiceRepository {
  /** The next number of the series and year, from the counter row (held until the transaction ends). */
  nextSequence(series: InvoiceSeries, year: number): Promise<number>;
  insert(invoice: Invoice): Promise<void>;
  findByOrder(orderId: string, kind: InvoiceKind): Promise<Invoice | null>;
  findOwned(id: string): Promise<OwnedInvoice | null>;
  listForUser(userId: string): Promise<OwnedInvoice[]>;
  document(invoiceId: string): Promise<InvoiceDocument | null>;
  /** Creates the pending document row if missing. */
  ensureDocument(invoiceId: string, at: Date): Promise<void>;
  updateDocument(invoiceId: string, change: Partial<Omit<InvoiceDocument, 'invoiceId'>>, at: Date): Promise<void>;
  /** Invoices whose PDF is still pending, oldest first (reconciliation re-queues them). */
  listPendingDocuments(before: Date, limit: number): Promise<string[]>;
}
