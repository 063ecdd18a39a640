import type { Exclusion, ExclusionType } from '../../domain/exclusion.js';

export interface NewExclusion {
  siteId: string;
  type: ExclusionType;
  value: string;
  label: string | null;
}

export interface ExclusionRepository {
  /** Oldest first. */
  listForSite(siteId: string): Promise<Exclusion[]>;
  /** Every exclusion of the given sites, oldest first (the tracker's cache refresh, the account export). */
  listForSites(siteIds: readonly string[]): Promise<Exclusion[]>;
  countForSite(siteId: string): Promise<number>;
  /** Null when the site already has this type and value (unique per site, type and value). */
  create(exclusion: NewExclusion): Promise<Exclusion | null>;
  /** False when the site has no such exclusion. */
  delete(siteId: string, id: string): Promise<boolean>;
  deleteForSites(siteIds: readonly string[]): Promise<number>;
}
