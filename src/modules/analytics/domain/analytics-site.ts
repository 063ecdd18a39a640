/** A site whose owner embeds the tracking snippet (docs/product.md §5.9 "Site": name, url, addedAt, tracking code). */
export interface AnalyticsSite {
  id: string;
  userId: string;
  name: string;
  /** Normalised by site-url.ts. */
  url: string;
  /** Host without port or leading www., for recognising same-site referrers. */
  host: string;
  /** Per-site tracking on/off (analytics README, "Sites"): the tracker drops events of a site that is off. */
  trackingEnabled: boolean;
  /** Honour Do-Not-Track and Global Privacy Control (on by default, the owner may turn it off; analytics README, "Sites"). */
  respectDnt: boolean;
  /** How long raw events are kept before the nightly retention job removes them. */
  retentionDays: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface SiteSettingsPatch {
  name?: string;
  url?: string;
  host?: string;
  trackingEnabled?: boolean;
  respectDnt?: boolean;
}
