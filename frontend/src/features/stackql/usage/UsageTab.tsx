import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Table, TableWrap } from '../../../shared/ui/Table';
import { LoadFailure } from '../Failure';
import { useSqlUsageQuery } from '../stackql.api';
import { stackqlMessages as m } from '../stackql.messages';
import { Card, Muted, Pill, Row } from '../stackql.styles';
import type { StackQlWorkspace } from '../workspace';

/** A bar from the reading start, as long as the table's share of the total. */
const Bar = styled.span<{ $percent: number }>`
  display: block;
  inline-size: 100%;
  min-inline-size: 6rem;
  block-size: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};

  &::before {
    content: '';
    display: block;
    inline-size: ${({ $percent }) => Math.max(0, Math.min(100, $percent))}%;
    min-inline-size: 2px;
    block-size: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Name = styled.code`
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
`;

/** Total size and the ten largest tables with their share (docs/product.md §5.6, database usage), labelled measured or estimated. */
export function UsageTab({ workspace }: { workspace: StackQlWorkspace }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data: usage, error, isLoading, isFetching, refetch } = useSqlUsageQuery(workspace.connection.id);
  const mb = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  if (isLoading) {
    return (
      <Card aria-busy="true" data-testid="stackql-usage-loading">
        <Muted>{t(m.usageLoading)}</Muted>
      </Card>
    );
  }
  if (error || !usage) {
    return (
      <Card>
        <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} testId="stackql-usage-error" />
      </Card>
    );
  }
  return (
    <Card aria-labelledby="stackql-usage-title" aria-busy={isFetching} data-testid="stackql-usage" data-provenance={usage.provenance}>
      <h2 id="stackql-usage-title">{t(m.usageTitle)}</h2>
      <Row>
        <strong data-testid="stackql-usage-total">{t(m.usageTotal, { mb: mb(usage.totalMb) })}</strong>
        <Pill $tone={usage.provenance === 'measured' ? 'success' : 'muted'} data-testid="stackql-usage-provenance">
          {t(usage.provenance === 'measured' ? m.usageMeasured : m.usageEstimated)}
        </Pill>
      </Row>
      {usage.tables.length === 0 ? (
        <Muted data-testid="stackql-usage-empty">{t(m.usageEmpty)}</Muted>
      ) : (
        <TableWrap>
          <Table aria-labelledby="stackql-usage-title" data-testid="stackql-usage-table">
            <thead>
              <tr>
                <th scope="col">{t(m.usageTable)}</th>
                <th scope="col" data-numeric="">
                  {t(m.usageSize)}
                </th>
                <th scope="col" data-numeric="">
                  {t(m.usagePercent)}
                </th>
                <th scope="col" aria-hidden="true" />
              </tr>
            </thead>
            <tbody>
              {usage.tables.map((table) => (
                <tr key={`${table.schema}.${table.name}`} data-testid="stackql-usage-row" data-table={table.name}>
                  <th scope="row">
                    <Name>{usage.engine === 'postgresql' && table.schema !== 'public' ? `${table.schema}.${table.name}` : table.name}</Name>
                  </th>
                  <td data-numeric="">{mb(table.sizeMb)}</td>
                  <td data-numeric="">{intl.formatNumber(table.percent / 100, { style: 'percent', maximumFractionDigits: 2 })}</td>
                  <td aria-hidden="true">
                    <Bar $percent={table.percent} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Card>
  );
}
