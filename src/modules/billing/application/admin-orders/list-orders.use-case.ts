import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { refundVerdict, type OrderStatus, type RefundVerdict } from '../../domain/order.js';
import { BILLING } from '../../billing.tokens.js';
import type { Order, OrderRepository } from '../ports/order.repository.port.js';

/** The admin page's orders, each with whether it can still be refunded and until when. */
@injectable()
export class ListOrders {
  constructor(
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(query: { limit: number; offset: number; status?: OrderStatus }): Promise<{ entries: { order: Order; refund: RefundVerdict }[]; total: number }> {
    const page = await this.orders.listForAdmin(query);
    const now = this.clock.now();
    return { total: page.total, entries: page.entries.map((order) => ({ order, refund: refundVerdict(order, now) })) };
  }
}
