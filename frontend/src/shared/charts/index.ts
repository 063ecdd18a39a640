export { Chart, type ChartProps } from './Chart';
export { localizeChartOptions, type ChartLocale, type ChartPalette } from './localize-chart';
