import styled from 'styled-components';

/** Data tables (audits, analytics, admin reports): scroll sideways inside their frame on narrow screens. */
export const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  @media print {
    overflow: visible;
  }
`;

/** Numeric cells carry `data-numeric`: aligned to the end with tabular figures, in either direction. */
export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption {
    padding-block: 0.6rem;
    padding-inline: 0.75rem;
    text-align: start;
    font-weight: 700;
  }

  th,
  td {
    padding-block: 0.55rem;
    padding-inline: 0.75rem;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.color.bgAlt};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 700;
    white-space: nowrap;
  }

  tbody tr:last-child > * {
    border-block-end: 0;
  }

  td[data-numeric] {
    font-variant-numeric: tabular-nums;
  }

  [data-numeric] {
    text-align: end;
    white-space: nowrap;
  }
`;
