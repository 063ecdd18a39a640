import { Fragment, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';

export interface Column<T> {
  readonly id: string;
  readonly header: MessageDescriptor;
  readonly cell: (row: T) => ReactNode;
  /** `long`: free text kept as typed (line breaks included) and given more room. */
  readonly kind?: 'long' | 'nowrap';
}

/**
 * Below this width the table becomes one card per row. It is a container query: what counts is the
 * room the list has (beside the side menu or not), not the window.
 */
const CARDS_BELOW = '50rem';

const Container = styled.div`
  container-type: inline-size;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  @container (max-width: ${CARDS_BELOW}) {
    border: 0;
    background: none;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding-block: 0.7rem;
    padding-inline: 0.85rem;
    text-align: start;
    vertical-align: top;
    /* Not "anywhere": that would let the table squeeze columns until words break mid-letter; a
       table wider than its box scrolls inside it instead. */
    overflow-wrap: break-word;
  }

  th {
    background: ${({ theme }) => theme.color.bgAlt};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 700;
    white-space: nowrap;
  }

  tbody tr + tr > td {
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
  }

  td[data-kind='long'] {
    min-inline-size: 12rem;
    max-inline-size: 28rem;
    white-space: pre-wrap;
  }

  td[data-kind='nowrap'] {
    white-space: nowrap;
    overflow-wrap: normal;
  }

  tr[data-detail] > td {
    border-block-start: 0;
    padding-block-start: 0;
  }

  @container (max-width: ${CARDS_BELOW}) {
    &,
    thead,
    tbody,
    tr,
    th,
    td {
      display: block;
    }

    thead {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tbody {
      display: grid;
      gap: 0.75rem;
    }

    tr[data-row] {
      padding-block: 0.5rem;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }

    tr[data-row]:has(+ tr[data-detail]) {
      border-end-start-radius: 0;
      border-end-end-radius: 0;
    }

    tr[data-detail] {
      margin-block-start: -0.75rem;
      padding-block-end: 0.75rem;
      border: 1px solid ${({ theme }) => theme.color.border};
      border-block-start: 0;
      border-end-start-radius: ${({ theme }) => theme.radius.md};
      border-end-end-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }

    tbody tr + tr > td {
      border-block-start: 0;
    }

    td {
      display: grid;
      grid-template-columns: minmax(6.5rem, 38%) minmax(0, 1fr);
      gap: 0.75rem;
      padding-block: 0.35rem;
    }

    td {
      overflow-wrap: anywhere;
    }

    td[data-kind='long'],
    td[data-kind='nowrap'] {
      min-inline-size: 0;
      max-inline-size: none;
      white-space: normal;
    }

    td[data-kind='long'] > * {
      white-space: pre-wrap;
    }

    /* Shrink-wrapped at the start of the cell, so left-to-right values (addresses, ids) still sit on the right in Arabic. */
    td > * {
      justify-self: start;
      max-inline-size: 100%;
    }

    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
      font-size: 0.8125rem;
      font-weight: 700;
    }

    tr[data-detail] > td {
      display: block;
    }

    tr[data-detail] > td::before {
      content: none;
    }
  }
`;

interface AdminTableProps<T> {
  labelledBy: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Extra content shown under a row (e.g. an opened e-mail body), or null. */
  detail?: (row: T) => ReactNode;
  testId?: string;
}

/**
 * A table on wide screens, cards on narrow ones. The explicit roles keep the table's semantics once
 * CSS turns its rows into blocks (browsers drop them otherwise). Wide tables scroll inside their own
 * box, never the page, and the box takes keyboard focus so it can be scrolled without a mouse.
 */
export function AdminTable<T>({ labelledBy, columns, rows, rowKey, detail, testId }: AdminTableProps<T>) {
  const intl = useIntl();
  return (
    <Container>
    <Scroller role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <Table role="table" aria-labelledby={labelledBy} data-testid={testId}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} role="columnheader" scope="col">
                {intl.formatMessage(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const extra = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr role="row" data-row="">
                  {columns.map((column) => (
                    <td key={column.id} role="cell" data-label={intl.formatMessage(column.header)} data-kind={column.kind} data-column={column.id}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {extra ? (
                  <tr role="row" data-detail="">
                    <td role="cell" colSpan={columns.length}>
                      {extra}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
    </Container>
  );
}
