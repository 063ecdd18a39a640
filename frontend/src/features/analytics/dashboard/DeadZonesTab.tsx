import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { deadZoneColor, deadZoneTextColor } from './bands';
import { useReportArgs } from './dashboard-context';
import { DEAD_ZONE_BAND_RANGES, DEAD_ZONE_BANDS, type DeadZoneSection, type DeadZonesReport, type HeatmapDevice } from './dashboard-types';
import { useDeadZonesReportQuery } from './reports.api';
import { formatPercent } from './format';
import { PageDeviceSelect } from './PageDeviceSelect';
import { PageFrame } from './PageFrame';
import { DEAD_ZONE_BAND_EXPLANATIONS, DEAD_ZONE_BAND_LABELS, reportMessages as r } from './reports.messages';
import { ReportView } from './ReportView';
import { Muted, Pill, Segmented, Stack, Swatch, Table, TableWrap, Toolbar } from './ui';

type View = 'heatmap' | 'segments';

const LegendList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  li {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
  }
`;

const Band = styled.div<{ $top: number; $height: number; $fill: string }>`
  position: absolute;
  inset-inline: 0;
  top: ${({ $top }) => $top}%;
  height: ${({ $height }) => $height}%;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  padding-inline: 0.5rem;
  border-block-end: 1px dashed rgba(15, 23, 42, 0.35);
  background: ${({ $fill }) => $fill};
`;

const BandLabel = styled.span`
  padding-block: 0.1rem;
  padding-inline: 0.45rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(15, 23, 42, 0.78);
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
`;

const Bar = styled.span<{ $share: number; $fill: string }>`
  display: block;
  inline-size: 100%;
  min-inline-size: 6rem;
  block-size: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(to var(--end), ${({ $fill }) => $fill} ${({ $share }) => $share}%, transparent ${({ $share }) => $share}%),
    ${({ theme }) => theme.color.bgAlt};
  --end: right;

  [dir='rtl'] & {
    --end: left;
  }
`;

function Legend() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <section aria-labelledby="dead-zone-legend-title">
      <h3 id="dead-zone-legend-title">{t(r.legendTitle)}</h3>
      <LegendList data-testid="dead-zone-legend">
        {DEAD_ZONE_BANDS.map((band) => {
          const [min, max] = DEAD_ZONE_BAND_RANGES[band];
          return (
            <li key={band} data-band={band}>
              <Swatch $color={deadZoneColor(band)} />
              <span>
                <strong>{t(DEAD_ZONE_BAND_LABELS[band])}</strong> {t(DEAD_ZONE_BAND_EXPLANATIONS[band], { min, max })}
              </span>
            </li>
          );
        })}
      </LegendList>
    </section>
  );
}

function sectionName(intl: ReturnType<typeof useIntl>, section: DeadZoneSection): string {
  return intl.formatMessage(r.section, { from: formatPercent(intl, section.fromPercent), to: formatPercent(intl, section.toPercent) });
}

function Segments({ report }: { report: DeadZonesReport }) {
  const intl = useIntl();
  const theme = useTheme();
  const t = intl.formatMessage;
  return (
    <TableWrap>
      <Table data-testid="dead-zone-segments">
        <thead>
          <tr>
            <th scope="col">{t(r.colSection)}</th>
            <th scope="col">{t(r.colShare)}</th>
            <th scope="col" data-numeric>
              {t(r.colInteractions)}
            </th>
            <th scope="col">{t(r.colBand)}</th>
          </tr>
        </thead>
        <tbody>
          {report.sections.map((section) => (
            <tr key={section.index} data-testid="dead-zone-section" data-band={section.band ?? ''} data-share={section.interactionShare}>
              <th scope="row">{sectionName(intl, section)}</th>
              <td>
                <Bar $share={section.interactionShare} $fill={section.band ? deadZoneColor(section.band) : theme.color.border} aria-hidden="true" />
                {formatPercent(intl, section.interactionShare)}
              </td>
              <td data-numeric>{intl.formatNumber(section.interactions)}</td>
              <td>
                {section.band ? (
                  <Pill $color={deadZoneTextColor(theme, section.band)} title={section.coverage === null ? undefined : t(r.coverage, { coverage: section.coverage })}>
                    {t(DEAD_ZONE_BAND_LABELS[section.band])}
                  </Pill>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function Overlay({ report }: { report: DeadZonesReport }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div role="list" aria-label={t(r.deadViewHeatmap)} data-testid="dead-zone-overlay" style={{ position: 'absolute', inset: 0 }}>
      {report.sections.map((section) =>
        section.band ? (
          <Band
            key={section.index}
            role="listitem"
            $top={section.fromPercent}
            $height={section.toPercent - section.fromPercent}
            $fill={deadZoneColor(section.band, 0.32)}
            data-band={section.band}
            aria-label={`${sectionName(intl, section)}: ${t(r.sectionShare, { share: formatPercent(intl, section.interactionShare) })}, ${t(DEAD_ZONE_BAND_LABELS[section.band])}`}
          >
            <BandLabel aria-hidden="true">
              {formatPercent(intl, section.interactionShare)} · {t(DEAD_ZONE_BAND_LABELS[section.band])}
            </BandLabel>
          </Band>
        ) : null,
      )}
    </div>
  );
}

/** Interactions on a page to band: the server names no page when none had clicks in the period. */
const hasInteractions = (report: DeadZonesReport): report is DeadZonesReport & { path: string } => report.totalInteractions > 0 && report.path !== null;

/** Dead zones (docs/product.md §5.9, §12.17, bands §13.1): page sections by share of interactions, over the page or as a list, banded. */
export function DeadZonesTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const [path, setPath] = useState<string | null>(null);
  const [device, setDevice] = useState<HeatmapDevice>('all');
  const [view, setView] = useState<View>('heatmap');
  const state = useDeadZonesReportQuery({ ...args, path, device }, options);
  const shownPath = state.data?.path ?? path;

  return (
    <Stack>
      <Toolbar>
        <PageDeviceSelect pages={state.data?.pages ?? []} path={shownPath} device={device} onPath={setPath} onDevice={setDevice} testId="dead-zones" />
        <Segmented
          legend={t(r.deadViewLabel)}
          options={[
            { key: 'heatmap', label: t(r.deadViewHeatmap) },
            { key: 'segments', label: t(r.deadViewSegments) },
          ]}
          value={view}
          onChange={setView}
          testId="dead-zones-view"
        />
      </Toolbar>
      <ReportView state={state} testId="dead-zones" hasData={hasInteractions} empty={{ title: t(r.noInteractions), testId: 'dead-zones-empty' }}>
        {(report) => (
          <Stack>
            <Muted>{t(r.deadIntro, { count: report.totalInteractions })}</Muted>
            <Legend />
            {view === 'heatmap' ? (
              <PageFrame path={report.path} device={device} testId="dead-zone-frame">
                {() => <Overlay report={report} />}
              </PageFrame>
            ) : (
              <Segments report={report} />
            )}
            {report.ignored > 0 ? <Muted>{t(r.ignored, { count: report.ignored })}</Muted> : null}
          </Stack>
        )}
      </ReportView>
    </Stack>
  );
}
