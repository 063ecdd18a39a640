export const ANALYTICS = {
  Settings: Symbol.for('analytics.Settings'),
  SiteRepository: Symbol.for('analytics.SiteRepository'),
  AddSite: Symbol.for('analytics.AddSite'),
  ListSites: Symbol.for('analytics.ListSites'),
  GetSite: Symbol.for('analytics.GetSite'),
  UpdateSite: Symbol.for('analytics.UpdateSite'),
  DeleteSite: Symbol.for('analytics.DeleteSite'),
  /** AnalyticsLiveStore (application/ports/live-store.port.ts). */
  LiveStore: Symbol.for('analytics.LiveStore'),
} as const;
