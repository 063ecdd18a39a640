/**
 * Brute-force limits for sign-in (identity README, "Brute force"). Failures are counted per client address and per
 * account: the address limit slows one attacker trying many accounts, the account limit slows many
 * addresses trying one account. Only failures count, so people sharing an address (an office, a
 * university) do not lock each other out by signing in.
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failures before answers start to slow down: three typos cost nothing. */
const FREE_FAILURES = 3;
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/** 250 ms at the 4th failure, doubling each time, never more than 4 s. */
export function failureDelayMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1));
}

/** Forgot-password: per address 5 requests in 15 minutes; per account 3 mails an hour (an inbox is not a target). */
export const RESET_REQUEST_RATE = { perIp: { limit: 5, windowMs: 15 * 60 * 1000 }, perAccount: { limit: 3, windowMs: 60 * 60 * 1000 } } as const;
