import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Options } from 'highcharts';
import { Chart } from '../../shared/charts';
import type { AuditSummary, AuditType } from './audit-types';
import { useAuditHistoryQuery } from './audits.api';
import { auditMessages as m } from './audits.messages';
import { Card, Muted, Row, scoreBandTone, SmallButton, Table, TableWrap } from './audits.styles';
import { formatDateTime } from './format';
import { ToneLabel } from './results-ui';
import { bandOf } from './ScoreGauge';

const PAGE_SIZE = 10;

interface HistoryPanelProps {
  readonly type: AuditType;
  /** The URL as the server stored it (normalised), so every run of this page is listed. */
  readonly url: string;
  readonly current: AuditSummary | null;
  readonly comparingWith: string | null;
  readonly onView: (id: string) => void;
  readonly onCompare: (run: AuditSummary) => void;
}

/** Earlier runs of this audit type on this URL, newest first, with View and Compare. */
export function HistoryPanel({ type, url, current, comparingWith, onView, onCompare }: HistoryPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { data, isError, isFetching } = useAuditHistoryQuery({ type, url, page: 1, pageSize });
  const items = useMemo(() => data?.items ?? [], [data]);
  // Oldest first; memoised so the chart's options stay the same object between renders (a new one redraws it).
  const scored = useMemo(() => items.filter((item) => item.status === 'done' && item.score !== null).reverse(), [items]);

  const chart = useMemo<Options>(
    () => ({
      chart: { type: 'line', height: 220 },
      title: { text: undefined },
      // HTML labels: the browser's bidi lays out dates mixing scripts (Arabic day periods) correctly.
      xAxis: { categories: scored.map((item) => intl.formatDate(item.createdAt, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })), labels: { useHTML: true } },
      yAxis: { min: 0, max: 100, title: { text: t(m.historyScore) } },
      legend: { enabled: false },
      series: [{ type: 'line', name: t(m.historyScore), data: scored.map((item) => item.score ?? 0) }],
    }),
    [scored, intl, t],
  );

  return (
    <Card aria-labelledby="audit-history-title" data-testid="history">
      <h2 id="audit-history-title">{t(m.historyTitle)}</h2>
      {isError ? <Muted role="alert">{t(m.historyError)}</Muted> : null}
      {data && items.length <= 1 ? <Muted>{t(m.historyEmpty)}</Muted> : null}
      {scored.length >= 2 ? <Chart options={chart} label={t(m.historyChart)} testId="history-chart" /> : null}
      {items.length > 1 ? (
        <TableWrap>
          <Table data-testid="history-table">
            <thead>
              <tr>
                <th scope="col">{t(m.historyDate)}</th>
                <th scope="col">{t(m.historyStatus)}</th>
                <th scope="col">{t(m.historyScore)}</th>
                <th scope="col">{t(m.historyActions)}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const isCurrent = item.id === current?.id;
                const band = item.band ?? (item.score === null ? null : bandOf(item.score));
                const date = formatDateTime(intl, item.createdAt);
                const canCompare = !isCurrent && item.status === 'done' && current?.status === 'done';
                return (
                  <tr key={item.id} data-run={item.id} aria-current={isCurrent ? 'true' : undefined}>
                    <th scope="row">{date}</th>
                    <td>{t(m[`status.${item.status}`])}</td>
                    <td data-numeric>
                      {item.score !== null && band ? (
                        <ToneLabel tone={scoreBandTone(band)}>
                          {intl.formatNumber(item.score)} · {t(m[`band.${band}`])}
                        </ToneLabel>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>
                      {isCurrent ? (
                        <Muted>{t(m.historyCurrent)}</Muted>
                      ) : (
                        <Row>
                          <SmallButton type="button" onClick={() => onView(item.id)} aria-label={`${t(m.historyView)} — ${t(m.historyRunLabel, { date })}`} data-testid="history-view">
                            {t(m.historyView)}
                          </SmallButton>
                          {canCompare ? (
                            <SmallButton
                              type="button"
                              aria-pressed={comparingWith === item.id}
                              onClick={() => onCompare(item)}
                              aria-label={`${t(m.historyCompare)} — ${t(m.historyRunLabel, { date })}`}
                              data-testid="history-compare"
                            >
                              {t(m.historyCompare)}
                            </SmallButton>
                          ) : null}
                        </Row>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      ) : null}
      {data && data.total > items.length ? (
        <Row>
          <SmallButton type="button" disabled={isFetching} onClick={() => setPageSize((size) => size + PAGE_SIZE)} data-testid="history-more">
            {t(m.historyMore)}
          </SmallButton>
        </Row>
      ) : null}
    </Card>
  );
}
