import { randomUUID } from 'node:crypto';
import type { NewOrder, OrderRepository } from '../../src/modules/billing/application/ports/order.repository.port.js';
import { quote } from '../../src/modules/billing/domain/quote.js';
import { decideVat } from '../../src/modules/billing/domain/vat.js';

/** A pending card order of the test provider, written straight through the repository (no provider call). */
export async function pendingOrder(orders: OrderRepository, userId: string, options: { plan?: 'standard' | 'premium'; reference?: string } = {}) {
  const now = new Date();
  const plan = options.plan ?? 'premium';
  const vat = decideVat({ country: 'FR', isBusiness: false, numberVerdict: null, ossThresholdExceeded: false, at: now });
  const order: NewOrder = {
    id: randomUUID(),
    userId,
    plan,
    method: 'card',
    provider: 'test',
    quote: quote(plan, plan === 'premium' ? 14900 : 7900, 0, vat),
    vatEvidence: { country: 'FR', isBusiness: false, vatNumber: null, numberVerdict: null, vies: null, ossThresholdExceeded: false, decidedAt: now.toISOString() },
    countryCode: 'FR',
    isBusiness: false,
    vatNumber: null,
    customerName: 'Test Buyer',
    customerEmail: `${userId}@example.test`,
    promoCode: null,
    promoId: null,
    consentAt: now,
    consentVersion: '2026-11',
    locale: 'fr',
    createdAt: now,
  };
  const inserted = await orders.insert(order);
  if (inserted === 'open-order-exists') throw new Error('open order exists');
  const reference = options.reference ?? `pi_test_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
  await orders.setProviderRef(inserted.id, reference, now);
  return { ...inserted, providerRef: reference };
}
