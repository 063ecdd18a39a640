/** The page's address state: `?site=ID` opens a site (a reload keeps it), `&view=` one of its sections. */
export const SITE_PARAM = 'site';
export const VIEW_PARAM = 'view';

export const SITE_VIEWS = ['dashboard', 'tracking', 'settings', 'data'] as const;
export type SiteViewKey = (typeof SITE_VIEWS)[number];

export const isSiteView = (value: string | null): value is SiteViewKey => (SITE_VIEWS as readonly string[]).includes(value ?? '');

/** A relative link to a site (and section) of the current page; the dashboard section needs no parameter. */
export function siteLink(siteId: string, view: SiteViewKey = 'dashboard'): string {
  const params = new URLSearchParams({ [SITE_PARAM]: siteId });
  if (view !== 'dashboard') params.set(VIEW_PARAM, view);
  return `?${params.toString()}`;
}
