import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { Button } from '../../../shared/ui/Button';
import { Banner } from '../../../shared/ui/form';
import { Icon } from '../../../shared/ui/Icon';
import { useListSitesQuery, type AnalyticsSite } from '../analytics.api';
import { analyticsMessages as m, PRODUCT } from '../analytics.messages';
import { BenefitGrid, Card, CardGrid, Columns, Muted, PageHeader, Row, TipList } from '../analytics.styles';
import { Eyebrow } from '../../../shared/ui/Eyebrow';
import { useNotify } from '../Notices';
import { AddSiteForm } from './AddSiteForm';
import { SiteCard } from './SiteCard';
import { siteLink } from './site-link';
import { welcomeFor } from './welcome';
import { isolate } from '../bidi';

function EmptyWelcome() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const benefits = [
    { icon: 'lock', title: m.benefitCookiesTitle, body: m.benefitCookiesBody },
    { icon: 'gauge', title: m.benefitSnippetTitle, body: m.benefitSnippetBody },
    { icon: 'pointer', title: m.benefitHeatmapsTitle, body: m.benefitHeatmapsBody },
  ] as const;
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="analytics-welcome" data-variant="empty">
      <div>
        <h2 id={`${id}-title`}>{t(m.welcomeEmptyTitle, { product: PRODUCT })}</h2>
        <Muted>{t(m.welcomeEmptyLead)}</Muted>
      </div>
      <BenefitGrid>
        {benefits.map(({ icon, title, body }) => (
          <li key={icon}>
            <Icon name={icon} size={26} />
            <h3>{t(title)}</h3>
            <p>{t(body)}</p>
          </li>
        ))}
      </BenefitGrid>
    </Card>
  );
}

function FewSitesTips() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="analytics-welcome" data-variant="few">
      <h2 id={`${id}-title`}>{t(m.welcomeFewTitle, { product: PRODUCT })}</h2>
      <TipList>
        <li>{t(m.tipInstall)}</li>
        <li>{t(m.tipExclude)}</li>
        <li>{t(m.tipHeatmap)}</li>
        <li>{t(m.tipMore)}</li>
      </TipList>
    </Card>
  );
}

const ListSection = styled.section`
  display: grid;
  gap: 0.75rem;

  h2 {
    font-size: 1.25rem;
  }
`;

function SiteList({ sites }: { sites: readonly AnalyticsSite[] }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  return (
    <ListSection aria-labelledby={`${id}-title`} data-testid="analytics-site-list">
      <Row>
        <h2 id={`${id}-title`}>{t(m.listTitle)}</h2>
        <Muted>{t(m.listCount, { count: sites.length })}</Muted>
      </Row>
      <CardGrid>
        {sites.map((site) => (
          <li key={site.id}>
            <SiteCard site={site} />
          </li>
        ))}
      </CardGrid>
    </ListSection>
  );
}

/** The page without a site chosen: welcome state, the owner's sites, and the add-site form. */
export function SitesOverview() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const notify = useNotify();
  const sites = useListSitesQuery(undefined, { refetchOnMountOrArgChange: true });
  useDocumentTitle(t(m.documentTitle, { product: PRODUCT }));

  const onAdded = (site: AnalyticsSite) => {
    notify('success', t(m.siteAdded, { name: isolate(site.name) }));
    // The next thing to do with a new site is installing its code.
    navigate(siteLink(site.id, 'tracking'));
  };

  const header = (
    <PageHeader>
      <Eyebrow $variant="caps">{PRODUCT}</Eyebrow>
      <h1>{t(m.title)}</h1>
      <p>{t(m.lead)}</p>
    </PageHeader>
  );

  if (sites.isLoading) {
    return (
      <>
        {header}
        <Card aria-busy="true" data-testid="analytics-loading">
          <Muted>{t(m.loading)}</Muted>
        </Card>
      </>
    );
  }

  if (!sites.data) {
    return (
      <>
        {header}
        <Card role="alert" data-testid="analytics-fetch-error">
          <Banner $tone="danger">{t(m.fetchFailed)}</Banner>
          <div>
            <Button type="button" $variant="secondary" $size="md" onClick={() => void sites.refetch()} aria-busy={sites.isFetching}>
              {t(m.retry)}
            </Button>
          </div>
        </Card>
      </>
    );
  }

  const list = sites.data;
  const welcome = welcomeFor(list.length);
  return (
    <>
      {header}
      {welcome === 'empty' ? (
        <>
          <EmptyWelcome />
          <AddSiteForm onAdded={onAdded} />
        </>
      ) : (
        <>
          <SiteList sites={list} />
          {welcome === 'few' ? (
            <Columns>
              <AddSiteForm onAdded={onAdded} />
              <FewSitesTips />
            </Columns>
          ) : (
            <AddSiteForm onAdded={onAdded} />
          )}
        </>
      )}
    </>
  );
}
