import type { Options, SeriesOptionsType } from 'highcharts';
import type { SqlChartSettings, SqlChartSize } from '../../../../../src/modules/sql-workbench/contract';
import type { CategoryChartData, HeatmapChartData, TimeChartData } from './chart-data';

const HEIGHTS: Record<SqlChartSize, number> = { small: 260, medium: 380, large: 540 };

export interface ChartTexts {
  /** Labels of data values: "other" and NULL translated, result values as they are. */
  label: (value: string | null) => string;
  valueName: string;
  heatLow: string;
  heatHigh: string;
}

type Drawable = CategoryChartData | TimeChartData | HeatmapChartData;

/** Highcharts options for the chart data; the shared Chart applies the page's language, direction and theme. */
export function chartOptions(data: Drawable, settings: SqlChartSettings, texts: ChartTexts, reducedMotion: boolean): Options {
  const base: Options = {
    title: { text: undefined },
    chart: { height: HEIGHTS[settings.size], animation: !reducedMotion },
    legend: { enabled: settings.legend },
    plotOptions: { series: { animation: !reducedMotion } },
  };

  if (data.kind === 'heatmap') {
    return {
      ...base,
      chart: { ...base.chart, type: 'heatmap' },
      xAxis: { categories: data.xCategories.map(texts.label), title: { text: settings.x } },
      yAxis: { categories: data.yCategories.map(texts.label), title: { text: settings.groupBy ?? '' }, reversed: true },
      colorAxis: { min: 0, minColor: texts.heatLow, maxColor: texts.heatHigh },
      series: [{ type: 'heatmap', name: texts.valueName, data: data.cells, borderWidth: 1, dataLabels: { enabled: data.cells.length <= 60 } }],
    };
  }

  if (data.kind === 'time') {
    return {
      ...base,
      chart: { ...base.chart, type: 'line' },
      xAxis: { type: 'datetime', title: { text: settings.x } },
      yAxis: { title: { text: settings.y } },
      series: data.series.map((series): SeriesOptionsType => ({ type: 'line', name: series.name === null ? settings.y : texts.label(series.name), data: series.points })),
    };
  }

  if (settings.type === 'pie') {
    const values = data.series[0]?.values ?? [];
    return {
      ...base,
      chart: { ...base.chart, type: 'pie' },
      plotOptions: { ...base.plotOptions, pie: { showInLegend: settings.legend, dataLabels: { enabled: values.length <= 12 } } },
      series: [{ type: 'pie', name: settings.y, data: data.categories.map((category, i) => ({ name: texts.label(category), y: values[i] ?? 0 })) }],
    };
  }

  // Columns read as "bars" to most people; Highcharts' own `bar` is horizontal.
  const type = settings.type === 'line' ? 'line' : 'column';
  return {
    ...base,
    chart: { ...base.chart, type },
    xAxis: { categories: data.categories.map(texts.label), title: { text: settings.x } },
    yAxis: { title: { text: settings.y } },
    series: data.series.map((series): SeriesOptionsType => ({ type, name: series.name === null ? settings.y : texts.label(series.name), data: series.values })),
  };
}
