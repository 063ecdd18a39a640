import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { SqlConnection, SqlQueryMode, SqlQueryResult } from './stackql.types.js';

/** The editor's text and selection, kept while another tab is open. */
export interface SqlDraft {
  text: string;
  anchor: number;
  head: number;
}

/** What a run answered: its result, or the failed call's error as RTK Query gives it. */
/** A run's outcome with the text that ran: the editor may have changed since (a widget saves the query its chart shows). */
export type RunOutcome = { kind: 'result'; result: SqlQueryResult; sql: string } | { kind: 'error'; error: unknown };

/** A connection's terminal as it was left: text, mode and last outcome survive a tab switch. */
export interface TerminalMemory {
  draft: SqlDraft;
  mode: SqlQueryMode;
  dryRun: boolean;
  outcome: RunOutcome | null;
}

export type ConnectionStatus = 'connected' | 'failed';

/** What every tab of the page is given: the open connection and the page's shared actions. */
export interface StackQlWorkspace {
  connection: SqlConnection;
  connections: readonly SqlConnection[];
  /** The config tab shows an empty form. */
  adding: boolean;
  startAdding(): void;
  stopAdding(): void;
  selectConnection(id: string): void;
  selectTab(key: string): void;
  memory(connectionId: string): TerminalMemory;
  /** Puts `text` at the editor's cursor and opens the terminal on it. */
  insertIntoEditor(text: string): void;
  /** The editor takes the focus when it next mounts (after an insert or a history pick). */
  takeEditorFocus(): boolean;
  status(connectionId: string): ConnectionStatus | null;
  markStatus(connectionId: string, status: ConnectionStatus): void;
  /** A deleted connection's terminal, history and tables are gone with it. */
  forget(connectionId: string): void;
}

/** One tab of the page; the list is STACKQL_TABS, in order. */
export interface StackQlTab {
  readonly key: string;
  readonly label: MessageDescriptor;
  readonly render: (workspace: StackQlWorkspace) => ReactNode;
}

export const emptyMemory = (): TerminalMemory => ({ draft: { text: '', anchor: 0, head: 0 }, mode: 'read', dryRun: false, outcome: null });

/** `text` inserted over the draft's selection, the cursor after it. */
export function insertAt(draft: SqlDraft, text: string): SqlDraft {
  const from = Math.min(draft.anchor, draft.head, draft.text.length);
  const to = Math.min(Math.max(draft.anchor, draft.head), draft.text.length);
  const cursor = from + text.length;
  return { text: draft.text.slice(0, from) + text + draft.text.slice(to), anchor: cursor, head: cursor };
}
