/** Provider events already applied; recorded inside the transaction that applies one. */
export interface ProviderEventRepository {
  /** False when the event was recorded before (a replay). */
  record(event: { provider: string; id: string; type: string; orderId: string | null; at: Date }): Promise<boolean>;
}
