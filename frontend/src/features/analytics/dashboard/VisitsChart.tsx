import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Options } from 'highcharts';
import { ReportChart } from './ReportChart';
import { useReportArgs } from './dashboard-context';
import { SOURCE_KIND_ORDER, type OverviewReport, type SourcesReport } from './dashboard-types';
import { useSourcesReportQuery } from './reports.api';
import { dashboardMessages as m } from './dashboard.messages';
import { SOURCE_KIND_LABELS } from './labels.messages';
import { ReportView, Skeleton } from './ReportView';
import { Card, Muted, Segmented, Toolbar } from './ui';

type ChartType = 'line' | 'bar' | 'pie' | 'donut';
const CHART_TYPES = ['line', 'bar', 'pie', 'donut'] as const satisfies readonly ChartType[];

/** Visitors, page views and visits per bucket, oldest first. Day buckets are UTC days; shorter ones read in local time. */
function timeOptions(intl: IntlShape, report: OverviewReport, type: 'line' | 'bar'): Options {
  const t = intl.formatMessage;
  const at = (iso: string) => Date.parse(iso);
  const utcDays = report.window.bucket === 'day';
  return {
    chart: { type: type === 'bar' ? 'column' : 'line', height: 320 },
    title: { text: undefined },
    time: utcDays ? { timezone: 'UTC' } : { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    xAxis: { type: 'datetime' },
    yAxis: { title: { text: undefined }, allowDecimals: false, min: 0 },
    tooltip: { shared: true },
    plotOptions: { series: { marker: { enabled: report.series.length <= 40 } }, column: { grouping: true, borderWidth: 0 } },
    series: [
      { type: type === 'bar' ? 'column' : 'line', name: t(m.seriesVisitors), data: report.series.map((p) => [at(p.at), p.visitors]) },
      { type: type === 'bar' ? 'column' : 'line', name: t(m.seriesPageViews), data: report.series.map((p) => [at(p.at), p.pageViews]) },
      { type: type === 'bar' ? 'column' : 'line', name: t(m.seriesSessions), data: report.series.map((p) => [at(p.at), p.sessions]), visible: false },
    ],
  };
}

/** Pie and donut: the share of visits by traffic source (a share of time buckets says little). */
function shareOptions(intl: IntlShape, report: SourcesReport, type: 'pie' | 'donut'): Options {
  const order = new Map<string, number>(SOURCE_KIND_ORDER.map((kind, i) => [kind, i]));
  const kinds = [...report.kinds].sort((a, b) => (order.get(a.kind) ?? 99) - (order.get(b.kind) ?? 99));
  return {
    chart: { type: 'pie', height: 320 },
    title: { text: undefined },
    tooltip: { pointFormat: '<b>{point.y}</b> ({point.percentage:.1f} %)' },
    plotOptions: { pie: { innerSize: type === 'donut' ? '55%' : '0%', showInLegend: true, dataLabels: { enabled: true, format: '{point.percentage:.0f} %' } } },
    series: [
      {
        type: 'pie',
        name: intl.formatMessage(m.seriesSessions),
        data: kinds.filter((k) => k.sessions > 0).map((k) => ({ name: intl.formatMessage(SOURCE_KIND_LABELS[k.kind]), y: k.sessions })),
      },
    ],
  };
}

function ShareChart({ report, type }: { report: SourcesReport; type: 'pie' | 'donut' }) {
  const intl = useIntl();
  const chartOptions = useMemo(() => shareOptions(intl, report, type), [intl, report, type]);
  return (
    <>
      <ReportChart key={type} options={chartOptions} label={intl.formatMessage(m.visitsTitle)} testId="visits-chart" />
      <Muted>{intl.formatMessage(m.shareCaption)}</Muted>
    </>
  );
}

function SourceShare({ type }: { type: 'pie' | 'donut' }) {
  const { args, options } = useReportArgs();
  const state = useSourcesReportQuery(args, options);
  return (
    <ReportView state={state} skeleton={<Skeleton lines={1} height="18rem" />} testId="visits-share" hasData={(report) => report.kinds.some((k) => k.sessions > 0)}>
      {(report) => <ShareChart report={report} type={type} />}
    </ReportView>
  );
}

/** docs/product.md §12.17: the visits chart, as a line, bars, a pie or a donut. */
export function VisitsChart({ report }: { report: OverviewReport }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [type, setType] = useState<ChartType>('line');
  const labels: Record<ChartType, string> = { line: t(m.chartLine), bar: t(m.chartBar), pie: t(m.chartPie), donut: t(m.chartDonut) };
  const timeChart = useMemo(() => (type === 'line' || type === 'bar' ? timeOptions(intl, report, type) : null), [intl, report, type]);

  return (
    <Card aria-labelledby="analytics-visits-title" data-testid="visits">
      <Toolbar style={{ justifyContent: 'space-between' }}>
        <h2 id="analytics-visits-title">{t(m.visitsTitle)}</h2>
        <Segmented legend={t(m.chartTypeLabel)} options={CHART_TYPES.map((key) => ({ key, label: labels[key] }))} value={type} onChange={setType} testId="chart-type" hideLegend />
      </Toolbar>
      {timeChart ? (
        <>
          <ReportChart key="time" options={timeChart} label={t(m.visitsTitle)} testId="visits-chart" />
          <Muted>{t(m.timeCaption, { bucket: report.window.bucket })}</Muted>
        </>
      ) : (
        <SourceShare type={type as 'pie' | 'donut'} />
      )}
    </Card>
  );
}
