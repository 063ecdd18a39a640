import { useSearchParams } from 'react-router-dom';
import { PageFrame } from './analytics.styles';
import { NoticeProvider } from './Notices';
import { SiteView } from './site/SiteView';
import { SITE_PARAM } from './sites/site-link';
import { SitesOverview } from './sites/SitesOverview';

/**
 * `/{lang}/stacklens-analytics` (docs/product.md §12.17 site analytics, premium by §4.2): the owner's sites with the welcome
 * states and the add form, or one site (`?site=ID`) with its dashboard, tracking code, settings and
 * data management.
 */
export function AnalyticsPage() {
  const [params] = useSearchParams();
  const siteId = params.get(SITE_PARAM);
  return (
    <NoticeProvider>
      <PageFrame data-testid="analytics-page" data-view={siteId ? 'site' : 'sites'}>
        {siteId ? <SiteView key={siteId} siteId={siteId} /> : <SitesOverview />}
      </PageFrame>
    </NoticeProvider>
  );
}
