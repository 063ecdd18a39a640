import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Banner } from '../../../shared/ui/form';
import { Table, TableWrap } from '../../../shared/ui/Table';
import { stackqlMessages as m } from '../stackql.messages';
import { Muted, Pill } from '../stackql.styles';
import type { SqlQueryResult, SqlQuerySafety } from '../stackql.types';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  font-weight: 600;
`;

const Rules = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Results read left to right in every language, like the SQL that made them. */
const Grid = styled(TableWrap)`
  direction: ltr;
  max-block-size: 28rem;
  overflow: auto;

  table {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }

  th {
    position: sticky;
    inset-block-start: 0;
    text-align: left;
  }

  th small {
    display: block;
    font-weight: 500;
    text-transform: none;
  }

  td {
    text-align: left;
    white-space: pre;
    max-inline-size: 32rem;
    overflow: hidden;
    text-overflow: ellipsis;
  }

  td[data-null] {
    color: ${({ theme }) => theme.color.textMuted};
    font-style: italic;
  }
`;

const MB = 1024 * 1024;

/** A cell as text: objects and arrays as JSON, the rest as the server sent it. */
const cellText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The rules the statement ran under, from the result's own `safety` (the module README, "Terminal"). */
export function SafetyContract({ safety }: { safety: SqlQuerySafety }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Rules aria-label={t(m.safetyLabel)} data-testid="stackql-safety">
      <li data-rule="transaction">
        <Pill $tone={safety.readOnly ? 'success' : 'danger'}>{t(safety.readOnly ? m.safetyReadOnly : m.safetyReadWrite)}</Pill>
      </li>
      <li data-rule="timeout">
        <Pill $tone="muted">{t(m.safetyTimeout, { seconds: intl.formatNumber(safety.statementTimeoutMs / 1000, { maximumFractionDigits: 1 }) })}</Pill>
      </li>
      <li data-rule="caps">
        <Pill $tone="muted">{t(m.safetyCaps, { rows: intl.formatNumber(safety.rowCap), mb: intl.formatNumber(safety.byteCap / MB, { maximumFractionDigits: 1 }) })}</Pill>
      </li>
      <li data-rule="protocol">
        <Pill $tone="muted">{t(safety.extendedProtocol ? m.safetyExtended : m.safetySingle)}</Pill>
      </li>
    </Rules>
  );
}

export function ResultView({ result }: { result: SqlQueryResult }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const isWrite = result.mode === 'write';
  return (
    <div data-testid="stackql-result" data-row-count={result.rowCount} data-truncated={result.truncated}>
      <Meta>
        <span data-testid="stackql-result-count">{t(isWrite && result.columns.length === 0 ? m.rowsAffected : m.rows, { count: result.rowCount })}</span>
        <span data-testid="stackql-result-duration">{t(m.duration, { ms: intl.formatNumber(result.durationMs, { maximumFractionDigits: 1 }) })}</span>
      </Meta>
      <SafetyContract safety={result.safety} />
      {result.truncated ? (
        <Banner $tone="info" data-testid="stackql-truncated">
          {t(m.truncated, { count: result.rows.length, rowCap: intl.formatNumber(result.safety.rowCap), mb: intl.formatNumber(result.safety.byteCap / MB, { maximumFractionDigits: 1 }) })}
        </Banner>
      ) : null}
      {isWrite ? (
        <Banner $tone={result.rolledBack ? 'info' : 'success'} data-testid="stackql-write-outcome">
          {t(result.rolledBack ? m.dryRunDone : m.committed)}
        </Banner>
      ) : null}
      {result.columns.length === 0 ? null : result.rows.length === 0 ? (
        <Muted data-testid="stackql-no-rows">{t(m.noRows)}</Muted>
      ) : (
        <Grid>
          <Table aria-label={t(m.resultLabel)} data-testid="stackql-result-table">
            <thead>
              <tr>
                {result.columns.map((column, index) => (
                  <th key={index} scope="col" data-type={column.type}>
                    {column.name}
                    <small>{column.type}</small>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((value, index) =>
                    value === null ? (
                      <td key={index} data-null="">
                        {t(m.nullValue)}
                      </td>
                    ) : (
                      <td key={index} title={cellText(value).length > 60 ? cellText(value) : undefined}>
                        {cellText(value)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </Grid>
      )}
    </div>
  );
}
