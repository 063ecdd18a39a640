import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { PromoRepository, SingleUsePromo } from '../../application/ports/promo.repository.port.js';

type Row = Record<string, unknown>;

const SELECT_WITH_HOLDER = `p.*, o.user_id as holder_user_id, (o.id is not null) as held`;

function toPromo(r: Row): SingleUsePromo {
  return {
    id: r.id as string,
    code: r.code as string,
    percent: Number(r.percent),
    issuedTo: r.issued_to as string,
    note: (r.note as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    consumedBy: (r.consumed_by as string | null) ?? null,
    consumedAt: r.consumed_at ? new Date(r.consumed_at as string) : null,
    heldBy: r.held ? { orderId: r.reserved_by as string, userId: (r.holder_user_id as string | null) ?? null } : null,
  };
}

@injectable()
export class PromoKnexRepository implements PromoRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private withHolder() {
    const knex = this.db.executor();
    return knex('billing_promo_codes as p')
      .leftJoin('billing_orders as o', (j) => j.on('o.id', '=', 'p.reserved_by').andOnVal('o.status', '=', 'pending_payment'))
      .select(knex.raw(SELECT_WITH_HOLDER));
  }

  async findSingleUse(code: string): Promise<SingleUsePromo | null> {
    const row = (await this.withHolder().where('p.code', code).first()) as Row | undefined;
    return row ? toPromo(row) : null;
  }

  async reserve(promoId: string, orderId: string, userId: string): Promise<boolean> {
    const knex = this.db.executor();
    // Lock the code's row first: a racing reservation waits here, then reads the holder's state as committed.
    const row = (await knex('billing_promo_codes').where({ id: promoId }).forUpdate().first()) as Row | undefined;
    if (!row || row.consumed_by) return false;
    if (row.reserved_by && row.reserved_by !== orderId) {
      const holder = (await knex('billing_orders').where({ id: row.reserved_by, status: 'pending_payment' }).first('user_id')) as Row | undefined;
      if (holder && holder.user_id !== userId) return false;
    }
    await knex('billing_promo_codes').where({ id: promoId }).update({ reserved_by: orderId });
    return true;
  }

  async consume(promoId: string, orderId: string, at: Date): Promise<boolean> {
    return (await this.db.executor()('billing_promo_codes').where({ id: promoId }).whereNull('consumed_by').update({ consumed_by: orderId, consumed_at: at, reserved_by: orderId })) > 0;
  }

  async publicCodeUsedBy(code: string, userId: string): Promise<boolean> {
    return (await this.db.executor()('billing_promo_redemptions').where({ code, user_id: userId }).first('order_id')) !== undefined;
  }

  async recordPublicUse(code: string, userId: string, orderId: string, at: Date): Promise<boolean> {
    const rows = (await this.db.executor()('billing_promo_redemptions').insert({ code, user_id: userId, order_id: orderId, created_at: at }).onConflict().ignore().returning('order_id')) as Row[];
    return rows.length > 0;
  }

  async issue(promo: { id: string; code: string; percent: number; issuedTo: string; issuedBy: string; note: string | null; at: Date }): Promise<void> {
    await this.db.executor()('billing_promo_codes').insert({ id: promo.id, code: promo.code, percent: promo.percent, issued_to: promo.issuedTo, issued_by: promo.issuedBy, note: promo.note, created_at: promo.at });
  }

  async list(query: { limit: number; offset: number }): Promise<{ entries: SingleUsePromo[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.withHolder().orderBy('p.created_at', 'desc').limit(query.limit).offset(query.offset) as Promise<Row[]>,
      this.db.executor()('billing_promo_codes').count<{ count: string | number }[]>({ count: '*' }),
    ]);
    return { entries: rows.map(toPromo), total: Number(count[0]?.count ?? 0) };
  }
}
