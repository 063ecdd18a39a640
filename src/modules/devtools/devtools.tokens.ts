/** Symbol tokens for the devtools module's ports (use cases and adapters bind their class as token). */
export const DEVTOOLS = {
  /** WebFetcher: user-given addresses through the outbound guard, with the `outbound` config's policy. */
  WebFetcher: Symbol.for('devtools.WebFetcher'),
  /** The TargetPolicy of every fetch: targetPolicyOf(config.outbound), never from a request. */
  TargetPolicy: Symbol.for('devtools.TargetPolicy'),
  /** API testing hub: HttpSender (TimedHttpSender through the outbound guard). */
  HttpSender: Symbol.for('devtools.HttpSender'),
  EnvironmentRepository: Symbol.for('devtools.EnvironmentRepository'),
  CollectionRepository: Symbol.for('devtools.CollectionRepository'),
  HttpHistoryRepository: Symbol.for('devtools.HttpHistoryRepository'),
  /** SecretBox of environment secrets (scope `devtools`, label `environment secret`). */
  EnvironmentSecretBox: Symbol.for('devtools.EnvironmentSecretBox'),
  /** Responsive testing: ResponsiveRunRepository (runs and their screenshots, PostgreSQL). */
  ResponsiveRunRepository: Symbol.for('devtools.ResponsiveRunRepository'),
  /** Responsive testing: ResponsiveRenderer (the worker's Chromium through the outbound guard). */
  ResponsiveRenderer: Symbol.for('devtools.ResponsiveRenderer'),
  /** Responsive testing: ShotComposer (the side-by-side PNG and the PDF, sharp). */
  ShotComposer: Symbol.for('devtools.ShotComposer'),
} as const;
