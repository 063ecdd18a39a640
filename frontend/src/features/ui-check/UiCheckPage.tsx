import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Options } from 'highcharts';
import { directionOf, matchLocale } from '../../app/locales';
import { Chart } from '../../shared/charts';
import { messageForCode, SERVER_ERROR_CODES } from '../../shared/errors/errorMessages';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import { NotFoundPage } from '../errors';
import { usePlatformInfoQuery } from './ui-check.api';
import { pluralSampleMessage, uiCheckMessages as m } from './ui-check.messages';

const Page = styled(Container)`
  display: grid;
  gap: 2rem;
  padding-block: 2rem;

  h1 {
    font-size: clamp(1.5rem, 4vw, 2rem);
  }

  h2 {
    font-size: 1.25rem;
    margin-block-end: 0.75rem;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  th,
  td {
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: top;
  }

  code {
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const SAMPLE_DATE = new Date(Date.UTC(2026, 10, 22, 14, 30));
/** A week of two made-up series; the page says they are samples. */
const SAMPLE_VISITS = [120, 180, 150, 210, 260, 90, 70];
const SAMPLE_VIEWS = [310, 420, 380, 520, 610, 200, 160];

function UiCheck() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = matchLocale(intl.locale) ?? 'en';
  const weekdays = useMemo(
    () => Array.from({ length: 7 }, (_, i) => intl.formatDate(new Date(Date.UTC(2026, 10, 16 + i)), { weekday: 'short', timeZone: 'UTC' })),
    [intl],
  );
  const chart: Options = useMemo(
    () => ({
      chart: { type: 'line', height: 300 },
      title: { text: undefined },
      xAxis: { categories: weekdays },
      yAxis: { title: { text: undefined } },
      series: [
        { type: 'line', name: t(m.chartVisits), data: SAMPLE_VISITS },
        { type: 'line', name: t(m.chartViews), data: SAMPLE_VIEWS },
      ],
    }),
    [t, weekdays],
  );

  const formats: [string, string][] = [
    [t(m.localeLanguage), locale],
    [t(m.localeDirection), directionOf(locale)],
    [t(m.localeDate), intl.formatDate(SAMPLE_DATE, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })],
    [t(m.localeNumber), intl.formatNumber(1234567.891)],
    [t(m.localePercent), intl.formatNumber(0.256, { style: 'percent', maximumFractionDigits: 1 })],
    [t(m.localeCurrency), intl.formatNumber(149, { style: 'currency', currency: 'EUR' })],
    [t(m.localeRelative), intl.formatRelativeTime(-3, 'day', { numeric: 'auto' })],
    [t(m.localePlural), [0, 1, 2, 5, 11, 100].map((count) => t(pluralSampleMessage, { count })).join(' · ')],
  ];

  return (
    <Page data-testid="ui-check">
      <header>
        <h1>{t(m.title)}</h1>
        <Muted>{t(m.intro)}</Muted>
      </header>
      <section aria-labelledby="ui-locale">
        <h2 id="ui-locale">{t(m.localeTitle)}</h2>
        <Table>
          <tbody>
            {formats.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
      <section aria-labelledby="ui-chart">
        <h2 id="ui-chart">{t(m.chartTitle)}</h2>
        <Chart options={chart} label={t(m.chartLabel)} testId="ui-check-chart" />
      </section>
      <section aria-labelledby="ui-controls">
        <h2 id="ui-controls">{t(m.controlsTitle)}</h2>
        <Row>
          <Button type="button" $variant="primary" $size="md">
            {t(m.controlsPrimary)}
          </Button>
          <Button type="button" $variant="secondary" $size="md">
            {t(m.controlsSecondary)}
          </Button>
          <Button type="button" $variant="secondary" $size="md" disabled>
            {t(m.controlsDisabled)}
          </Button>
          <Button type="button" $variant="ghost" $size="md" data-testid="ui-check-next">
            {t(m.controlsNext)}
            <Icon name="arrow" size={18} directional />
          </Button>
        </Row>
      </section>
      <section aria-labelledby="ui-errors">
        <h2 id="ui-errors">{t(m.errorsTitle)}</h2>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t(m.errorsCode)}</th>
              <th scope="col">{t(m.errorsMessage)}</th>
            </tr>
          </thead>
          <tbody>
            {SERVER_ERROR_CODES.map((code) => (
              <tr key={code}>
                <td>
                  <code>{code}</code>
                </td>
                <td>{t(messageForCode(code))}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </Page>
  );
}

/**
 * `/{lang}/test` (docs/product.md §3.1): a page for developers to check shared UI in every language and theme.
 * The build is the same everywhere, so the server decides: in production it is a 404.
 */
export function UiCheckPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.documentTitle));
  const { data, isLoading } = usePlatformInfoQuery();
  if (isLoading) return <Muted aria-busy="true">{intl.formatMessage(m.loading)}</Muted>;
  if (!data?.developmentTools) return <NotFoundPage />;
  return <UiCheck />;
}
