import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { validateSqlSchema, toDbml, toJsonExport } from '../../../../src/shared/sql/index.js';
import { saveBlob, saveTextFile } from '../../shared/save-file';
import { Button } from '../../shared/ui/Button';
import { Field, Input } from '../../shared/ui/form';
import { TabList, TabPanel, panelId, tabId } from '../../shared/ui/Tabs';
import type { DiagramHandle } from './diagram/DiagramCanvas';
import { NODE_WIDTH } from './diagram/TableNode';
import { documentOf, draftOf, draftReducer, emptyColumn, emptyDraft, freshTableName, newTable, type Draft } from './draft';
import { TablePanel } from './editor/TablePanel';
import { useCodeText } from './issue-text';
import { useNotify } from './Notices';
import { ImportWarnings } from './schemas/ImportDialog';
import { designerMessages as m } from './sql-designer.messages';
import { Card, Group, Muted, ProblemList, SmallButton, Toolbar, ToolbarSpacer, UnsavedMark, Workspace } from './sql-designer.styles';
import type { SavedSqlSchema, SqlDialect, SqlImportResponse } from './sql-designer.types';
import { SqlPanel } from './sql/SqlPanel';
import { issuesByField, placeIssues, visibleIssues } from './validation';

// The canvas (xyflow) is the heaviest part: it downloads beside the editor, not before it.
const DiagramCanvas = lazy(() => import('./diagram/DiagramCanvas').then((mod) => ({ default: mod.DiagramCanvas })));

export type DesignerTab = 'diagram' | 'sql';

export interface DesignerApi {
  /** Replaces the editor's schema (after the discard question, asked by the page). */
  load: (schema: SavedSqlSchema) => void;
  imported: (result: SqlImportResponse) => void;
  /** An empty schema, not saved yet. */
  reset: () => void;
  /** The draft's saved id was deleted: the next save creates it again. */
  forget: (id: string) => void;
  renamed: (id: string, name: string) => void;
  isDirty: () => boolean;
  currentId: () => string | null;
}

interface DesignerProps {
  initialTab: DesignerTab;
  saving: boolean;
  onSave: (draft: Draft) => Promise<{ id: string; name: string } | 'invalid' | null>;
  onReady: (api: DesignerApi) => void;
  onNew: () => void;
  onImport: () => void;
}

/** The editor: toolbar, the diagram with the side panel, and the SQL tab. */
export function Designer({ initialTab, saving, onSave, onReady, onNew, onImport }: DesignerProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const text = useCodeText();
  const id = useId();
  const [draft, dispatch] = useReducer(draftReducer, undefined, emptyDraft);
  const [loadKey, setLoadKey] = useState(1);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [tab, setTab] = useState<DesignerTab>(initialTab);
  const [dialect, setDialect] = useState<SqlDialect>('postgresql');
  const [showAll, setShowAll] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [focusName, setFocusName] = useState(0);
  const [layoutBusy, setLayoutBusy] = useState(false);
  const diagram = useRef<DiagramHandle>(null);
  const pendingLayout = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const document = useMemo(() => documentOf(draft), [draft]);
  const placed = useMemo(() => placeIssues(draft, validateSqlSchema(document)), [draft, document]);
  const shown = useMemo(() => visibleIssues(placed, showAll), [placed, showAll]);
  const byField = useMemo(() => issuesByField(shown), [shown]);
  const invalidKeys = useMemo(() => new Set(shown.map((p) => p.tableKey).filter((key): key is string => key !== null)), [shown]);
  const selected = draft.tables.find((table) => table.key === selectedKey) ?? null;

  const replace = useCallback((next: Draft, layout: boolean) => {
    dispatch({ type: 'load', draft: next });
    setLoadKey((k) => k + 1);
    setSelectedKey(null);
    setShowAll(false);
    pendingLayout.current = layout;
  }, []);

  useEffect(() => {
    onReady({
      load: (schema) => {
        replace(draftOf(schema), schema.tables.length > 0 && Object.keys(schema.positions).length === 0);
        setWarnings([]);
      },
      imported: (result) => {
        replace(draftOf(result.schema, true), result.schema.tables.length > 0);
        setWarnings(result.warnings.map(text.warning));
        setTab('diagram');
      },
      forget: (forgotten) => {
        if (draftRef.current.id === forgotten) dispatch({ type: 'load', draft: { ...draftRef.current, id: null, dirty: true } });
      },
      renamed: (renamedId, name) => {
        if (draftRef.current.id !== renamedId) return;
        dispatch(draftRef.current.dirty ? { type: 'renameDatabase', name } : { type: 'saved', id: renamedId, databaseName: name });
      },
      reset: () => {
        replace(emptyDraft(), false);
        setWarnings([]);
      },
      isDirty: () => draftRef.current.dirty,
      currentId: () => draftRef.current.id,
    });
    // Once: the callbacks read the draft through its ref.
  }, []);

  // Leaving the page (reload, another address) with unsaved changes asks first, as the browser words it.
  useEffect(() => {
    if (!draft.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [draft.dirty]);

  const autoLayout = useCallback(async () => {
    if (!diagram.current || draftRef.current.tables.length === 0) return;
    setLayoutBusy(true);
    try {
      await diagram.current.autoLayout();
      notify('success', t(m.noticeRearranged));
    } catch {
      notify('danger', t(m.noticeError));
    } finally {
      setLayoutBusy(false);
    }
  }, [notify, t]);

  // A schema that arrives without positions (an import, an API client's save) is arranged once shown.
  useEffect(() => {
    if (!pendingLayout.current || tab !== 'diagram') return;
    const timer = window.setInterval(() => {
      if (!diagram.current) return;
      window.clearInterval(timer);
      pendingLayout.current = false;
      void autoLayout();
    }, 50);
    return () => window.clearInterval(timer);
  }, [loadKey, tab, autoLayout]);

  const addTable = () => {
    const right = draft.tables.reduce((max, table) => Math.max(max, table.position.x + NODE_WIDTH), -NODE_WIDTH - 60);
    const table = newTable(freshTableName(draft), { x: right + 60, y: 0 });
    dispatch({ type: 'addTable', table: { ...table, columns: [{ ...emptyColumn('id'), primaryKey: true, notNull: true, autoIncrement: true }] } });
    setSelectedKey(table.key);
    setFocusName((n) => n + 1);
  };

  const save = async () => {
    if (placed.length > 0) {
      setShowAll(true);
      notify('danger', t(m.noticeInvalid));
      const first = placed.find((p) => p.tableKey);
      if (first?.tableKey) setSelectedKey(first.tableKey);
      return;
    }
    const outcome = await onSave(draft);
    if (outcome === 'invalid') setShowAll(true);
    else if (outcome) dispatch({ type: 'saved', id: outcome.id, databaseName: outcome.name });
  };

  const exportImage = async (kind: 'png' | 'svg') => {
    try {
      const blob = await diagram.current!.exportImage(kind);
      saveBlob(`${document.database_name || 'schema'}.${kind}`, blob);
      notify('success', t(m.noticeExported));
    } catch {
      notify('danger', t(m.noticeError));
    }
  };

  const exportText = (kind: 'dbml' | 'json') => {
    const name = document.database_name || 'schema';
    if (kind === 'dbml') saveTextFile(`${name}.dbml`, toDbml(document), 'text/plain');
    else saveTextFile(`${name}.json`, toJsonExport(document), 'application/json');
    notify('success', t(m.noticeExported));
  };

  const dbErrors = byField.get('database_name') ?? [];
  const tabs = [
    { key: 'diagram' as const, label: t(m.tabDiagram) },
    { key: 'sql' as const, label: t(m.tabSql) },
  ];

  return (
    <Card
      aria-label={t(m.title)}
      data-testid="sql-designer-editor"
      data-dirty={draft.dirty}
      data-schema-id={draft.id ?? ''}
      onKeyDown={(event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
          event.preventDefault();
          void save();
        }
      }}
    >
      <Toolbar>
        <Field style={{ minInlineSize: '14rem' }}>
          <label htmlFor={`${id}-db`}>{t(m.databaseName)}</label>
          <Input
            id={`${id}-db`}
            value={draft.databaseName}
            onChange={(e) => dispatch({ type: 'renameDatabase', name: e.target.value })}
            $invalid={dbErrors.length > 0}
            aria-invalid={dbErrors.length > 0 || undefined}
            dir="auto"
            maxLength={128}
            data-testid="sql-designer-database-name"
            autoComplete="off"
          />
        </Field>
        {draft.dirty ? <UnsavedMark data-testid="sql-designer-unsaved">{t(m.unsaved)}</UnsavedMark> : null}
        <ToolbarSpacer />
        <SmallButton type="button" onClick={onNew} data-testid="sql-designer-new">
          {t(m.newSchema)}
        </SmallButton>
        <SmallButton type="button" onClick={onImport} data-testid="sql-designer-import">
          {t(m.import)}
        </SmallButton>
        <Button type="button" $variant="primary" $size="md" onClick={() => void save()} disabled={saving} aria-busy={saving} data-testid="sql-designer-save">
          {t(saving ? m.saving : m.save)}
        </Button>
      </Toolbar>
      {shown.length > 0 && showAll ? (
        <div role="alert" data-testid="sql-designer-problems">
          <strong>{t(m.problemsTitle)}</strong>
          <ProblemList>
            {shown.slice(0, 12).map(({ issue, tableKey }, index) => (
              <li key={index}>
                {tableKey ? (
                  <button type="button" onClick={() => { setTab('diagram'); setSelectedKey(tableKey); }}>
                    {issue.table ? `${issue.table}${issue.column ? `.${issue.column}` : ''}: ` : ''}
                    {text.issue(issue)}
                  </button>
                ) : (
                  text.issue(issue)
                )}
              </li>
            ))}
          </ProblemList>
        </div>
      ) : null}
      <ImportWarnings items={warnings} />
      <TabList idBase={id} label={t(m.tabsLabel)} tabs={tabs} selected={tab} onSelect={setTab} testId="sql-designer-tabs" />
      <TabPanel role="tabpanel" id={panelId(id, tab)} aria-labelledby={tabId(id, tab)} data-testid={`sql-designer-panel-${tab}`}>
        {tab === 'diagram' ? (
          <>
            <Toolbar style={{ marginBlockEnd: '0.75rem' }}>
              <SmallButton type="button" $tone="primary" onClick={addTable} data-testid="sql-designer-add-table">
                {t(m.addTable)}
              </SmallButton>
              <SmallButton type="button" onClick={() => void autoLayout()} disabled={layoutBusy || draft.tables.length === 0} aria-busy={layoutBusy} data-testid="sql-designer-auto-layout">
                {t(layoutBusy ? m.layoutRunning : m.autoLayout)}
              </SmallButton>
              <ToolbarSpacer />
              <Group role="group" aria-labelledby={`${id}-export`}>
                <span id={`${id}-export`}>{t(m.exportMenu)}</span>
                <SmallButton type="button" disabled={draft.tables.length === 0} onClick={() => void exportImage('png')} data-testid="sql-designer-export-png">
                  {t(m.exportPng)}
                </SmallButton>
                <SmallButton type="button" disabled={draft.tables.length === 0} onClick={() => void exportImage('svg')} data-testid="sql-designer-export-svg">
                  {t(m.exportSvg)}
                </SmallButton>
                <SmallButton type="button" disabled={draft.tables.length === 0} onClick={() => exportText('dbml')} data-testid="sql-designer-export-dbml">
                  {t(m.exportDbml)}
                </SmallButton>
                <SmallButton type="button" disabled={draft.tables.length === 0} onClick={() => exportText('json')} data-testid="sql-designer-export-json">
                  {t(m.exportJson)}
                </SmallButton>
              </Group>
            </Toolbar>
            <Workspace>
              <div>
                {draft.tables.length === 0 ? <Muted data-testid="sql-designer-diagram-empty">{t(m.diagramEmpty)}</Muted> : null}
                <Suspense fallback={<div aria-busy="true" style={{ blockSize: '26rem' }} />}>
                  <DiagramCanvas
                    ref={diagram}
                    tables={draft.tables}
                    loadKey={loadKey}
                    selectedKey={selectedKey}
                    invalidKeys={invalidKeys}
                    onSelect={setSelectedKey}
                    onMove={(positions) => dispatch({ type: 'moveTables', positions })}
                    onConnect={(from, to) => {
                      const target = draftRef.current.tables.find((table) => table.key === to.tableKey);
                      const column = target?.columns.find((c) => c.key === to.columnKey);
                      if (!target || !column) return;
                      dispatch({ type: 'updateColumn', tableKey: from.tableKey, columnKey: from.columnKey, patch: { foreignKey: true, referencedTable: target.name, referencedColumn: column.name } });
                      setSelectedKey(from.tableKey);
                    }}
                  />
                </Suspense>
                <Muted style={{ fontSize: '0.875rem', marginBlockStart: '0.5rem' }}>{t(m.diagramHelp)}</Muted>
              </div>
              <TablePanel tables={draft.tables} table={selected} issues={byField} dispatch={dispatch} onSelect={setSelectedKey} focusName={focusName} />
            </Workspace>
          </>
        ) : (
          <SqlPanel schema={document} invalid={placed.length > 0} dialect={dialect} onDialect={setDialect} />
        )}
      </TabPanel>
    </Card>
  );
}
