export interface SingleUsePromo {
  id: string;
  code: string;
  percent: number;
  issuedTo: string;
  note: string | null;
  createdAt: Date;
  consumedBy: string | null;
  consumedAt: Date | null;
  /** The pending order holding it, and whose it is; null when free. */
  heldBy: { orderId: string; userId: string | null } | null;
}

export interface PromoRepository {
  findSingleUse(code: string): Promise<SingleUsePromo | null>;
  /**
   * Holds the code for a pending order (inside the order's transaction): false when it is consumed or
   * held by another account's pending order. Racing reservations queue on the code's row.
   */
  reserve(promoId: string, orderId: string, userId: string): Promise<boolean>;
  /** Consumes it for a paid order; false when another order consumed it first. */
  consume(promoId: string, orderId: string, at: Date): Promise<boolean>;
  publicCodeUsedBy(code: string, userId: string): Promise<boolean>;
  /** The public code, once per account; false when the account had already used it. */
  recordPublicUse(code: string, userId: string, orderId: string, at: Date): Promise<boolean>;
  issue(promo: { id: string; code: string; percent: number; issuedTo: string; issuedBy: string; note: string | null; at: Date }): Promise<void>;
  list(query: { limit: number; offset: number }): Promise<{ entries: SingleUsePromo[]; total: number }>;
}
