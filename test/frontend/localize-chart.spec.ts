// Type-checked with the frontend (frontend/tsconfig.json), not the backend project: the Highcharts types
// it needs are a third of the backend program's declarations and half its check time.
/// <reference types="mocha" />
import { expect } from 'chai';
import type { Options, XAxisOptions, YAxisOptions } from 'highcharts';
import { localizeChartOptions, type ChartPalette } from '../../frontend/src/shared/charts/localize-chart.js';

const palette: ChartPalette = { text: '#111', textMuted: '#555', grid: '#ddd', surface: '#fff', series: ['#a', '#b'] };
const line: Options = { chart: { type: 'line' }, xAxis: { categories: ['Mon', 'Tue'] }, series: [{ type: 'line', data: [1, 2] }] };
const axes = (options: Options) => ({ x: options.xAxis as XAxisOptions[], y: options.yAxis as YAxisOptions[] });

describe('chart localisation (RTL legends and axes, locale formatting)', () => {
  it('in Arabic puts legend symbols after the text, aligns legend and title to the right and mirrors the axes', () => {
    const options = localizeChartOptions(line, { locale: 'ar', dir: 'rtl' }, palette);
    expect(options.legend).to.include({ rtl: true, align: 'right', useHTML: true });
    expect(options.title).to.include({ align: 'right' });
    expect(options.tooltip?.style).to.include({ direction: 'rtl' });
    expect(axes(options).x[0]).to.include({ reversed: true });
    expect(axes(options).y[0]).to.include({ opposite: true });
    expect(options.lang?.locale).to.equal('ar');
  });

  it('in English keeps the natural left-to-right layout', () => {
    const options = localizeChartOptions(line, { locale: 'en', dir: 'ltr' }, palette);
    expect(options.legend).to.include({ rtl: false, align: 'left' });
    expect(axes(options).x[0]?.reversed).to.not.equal(true);
    expect(axes(options).y[0]?.opposite).to.not.equal(true);
  });

  it('does not mirror charts without a reading direction (pie, donut) and keeps explicit choices', () => {
    const pie = localizeChartOptions({ chart: { type: 'pie' }, series: [{ type: 'pie', data: [1, 2] }] }, { locale: 'ar', dir: 'rtl' }, palette);
    expect(pie.xAxis).to.equal(undefined);
    expect(pie.legend).to.include({ rtl: true });
    const explicit = localizeChartOptions({ ...line, legend: { align: 'center' }, colors: ['#c'] }, { locale: 'ar', dir: 'rtl' }, palette);
    expect(explicit.legend).to.include({ align: 'center', rtl: true });
    expect(explicit.colors).to.deep.equal(['#c']);
  });

  it('takes series colours and text colours from the theme', () => {
    const options = localizeChartOptions(line, { locale: 'fr', dir: 'ltr' }, palette);
    expect(options.colors).to.deep.equal(['#a', '#b']);
    expect(options.legend?.itemStyle).to.include({ color: '#111' });
    expect(options.chart).to.include({ backgroundColor: 'transparent' });
  });
});
