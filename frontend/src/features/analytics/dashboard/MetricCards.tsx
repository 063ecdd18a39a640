import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OverviewReport } from './dashboard-types';
import { dashboardMessages as m } from './dashboard.messages';
import { formatDuration, formatPercent, shareOf } from './format';
import { InfoTip, Ltr, VisuallyHidden } from './ui';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr));
  gap: 0.75rem;
  margin: 0;
`;

const Metric = styled.div`
  display: grid;
  align-content: start;
  gap: 0.35rem;
  padding-block: 0.9rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  dt {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const Value = styled.span`
  display: block;
  font-size: 1.625rem;
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Sub = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const ActivePages = styled.section`
  margin-block-start: 0.75rem;
  padding-block: 0.9rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h3 {
    font-size: 1rem;
    margin-block-end: 0.5rem;
  }

  ol {
    display: grid;
    gap: 0.3rem;
    margin: 0;
    padding-inline-start: 1.25rem;
  }

  li::marker {
    color: ${({ theme }) => theme.color.textMuted};
  }

  li > span:last-child {
    float: inline-end;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

function Card({ name, label, info, value, sub }: { name: string; label: string; info: string; value: string; sub?: ReactNode }) {
  const intl = useIntl();
  return (
    <Metric data-metric={name}>
      <dt>
        <span>{label}</span>
        <InfoTip label={intl.formatMessage(m.metricInfo, { metric: label })} text={info} testId={`metric-info-${name}`} />
      </dt>
      <dd>
        <Value data-testid={`metric-${name}`}>{value}</Value>
        {sub ? <Sub data-testid={`metric-${name}-sub`}>{sub}</Sub> : null}
      </dd>
    </Metric>
  );
}

/** The overview metrics of docs/product.md §5.9, each with what it means behind an info button. */
export function MetricCards({ report }: { report: OverviewReport }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (value: number) => intl.formatNumber(value);
  return (
    <section aria-labelledby="analytics-metrics-title" data-testid="metric-cards">
      <VisuallyHidden as="h2" id="analytics-metrics-title">
        {t(m.metricsLabel)}
      </VisuallyHidden>
      <Grid>
        <Card name="visitors" label={t(m.visitors)} info={t(m.visitorsInfo)} value={n(report.totalVisitors)} sub={t(m.sessionsCount, { count: report.sessions })} />
        <Card name="pageViews" label={t(m.pageViews)} info={t(m.pageViewsInfo)} value={n(report.totalPageViews)} />
        <Card name="avgDuration" label={t(m.avgDuration)} info={t(m.avgDurationInfo)} value={formatDuration(intl, report.avgSessionDuration)} />
        <Card
          name="bounceRate"
          label={t(m.bounceRate)}
          info={t(m.bounceRateInfo)}
          value={formatPercent(intl, report.bounceRate)}
          sub={t(m.bounceCount, { count: report.bounceCount })}
        />
        <Card
          name="frustrated"
          label={t(m.frustrated)}
          info={t(m.frustratedInfo)}
          value={n(report.frustratedSessions)}
          sub={t(m.frustratedShare, { share: formatPercent(intl, shareOf(report.frustratedSessions, report.sessions)) })}
        />
        <Card name="conversion" label={t(m.conversion)} info={t(m.conversionInfo)} value={formatPercent(intl, report.conversionRate)} />
      </Grid>
      {report.topPages && report.topPages.length > 0 ? (
        <ActivePages aria-labelledby="analytics-active-pages" data-testid="realtime-pages">
          <h3 id="analytics-active-pages">{t(m.activePages)}</h3>
          <ol>
            {report.topPages.map((page) => (
              <li key={page.path} data-path={page.path}>
                <Ltr>{page.path}</Ltr>
                <span>{n(page.pageViews)}</span>
              </li>
            ))}
          </ol>
        </ActivePages>
      ) : null}
    </section>
  );
}
