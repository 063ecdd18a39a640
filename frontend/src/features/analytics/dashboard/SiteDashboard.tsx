import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { panelId, tabId, TabList, TabPanel } from '../../../shared/ui/Tabs';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { DashboardContext, type DashboardContextValue } from './dashboard-context';
import { REALTIME_MINUTES, REALTIME_REFRESH_MS } from './dashboard-types';
import { invalidateReports, useOverviewQuery } from './reports.api';
import { dashboardMessages as m } from './dashboard.messages';
import { DeadZonesTab } from './DeadZonesTab';
import { DevicesTab } from './DevicesTab';
import { EngagementTab } from './EngagementTab';
import { ErrorsTab } from './ErrorsTab';
import { FlowsTab } from './FlowsTab';
import { formMessages } from './forms.messages';
import { FormsTab } from './FormsTab';
import { GeographyTab } from './GeographyTab';
import { HeatmapTab } from './HeatmapTab';
import { InteractionsTab } from './InteractionsTab';
import { MetricCards } from './MetricCards';
import { PagesTab } from './PagesTab';
import { RangePicker } from './RangePicker';
import { rangeKey, type RangeSelection } from './range';
import { SourcesTab } from './SourcesTab';
import { UsageBanner } from './UsageBanner';
import { EmptyState, ReportView, Skeleton } from './ReportView';
import { Stack, Toolbar } from './ui';
import { VisitsChart } from './VisitsChart';

export interface SiteDashboardProps {
  siteId: string;
  siteName: string;
  siteUrl: string;
}

const TABS = ['pages', 'geography', 'sources', 'devices', 'errors', 'interactions', 'forms', 'engagement', 'flows', 'heatmap', 'deadZones'] as const;
type TabKey = (typeof TABS)[number];

const TAB_LABELS = {
  pages: m.tabPages,
  geography: m.tabGeography,
  sources: m.tabSources,
  devices: m.tabDevices,
  errors: m.tabErrors,
  interactions: m.tabInteractions,
  forms: formMessages.tab,
  engagement: m.tabEngagement,
  flows: m.tabFlows,
  heatmap: m.tabHeatmap,
  deadZones: m.tabDeadZones,
} as const;

const PANELS: Record<TabKey, () => ReactNode> = {
  pages: () => <PagesTab />,
  geography: () => <GeographyTab />,
  sources: () => <SourcesTab />,
  devices: () => <DevicesTab />,
  errors: () => <ErrorsTab />,
  interactions: () => <InteractionsTab />,
  forms: () => <FormsTab />,
  engagement: () => <EngagementTab />,
  flows: () => <FlowsTab />,
  heatmap: () => <HeatmapTab />,
  deadZones: () => <DeadZonesTab />,
};

const Controls = styled(Toolbar)`
  justify-content: space-between;
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(220, 38, 38, 0.55); }
  70% { box-shadow: 0 0 0 0.55rem rgba(220, 38, 38, 0); }
  100% { box-shadow: 0 0 0 0 rgba(220, 38, 38, 0); }
`;

const LiveBadge = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;

  strong {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    padding-block: 0.15rem;
    padding-inline: 0.6rem;
    border: 1px solid ${({ theme }) => theme.color.danger};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.danger};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  strong::before {
    content: '';
    inline-size: 0.55rem;
    block-size: 0.55rem;
    border-radius: 50%;
    background: #dc2626;
    animation: ${pulse} 1.6s ease-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    strong::before {
      animation: none;
    }
  }
`;

/**
 * Always rendered (a live region must exist before its news arrive); while empty it is taken out of the
 * layout's flow, so it adds no gap, yet stays in the accessibility tree.
 */
const LiveRegion = styled.div`
  &:empty {
    position: absolute;
  }
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.color.success};
  font-weight: 600;
  min-block-size: 1.5rem;
`;

const WindowLine = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

/**
 * One site's analytics (docs/product.md §12.17): the period picker, refresh and live indicator, the §5.9
 * metric cards, the visits chart and the report tabs. Every report of the chosen period loads with
 * its tab; in realtime each is asked for again every REALTIME_REFRESH_MS while shown.
 */
export function SiteDashboard({ siteId, siteName, siteUrl }: SiteDashboardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const idBase = useId();
  const [selection, setSelection] = useState<RangeSelection>({ range: '7d' });
  const [tab, setTab] = useState<TabKey>('pages');
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null);
  const [refreshRequested, setRefreshRequested] = useState<number | null>(null);
  const live = selection.range === 'realtime';
  const pollingInterval = live ? REALTIME_REFRESH_MS : 0;

  const context = useMemo<DashboardContextValue>(() => ({ siteId, siteName, siteUrl, selection, pollingInterval }), [siteId, siteName, siteUrl, selection, pollingInterval]);
  const overview = useOverviewQuery({ siteId, selection }, { pollingInterval });

  // "Data refreshed" once the overview asked for after the click has arrived; a failure shows the error block instead.
  const fulfilled = overview.fulfilledTimeStamp ?? 0;
  useEffect(() => {
    if (refreshRequested !== null && !overview.isFetching && fulfilled >= refreshRequested) {
      setRefreshedAt(fulfilled);
      setRefreshRequested(null);
    } else if (refreshRequested !== null && !overview.isFetching && overview.isError) {
      setRefreshRequested(null);
    }
  }, [refreshRequested, overview.isFetching, overview.isError, fulfilled]);

  // The notice belongs to the refresh that produced it; changing the period makes it stale.
  const shownKey = useRef(rangeKey(selection));
  useEffect(() => {
    if (shownKey.current !== rangeKey(selection)) {
      shownKey.current = rangeKey(selection);
      setRefreshedAt(null);
    }
  }, [selection]);

  const refresh = () => {
    setRefreshedAt(null);
    setRefreshRequested(Date.now());
    dispatch(invalidateReports(siteId));
  };

  const window = overview.data?.window;
  const formatInstant = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <DashboardContext.Provider value={context}>
      <Stack as="section" aria-label={t(m.regionLabel, { site: siteName })} data-testid="site-dashboard" data-site={siteId}>
        <UsageBanner siteId={siteId} />
        <Controls>
          <RangePicker selection={selection} onChange={setSelection} />
          <Side>
            <Button type="button" $variant="secondary" $size="md" onClick={refresh} disabled={refreshRequested !== null} aria-busy={refreshRequested !== null} data-testid="dashboard-refresh">
              <Icon name="refresh" size={18} />
              {t(m.refresh)}
            </Button>
          </Side>
        </Controls>
        <LiveRegion aria-live="polite">
          {live ? (
            <LiveBadge data-testid="live-indicator">
              <strong>{t(m.live)}</strong>
              <span>
                {t(m.liveNote, {
                  minutes: REALTIME_MINUTES,
                  seconds: REALTIME_REFRESH_MS / 1000,
                  time: intl.formatTime(overview.fulfilledTimeStamp ?? Date.now(), { timeStyle: 'medium' }),
                })}
              </span>
            </LiveBadge>
          ) : null}
          {refreshedAt !== null ? <Notice data-testid="dashboard-refreshed">{t(m.refreshed)}</Notice> : null}
        </LiveRegion>
        {window && !live ? <WindowLine data-testid="dashboard-window">{t(m.windowShown, { from: formatInstant(window.from), to: formatInstant(window.to) })}</WindowLine> : null}
        <ReportView state={overview} skeleton={<Skeleton lines={3} height="4.5rem" testId="overview-loading" />} testId="overview">
          {(report) => (
            <>
              <MetricCards report={report} />
              {report.sessions === 0 && report.totalPageViews === 0 ? <EmptyState testId="overview-empty" /> : <VisitsChart report={report} />}
            </>
          )}
        </ReportView>
        <div>
          <TabList idBase={idBase} label={t(m.tabsLabel)} tabs={TABS.map((key) => ({ key, label: t(TAB_LABELS[key]) }))} selected={tab} onSelect={setTab} testId="dashboard-tabs" />
          <TabPanel role="tabpanel" id={panelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} tabIndex={0} data-testid={`panel-${tab}`}>
            {PANELS[tab]()}
          </TabPanel>
        </div>
      </Stack>
    </DashboardContext.Provider>
  );
}
