/** The payment fields of an account, written by the billing module through AccountPlans. */
export interface AccountPlanRepository {
  /** Only the fields given change; false when no account has that id. */
  setPaymentState(id: string, state: { isBuying?: boolean; paymentStatus?: string }, at: Date): Promise<boolean>;
}
