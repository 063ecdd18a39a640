import type { Options, XAxisOptions, YAxisOptions } from 'highcharts';

export interface ChartLocale {
  /** BCP 47 tag: dates and numbers are formatted by the browser's Intl for it (Highcharts `lang.locale`). */
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
}

export interface ChartPalette {
  readonly text: string;
  readonly textMuted: string;
  readonly grid: string;
  readonly surface: string;
  readonly series: readonly string[];
}

/** Charts whose geometry has a reading direction; pies and maps have none to mirror. */
const CARTESIAN = new Set(['line', 'spline', 'area', 'areaspline', 'column', 'bar', 'scatter', 'heatmap']);

function isCartesian(options: Options): boolean {
  const firstSeries = options.series?.[0] as { type?: string } | undefined;
  const type = options.chart?.type ?? firstSeries?.type ?? 'line';
  return CARTESIAN.has(type);
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [{} as T] : Array.isArray(value) ? value : [value]);

/**
 * Applies the page's language, direction and theme to a chart's options. In right-to-left
 * languages the legend puts its symbols after the text and flows from the right, titles and the
 * legend align to the start (right), text is laid out by the browser's bidi (useHTML), the category
 * axis runs from right to left and the value axis sits on the right, as Arabic readers expect.
 */
export function localizeChartOptions(options: Options, { locale, dir }: ChartLocale, palette: ChartPalette): Options {
  const rtl = dir === 'rtl';
  const start = rtl ? 'right' : 'left';
  const text = { color: palette.text, direction: dir } as const;
  const cartesian = isCartesian(options);

  const axisStyle = { labels: { style: { color: palette.textMuted } }, title: { style: { color: palette.textMuted } } };
  const xAxis: XAxisOptions[] = asArray(options.xAxis).map((axis) => ({
    ...axisStyle,
    lineColor: palette.grid,
    tickColor: palette.grid,
    ...axis,
    reversed: cartesian && rtl ? !axis.reversed : axis.reversed,
  }));
  const yAxis: YAxisOptions[] = asArray(options.yAxis).map((axis) => ({
    ...axisStyle,
    gridLineColor: palette.grid,
    ...axis,
    opposite: cartesian && rtl ? !axis.opposite : axis.opposite,
  }));

  return {
    ...options,
    lang: { ...options.lang, locale },
    colors: options.colors ?? [...palette.series],
    credits: { enabled: false, ...options.credits },
    chart: {
      backgroundColor: 'transparent',
      ...options.chart,
      style: { fontFamily: 'inherit', ...options.chart?.style },
    },
    title: { align: start, style: text, useHTML: true, ...options.title },
    subtitle: { align: start, style: { ...text, color: palette.textMuted }, useHTML: true, ...options.subtitle },
    legend: {
      rtl,
      align: rtl ? 'right' : 'left',
      useHTML: true,
      itemStyle: { ...text, fontWeight: '500' },
      itemHoverStyle: { color: palette.text },
      ...options.legend,
    },
    tooltip: {
      useHTML: true,
      backgroundColor: palette.surface,
      borderColor: palette.grid,
      style: { ...text },
      ...options.tooltip,
    },
    ...(cartesian ? { xAxis, yAxis } : {}),
  };
}
