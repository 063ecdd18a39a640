import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { HandleProviderEvent } from '../../application/handle-provider-event/handle-provider-event.use-case.js';
import { DeliverInvoice } from '../../application/invoices/deliver-invoice.use-case.js';
import { INVOICE_JOB_ATTEMPTS } from '../../application/mark-paid/invoice-follow-up.js';
import { ReconcileOrders, type ReconcileReport } from '../../application/reconcile-orders/reconcile-orders.use-case.js';
import type { InvoiceIssuedJob, TestProviderEventJob } from '../../index.js';

@injectable()
export class InvoiceIssuedProcessor implements JobProcessor<InvoiceIssuedJob> {
  constructor(@inject(DeliverInvoice) private readonly deliver: DeliverInvoice) {}

  handle(job: JobContext<InvoiceIssuedJob>) {
    return this.deliver.execute({ invoiceId: String(job.data.invoiceId), lastAttempt: job.attempt >= INVOICE_JOB_ATTEMPTS });
  }
}

@injectable()
export class ReconcileOrdersProcessor implements JobProcessor<unknown, ReconcileReport> {
  constructor(@inject(ReconcileOrders) private readonly reconcile: ReconcileOrders) {}

  handle(): Promise<ReconcileReport> {
    return this.reconcile.execute();
  }
}

/** The test provider's events, delivered through the queue as a provider delivers its webhooks. */
@injectable()
export class TestProviderEventProcessor implements JobProcessor<TestProviderEventJob, { outcome: string }> {
  constructor(@inject(HandleProviderEvent) private readonly events: HandleProviderEvent) {}

  async handle(job: JobContext<TestProviderEventJob>): Promise<{ outcome: string }> {
    const { method, body, headers } = job.data;
    return { outcome: await this.events.execute({ method, rawBody: Buffer.from(body, 'utf8'), headers }) };
  }
}
