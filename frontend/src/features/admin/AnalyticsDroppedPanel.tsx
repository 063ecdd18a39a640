import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorCodeOf, messageForCode } from '../../shared/errors/errorMessages';
import { Banner } from '../../shared/ui/form';
import { adminMessages as am } from './admin.messages';
import { useAnalyticsDroppedQuery } from './analytics-dropped.api';
import { DROP_REASON_LABELS, droppedMessages as m } from './analytics-dropped.messages';
import { Ltr } from './cells';
import type { ListProps } from './list-props';

const Wrap = styled.div`
  display: grid;
  gap: 1rem;
  max-inline-size: 40rem;
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  border: 1px solid ${({ theme }) => theme.color.border};

  caption {
    padding-block-end: 0.5rem;
    text-align: start;
    font-weight: 700;
  }

  th,
  td {
    padding-block: 0.55rem;
    padding-inline: 0.8rem;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
  }

  thead th {
    background: ${({ theme }) => theme.color.bgAlt};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
  }

  td[data-numeric],
  th[data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  tfoot th,
  tfoot td {
    font-weight: 700;
    border-block-end: 0;
  }
`;

const Button = styled.button`
  justify-self: start;
  min-block-size: 2.25rem;
  padding-inline: 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Admin → analytics dropped events (analytics README, "Tracker"): what the tracker refused, by reason, most first. */
export function AnalyticsDroppedPanel({ labelledBy }: ListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const result = useAnalyticsDroppedQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = Object.entries(result.data ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const total = rows.reduce((sum, [, count]) => sum + count, 0);

  return (
    <Wrap aria-labelledby={labelledBy} aria-busy={result.isFetching} data-testid="admin-analytics-dropped">
      <Muted>{t(m.lead)}</Muted>
      {result.isError && !result.data ? (
        <div role="alert">
          <Banner $tone="danger">
            {t(am.loadError)} {t(messageForCode(errorCodeOf(result.error)))}
          </Banner>
        </div>
      ) : result.isLoading ? (
        <Muted>{t(am.loading)}</Muted>
      ) : rows.length === 0 ? (
        <Muted data-testid="admin-analytics-dropped-empty">{t(m.empty)}</Muted>
      ) : (
        <Table>
          <caption>{t(m.caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.reason)}</th>
              <th scope="col" data-numeric>
                {t(m.count)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([reason, count]) => (
              <tr key={reason} data-reason={reason}>
                <th scope="row">{DROP_REASON_LABELS[reason] ? t(DROP_REASON_LABELS[reason]) : <Ltr code>{reason}</Ltr>}</th>
                <td data-numeric>{intl.formatNumber(count)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t(m.total)}</th>
              <td data-numeric>{intl.formatNumber(total)}</td>
            </tr>
          </tfoot>
        </Table>
      )}
      <Button type="button" onClick={() => void result.refetch()} aria-busy={result.isFetching} data-testid="admin-analytics-dropped-refresh">
        {t(m.refresh)}
      </Button>
    </Wrap>
  );
}
