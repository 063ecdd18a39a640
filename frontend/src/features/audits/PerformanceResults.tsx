import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Options } from 'highcharts';
import { Chart } from '../../shared/charts';
import type { AuditResult, MetricSummary, PerformanceDetails } from './audit-types';
import { AuditTabs } from './AuditTabs';
import { auditMessages as m } from './audits.messages';
import { Card, Code, GaugeGrid, Muted, scoreBandTone, StatGrid, Table, TableWrap } from './audits.styles';
import { formatBytes, formatMs } from './format';
import { performanceMessages as p } from './performance.messages';
import { pickMessage } from './pick-message';
import { usePrintMode } from './print-mode';
import { Stat, ToneLabel } from './results-ui';
import { humanizeRule, ruleText } from './rule-text';
import { bandOf, ScoreGauge } from './ScoreGauge';

type MetricKey = keyof PerformanceDetails['metrics'];
const METRICS: readonly { key: MetricKey; label: MessageDescriptor; abbr: string }[] = [
  { key: 'fcp', label: p.fcp, abbr: 'FCP' },
  { key: 'lcp', label: p.lcp, abbr: 'LCP' },
  { key: 'speedIndex', label: p.speedIndex, abbr: 'SI' },
  { key: 'tbt', label: p.tbt, abbr: 'TBT' },
  { key: 'cls', label: p.cls, abbr: 'CLS' },
  { key: 'tti', label: p.tti, abbr: 'TTI' },
];


function resourceTypeName(t: (descriptor: MessageDescriptor) => string, type: string): string {
  const descriptor = pickMessage(p, `resource.${type}`);
  return descriptor ? t(descriptor) : type;
}

export function PerformanceResults({ result }: { result: AuditResult<'performance'> }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const d = result.details;
  const score = d.performanceScore;

  return (
    <>
      <Card aria-labelledby="performance-summary">
        <h2 id="performance-summary">{t(p.summaryTitle)}</h2>
        <GaugeGrid>
          <ScoreGauge label={t(p.score)} score={score.median} band={score.band} testId="gauge-performance" />
        </GaugeGrid>
        <Muted data-testid="performance-spread">{t(p.spread, { runs: d.runs, min: score.min, max: score.max, spread: score.spread })}</Muted>
      </Card>
      <Card aria-label={t(m.resultsTitle)}>
        <AuditTabs
          testId="performance-tabs"
          tabs={[
            { key: 'metrics', label: t(p.tabMetrics), render: () => <Metrics d={d} /> },
            { key: 'resources', label: t(p.tabResources), render: () => <Resources d={d} /> },
            { key: 'optimization', label: t(p.tabOptimization), render: () => <Opportunities d={d} /> },
            {
              key: 'summary',
              label: t(p.tabSummary),
              render: () => (
                <GaugeGrid data-testid="performance-summary-scores">
                  <ScoreGauge label={t(p.baselineScore)} score={d.summary.baselineScore} testId="gauge-baseline" />
                  <ScoreGauge label={t(p.optimisationScore)} score={d.summary.optimisationScore} testId="gauge-optimisation" />
                  <ScoreGauge label={t(p.resourceEfficiency)} score={d.summary.resourceEfficiency} testId="gauge-efficiency" />
                  <ScoreGauge label={t(p.loadingSpeed)} score={d.summary.loadingSpeed} testId="gauge-loading" />
                  <ScoreGauge label={t(p.userExperience)} score={d.summary.userExperience} testId="gauge-ux" />
                </GaugeGrid>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

function Metrics({ d }: { d: PerformanceDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const value = (key: MetricKey, v: number) => (key === 'cls' ? intl.formatNumber(v, { maximumFractionDigits: 3 }) : formatMs(intl, v));
  return (
    <TableWrap>
      <Table data-testid="core-metrics">
        <thead>
          <tr>
            <th scope="col">{t(p.metric)}</th>
            <th scope="col">{t(p.median)}</th>
            <th scope="col">{t(p.range)}</th>
            <th scope="col">{t(p.metricScore)}</th>
          </tr>
        </thead>
        <tbody>
          {METRICS.map(({ key, label, abbr }) => {
            const metric: MetricSummary = d.metrics[key];
            const band = bandOf(metric.score);
            return (
              <tr key={key} data-metric={key}>
                <th scope="row">
                  {t(label)} <Code>{abbr}</Code>
                </th>
                <td data-numeric data-value={metric.median}>
                  {value(key, metric.median)}
                </td>
                <td data-numeric>
                  <bdi>{value(key, metric.min)}</bdi> – <bdi>{value(key, metric.max)}</bdi>
                </td>
                <td>
                  <ToneLabel tone={scoreBandTone(band)}>
                    {intl.formatNumber(metric.score)} · {t(m[`band.${band}`])}
                  </ToneLabel>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function Resources({ d }: { d: PerformanceDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const print = usePrintMode();
  const typeName = (type: string) => resourceTypeName(t, type);
  const rows = d.resources.byType;
  const chart = useMemo<Options>(
    () => ({
      chart: { type: 'column', height: 280 },
      title: { text: undefined },
      xAxis: { categories: rows.map((r) => resourceTypeName(t, r.type)) },
      yAxis: { min: 0, title: { text: 'kB' } },
      legend: { enabled: false },
      tooltip: { valueSuffix: ' kB' },
      series: [{ type: 'column', name: t(p.resourceSize), data: rows.map((r) => Math.round(r.transferSize / 100) / 10) }],
    }),
    [rows, t],
  );
  return (
    <>
      <StatGrid data-testid="resource-totals">
        <Stat label={t(p.totalRequests)} stat="requests">{intl.formatNumber(d.resources.totalRequests)}</Stat>
        <Stat label={t(p.totalSize)} stat="size">{formatBytes(intl, d.resources.totalTransferSize)}</Stat>
        <Stat label={t(p.loadTime)} stat="load">{d.resources.loadTimeMs === null ? t(m.notAvailable) : formatMs(intl, d.resources.loadTimeMs)}</Stat>
      </StatGrid>
      {rows.length && !print ? <Chart options={chart} label={t(p.resourcesChart)} testId="resources-chart" /> : null}
      <TableWrap>
        <Table data-testid="resources">
          <thead>
            <tr>
              <th scope="col">{t(p.resourceType)}</th>
              <th scope="col">{t(p.resourceCount)}</th>
              <th scope="col">{t(p.resourceSize)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.type} data-resource={row.type}>
                <th scope="row">{typeName(row.type)}</th>
                <td data-numeric>{intl.formatNumber(row.count)}</td>
                <td data-numeric>{formatBytes(intl, row.transferSize)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}

function Opportunities({ d }: { d: PerformanceDetails }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!d.opportunities.length) return <Muted>{t(p.noOpportunities)}</Muted>;
  // Lighthouse audit ids: the performance auditor's rules name most of them; two more are ours.
  const title = (id: string) => {
    const rule = ruleText(intl, id, {}, '');
    if (rule.known) return rule.title;
    const descriptor = pickMessage(p, `opportunity.${id}`);
    return descriptor ? t(descriptor) : humanizeRule(id);
  };
  return (
    <TableWrap>
      <Table data-testid="opportunities">
        <thead>
          <tr>
            <th scope="col">{t(p.opportunity)}</th>
            <th scope="col">{t(p.savingsTime)}</th>
            <th scope="col">{t(p.savingsBytes)}</th>
            <th scope="col">{t(p.scoreGain)}</th>
          </tr>
        </thead>
        <tbody>
          {[...d.opportunities]
            .sort((a, b) => b.scoreGain - a.scoreGain || b.savingsMs - a.savingsMs)
            .map((o) => (
              <tr key={o.id} data-opportunity={o.id}>
                <th scope="row">
                  {title(o.id)}
                  <div>
                    <Code>{o.id}</Code>
                  </div>
                </th>
                <td data-numeric>{formatMs(intl, o.savingsMs)}</td>
                <td data-numeric>{formatBytes(intl, o.savingsBytes)}</td>
                <td data-numeric>{t(p.scoreGainValue, { points: o.scoreGain })}</td>
              </tr>
            ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
