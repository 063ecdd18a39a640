import { inject, injectable } from 'inversify';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { JobQueue } from '../../../../platform/queue/index.js';
import type { Clock } from '../../../../shared/index.js';
import { BILLING } from '../../billing.tokens.js';
import { BILLING_JOBS, BILLING_QUEUE, type InvoiceIssuedJob } from '../../index.js';
import type { OrderRepository } from '../ports/order.repository.port.js';

/** Attempts of the invoice job; its processor marks the document failed after the last one. */
export const INVOICE_JOB_ATTEMPTS = 5;

/**
 * Queues the invoice's PDF and mail once the payment committed, under the invoice's id (one job per
 * invoice whoever queues it). When the queue is unreachable the order says so (`follow_up` failed):
 * the success page tells the customer, and reconciliation queues it again.
 */
@injectable()
export class InvoiceFollowUp {
  constructor(
    @inject(PLATFORM.JobQueue) private readonly jobs: JobQueue,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async queue(orderId: string, invoiceId: string): Promise<boolean> {
    try {
      await this.jobs.add<InvoiceIssuedJob>(BILLING_QUEUE, BILLING_JOBS.invoiceIssued, { invoiceId }, { jobId: invoiceId, attempts: INVOICE_JOB_ATTEMPTS, backoff: { type: 'exponential', delayMs: 2_000 } });
      await this.orders.setFollowUp(orderId, 'done', this.clock.now());
      return true;
    } catch (error) {
      this.logger.error({ err: error, orderId, invoiceId }, 'invoice job could not be queued; reconciliation will retry');
      await this.orders.setFollowUp(orderId, 'failed', this.clock.now()).catch(() => undefined);
      return false;
    }
  }
}
