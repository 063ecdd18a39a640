export interface AnalyticsSettings {
  /** TRACKER_PUBLIC_URL: origin written into tracking codes. */
  trackerPublicUrl: string;
  /** ALLOW_PRIVATE_TARGETS (the outbound config): sites may have loopback and private addresses (site-host-rule.ts). */
  allowPrivateTargets: boolean;
}
