import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Banner } from '../../../shared/ui/form';
import { Table, TableWrap } from '../../../shared/ui/Table';
import { LoadFailure } from '../Failure';
import { useSqlExplorerQuery } from '../stackql.api';
import { stackqlMessages as m } from '../stackql.messages';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';
import { Card, Muted, SmallButton } from '../stackql.styles';
import type { SqlExplorerTable } from '../stackql.types';
import type { StackQlWorkspace } from '../workspace';

const Tables = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const TableItem = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.35rem 0.75rem;
    padding-block: 0.6rem;
    padding-inline: 0.75rem;
    cursor: pointer;
  }

  summary strong {
    font-family: ${({ theme }) => theme.font.mono};
  }

  summary span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
  }

  & > div {
    display: grid;
    gap: 0.75rem;
    padding-block: 0 0.85rem;
    padding-inline: 0.75rem;
  }

  h4 {
    font-size: 0.9375rem;
  }

  ul {
    display: grid;
    gap: 0.3rem;
    margin: 0;
    padding-inline-start: 1.2rem;
  }
`;

/** Names, types and defaults are SQL: left to right inside the mirrored page. */
const Sql = styled.code`
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
`;

const KIND_KEYS: Record<SqlExplorerTable['kind'], string> = {
  table: 'table',
  view: 'view',
  'partitioned table': 'partitioned',
  'materialized view': 'materialized',
  'foreign table': 'foreign',
};

/** An identifier as SQL text: quoted when it is not a plain lower-case name. */
const identifier = (name: string, engine: 'postgresql' | 'mysql') =>
  /^[a-z_][a-z0-9_]*$/.test(name) ? name : engine === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;

function TableDetails({ table, onInsert, engine }: { table: SqlExplorerTable; onInsert: (text: string) => void; engine: 'postgresql' | 'mysql' }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const qualified = table.schema === 'public' || engine === 'mysql' ? identifier(table.name, engine) : `${identifier(table.schema, engine)}.${identifier(table.name, engine)}`;
  return (
    <TableItem data-testid="stackql-explorer-table" data-table={table.name} data-schema={table.schema}>
      <summary>
        <strong dir="ltr">{table.name}</strong>
        <span>{t(m.explorerKind, { kind: KIND_KEYS[table.kind] })}</span>
        {table.estimatedRows !== null ? <span>{t(m.explorerRows, { count: table.estimatedRows })}</span> : null}
      </summary>
      <div>
        <div>
          <SmallButton type="button" $tone="primary" onClick={() => onInsert(qualified)} aria-label={t(m.explorerInsertLabel, { name: qualified })} data-testid="stackql-insert-table">
            {t(m.explorerInsert)} <Sql>{qualified}</Sql>
          </SmallButton>
        </div>
        <h4>{t(m.explorerColumns)}</h4>
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t(m.explorerColName)}</th>
                <th scope="col">{t(m.explorerColType)}</th>
                <th scope="col">{t(m.explorerColNullable)}</th>
                <th scope="col">{t(m.explorerColDefault)}</th>
                <th scope="col">
                  <VisuallyHidden>{t(m.explorerInsert)}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.columns.map((column) => (
                <tr key={column.name} data-testid="stackql-explorer-column" data-column={column.name}>
                  <td>
                    <Sql>{column.name}</Sql>
                  </td>
                  <td>
                    <Sql>{column.type}</Sql>
                  </td>
                  <td>{t(column.nullable ? m.yes : m.no)}</td>
                  <td>{column.default === null ? '' : <Sql>{column.default}</Sql>}</td>
                  <td>
                    <SmallButton type="button" onClick={() => onInsert(identifier(column.name, engine))} aria-label={t(m.explorerInsertLabel, { name: column.name })} data-testid="stackql-insert-column">
                      {t(m.explorerInsert)}
                    </SmallButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <h4>{t(m.explorerIndexes)}</h4>
        {table.indexes.length === 0 ? (
          <Muted>{t(m.explorerNoIndexes)}</Muted>
        ) : (
          <ul data-testid="stackql-explorer-indexes">
            {table.indexes.map((index) => (
              <li key={index.name}>
                <Sql>
                  {index.name} ({index.columns.join(', ')}) {index.method}
                  {index.predicate ? ` WHERE ${index.predicate}` : ''}
                </Sql>{' '}
                {index.primary ? <span>· {t(m.explorerPrimary)}</span> : index.unique ? <span>· {t(m.explorerUnique)}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <h4>{t(m.explorerForeignKeys)}</h4>
        {table.foreignKeys.length === 0 ? (
          <Muted>{t(m.explorerNoForeignKeys)}</Muted>
        ) : (
          <ul data-testid="stackql-explorer-foreign-keys">
            {table.foreignKeys.map((key) => (
              <li key={key.name}>
                <Sql>
                  ({key.columns.join(', ')}) → {key.referencedSchema}.{key.referencedTable} ({key.referencedColumns.join(', ')})
                </Sql>{' '}
                <span>· {t(m.explorerOnDelete, { action: key.onDelete })}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TableItem>
  );
}

/** Schemas, tables, columns, indexes and foreign keys read from the connection; names go into the editor. */
export function ExplorerTab({ workspace }: { workspace: StackQlWorkspace }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { connection } = workspace;
  const { data: snapshot, error, isLoading, isFetching, refetch } = useSqlExplorerQuery(connection.id);
  if (isLoading) {
    return (
      <Card aria-busy="true" data-testid="stackql-explorer-loading">
        <Muted>{t(m.explorerLoading)}</Muted>
      </Card>
    );
  }
  if (error || !snapshot) {
    return (
      <Card>
        <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} testId="stackql-explorer-error" />
      </Card>
    );
  }
  const schemas = [...new Set([...snapshot.schemas, ...snapshot.tables.map((table) => table.schema)])];
  return (
    <Card data-testid="stackql-explorer" aria-busy={isFetching}>
      {snapshot.truncated ? <Banner $tone="info">{t(m.explorerTruncated)}</Banner> : null}
      {snapshot.tables.length === 0 ? <Muted data-testid="stackql-explorer-empty">{t(m.explorerEmpty)}</Muted> : null}
      {schemas
        .filter((schema) => snapshot.tables.some((table) => table.schema === schema))
        .map((schema) => (
          <section key={schema} aria-labelledby={`stackql-schema-${schema}`}>
            <h2 id={`stackql-schema-${schema}`}>{t(m.explorerSchema, { name: '\u2068' + schema + '\u2069' })}</h2>
            <Tables>
              {snapshot.tables
                .filter((table) => table.schema === schema)
                .map((table) => (
                  <TableDetails key={`${table.schema}.${table.name}`} table={table} engine={snapshot.engine} onInsert={workspace.insertIntoEditor} />
                ))}
            </Tables>
          </section>
        ))}
    </Card>
  );
}
