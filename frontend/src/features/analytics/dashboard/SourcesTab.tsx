import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Options } from 'highcharts';
import { ReportChart } from './ReportChart';
import { CountTable } from './CountTable';
import { useReportArgs } from './dashboard-context';
import { SOURCE_KIND_ORDER } from './dashboard-types';
import { useSourcesReportQuery } from './reports.api';
import { SOURCE_KIND_LABELS } from './labels.messages';
import { reportMessages as r } from './reports.messages';
import { ReportView } from './ReportView';
import { Card, Columns, Ltr, Stack } from './ui';

/** Traffic sources: visits by source kind (docs/product.md §5.9), referring websites and UTM campaigns. */
export function SourcesTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const state = useSourcesReportQuery(args, options);
  const chart = useMemo<Options | null>(() => {
    if (!state.data) return null;
    const byKind = new Map(state.data.kinds.map((k) => [k.kind, k.sessions]));
    return {
      chart: { type: 'column', height: 300 },
      title: { text: undefined },
      legend: { enabled: false },
      xAxis: { categories: SOURCE_KIND_ORDER.map((kind) => t(SOURCE_KIND_LABELS[kind])) },
      yAxis: { title: { text: undefined }, allowDecimals: false, min: 0 },
      plotOptions: { column: { colorByPoint: true, borderWidth: 0 } },
      series: [{ type: 'column', name: t(r.colSessions), data: SOURCE_KIND_ORDER.map((kind) => byKind.get(kind) ?? 0) }],
    };
  }, [state.data, t]);

  return (
    <ReportView state={state} testId="sources" hasData={(report) => report.kinds.some((k) => k.sessions > 0)}>
      {(report) => (
        <Stack>
          <Card aria-labelledby="analytics-kinds-title">
            <h3 id="analytics-kinds-title">{t(r.kindsTitle)}</h3>
            {chart ? <ReportChart options={chart} label={t(r.kindsTitle)} testId="sources-chart" /> : null}
          </Card>
          <Columns>
            <CountTable
              caption={t(r.referrersCaption)}
              nameColumn={t(r.colHost)}
              rows={report.referrers}
              name={(row) => <Ltr>{row.host}</Ltr>}
              count={(row) => row.sessions}
              rowKey={(row) => row.host}
              testId="referrers-table"
            />
            <CountTable
              caption={t(r.campaignsCaption)}
              nameColumn={t(r.colUtmCampaign)}
              rows={report.campaigns}
              name={(row) => <Ltr>{row.campaign}</Ltr>}
              count={(row) => row.sessions}
              rowKey={(row) => `${row.source}/${row.medium}/${row.campaign}`}
              testId="campaigns-table"
              extraColumns={[
                { header: t(r.colUtmSource), cell: (row) => <Ltr>{row.source}</Ltr> },
                { header: t(r.colUtmMedium), cell: (row) => <Ltr>{row.medium}</Ltr> },
              ]}
            />
          </Columns>
        </Stack>
      )}
    </ReportView>
  );
}
