import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Options } from 'highcharts';
import { ReportChart } from './ReportChart';
import { CountTable } from './CountTable';
import { useReportArgs } from './dashboard-context';
import { DEVICE_CLASS_ORDER } from './dashboard-types';
import { useDevicesReportQuery } from './reports.api';
import { DEVICE_CLASS_LABELS } from './labels.messages';
import { reportMessages as r } from './reports.messages';
import { ReportView } from './ReportView';
import { Card, Columns, Stack } from './ui';

/** Devices (desktop, tablet, mobile, unknown) as a pie, then browsers and operating systems. */
export function DevicesTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const state = useDevicesReportQuery(args, options);
  const chart = useMemo<Options | null>(() => {
    if (!state.data) return null;
    const byClass = new Map(state.data.devices.map((d) => [d.name, d.sessions]));
    return {
      chart: { type: 'pie', height: 300 },
      title: { text: undefined },
      tooltip: { pointFormat: '<b>{point.y}</b> ({point.percentage:.1f} %)' },
      plotOptions: { pie: { showInLegend: true, dataLabels: { enabled: true, format: '{point.percentage:.0f} %' } } },
      series: [
        {
          type: 'pie',
          name: t(r.colSessions),
          data: DEVICE_CLASS_ORDER.filter((name) => (byClass.get(name) ?? 0) > 0).map((name) => ({ name: t(DEVICE_CLASS_LABELS[name]), y: byClass.get(name) ?? 0 })),
        },
      ],
    };
  }, [state.data, t]);

  return (
    <ReportView state={state} testId="devices" hasData={(report) => report.devices.some((d) => d.sessions > 0)}>
      {(report) => (
        <Stack>
          <Card aria-labelledby="analytics-devices-title">
            <h3 id="analytics-devices-title">{t(r.devicesTitle)}</h3>
            {chart ? <ReportChart options={chart} label={t(r.devicesTitle)} testId="devices-chart" /> : null}
          </Card>
          <Columns>
            <CountTable caption={t(r.browsersCaption)} nameColumn={t(r.colBrowser)} rows={report.browsers} name={(b) => b.name} count={(b) => b.sessions} rowKey={(b) => b.name} testId="browsers-table" />
            <CountTable caption={t(r.osCaption)} nameColumn={t(r.colOs)} rows={report.os} name={(o) => o.name} count={(o) => o.sessions} rowKey={(o) => o.name} testId="os-table" />
          </Columns>
        </Stack>
      )}
    </ReportView>
  );
}
