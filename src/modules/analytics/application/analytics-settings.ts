export interface AnalyticsSettings {
  /** TRACKER_PUBLIC_URL: origin written into tracking codes. */
  trackerPublicUrl: string;
}
