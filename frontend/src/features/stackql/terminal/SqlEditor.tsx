import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { MySQL, PostgreSQL, sql } from '@codemirror/lang-sql';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { SqlConnectionEngine } from '../stackql.types';
import type { SqlDraft } from '../workspace';
import type { CompletionSchema } from './completion-schema';

/** Colours come from the page's theme through custom properties, so a theme switch needs no reconfiguration. */
const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--sql-keyword)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--sql-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--sql-number)' },
  { tag: [tags.lineComment, tags.blockComment, tags.comment], color: 'var(--sql-comment)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.name)], color: 'var(--sql-type)' },
  { tag: [tags.operator, tags.punctuation], color: 'var(--sql-muted)' },
]);

const chrome = EditorView.theme({
  '&': { backgroundColor: 'var(--sql-bg)', color: 'var(--sql-text)', fontSize: '0.875rem' },
  '&.cm-focused': { outline: 'none' },
  '.cm-content': { fontFamily: 'var(--sql-font)', caretColor: 'var(--sql-text)', minBlockSize: '9rem', paddingBlock: '0.5rem' },
  '.cm-scroller': { fontFamily: 'var(--sql-font)', lineHeight: '1.55' },
  '.cm-gutters': { backgroundColor: 'var(--sql-gutter)', color: 'var(--sql-muted)', border: 'none' },
  '.cm-activeLine': { backgroundColor: 'var(--sql-active)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--sql-active)' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--sql-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--sql-selection)' },
  '.cm-tooltip': { backgroundColor: 'var(--sql-bg)', color: 'var(--sql-text)', border: '1px solid var(--sql-border)' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--sql-selection)', color: 'var(--sql-text)' },
  '.cm-completionDetail': { color: 'var(--sql-muted)', fontStyle: 'normal', marginInlineStart: '0.75em' },
});

/** The editor keeps its own left-to-right direction in every language (SQL reads left to right). */
const Frame = styled.div`
  direction: ltr;
  text-align: left;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  --sql-bg: ${({ theme }) => theme.color.bg};
  --sql-gutter: ${({ theme }) => theme.color.bgAlt};
  --sql-text: ${({ theme }) => theme.color.text};
  --sql-muted: ${({ theme }) => theme.color.textMuted};
  --sql-border: ${({ theme }) => theme.color.border};
  --sql-active: ${({ theme }) => (theme.scheme === 'dark' ? 'rgba(165, 180, 252, 0.07)' : 'rgba(67, 56, 202, 0.05)')};
  --sql-selection: ${({ theme }) => theme.color.primarySoft};
  --sql-keyword: ${({ theme }) => theme.color.link};
  --sql-string: ${({ theme }) => theme.color.success};
  --sql-number: ${({ theme }) => theme.color.warning};
  --sql-comment: ${({ theme }) => theme.color.textMuted};
  --sql-type: ${({ theme }) => theme.color.accent};
  --sql-font: ${({ theme }) => theme.font.mono};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  .cm-editor {
    max-block-size: 24rem;
  }
`;

export interface SqlEditorHandle {
  text(): string;
  replace(text: string): void;
  focus(): void;
}

interface SqlEditorProps {
  engine: SqlConnectionEngine;
  completion: CompletionSchema;
  initial: SqlDraft;
  onChange: (draft: SqlDraft) => void;
  onRun: () => void;
  onReady: (handle: SqlEditorHandle) => void;
  autoFocus: boolean;
  labelledBy: string;
  describedBy: string;
}

const languageOf = (engine: SqlConnectionEngine, completion: CompletionSchema) =>
  sql({ dialect: engine === 'mysql' ? MySQL : PostgreSQL, upperCaseKeywords: true, ...completion });

/**
 * A CodeMirror 6 SQL editor in the connection's dialect, completing the explorer's table and column
 * names. Mod-Enter runs; Tab is left to the page, so the keyboard never gets trapped in the editor.
 */
export function SqlEditor({ engine, completion, initial, onChange, onRun, onReady, autoFocus, labelledBy, describedBy }: SqlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };

  useEffect(() => {
    const state = EditorState.create({
      doc: initial.text,
      selection: { anchor: Math.min(initial.anchor, initial.text.length), head: Math.min(initial.head, initial.text.length) },
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        autocompletion(),
        syntaxHighlighting(highlight),
        chrome,
        EditorView.lineWrapping,
        language.current.of(languageOf(engine, completion)),
        Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true) }])),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
        EditorView.contentAttributes.of({ 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-multiline': 'true', 'data-testid': 'stackql-editor' }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged && !update.selectionSet) return;
          const { anchor, head } = update.state.selection.main;
          callbacks.current.onChange({ text: update.state.doc.toString(), anchor, head });
        }),
      ],
    });
    const editor = new EditorView({ state, parent: host.current! });
    view.current = editor;
    onReady({
      text: () => editor.state.doc.toString(),
      replace: (text) => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text }, selection: { anchor: text.length } }),
      focus: () => editor.focus(),
    });
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per mount; the dialect and names follow through the compartment below.
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: language.current.reconfigure(languageOf(engine, completion)) });
  }, [engine, completion]);

  return <Frame ref={host} data-testid="stackql-editor-frame" data-engine={engine} />;
}
