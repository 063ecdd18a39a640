import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import type { Chart as HighchartsChart, Options } from 'highcharts';
import { chartMessages } from './charts.messages';
import { localizeChartOptions, type ChartPalette } from './localize-chart';

/** Highcharts (about 100 KB gzipped) loads with the first chart, never with pages that do not chart. */
async function loadHighcharts() {
  const { default: Highcharts } = await import('highcharts/esm/highcharts.js');
  // The accessibility module registers itself on the core when evaluated (keyboard navigation, screen-reader table).
  await import('highcharts/esm/modules/accessibility.js');
  return Highcharts;
}

/** Present once the map module has extended the core (its typings only augment the CommonJS entry). */
type MapFactory = { mapChart(container: HTMLElement, options: Options): HighchartsChart };

const Frame = styled.figure`
  margin: 0;
  min-block-size: 18rem;
`;

export interface ChartProps {
  readonly options: Options;
  /** Accessible name of the chart (Highcharts' accessibility module also describes the data). */
  readonly label: string;
  readonly testId?: string;
  /** 'mapChart' for Highcharts Maps (the caller loads highcharts/esm/modules/map.js first). */
  readonly constructorType?: 'chart' | 'mapChart';
}

/**
 * A Highcharts chart that follows the page's language, direction and theme. Options are data: a new
 * object redraws the chart in place; the chart is destroyed with the component.
 */
export function Chart({ options, label, testId, constructorType = 'chart' }: ChartProps) {
  const intl = useIntl();
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<HighchartsChart | null>(null);
  /** The theme the chart was drawn with: `update` does not recolour what Highcharts derived from it. */
  const drawnWith = useRef<typeof theme | null>(null);
  const [failed, setFailed] = useState(false);
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';

  useEffect(() => {
    let cancelled = false;
    const palette: ChartPalette = {
      text: theme.color.text,
      textMuted: theme.color.textMuted,
      grid: theme.color.border,
      surface: theme.color.surface,
      series: theme.chart.series,
    };
    const localized = localizeChartOptions(options, { locale: intl.locale, dir }, palette);
    loadHighcharts()
      .then((Highcharts) => {
        if (cancelled || !container.current) return;
        // New data or language redraws in place. A new theme (the OS turning dark at sunset) draws the
        // chart anew, without replaying the series' entrance: updating keeps the series' colours and
        // the axes' grid lines of the old theme.
        const retheme = chart.current !== null && drawnWith.current !== theme;
        if (retheme) {
          chart.current?.destroy();
          chart.current = null;
        }
        drawnWith.current = theme;
        const drawn = retheme ? { ...localized, plotOptions: { ...localized.plotOptions, series: { ...localized.plotOptions?.series, animation: false } } } : localized;
        if (chart.current) chart.current.update(localized, true, true);
        else if (constructorType === 'mapChart') chart.current = (Highcharts as unknown as MapFactory).mapChart(container.current, drawn);
        else chart.current = Highcharts.chart(container.current, drawn);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [options, intl.locale, dir, theme, constructorType]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return (
    <Frame aria-label={label} data-testid={testId} data-chart-state={failed ? 'failed' : 'ready'}>
      <div ref={container} />
      {failed ? <figcaption role="alert">{intl.formatMessage(chartMessages.loadFailed)}</figcaption> : null}
    </Frame>
  );
}
