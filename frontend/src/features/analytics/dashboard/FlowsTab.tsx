import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { Options } from 'highcharts';
import { ReportChart } from './ReportChart';
import { useChartAssets } from './chart-modules';
import { useReportArgs } from './dashboard-context';
import { useFlowsReportQuery } from './reports.api';
import { drawableFlows, ENTRY, EXIT } from './flow-graph';
import { reportMessages as r } from './reports.messages';
import { ReportView, Skeleton } from './ReportView';
import { Card, Ltr, Muted, Stack, Table, TableWrap } from './ui';

const DIAGRAM_LINKS = 30;
const TABLE_ROWS = 50;

/** User flows: a sankey diagram of the busiest page-to-page steps, and the steps as a table. */
export function FlowsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const state = useFlowsReportQuery(args, options);
  const sankey = useChartAssets(['sankey']);
  const theme = useTheme();

  const label = (node: string) => (node === ENTRY ? t(r.flowEntry) : node === EXIT ? t(r.flowExit) : node);
  const drawn = useMemo(() => drawableFlows(state.data?.links ?? [], DIAGRAM_LINKS), [state.data]);
  const chart = useMemo<Options | null>(() => {
    if (drawn.length === 0) return null;
    const nodes = [...new Set(drawn.flatMap((l) => [l.from, l.to]))];
    return {
      title: { text: undefined },
      chart: { height: Math.max(360, Math.min(720, nodes.length * 34)) },
      tooltip: { nodeFormat: '{point.name}: <b>{point.sum}</b>', pointFormat: '{point.fromNode.name} → {point.toNode.name}: <b>{point.weight}</b>' },
      series: [
        {
          type: 'sankey',
          name: t(r.flowsTitle),
          keys: ['from', 'to', 'weight'],
          nodes: nodes.map((id) => ({ id, name: id === ENTRY ? t(r.flowEntry) : id === EXIT ? t(r.flowExit) : id })),
          data: drawn.map((l) => [l.from, l.to, l.count]),
          // Labels overhang the thin nodes onto the links: page-coloured text with a halo of the surface stays legible.
          dataLabels: { color: theme.color.text, style: { textOutline: `3px ${theme.color.surface}`, fontWeight: '600' } },
        },
      ],
    };
  }, [drawn, t, theme]);

  return (
    <ReportView state={state} testId="flows" hasData={(report) => report.links.length > 0}>
      {(report) => (
        <Stack>
          <Card aria-labelledby="analytics-flows-title">
            <h3 id="analytics-flows-title">{t(r.flowsTitle)}</h3>
            {sankey.status === 'ready' && chart ? (
              <ReportChart options={chart} label={t(r.flowsChartLabel)} testId="flows-chart" />
            ) : sankey.status === 'loading' ? (
              <Skeleton lines={1} height="20rem" />
            ) : null}
            <Muted>{t(r.flowsNote, { shown: drawn.length })}</Muted>
          </Card>
          <TableWrap>
            <Table data-testid="flows-table">
              <caption>{t(r.flowsCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(r.colFrom)}</th>
                  <th scope="col">{t(r.colTo)}</th>
                  <th scope="col" data-numeric>
                    {t(r.colSteps)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.links.slice(0, TABLE_ROWS).map((link) => (
                  <tr key={`${link.from}\n${link.to}`}>
                    <td>{link.from === ENTRY ? label(link.from) : <Ltr>{link.from}</Ltr>}</td>
                    <td>{link.to === EXIT ? label(link.to) : <Ltr>{link.to}</Ltr>}</td>
                    <td data-numeric>{intl.formatNumber(link.count)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </Stack>
      )}
    </ReportView>
  );
}
