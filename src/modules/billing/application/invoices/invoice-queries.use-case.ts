import { inject, injectable } from 'inversify';
import type { JobQueue } from '../../../../platform/queue/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { BILLING } from '../../billing.tokens.js';
import { BILLING_JOBS, BILLING_QUEUE, type InvoiceIssuedJob } from '../../index.js';
import type { InvoiceRepository, OwnedInvoice } from '../ports/invoice.repository.port.js';
import type { OrderRepository } from '../ports/order.repository.port.js';
import { INVOICE_JOB_ATTEMPTS } from '../mark-paid/invoice-follow-up.js';

/** The invoices and credit notes of the caller, newest first (Settings → Data). */
@injectable()
export class ListInvoices {
  constructor(@inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository) {}

  execute(command: { userId: string }): Promise<OwnedInvoice[]> {
    return this.invoices.listForUser(command.userId);
  }
}

/** The PDF of one of the caller's invoices; someone else's answers 404, like one that does not exist. */
@injectable()
export class GetInvoicePdf {
  constructor(@inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository) {}

  async execute(command: { userId: string; invoiceId: string }): Promise<{ number: string; pdf: Buffer }> {
    const owned = await this.invoices.findOwned(command.invoiceId);
    if (!owned || owned.userId !== command.userId) throw new DomainError('not_found', 'BILLING_INVOICE_NOT_FOUND', 'No such invoice');
    const doc = await this.invoices.document(owned.invoice.id);
    if (!doc?.pdf) throw new DomainError('conflict', 'BILLING_INVOICE_NOT_READY', 'The invoice PDF is not ready yet', { status: doc?.status ?? 'pending' });
    return { number: owned.invoice.number, pdf: doc.pdf };
  }
}

/**
 * The product's `generate-invoice` call (docs/product.md §9.3): answers the invoice of a paid order, which MarkPaid issued with the payment;
 * never a second one. A PDF that failed is queued again under a new job id.
 */
@injectable()
export class GenerateInvoice {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository,
    @inject(PLATFORM.JobQueue) private readonly queue: JobQueue,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { userId: string; orderId?: string; paymentId?: string }): Promise<OwnedInvoice> {
    const order = command.orderId ? await this.orders.findById(command.orderId) : null;
    const byPayment = !order && command.paymentId ? await this.findByPayment(command.userId, command.paymentId) : null;
    const found = order ?? byPayment;
    if (!found || found.userId !== command.userId) throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'No such order');
    if (found.status !== 'paid' && found.status !== 'refunded') throw new DomainError('conflict', 'BILLING_ORDER_NOT_PAID', 'The order is not paid');
    const invoice = await this.invoices.findByOrder(found.id, 'invoice');
    if (!invoice) throw new DomainError('unavailable', 'BILLING_INVOICE_FAILED', 'The invoice of this order is missing');
    const doc = await this.invoices.document(invoice.id);
    if (doc?.status === 'failed') {
      await this.invoices.updateDocument(invoice.id, { status: 'pending', error: null }, this.clock.now());
      await this.queue.add<InvoiceIssuedJob>(BILLING_QUEUE, BILLING_JOBS.invoiceIssued, { invoiceId: invoice.id }, { jobId: `${invoice.id}:${this.clock.now().getTime()}`, attempts: INVOICE_JOB_ATTEMPTS, backoff: { type: 'exponential', delayMs: 2_000 } });
    }
    return (await this.invoices.findOwned(invoice.id))!;
  }

  private async findByPayment(userId: string, paymentId: string) {
    for (const provider of ['stripe', 'paypal', 'test'] as const) {
      const order = await this.orders.findByProviderRef(provider, paymentId);
      if (order && order.userId === userId) return order;
    }
    return null;
  }
}
