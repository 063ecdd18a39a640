import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useReportArgs } from './dashboard-context';
import type { HeatmapDevice, HeatmapReport } from './dashboard-types';
import { useHeatmapReportQuery } from './reports.api';
import { ltrIsolate } from './format';
import { drawHeatmap, HEAT_LEGEND } from './heatmap-draw';
import { PageDeviceSelect } from './PageDeviceSelect';
import { PageFrame } from './PageFrame';
import { reportMessages as r } from './reports.messages';
import { ReportView } from './ReportView';
import { Muted, Stack } from './ui';

const Canvas = styled.canvas`
  position: absolute;
  inset-block-start: 0;
  left: 0;
  pointer-events: none;
`;

const Legend = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};

  span[aria-hidden] {
    inline-size: 10rem;
    block-size: 0.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${HEAT_LEGEND};
    /* The ramp runs from few to many in reading order. */
    [dir='rtl'] & {
      transform: scaleX(-1);
    }
  }
`;

function HeatCanvas({ report, width, height }: { report: HeatmapReport; width: number; height: number }) {
  const intl = useIntl();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (canvas.current) setDrawn(drawHeatmap(canvas.current, report.points, width, height, { width: report.cellWidth, height: report.cellHeight }));
  }, [report.points, report.cellWidth, report.cellHeight, width, height]);
  return (
    <Canvas
      ref={canvas}
      role="img"
      aria-label={intl.formatMessage(r.heatmapCanvas, { path: ltrIsolate(report.path ?? ''), count: report.totalClicks, spots: report.points.length })}
      data-testid="heatmap-canvas"
      data-drawn={drawn}
      data-size={`${width}x${height}`}
    />
  );
}

/** A page to draw: the server names none when no page had clicks in the period. */
const hasPage = (report: HeatmapReport): report is HeatmapReport & { path: string } => report.pages.length > 0 && report.path !== null;

/** The click heatmap of one page and screen size, drawn over the page's screenshot. */
export function HeatmapTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const [path, setPath] = useState<string | null>(null);
  const [device, setDevice] = useState<HeatmapDevice>('all');
  const state = useHeatmapReportQuery({ ...args, path, device }, options);
  const shownPath = state.data?.path ?? path;

  return (
    <Stack>
      <PageDeviceSelect pages={state.data?.pages ?? []} path={shownPath} device={device} onPath={setPath} onDevice={setDevice} testId="heatmap" />
      <ReportView state={state} testId="heatmap" hasData={hasPage} empty={{ title: t(r.noInteractions), testId: 'heatmap-empty' }}>
        {(report) => (
          <Stack>
            <Muted data-testid="heatmap-total">{t(r.heatmapTotal, { count: report.totalClicks, path: ltrIsolate(report.path) })}</Muted>
            {report.totalClicks === 0 ? <Muted>{t(r.noClicks)}</Muted> : null}
            <Legend>
              {t(r.legendLow)}
              <span aria-hidden="true" />
              {t(r.legendHigh)}
            </Legend>
            <PageFrame path={report.path} device={device} testId="heatmap-frame">
              {({ width, height }) => <HeatCanvas report={report} width={width} height={height} />}
            </PageFrame>
          </Stack>
        )}
      </ReportView>
    </Stack>
  );
}
