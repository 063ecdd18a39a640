import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { ProviderEventRepository } from '../../application/ports/provider-event.repository.port.js';
import type { VatCheckCache, VatNumberVerdict } from '../../application/ports/vat-number-checker.port.js';

@injectable()
export class ProviderEventKnexRepository implements ProviderEventRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async record(event: { provider: string; id: string; type: string; orderId: string | null; at: Date }): Promise<boolean> {
    const rows = (await this.db
      .executor()('billing_provider_events')
      .insert({ provider: event.provider, event_id: event.id.slice(0, 255), type: event.type.slice(0, 64), order_id: event.orderId, received_at: event.at })
      .onConflict(['provider', 'event_id'])
      .ignore()
      .returning('event_id')) as unknown[];
    return rows.length > 0;
  }
}

@injectable()
export class VatCheckKnexCache implements VatCheckCache {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async find(prefix: string, number: string, since: Date): Promise<VatNumberVerdict | null> {
    const r = (await this.db.executor()('billing_vies_checks').where({ country: prefix, number }).where('checked_at', '>=', since).first()) as Record<string, unknown> | undefined;
    if (!r) return null;
    return { status: r.status as VatNumberVerdict['status'], name: (r.name as string | null) ?? null, address: (r.address as string | null) ?? null, requestId: (r.request_id as string | null) ?? null, checkedAt: new Date(r.checked_at as string) };
  }

  async store(prefix: string, number: string, verdict: VatNumberVerdict): Promise<void> {
    await this.db
      .executor()('billing_vies_checks')
      .insert({ country: prefix, number, status: verdict.status, name: verdict.name?.slice(0, 300) ?? null, address: verdict.address, request_id: verdict.requestId?.slice(0, 64) ?? null, checked_at: verdict.checkedAt })
      .onConflict(['country', 'number'])
      .merge();
  }
}
