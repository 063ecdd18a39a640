import { useEffect, useId, useRef, type Dispatch } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PORTABLE_SQL_TYPES } from '../../../../../src/shared/sql/index.js';
import { Field, FieldError, Input, Select } from '../../../shared/ui/form';
import { emptyColumn, type DraftAction, type DraftTable } from '../draft';
import { useCodeText } from '../issue-text';
import { designerMessages as m } from '../sql-designer.messages';
import { Muted, SidePanel, SmallButton } from '../sql-designer.styles';
import type { SqlSchemaIssue } from '../sql-designer.types';
import { tableField, type FieldKey } from '../validation';
import { ColumnEditor } from './ColumnEditor';

const Columns = styled.div`
  display: grid;
  gap: 0.6rem;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;

  h2,
  h3 {
    font-size: 1.0625rem;
  }
`;

const NameInput = styled(Input)`
  direction: ltr;
  font-family: ${({ theme }) => theme.font.mono};

  &:dir(rtl) {
    text-align: right;
  }
`;

/** Portable types with a typical length, offered as suggestions; any dialect's own name is accepted too. */
const TYPE_SUGGESTIONS = PORTABLE_SQL_TYPES.flatMap((type) =>
  type === 'varchar' ? ['varchar(255)', 'varchar'] : type === 'decimal' ? ['decimal(10,2)', 'decimal'] : type === 'char' ? ['char(1)'] : [type],
);

interface TablePanelProps {
  tables: readonly DraftTable[];
  table: DraftTable | null;
  issues: ReadonlyMap<FieldKey, SqlSchemaIssue[]>;
  dispatch: Dispatch<DraftAction>;
  onSelect: (key: string | null) => void;
  /** Asked by the page after it added a table: the name field takes focus so the keyboard can go on. */
  focusName: number;
}

/** The side panel: which table to edit, its name, its columns (docs/product.md §5.6), and deleting it. */
export function TablePanel({ tables, table, issues, dispatch, onSelect, focusName }: TablePanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = useCodeText();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const last = useRef({ key: table?.key, count: table?.columns.length ?? 0 });
  const columnsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusName > 0) nameRef.current?.focus();
  }, [focusName]);

  // A column just added to the table being edited gets the focus on its name.
  useEffect(() => {
    const count = table?.columns.length ?? 0;
    if (table?.key === last.current.key && count > last.current.count) columnsRef.current?.querySelector<HTMLInputElement>('fieldset:last-of-type input')?.focus();
    last.current = { key: table?.key, count };
  }, [table?.columns.length, table?.key]);

  const nameErrors = table ? (issues.get(tableField(table.key, 'name')) ?? []) : [];
  const tableErrors = table ? [...(issues.get(tableField(table.key, 'columns')) ?? []), ...(issues.get(tableField(table.key, 'constraints')) ?? [])] : [];

  return (
    <SidePanel aria-labelledby={`${id}-title`} data-testid="sql-designer-panel">
      <Heading>
        <h2 id={`${id}-title`}>{t(m.panelTitle)}</h2>
      </Heading>
      <Field>
        <label htmlFor={`${id}-pick`}>{t(m.tablePick)}</label>
        <Select id={`${id}-pick`} value={table?.key ?? ''} onChange={(e) => onSelect(e.target.value || null)} data-testid="sql-designer-table-pick">
          <option value="">{t(m.tablePickNone)}</option>
          {tables.map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {candidate.name || '—'}
            </option>
          ))}
        </Select>
      </Field>
      {!table ? (
        <Muted>{t(m.panelNone)}</Muted>
      ) : (
        <>
          <Field>
            <label htmlFor={`${id}-name`}>{t(m.tableName)}</label>
            <NameInput
              ref={nameRef}
              id={`${id}-name`}
              value={table.name}
              $invalid={nameErrors.length > 0}
              aria-invalid={nameErrors.length > 0 || undefined}
              aria-describedby={nameErrors.length ? `${id}-name-error` : undefined}
              onChange={(e) => dispatch({ type: 'renameTable', key: table.key, name: e.target.value })}
              data-testid="sql-designer-table-name"
              autoComplete="off"
              spellCheck={false}
            />
            {nameErrors.length ? <FieldError id={`${id}-name-error`}>{nameErrors.map(text.issue).join(' ')}</FieldError> : null}
          </Field>
          <Heading>
            <h3>{t(m.columnsTitle)}</h3>
          </Heading>
          {tableErrors.length ? <FieldError>{tableErrors.map(text.issue).join(' ')}</FieldError> : null}
          <datalist id={`${id}-types`}>
            {TYPE_SUGGESTIONS.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <Columns ref={columnsRef}>
            {table.columns.length === 0 ? <Muted>{t(m.noColumns)}</Muted> : null}
            {table.columns.map((column, index) => (
              <ColumnEditor
                key={column.key}
                table={table}
                column={column}
                index={index}
                tables={tables}
                typeListId={`${id}-types`}
                issues={issues}
                onChange={(patch) => dispatch({ type: 'updateColumn', tableKey: table.key, columnKey: column.key, patch })}
                onMove={(by) => dispatch({ type: 'moveColumn', tableKey: table.key, columnKey: column.key, by })}
                onRemove={() => dispatch({ type: 'removeColumn', tableKey: table.key, columnKey: column.key })}
              />
            ))}
          </Columns>
          <Heading>
            <SmallButton type="button" $tone="primary" onClick={() => dispatch({ type: 'addColumn', tableKey: table.key, column: emptyColumn() })} data-testid="sql-designer-add-column">
              {t(m.addColumn)}
            </SmallButton>
            <SmallButton
              type="button"
              $tone="danger"
              onClick={() => {
                dispatch({ type: 'removeTable', key: table.key });
                onSelect(null);
              }}
              data-testid="sql-designer-remove-table"
            >
              {t(m.removeTable)}
            </SmallButton>
          </Heading>
        </>
      )}
    </SidePanel>
  );
}
