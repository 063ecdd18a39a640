import type { AnalyticsSite, SiteSettingsPatch } from '../../domain/analytics-site.js';

export interface NewAnalyticsSite {
  userId: string;
  name: string;
  url: string;
  host: string;
}

export interface SiteRepository {
  create(site: NewAnalyticsSite): Promise<AnalyticsSite>;
  find(id: string): Promise<AnalyticsSite | null>;
  /** Oldest first, so the list keeps its order as sites are added. */
  listForUser(userId: string): Promise<AnalyticsSite[]>;
  /** Null when the site no longer exists. */
  update(id: string, patch: SiteSettingsPatch, at: Date): Promise<AnalyticsSite | null>;
  delete(id: string): Promise<boolean>;
  deleteForUser(userId: string): Promise<number>;
}
