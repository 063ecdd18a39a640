export interface AnalyticsDataSettings {
  selfAnalytics: {
    /** SELF_ANALYTICS */
    enabled: boolean;
    /** SELF_ANALYTICS_SITE_ID */
    siteId: string | null;
    /** PUBLIC_URL: the built-in site's URL. */
    publicUrl: string;
    /** TRACKER_PUBLIC_URL: where StackLens's own pages load the snippet from. */
    trackerPublicUrl: string;
  };
}
