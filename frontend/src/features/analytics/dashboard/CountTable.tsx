import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPercent, shareOf } from './format';
import { reportMessages as r } from './reports.messages';
import { Muted, Table, TableWrap } from './ui';

/** A named list of visit counts with each row's share of the total; a sentence when there is none. */
export function CountTable<T>({
  caption,
  nameColumn,
  rows,
  name,
  count,
  rowKey,
  testId,
  extraColumns = [],
}: {
  caption: string;
  nameColumn: string;
  rows: readonly T[];
  name: (row: T) => ReactNode;
  count: (row: T) => number;
  rowKey: (row: T) => string;
  testId: string;
  extraColumns?: readonly { header: string; cell: (row: T) => ReactNode }[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const total = rows.reduce((sum, row) => sum + count(row), 0);
  if (rows.length === 0) {
    return (
      <div data-testid={testId}>
        <strong>{caption}</strong>
        <Muted>{t(r.noneListed)}</Muted>
      </div>
    );
  }
  return (
    <TableWrap>
      <Table data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameColumn}</th>
            {extraColumns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col" data-numeric>
              {t(r.colSessions)}
            </th>
            <th scope="col" data-numeric>
              {t(r.colShare)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{name(row)}</th>
              {extraColumns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
              <td data-numeric>{intl.formatNumber(count(row))}</td>
              <td data-numeric>{formatPercent(intl, shareOf(count(row), total))}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
