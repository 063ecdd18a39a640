import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { toneColor, type Tone } from '../../shared/ui/tone';
import { auditMessages as m } from './audits.messages';
import { Code, Muted, Pill, Table, TableWrap, Url } from './audits.styles';
import { usePrintMode } from './print-mode';

/** A band or state in words, coloured by how good it is (the words carry the meaning, not the colour). */
export function ToneLabel({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  const theme = useTheme();
  return (
    <Pill $color={toneColor(theme, tone)} data-testid={testId} data-tone={tone}>
      {children}
    </Pill>
  );
}

export function YesNo({ value, good = true }: { value: boolean; good?: boolean }) {
  const intl = useIntl();
  return <ToneLabel tone={value === good ? 'good' : 'bad'}>{intl.formatMessage(m.yesNo, { value: value ? 'yes' : 'no' })}</ToneLabel>;
}

const SelectRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  select {
    max-inline-size: 100%;
    min-block-size: 2.5rem;
    padding-inline: 0.6rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: inherit;
    font: inherit;
    direction: ltr;
  }

  @media print {
    display: none;
  }
`;

/** Picks one page of a multi-page result; hidden when there is only one, and in print (every page is printed). */
export function PageSelect({ urls, value, onChange }: { urls: readonly string[]; value: number; onChange: (index: number) => void }) {
  const intl = useIntl();
  const id = useId();
  if (urls.length < 2) return null;
  return (
    <SelectRow>
      <label htmlFor={id}>{intl.formatMessage(m.pageSelect)}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} data-testid="page-select">
        {urls.map((url, index) => (
          <option key={url} value={index}>
            {url}
          </option>
        ))}
      </select>
    </SelectRow>
  );
}

const PageHeading = styled.h3`
  font-size: 1.0625rem;
`;

/**
 * Renders `render(index)` for the chosen page on screen, and for every page, each under its URL,
 * in the printed report.
 */
export function PerPage({ urls, selected, render }: { urls: readonly string[]; selected: number; render: (index: number) => ReactNode }) {
  const print = usePrintMode();
  if (!print || urls.length < 2) return <>{render(Math.min(selected, Math.max(0, urls.length - 1)))}</>;
  return (
    <>
      {urls.map((url, index) => (
        <section key={url}>
          <PageHeading>
            <Url>{url}</Url>
          </PageHeading>
          {render(index)}
        </section>
      ))}
    </>
  );
}

export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const safe = /^https?:\/\//i.test(href);
  if (!safe) return <Url>{children ?? href}</Url>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <Url>{children ?? href}</Url>
    </a>
  );
}

/** One figure of a StatGrid: its name and value, `data-stat` naming it for tests and the print page. */
export function Stat({ label, stat, children }: { label: string; stat?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-stat={stat}>{children}</dd>
    </div>
  );
}

/** Name/value pairs that are code (HTTP headers and their values), each name heading its row. */
export function CodePairsTable({ rows, testId, caption, columns }: { rows: readonly (readonly [string, string])[]; testId: string; caption?: string; columns?: readonly [string, string] }) {
  return (
    <TableWrap>
      <Table data-testid={testId}>
        {caption ? <caption>{caption}</caption> : null}
        {columns ? (
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
        ) : null}
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <Code>{name}</Code>
              </th>
              <td>
                <Code>{value}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/** A table of `items`, one row each (`row` gives its cells), or the `empty` sentence when there are none. */
export function ListTable<T>({
  items,
  testId,
  columns,
  rowKey,
  row,
  empty,
}: {
  items: readonly T[];
  testId: string;
  columns: readonly string[];
  rowKey: (item: T) => string;
  row: (item: T) => ReactNode;
  empty: ReactNode;
}) {
  if (!items.length) return <Muted>{empty}</Muted>;
  return (
    <TableWrap>
      <Table data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>{row(item)}</tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
