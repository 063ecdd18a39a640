/** Symbol tokens for the devtools module's ports (use cases and adapters bind their class as token). */
export const DEVTOOLS = {
  /** WebFetcher: user-given addresses through the outbound guard, with the `outbound` config's policy. */
  WebFetcher: Symbol.for('devtools.WebFetcher'),
  /** The TargetPolicy of every fetch: targetPolicyOf(config.outbound), never from a request. */
  TargetPolicy: Symbol.for('devtools.TargetPolicy'),
} as const;
