import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { Button } from '../../../shared/ui/Button';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { Banner } from '../../../shared/ui/form';
import { Icon } from '../../../shared/ui/Icon';
import { panelId, tabId, TabList, TabPanel } from '../../../shared/ui/Tabs';
import { errorCodeOf } from '../analytics-errors';
import { useGetSiteQuery } from '../analytics.api';
import { analyticsMessages as m, PRODUCT } from '../analytics.messages';
import { Card, Muted, PageHeader, Row, TrackingBadge, VisuallyHidden } from '../analytics.styles';
import { Eyebrow } from '../../../shared/ui/Eyebrow';
import { SiteDashboard } from '../dashboard/SiteDashboard';
import { DataManagement } from '../manage/DataManagement';
import { manageMessages } from '../manage/manage.messages';
import { useNotify } from '../Notices';
import { isSiteView, SITE_VIEWS, VIEW_PARAM, type SiteViewKey } from '../sites/site-link';
import { SiteSettings } from './SiteSettings';
import { TrackingCodePanel } from './TrackingCodePanel';
import { isolate } from '../bidi';

const TAB_LABELS = { dashboard: m.tabDashboard, tracking: m.tabTracking, settings: m.tabSettings, data: m.tabData } as const;

const SiteLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  justify-self: start;
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

/** One site (`?site=ID`): its header, then the dashboard, tracking code, settings and data management as tabs (`&view=`). */
export function SiteView({ siteId }: { siteId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const idBase = useId();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const viewParam = params.get(VIEW_PARAM);
  const view: SiteViewKey = isSiteView(viewParam) ? viewParam : 'dashboard';
  const query = useGetSiteQuery(siteId, { refetchOnMountOrArgChange: true });
  const site = query.data?.id === siteId ? query.data : undefined;
  // Panels mount when first shown and stay mounted: the dashboard keeps its range and tab across switches.
  const [shown, setShown] = useState<ReadonlySet<SiteViewKey>>(() => new Set([view]));

  useEffect(() => {
    setShown((current) => (current.has(view) ? current : new Set(current).add(view)));
  }, [view]);

  useDocumentTitle(site ? t(m.siteDocumentTitle, { site: site.name, product: PRODUCT }) : t(m.documentTitle, { product: PRODUCT }));

  const select = (key: SiteViewKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'dashboard') next.delete(VIEW_PARAM);
        else next.set(VIEW_PARAM, key);
        return next;
      },
      { replace: true },
    );

  const back = (
    <ButtonLink to={{ search: '' }} $variant="ghost" $size="md" data-testid="analytics-back">
      <Icon name="arrowBack" size={18} directional />
      {t(m.backToSites)}
    </ButtonLink>
  );

  if (!site) {
    const notFound = errorCodeOf(query.error) === 'ANALYTICS_SITE_NOT_FOUND';
    return (
      <>
        <div>{back}</div>
        {query.isError ? (
          <Card role="alert" data-testid={notFound ? 'analytics-site-not-found' : 'analytics-fetch-error'}>
            <Banner $tone="danger">{t(notFound ? m.siteNotFound : m.fetchFailed)}</Banner>
            {notFound ? null : (
              <div>
                <Button type="button" $variant="secondary" $size="md" onClick={() => void query.refetch()} aria-busy={query.isFetching}>
                  {t(m.retry)}
                </Button>
              </div>
            )}
          </Card>
        ) : (
          <Card aria-busy="true" data-testid="analytics-loading">
            <Muted>{t(m.loading)}</Muted>
          </Card>
        )}
      </>
    );
  }

  const onSiteDeleted = (name: string) => {
    notify('success', t(manageMessages.siteDeleted, { name: isolate(name) }));
    navigate({ search: '' }, { replace: true });
  };

  return (
    <>
      <div>{back}</div>
      <PageHeader data-testid="analytics-site-header">
        <Eyebrow $variant="caps">{PRODUCT}</Eyebrow>
        {/* bdi: the name keeps its own direction, the heading the page's alignment. */}
        <h1>
          <bdi>{site.name}</bdi>
        </h1>
        <Row>
          <SiteLink href={site.url} target="_blank" rel="noopener noreferrer">
            {site.url}
            <Icon name="arrow" size={16} />
            <VisuallyHidden>{t(m.visitSite)}</VisuallyHidden>
          </SiteLink>
          <TrackingBadge $tone={site.trackingEnabled ? 'on' : 'off'} data-testid="analytics-site-tracking">
            {t(site.trackingEnabled ? m.trackingOn : m.trackingOff)}
          </TrackingBadge>
        </Row>
      </PageHeader>
      {site.trackingEnabled ? null : <Banner $tone="info">{t(m.trackingOffNotice)}</Banner>}
      <div>
        <TabList
          idBase={idBase}
          label={t(m.sectionsLabel)}
          tabs={SITE_VIEWS.map((key) => ({ key, label: t(TAB_LABELS[key]) }))}
          selected={view}
          onSelect={select}
          testId="analytics-site-tabs"
          keepSelectedInView
        />
        {SITE_VIEWS.map((key) => (
          <TabPanel key={key} role="tabpanel" id={panelId(idBase, key)} aria-labelledby={tabId(idBase, key)} hidden={key !== view} tabIndex={0} data-testid={`analytics-panel-${key}`}>
            {shown.has(key) ? (
              <>
                {key === 'dashboard' ? <SiteDashboard siteId={site.id} siteName={site.name} siteUrl={site.url} /> : null}
                {key === 'tracking' ? <TrackingCodePanel site={site} /> : null}
                {key === 'settings' ? <SiteSettings key={site.id} site={site} /> : null}
                {key === 'data' ? <DataManagement site={site} onSiteDeleted={onSiteDeleted} /> : null}
              </>
            ) : null}
          </TabPanel>
        ))}
      </div>
    </>
  );
}
