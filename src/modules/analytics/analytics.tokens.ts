/**
 * Tokens of the analytics module's ports and settings objects. Use cases and adapters are bound with
 * their class as token (analytics.module.ts).
 */
export const ANALYTICS = {
  /** AnalyticsSettings (application/analytics-settings.ts). */
  Settings: Symbol.for('analytics.Settings'),
  SiteRepository: Symbol.for('analytics.SiteRepository'),
  /** AnalyticsLiveStore (application/ports/live-store.port.ts). */
  LiveStore: Symbol.for('analytics.LiveStore'),
  ExclusionRepository: Symbol.for('analytics.ExclusionRepository'),
  /** TrackerSettings (application/tracker-settings.ts): the intake's configuration and tuning. */
  TrackerSettings: Symbol.for('analytics.TrackerSettings'),
  UserAgentReader: Symbol.for('analytics.UserAgentReader'),
  GeoLocator: Symbol.for('analytics.GeoLocator'),
  /** AcceptedEventSink (application/ingest/ingest-batch.use-case.ts): where the tracker's accepted requests go. */
  AcceptedEventSink: Symbol.for('analytics.AcceptedEventSink'),
  EventWriter: Symbol.for('analytics.EventWriter'),
  /** AnalyticsDataSettings (application/data-settings.ts). */
  DataSettings: Symbol.for('analytics.DataSettings'),
  SiteDataStore: Symbol.for('analytics.SiteDataStore'),
  DataJobRepository: Symbol.for('analytics.DataJobRepository'),
  ExportFileStore: Symbol.for('analytics.ExportFileStore'),
  PurgeChallengeSigner: Symbol.for('analytics.PurgeChallengeSigner'),
  /** RandomSource (domain/site.ts): the purge question's numbers. */
  Random: Symbol.for('analytics.Random'),
  SystemSiteStore: Symbol.for('analytics.SystemSiteStore'),
  PageScreenshotter: Symbol.for('analytics.PageScreenshotter'),
  /** RollupCompactor (application/ports/rollup-compactor.port.ts). */
  RollupCompactor: Symbol.for('analytics.RollupCompactor'),
  /** ReportQueries (application/reports/report-queries.port.ts): the dashboard's reads. */
  ReportQueries: Symbol.for('analytics.ReportQueries'),
  /** OwnerPlans (application/ports/owner-plans.port.ts): the site owner's paid plans, from identity. */
  OwnerPlans: Symbol.for('analytics.OwnerPlans'),
  /**
   * The ClickHouse client (@clickhouse/client) of the ClickHouse analytics store; bound only when CLICKHOUSE_URL
   * is set (analytics README, "ClickHouse").
   */
  ClickHouse: Symbol.for('analytics.ClickHouse'),
  /** AllowanceSettings (application/usage/allowance-settings.ts): the monthly event allowance by plan. */
  AllowanceSettings: Symbol.for('analytics.AllowanceSettings'),
} as const;
