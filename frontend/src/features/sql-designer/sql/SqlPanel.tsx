import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { generateDdl } from '../../../../../src/shared/sql/index.js';
import { saveTextFile } from '../../../shared/save-file';
import { Segment, Segments } from '../../../shared/ui/Segments';
import { DIALECT_NAMES } from '../codes.messages';
import { useCodeText } from '../issue-text';
import { useNotify } from '../Notices';
import { designerMessages as m } from '../sql-designer.messages';
import { CodeBlock, Group, Muted, SmallButton, Toolbar, ToolbarSpacer } from '../sql-designer.styles';
import type { SqlDialect, SqlSchemaDocument } from '../sql-designer.types';

export const DIALECTS: readonly SqlDialect[] = ['postgresql', 'mysql', 'sqlite', 'sqlserver'];

const Losses = styled.section`
  display: grid;
  gap: 0.4rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};

  h3 {
    font-size: 1rem;
  }

  ul {
    display: grid;
    gap: 0.2rem;
    margin: 0;
    padding-inline-start: 1.2rem;
  }
`;

const Wrap = styled.div`
  display: grid;
  gap: 1rem;
`;

const fileName = (database: string, dialect: SqlDialect) => `${(database || 'schema').replace(/[^\w.-]+/g, '_')}.${dialect}.sql`;

interface SqlPanelProps {
  schema: SqlSchemaDocument;
  /** The schema has validation problems: generating would give DDL the database refuses. */
  invalid: boolean;
  dialect: SqlDialect;
  onDialect: (dialect: SqlDialect) => void;
}

/** The SQL tab: the DDL of the chosen dialect from the shared generator, what that dialect loses, copy and download. */
export function SqlPanel({ schema, invalid, dialect, onDialect }: SqlPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const text = useCodeText();
  const id = useId();
  const result = useMemo(() => (schema.tables.length > 0 && !invalid ? generateDdl(schema, dialect) : null), [schema, dialect, invalid]);

  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.sql);
      notify('success', t(m.noticeCopied));
    } catch {
      notify('danger', t(m.noticeError));
    }
  };

  return (
    <Wrap>
      <Toolbar>
        <Group role="radiogroup" aria-labelledby={`${id}-dialect`}>
          <span id={`${id}-dialect`}>{t(m.dialect)}</span>
          <Segments $shape="rounded">
            {DIALECTS.map((option) => (
              <Segment key={option} $shape="rounded">
                <input type="radio" name={`${id}-dialect`} value={option} checked={dialect === option} onChange={() => onDialect(option)} data-testid={`sql-designer-dialect-${option}`} />
                {DIALECT_NAMES[option]}
              </Segment>
            ))}
          </Segments>
        </Group>
        <ToolbarSpacer />
        <SmallButton type="button" onClick={() => void copy()} disabled={!result} data-testid="sql-designer-copy">
          {t(m.copy)}
        </SmallButton>
        <SmallButton type="button" disabled={!result} onClick={() => result && saveTextFile(fileName(schema.database_name, dialect), result.sql, 'application/sql')} data-testid="sql-designer-download">
          {t(m.download)}
        </SmallButton>
      </Toolbar>
      {schema.tables.length === 0 ? (
        <Muted data-testid="sql-designer-sql-empty">{t(m.sqlEmpty)}</Muted>
      ) : invalid || !result ? (
        <Muted data-testid="sql-designer-sql-invalid">{t(m.sqlInvalid)}</Muted>
      ) : (
        <>
          {result.losses.length > 0 ? (
            <Losses aria-labelledby={`${id}-losses`} data-testid="sql-designer-losses">
              <h3 id={`${id}-losses`}>{t(m.lossesTitle, { count: result.losses.length })}</h3>
              <ul>
                {result.losses.map((loss, index) => (
                  <li key={index} data-code={loss.code}>
                    {text.loss(loss)}
                  </li>
                ))}
              </ul>
            </Losses>
          ) : (
            <Muted data-testid="sql-designer-no-losses">{t(m.noLosses)}</Muted>
          )}
          <CodeBlock tabIndex={0} aria-label={t(m.sqlLabel)} data-testid="sql-designer-sql" data-dialect={dialect}>
            {result.sql}
          </CodeBlock>
        </>
      )}
    </Wrap>
  );
}
