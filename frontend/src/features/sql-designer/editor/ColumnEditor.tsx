import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckRow, FieldError, Input, Select } from '../../../shared/ui/form';
import type { DraftColumn, DraftTable } from '../draft';
import { useCodeText } from '../issue-text';
import { designerMessages as m } from '../sql-designer.messages';
import { SmallButton } from '../sql-designer.styles';
import type { SqlSchemaIssue } from '../sql-designer.types';
import { columnField, type FieldKey } from '../validation';

const Set = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  min-inline-size: 0;
  margin: 0;
  padding-block: 0.75rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  legend {
    padding-inline: 0.3rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 700;
  }

  label {
    font-size: 0.875rem;
    font-weight: 600;
  }

  input:not([type='checkbox']),
  select {
    min-block-size: 2.25rem;
    padding-block: 0.35rem;
    padding-inline: 0.6rem;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0.5rem;

  & > div {
    display: grid;
    gap: 0.25rem;
    align-content: start;
    min-inline-size: 0;
  }
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.9rem;

  label {
    min-block-size: 2rem;
    font-weight: 500;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  justify-content: flex-end;

  button {
    min-block-size: 2rem;
    font-size: 0.8125rem;
  }
`;

/** Mono and left to right: identifiers and types are code. */
const CodeInput = styled(Input)`
  direction: ltr;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;

  &:dir(rtl) {
    text-align: right;
  }
`;

interface ColumnEditorProps {
  table: DraftTable;
  column: DraftColumn;
  index: number;
  tables: readonly DraftTable[];
  typeListId: string;
  issues: ReadonlyMap<FieldKey, SqlSchemaIssue[]>;
  onChange: (patch: Partial<Omit<DraftColumn, 'key'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One column: its name, type, key flags and, for a foreign key, the table and column it references. */
export function ColumnEditor({ table, column, index, tables, typeListId, issues, onChange, onMove, onRemove }: ColumnEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = useCodeText();
  const id = useId();
  const errorsOf = (field: string) => issues.get(columnField(table.key, column.key, field)) ?? [];
  const fieldProps = (field: string) => {
    const errors = errorsOf(field);
    return { id: `${id}-${field}`, 'aria-invalid': errors.length > 0 || undefined, 'aria-describedby': errors.length ? `${id}-${field}-error` : undefined, $invalid: errors.length > 0 };
  };
  const errorText = (field: string) => {
    const errors = errorsOf(field);
    return errors.length ? <FieldError id={`${id}-${field}-error`}>{errors.map(text.issue).join(' ')}</FieldError> : null;
  };
  const referenced = tables.find((candidate) => candidate.name === column.referencedTable);
  const flags = [
    ['primaryKey', m.primaryKey],
    ['foreignKey', m.foreignKey],
    ['notNull', m.notNull],
    ['unique', m.unique],
    ['autoIncrement', m.autoIncrement],
  ] as const;

  return (
    <Set data-testid="sql-designer-column" data-column={column.name}>
      <legend>{t(m.columnLegend, { n: index + 1 })}</legend>
      <Pair>
        <div>
          <label htmlFor={`${id}-name`}>{t(m.columnName)}</label>
          <CodeInput {...fieldProps('name')} value={column.name} onChange={(e) => onChange({ name: e.target.value })} data-testid="sql-designer-column-name" autoComplete="off" spellCheck={false} />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor={`${id}-type`}>{t(m.columnType)}</label>
          <CodeInput {...fieldProps('type')} value={column.type} list={typeListId} onChange={(e) => onChange({ type: e.target.value })} data-testid="sql-designer-column-type" autoComplete="off" spellCheck={false} />
          {errorText('type')}
        </div>
      </Pair>
      <Flags>
        {flags.map(([flag, label]) => (
          <CheckRow key={flag}>
            <input
              type="checkbox"
              checked={column[flag]}
              data-testid={`sql-designer-column-${flag}`}
              onChange={(e) => {
                const on = e.target.checked;
                // A primary key is never null; a foreign key starts on the first other table.
                if (flag === 'primaryKey') onChange(on ? { primaryKey: true, notNull: true } : { primaryKey: false });
                else if (flag === 'foreignKey' && on && !column.referencedTable) {
                  const target = tables.find((candidate) => candidate.key !== table.key) ?? table;
                  const key = target.columns.find((c) => c.primaryKey) ?? target.columns[0];
                  onChange({ foreignKey: true, referencedTable: target.name, referencedColumn: key?.name ?? '' });
                } else onChange({ [flag]: on });
              }}
            />
            {t(label)}
          </CheckRow>
        ))}
      </Flags>
      {column.foreignKey ? (
        <Pair>
          <div>
            <label htmlFor={`${id}-referencedTable`}>{t(m.referencedTable)}</label>
            <Select
              {...fieldProps('referencedTable')}
              value={column.referencedTable ?? ''}
              data-testid="sql-designer-column-ref-table"
              onChange={(e) => {
                const target = tables.find((candidate) => candidate.name === e.target.value);
                const key = target?.columns.find((c) => c.primaryKey) ?? target?.columns[0];
                onChange({ referencedTable: e.target.value, referencedColumn: key?.name ?? '' });
              }}
            >
              <option value="">{t(m.chooseTable)}</option>
              {tables.map((candidate) => (
                <option key={candidate.key} value={candidate.name}>
                  {candidate.name}
                </option>
              ))}
            </Select>
            {errorText('referencedTable')}
          </div>
          <div>
            <label htmlFor={`${id}-referencedColumn`}>{t(m.referencedColumn)}</label>
            <Select {...fieldProps('referencedColumn')} value={column.referencedColumn ?? ''} data-testid="sql-designer-column-ref-column" onChange={(e) => onChange({ referencedColumn: e.target.value })}>
              <option value="">{t(m.chooseColumn)}</option>
              {(referenced?.columns ?? []).map((candidate) => (
                <option key={candidate.key} value={candidate.name}>
                  {candidate.name}
                </option>
              ))}
            </Select>
            {errorText('referencedColumn')}
          </div>
        </Pair>
      ) : null}
      <Actions>
        <SmallButton type="button" onClick={() => onMove(-1)} disabled={index === 0}>
          {t(m.moveUp)}
        </SmallButton>
        <SmallButton type="button" onClick={() => onMove(1)} disabled={index === table.columns.length - 1}>
          {t(m.moveDown)}
        </SmallButton>
        <SmallButton type="button" $tone="danger" onClick={onRemove} data-testid="sql-designer-column-remove">
          {t(m.removeColumn)}
        </SmallButton>
      </Actions>
    </Set>
  );
}
