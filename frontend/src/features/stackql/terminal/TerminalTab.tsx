import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { CheckRow, FieldNote } from '../../../shared/ui/form';
import { Segment, Segments } from '../../../shared/ui/Segments';
import { explainRunFailure, FailureBox } from '../Failure';
import { errorCodeOf, useRunSqlQueryMutation, useSqlExplorerQuery } from '../stackql.api';
import { stackqlMessages as m } from '../stackql.messages';
import { Card, Muted, Row, SmallButton } from '../stackql.styles';
import type { SqlQueryMode } from '../stackql.types';
import type { StackQlWorkspace } from '../workspace';
import { completionSchemaOf } from './completion-schema';
import { QueryHistory } from './QueryHistory';
import { ResultView } from './ResultView';
import { SqlEditor, type SqlEditorHandle } from './SqlEditor';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: start;

  @media (min-width: 90rem) {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

/** A mode the connection does not offer stays visible, and looks unavailable. */
const ModeSegment = styled(Segment)`
  &:has(input:disabled) {
    opacity: 0.5;
    cursor: not-allowed;
  }

  & > input:disabled {
    cursor: not-allowed;
  }
`;

const ModeGroup = styled.fieldset`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: 0.35rem;
    font-weight: 600;
  }
`;

/** Failures that say the connection itself could not be used. */
const UNREACHED = new Set(['SQL_CONNECTION_FAILED', 'SQL_CONNECTION_TARGET_REFUSED', 'SQL_CONNECTION_TIMEOUT', 'SQL_CONNECTION_PASSWORD_UNREADABLE']);

/**
 * The SQL terminal of the open connection: the editor, the read/write choice (write is never the
 * default, and a read-only connection has none), the result with the rules it ran under, the history.
 */
export function TerminalTab({ workspace }: { workspace: StackQlWorkspace }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { connection } = workspace;
  const memory = workspace.memory(connection.id);
  const [mode, setMode] = useState<SqlQueryMode>(connection.readOnly ? 'read' : memory.mode);
  const [dryRun, setDryRun] = useState(memory.dryRun);
  const [outcome, setOutcome] = useState(memory.outcome);
  const [formatFailed, setFormatFailed] = useState(false);
  const editor = useRef<SqlEditorHandle | null>(null);
  const [run, { isLoading: running }] = useRunSqlQueryMutation();
  const { data: snapshot } = useSqlExplorerQuery(connection.id);
  const completion = useMemo(() => completionSchemaOf(snapshot), [snapshot]);
  const autoFocus = useMemo(() => workspace.takeEditorFocus(), []);

  const chooseMode = (next: SqlQueryMode) => {
    setMode(next);
    memory.mode = next;
  };

  const execute = async () => {
    const text = editor.current?.text() ?? memory.draft.text;
    if (running) return;
    setFormatFailed(false);
    try {
      const result = await run({ connectionId: connection.id, request: { sql: text, mode, dryRun: mode === 'write' && dryRun } }).unwrap();
      memory.outcome = { kind: 'result', result, sql: text };
      workspace.markStatus(connection.id, 'connected');
    } catch (error) {
      memory.outcome = { kind: 'error', error };
      const code = errorCodeOf(error);
      if (code && UNREACHED.has(code)) workspace.markStatus(connection.id, 'failed');
      else if (code?.startsWith('SQL_')) workspace.markStatus(connection.id, 'connected');
    }
    setOutcome(memory.outcome);
  };

  const format = async () => {
    const { format: formatSql } = await import('sql-formatter');
    try {
      editor.current?.replace(formatSql(editor.current.text(), { language: connection.engine === 'mysql' ? 'mysql' : 'postgresql', keywordCase: 'upper' }));
      setFormatFailed(false);
    } catch {
      setFormatFailed(true);
    }
    editor.current?.focus();
  };

  return (
    <Layout>
      <div style={{ display: 'grid', gap: '1.25rem', minInlineSize: 0 }}>
        <Card aria-labelledby="stackql-editor-label" data-testid="stackql-terminal" data-connection={connection.id}>
          <h2 id="stackql-editor-label">{t(m.editorLabel)}</h2>
          <SqlEditor
            engine={connection.engine}
            completion={completion}
            initial={memory.draft}
            onChange={(draft) => {
              memory.draft = draft;
            }}
            onRun={() => void execute()}
            onReady={(handle) => {
              editor.current = handle;
            }}
            autoFocus={autoFocus}
            labelledBy="stackql-editor-label"
            describedBy="stackql-editor-hint"
          />
          <FieldNote id="stackql-editor-hint">{t(m.editorHint)}</FieldNote>
          {formatFailed ? (
            <Muted role="alert" data-testid="stackql-format-failed">
              {t(m.formatFailed)}
            </Muted>
          ) : null}
          <Row>
            <ModeGroup>
              <legend>{t(m.modeLabel)}</legend>
              <Segments $shape="rounded">
                {(['read', 'write'] as const).map((option) => (
                  <ModeSegment key={option} $shape="rounded">
                    <input
                      type="radio"
                      name={`stackql-mode-${connection.id}`}
                      value={option}
                      checked={mode === option}
                      disabled={option === 'write' && connection.readOnly}
                      onChange={() => chooseMode(option)}
                      data-testid={`stackql-mode-${option}`}
                    />
                    {t(option === 'read' ? m.modeRead : m.modeWrite)}
                  </ModeSegment>
                ))}
              </Segments>
            </ModeGroup>
            {mode === 'write' ? (
              <CheckRow>
                <input
                  type="checkbox"
                  checked={dryRun}
                  onChange={(event) => {
                    setDryRun(event.target.checked);
                    memory.dryRun = event.target.checked;
                  }}
                  data-testid="stackql-dry-run"
                />
                {t(m.dryRun)}
              </CheckRow>
            ) : null}
          </Row>
          <FieldNote data-testid="stackql-mode-hint">
            {t(connection.readOnly ? m.modeReadOnlyConnection : mode === 'read' ? m.modeReadHint : m.modeWriteHint)}
          </FieldNote>
          <Row>
            <Button type="button" $variant="primary" $size="md" onClick={() => void execute()} aria-busy={running} data-testid="stackql-run">
              {t(running ? m.running : m.run)}
            </Button>
            <SmallButton type="button" onClick={() => void format()} data-testid="stackql-format">
              {t(m.format)}
            </SmallButton>
          </Row>
        </Card>
        <Card aria-live="polite" aria-busy={running} data-testid="stackql-outcome">
          {!outcome ? (
            <Muted data-testid="stackql-no-result">{t(m.noResult)}</Muted>
          ) : outcome.kind === 'result' ? (
            <ResultView result={outcome.result} />
          ) : (
            <FailureBox explained={explainRunFailure(outcome.error)} testId="stackql-run-error" code={errorCodeOf(outcome.error)} />
          )}
        </Card>
      </div>
      <QueryHistory
        connectionId={connection.id}
        onOpen={(entry) => {
          editor.current?.replace(entry.sql);
          if (!connection.readOnly) chooseMode(entry.mode);
          editor.current?.focus();
        }}
      />
    </Layout>
  );
}
