import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { Banner, Field, FieldError, TextArea } from '../../../shared/ui/form';
import { DialogActions, ModalDialog } from '../../../shared/ui/ModalDialog';
import { Segment, Segments } from '../../../shared/ui/Segments';
import { errorCodeOf, errorDetailsOf, useImportSqlSchemaMutation } from '../sql-designer.api';
import { designerMessages as m } from '../sql-designer.messages';
import { Group } from '../sql-designer.styles';
import type { SqlImportErrorDetails, SqlImportFormat, SqlImportResponse } from '../sql-designer.types';

const FORMATS = [
  ['postgresql', m.formatPostgresql],
  ['mysql', m.formatMysql],
  ['dbml', m.formatDbml],
  ['json', m.formatJson],
] as const satisfies readonly (readonly [SqlImportFormat, unknown])[];

const Source = styled(TextArea)`
  min-block-size: 14rem;
  direction: ltr;
  text-align: left;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  white-space: pre;
`;

/** The format a file's name suggests, if any. */
function formatOfFile(name: string): SqlImportFormat | null {
  if (/\.dbml$/i.test(name)) return 'dbml';
  if (/\.json$/i.test(name)) return 'json';
  if (/mysql|maria/i.test(name)) return 'mysql';
  return null;
}

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: (result: SqlImportResponse) => void;
}

/** Paste or upload DDL or DBML; the server parses it (its own PostgreSQL grammar) and answers the model or the first error's place. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [format, setFormat] = useState<SqlImportFormat>('postgresql');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [importSchema, { isLoading }] = useImportSqlSchemaMutation();

  const submit = async () => {
    if (!text.trim()) {
      setProblem(t(m.importEmpty));
      return;
    }
    setProblem(null);
    try {
      const result = await importSchema({ format, text }).unwrap();
      setText('');
      onImported(result);
    } catch (error) {
      const code = errorCodeOf(error);
      const details = errorDetailsOf<SqlImportErrorDetails>(error);
      if (code === 'SQL_IMPORT_PARSE_ERROR' && details) setProblem(t(m.importParseError, { line: details.line, column: details.column, message: details.message }));
      else if (code === 'SQL_IMPORT_EMPTY') setProblem(t(m.importNoTable));
      else if (code === 'PAYLOAD_TOO_LARGE' || (error as { status?: unknown }).status === 413) setProblem(t(m.importTooLarge));
      else setProblem(t(m.noticeError));
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t(m.importTitle)}
      description={t(m.importDescription)}
      closeLabel={t(m.close)}
      busy={isLoading}
      size="lg"
      testId="sql-designer-import-dialog"
      closeTestId="sql-designer-import-close"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        style={{ display: 'grid', gap: '1rem' }}
      >
        <Group role="radiogroup" aria-labelledby={`${id}-format`}>
          <span id={`${id}-format`}>{t(m.importFormat)}</span>
          <Segments $shape="rounded">
            {FORMATS.map(([value, label]) => (
              <Segment key={value} $shape="rounded">
                <input type="radio" name={`${id}-format`} value={value} checked={format === value} onChange={() => setFormat(value)} data-testid={`sql-designer-import-format-${value}`} />
                {t(label)}
              </Segment>
            ))}
          </Segments>
        </Group>
        <Field>
          <label htmlFor={`${id}-text`}>{t(m.importText)}</label>
          <Source
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            $invalid={!!problem}
            data-testid="sql-designer-import-text"
            data-autofocus
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-file`}>{t(m.importFile)}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".sql,.ddl,.dbml,.json,.txt,text/plain,application/sql,application/json"
            data-testid="sql-designer-import-file"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setText(await file.text());
              setFormat((current) => formatOfFile(file.name) ?? current);
              setProblem(null);
            }}
          />
        </Field>
        {problem ? (
          <FieldError id={`${id}-problem`} role="alert" data-testid="sql-designer-import-error">
            {problem}
          </FieldError>
        ) : null}
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="sql-designer-import-submit">
            {t(isLoading ? m.importRunning : m.importSubmit)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

/** What an import left out, shown above the editor until the next import or load. */
export function ImportWarnings({ items }: { items: readonly string[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <Banner $tone="info" as="div" data-testid="sql-designer-import-warnings">
      <strong>{intl.formatMessage(m.importWarningsTitle)}</strong>
      <ul style={{ margin: 0, paddingInlineStart: '1.2rem', fontWeight: 400 }}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </Banner>
  );
}
