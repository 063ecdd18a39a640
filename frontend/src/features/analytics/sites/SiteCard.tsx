import { useIntl } from 'react-intl';
import type { AnalyticsSite } from '../analytics.api';
import { analyticsMessages as m } from '../analytics.messages';
import { Muted, SiteCardLink, TrackingBadge, Url } from '../analytics.styles';
import { siteLink } from './site-link';

/** One site of the list: a link to its view (keyboard and middle-click friendly), with what tells sites apart. */
export function SiteCard({ site }: { site: AnalyticsSite }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <SiteCardLink to={siteLink(site.id)} data-testid="analytics-site-card" data-site-id={site.id}>
      <h3>
        <bdi>{site.name}</bdi>
      </h3>
      <Url>{site.url}</Url>
      <Muted>{t(m.addedOn, { date: intl.formatDate(site.addedAt, { dateStyle: 'medium' }) })}</Muted>
      <TrackingBadge $tone={site.trackingEnabled ? 'on' : 'off'} data-testid="analytics-site-tracking">
        {t(site.trackingEnabled ? m.trackingOn : m.trackingOff)}
      </TrackingBadge>
    </SiteCardLink>
  );
}
