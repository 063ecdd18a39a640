import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import type { Options } from 'highcharts';
import { ReportChart } from './ReportChart';
import { useChartAssets } from './chart-modules';
import { useReportArgs } from './dashboard-context';
import type { GeographyReport } from './dashboard-types';
import { useGeographyReportQuery } from './reports.api';
import { countryName } from './format';
import { CountTable } from './CountTable';
import { reportMessages as r } from './reports.messages';
import { ReportView, Skeleton } from './ReportView';
import { Columns, Muted, Stack } from './ui';

function WorldMap({ report }: { report: GeographyReport }) {
  const intl = useIntl();
  const theme = useTheme();
  const world = useChartAssets(['map', 'world']);
  const rtl = document.documentElement.dir === 'rtl';
  const options = useMemo<Options | null>(() => {
    if (world.status !== 'ready') return null;
    return {
      chart: { map: world.value as never, height: 420 },
      title: { text: undefined },
      mapNavigation: { enabled: true, buttonOptions: { align: rtl ? 'right' : 'left', verticalAlign: 'bottom' } },
      mapView: { projection: { name: 'EqualEarth' } },
      // Whole visits on the scale, fewest to most in the reading direction. The legend is laid out left to
      // right and mirrored through the axis: Highcharts' rtl legend cuts a colour axis' gradient short.
      colorAxis: { min: 0, allowDecimals: false, reversed: rtl, minColor: theme.color.primarySoft, maxColor: theme.chart.series[0] },
      legend: { title: { text: intl.formatMessage(r.mapSeries) }, rtl: false, align: rtl ? 'right' : 'left' },
      series: [
        {
          type: 'map',
          name: intl.formatMessage(r.mapSeries),
          joinBy: ['iso-a2', 'code'],
          data: report.countries.map((c) => ({ code: c.code.toUpperCase(), value: c.sessions, name: countryName(intl.locale, c.code) })),
          nullColor: theme.color.bgAlt,
          borderColor: theme.color.borderStrong,
          states: { hover: { color: theme.chart.series[2] } },
          tooltip: { pointFormat: '{point.name}: <b>{point.value}</b>' },
        },
      ],
    };
  }, [world, report, intl, theme, rtl]);

  if (world.status === 'failed') return <Muted role="status">{intl.formatMessage(r.mapFailed)}</Muted>;
  if (!options) return <Skeleton lines={1} height="24rem" testId="map-loading" />;
  return <ReportChart options={options} label={intl.formatMessage(r.mapLabel)} testId="world-map" constructorType="mapChart" />;
}

/** Geography: a world map of visits by country (Highcharts Maps), countries and cities tables, unknown locations. */
export function GeographyTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { args, options } = useReportArgs();
  const state = useGeographyReportQuery(args, options);
  return (
    <ReportView
      state={state}
      testId="geography"
      hasData={(report) => report.countries.length > 0 || report.cities.length > 0 || report.unknownSessions > 0}
      empty={{ title: t(r.noGeo), testId: 'geography-empty' }}
    >
      {(report) => (
        <Stack>
          {report.countries.length > 0 ? <WorldMap report={report} /> : null}
          {report.unknownSessions > 0 ? <Muted data-testid="geo-unknown">{t(r.unknownLocation, { count: report.unknownSessions })}</Muted> : null}
          <Columns>
            <CountTable
              caption={t(r.countriesCaption)}
              nameColumn={t(r.colCountry)}
              rows={report.countries}
              name={(c) => countryName(intl.locale, c.code)}
              count={(c) => c.sessions}
              rowKey={(c) => c.code}
              testId="countries-table"
            />
            <CountTable
              caption={t(r.citiesCaption)}
              nameColumn={t(r.colCity)}
              rows={report.cities}
              name={(c) => c.city}
              count={(c) => c.sessions}
              rowKey={(c) => `${c.country}/${c.city}`}
              testId="cities-table"
              extraColumns={[{ header: t(r.colCountry), cell: (c) => countryName(intl.locale, c.country) }]}
            />
          </Columns>
        </Stack>
      )}
    </ReportView>
  );
}
