/** What the connection tests read of the configuration (bound from AppConfig in the module's wiring). */
export interface ConnectionTestSettings {
  /** ALLOW_PRIVATE_TARGETS: loopback and private hosts may be reached (tests, local development). */
  allowPrivateTargets: boolean;
  /** Outside production: a refused host's answer names ALLOW_PRIVATE_TARGETS, the setting that would let it through. */
  nameSettingInRefusals: boolean;
}

/**
 * Each test opens a TCP connection to a host the user typed: limited per user so the tool cannot be
 * used to sweep ports or hammer a server, and loose enough for someone fixing a typo several times.
 */
export const CONNECTION_TEST_RATE = { limit: 20, windowMs: 10 * 60_000 } as const;
