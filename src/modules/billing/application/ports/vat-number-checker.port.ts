/** The answer of VIES (or its stand-in) about one VAT number. */
export interface VatNumberVerdict {
  status: 'valid' | 'invalid' | 'unavailable';
  name: string | null;
  address: string | null;
  requestId: string | null;
  checkedAt: Date;
}

export interface VatNumberChecker {
  /** `prefix` as VIES writes it (EL for Greece); never throws: a failure is `unavailable`. */
  check(prefix: string, number: string): Promise<VatNumberVerdict>;
}

/** VIES answers kept for a day (billing README, "VAT"): valid and invalid only, never `unavailable`. */
export interface VatCheckCache {
  find(prefix: string, number: string, since: Date): Promise<VatNumberVerdict | null>;
  store(prefix: string, number: string, verdict: VatNumberVerdict): Promise<void>;
}
