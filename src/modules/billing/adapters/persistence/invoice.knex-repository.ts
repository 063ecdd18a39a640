import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Invoice, InvoiceDocument, InvoiceRepository, OwnedInvoice } from '../../application/ports/invoice.repository.port.js';
import type { InvoiceKind, InvoiceSeries, Seller } from '../../domain/invoice.js';
import type { PlanId } from '../../domain/plans.js';

type Row = Record<string, unknown>;

function toInvoice(r: Row): Invoice {
  return {
    id: r.id as string,
    number: r.number as string,
    series: r.series as InvoiceSeries,
    year: Number(r.year),
    sequence: Number(r.sequence),
    kind: r.kind as InvoiceKind,
    orderId: r.order_id as string,
    creditsInvoiceId: (r.credits_invoice_id as string | null) ?? null,
    issuedAt: new Date(r.issued_at as string),
    paymentId: r.payment_id as string,
    customerName: r.customer_name as string,
    customerEmail: r.customer_email as string,
    customerAddress: (r.customer_address as string | null) ?? null,
    vatNumber: (r.vat_number as string | null) ?? null,
    country: r.country as string,
    isBusiness: Boolean(r.is_business),
    selectedPlan: r.selected_plan as PlanId,
    currency: r.currency as string,
    baseCents: Number(r.base_cents),
    discountCents: Number(r.discount_cents),
    netCents: Number(r.net_cents),
    taxCents: Number(r.tax_cents),
    totalCents: Number(r.total_cents),
    taxBasisPoints: Number(r.tax_basis_points),
    isVatExempt: Boolean(r.is_vat_exempt),
    reverseCharge: Boolean(r.reverse_charge),
    vatMention: (r.vat_mention as string | null) ?? null,
    seller: (typeof r.seller === 'string' ? JSON.parse(r.seller) : r.seller) as Seller,
    locale: r.locale as string,
  };
}

const owned = (r: Row): OwnedInvoice => ({ invoice: toInvoice(r), userId: (r.owner_id as string | null) ?? null, documentStatus: (r.document_status as OwnedInvoice['documentStatus']) ?? null });

@injectable()
export class InvoiceKnexRepository implements InvoiceRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async nextSequence(series: InvoiceSeries, year: number): Promise<number> {
    // The upsert's row lock is held until commit: concurrent payments queue here, and a rollback gives the number back.
    const { rows } = (await this.db
      .executor()
      .raw('insert into billing_invoice_counters (series, year, last) values (?, ?, 1) on conflict (series, year) do update set last = billing_invoice_counters.last + 1 returning last', [series, year])) as { rows: { last: number | string }[] };
    return Number(rows[0]!.last);
  }

  async insert(invoice: Invoice): Promise<void> {
    await this.db.executor()('billing_invoices').insert({
      id: invoice.id,
      number: invoice.number,
      series: invoice.series,
      year: invoice.year,
      sequence: invoice.sequence,
      kind: invoice.kind,
      order_id: invoice.orderId,
      credits_invoice_id: invoice.creditsInvoiceId,
      issued_at: invoice.issuedAt,
      payment_id: invoice.paymentId,
      customer_name: invoice.customerName,
      customer_email: invoice.customerEmail,
      customer_address: invoice.customerAddress,
      vat_number: invoice.vatNumber,
      country: invoice.country,
      is_business: invoice.isBusiness,
      selected_plan: invoice.selectedPlan,
      currency: invoice.currency,
      base_cents: invoice.baseCents,
      discount_cents: invoice.discountCents,
      net_cents: invoice.netCents,
      tax_cents: invoice.taxCents,
      total_cents: invoice.totalCents,
      tax_basis_points: invoice.taxBasisPoints,
      is_vat_exempt: invoice.isVatExempt,
      reverse_charge: invoice.reverseCharge,
      vat_mention: invoice.vatMention,
      seller: JSON.stringify(invoice.seller),
      locale: invoice.locale,
    });
  }

  async findByOrder(orderId: string, kind: InvoiceKind): Promise<Invoice | null> {
    const row = (await this.db.executor()('billing_invoices').where({ order_id: orderId, kind }).first()) as Row | undefined;
    return row ? toInvoice(row) : null;
  }

  private owned() {
    return this.db
      .executor()('billing_invoices as i')
      .join('billing_orders as o', 'o.id', 'i.order_id')
      .leftJoin('billing_invoice_documents as d', 'd.invoice_id', 'i.id')
      .select('i.*', 'o.user_id as owner_id', 'd.status as document_status');
  }

  async findOwned(id: string): Promise<OwnedInvoice | null> {
    const row = (await this.owned().where('i.id', id).first()) as Row | undefined;
    return row ? owned(row) : null;
  }

  async listForUser(userId: string): Promise<OwnedInvoice[]> {
    return ((await this.owned().where('o.user_id', userId).orderBy('i.issued_at', 'desc').orderBy('i.number', 'desc')) as Row[]).map(owned);
  }

  async document(invoiceId: string): Promise<InvoiceDocument | null> {
    const r = (await this.db.executor()('billing_invoice_documents').where({ invoice_id: invoiceId }).first()) as Row | undefined;
    if (!r) return null;
    return {
      invoiceId,
      status: r.status as InvoiceDocument['status'],
      pdf: r.pdf ? Buffer.from(r.pdf as Uint8Array) : null,
      renderedAt: r.rendered_at ? new Date(r.rendered_at as string) : null,
      mailedAt: r.mailed_at ? new Date(r.mailed_at as string) : null,
      attempts: Number(r.attempts ?? 0),
      error: (r.error as string | null) ?? null,
    };
  }

  async ensureDocument(invoiceId: string, at: Date): Promise<void> {
    await this.db.executor()('billing_invoice_documents').insert({ invoice_id: invoiceId, status: 'pending', updated_at: at }).onConflict('invoice_id').ignore();
  }

  async updateDocument(invoiceId: string, change: Partial<Omit<InvoiceDocument, 'invoiceId'>>, at: Date): Promise<void> {
    const row: Record<string, unknown> = { updated_at: at };
    if (change.status !== undefined) row.status = change.status;
    if (change.pdf !== undefined) row.pdf = change.pdf;
    if (change.renderedAt !== undefined) row.rendered_at = change.renderedAt;
    if (change.mailedAt !== undefined) row.mailed_at = change.mailedAt;
    if (change.attempts !== undefined) row.attempts = change.attempts;
    if (change.error !== undefined) row.error = change.error;
    await this.db.executor()('billing_invoice_documents').where({ invoice_id: invoiceId }).update(row);
  }

  async listPendingDocuments(before: Date, limit: number): Promise<string[]> {
    const rows = (await this.db.executor()('billing_invoice_documents').where({ status: 'pending' }).where('updated_at', '<', before).orderBy('updated_at').limit(limit).select('invoice_id')) as Row[];
    return rows.map((r) => r.invoice_id as string);
  }
}
