import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { SqlChartSettings, SqlQueryResult } from '../../../../../src/modules/sql-workbench/contract';
import { Chart } from '../../../shared/charts';
import { Muted } from '../analysis/analysis.styles';
import { buildChartData, NULL_LABEL, OTHER_LABEL } from './chart-data';
import { chartOptions } from './chart-options';
import { visualizerMessages as m } from './visualizer.messages';

/** The heatmap module registers itself on the Highcharts core the shared Chart loads; only heat maps fetch it. */
let heatmapModule: Promise<unknown> | null = null;
function loadHeatmap(): Promise<unknown> {
  heatmapModule ??= import('highcharts/esm/modules/heatmap.js').catch((error: unknown) => {
    heatmapModule = null;
    throw error;
  });
  return heatmapModule;
}

function useHeatmapModule(needed: boolean): 'ready' | 'loading' | 'failed' {
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    loadHeatmap().then(
      () => !cancelled && setState('ready'),
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [needed]);
  return needed ? state : 'ready';
}

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** One result drawn under the settings, with what the data point limit left out said below it. */
export function ResultChart({ result, settings, testId }: { result: Pick<SqlQueryResult, 'columns' | 'rows' | 'truncated'>; settings: SqlChartSettings; testId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const theme = useTheme();
  const data = useMemo(() => buildChartData(result, settings), [result, settings]);
  const heatmap = useHeatmapModule(data.kind === 'heatmap');
  const options = useMemo(() => {
    if (data.kind === 'problem') return null;
    const label = (value: string | null) => (value === OTHER_LABEL ? t(m.otherLabel) : value === NULL_LABEL || value === null ? t(m.nullLabel) : value);
    return chartOptions(
      data,
      settings,
      { label, valueName: t(m.valueName), heatLow: theme.color.bgAlt, heatHigh: theme.chart.series[0] ?? theme.color.primary },
      reducedMotion(),
    );
  }, [data, settings, t, theme]);

  if (data.kind === 'problem') {
    return (
      <Muted data-testid={`${testId}-problem`} data-problem={data.problem}>
        {t(m.problem, { problem: data.problem.replace(/-/g, '_') })}
      </Muted>
    );
  }
  return (
    <div data-testid={testId} data-chart-type={settings.type}>
      {heatmap === 'ready' && options ? (
        <Chart options={options} label={t(m.chartLabel, { x: settings.x, y: settings.y })} testId={`${testId}-chart`} />
      ) : heatmap === 'loading' ? (
        <Muted role="status">{t(m.opening)}</Muted>
      ) : (
        <Muted role="alert">{t(m.widgetsFailed)}</Muted>
      )}
      {'merged' in data && data.merged > 0 ? <Muted data-testid={`${testId}-merged`}>{t(m.merged, { count: data.merged, limit: settings.limit })}</Muted> : null}
      {data.kind === 'time' && data.dropped > 0 ? <Muted>{t(m.dropped, { count: data.dropped })}</Muted> : null}
      {data.skipped > 0 ? <Muted>{t(m.skipped, { count: data.skipped })}</Muted> : null}
      {result.truncated ? <Muted>{t(m.truncated)}</Muted> : null}
    </div>
  );
}
