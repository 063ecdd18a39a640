import { useIntl } from 'react-intl';
import { Icon } from '../../shared/ui/Icon';
import { apiTestingMessages as m } from './api-testing.messages';
import type { NameValue } from './api-testing.types';
import { LtrInput, Muted, Rows, SmallButton, Stack } from './api-testing.styles';

interface KeyValueEditorProps {
  rows: readonly NameValue[];
  onChange: (rows: NameValue[]) => void;
  addLabel: string;
  emptyText: string;
  testId: string;
  /** Names offered as the name fields are typed (a datalist). */
  suggestions?: readonly string[];
}

/** Name/value rows (query parameters, headers, form fields), left to right in every language. */
export function KeyValueEditor({ rows, onChange, addLabel, emptyText, testId, suggestions }: KeyValueEditorProps) {
  const listId = suggestions ? `${testId}-suggestions` : undefined;
  const t = useIntl().formatMessage;
  const set = (index: number, column: 0 | 1, text: string) => onChange(rows.map((row, i): NameValue => (i === index ? (column === 0 ? [text, row[1]] : [row[0], text]) : row)));
  const add = () => {
    onChange([...rows, ['', '']]);
    // The new row's name field takes focus once rendered.
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`[data-testid="${testId}-name-${rows.length}"]`)?.focus());
  };
  // Focus stays in the table: on the row before the removed one, or on the add button when none is left.
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    const next = rows.length > 1 ? `${testId}-name-${Math.max(0, index - 1)}` : `${testId}-add`;
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${next}"]`)?.focus());
  };
  return (
    <Stack data-testid={testId}>
      {rows.length === 0 ? (
        <Muted data-testid={`${testId}-empty`}>{emptyText}</Muted>
      ) : (
        <Rows style={{ inlineSize: '100%' }}>
          <span className="head" aria-hidden="true">
            {t(m.name)}
          </span>
          <span className="head" aria-hidden="true">
            {t(m.value)}
          </span>
          <span />
          {rows.map(([name, value], index) => (
            <RowFields key={index} index={index} name={name} value={value} testId={testId} listId={listId} onName={(text) => set(index, 0, text)} onValue={(text) => set(index, 1, text)} onRemove={() => remove(index)} />
          ))}
        </Rows>
      )}
      <SmallButton type="button" onClick={add} data-testid={`${testId}-add`}>
        {addLabel}
      </SmallButton>
      {suggestions ? (
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
    </Stack>
  );
}

function RowFields({ index, name, value, testId, listId, onName, onValue, onRemove }: { index: number; name: string; value: string; testId: string; listId: string | undefined; onName: (text: string) => void; onValue: (text: string) => void; onRemove: () => void }) {
  const t = useIntl().formatMessage;
  const n = index + 1;
  return (
    <>
      <LtrInput dir="ltr" aria-label={t(m.rowName, { index: n })} list={listId} value={name} onChange={(e) => onName(e.target.value)} spellCheck={false} autoComplete="off" data-testid={`${testId}-name-${index}`} />
      <LtrInput dir="ltr" aria-label={t(m.rowValue, { index: n })} value={value} onChange={(e) => onValue(e.target.value)} spellCheck={false} autoComplete="off" data-testid={`${testId}-value-${index}`} />
      <SmallButton type="button" aria-label={t(m.removeRow, { index: n })} title={t(m.removeRow, { index: n })} onClick={onRemove} data-testid={`${testId}-remove-${index}`}>
        <Icon name="close" size={16} />
      </SmallButton>
    </>
  );
}
