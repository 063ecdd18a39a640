import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { MySQL, PostgreSQL, sql } from '@codemirror/lang-sql';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CodeFrame } from '../../../shared/ui/CodeFrame';
import type { SqlConnectionEngine } from '../stackql.types';
import type { SqlDraft } from '../workspace';
import type { CompletionSchema } from './completion-schema';

/** Colours come from the page's theme through custom properties, so a theme switch needs no reconfiguration. */
const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--code-keyword)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--code-number)' },
  { tag: [tags.lineComment, tags.blockComment, tags.comment], color: 'var(--code-comment)', fontStyle: 'italic' },
  { tag: [tags.typeName, tags.standard(tags.name)], color: 'var(--code-type)' },
  { tag: [tags.operator, tags.punctuation], color: 'var(--code-muted)' },
]);

const chrome = EditorView.theme({
  '&': { backgroundColor: 'var(--code-bg)', color: 'var(--code-text)', fontSize: '0.875rem' },
  '&.cm-focused': { outline: 'none' },
  '.cm-content': { fontFamily: 'var(--code-font)', caretColor: 'var(--code-text)', minBlockSize: '9rem', paddingBlock: '0.5rem' },
  '.cm-scroller': { fontFamily: 'var(--code-font)', lineHeight: '1.55' },
  '.cm-gutters': { backgroundColor: 'var(--code-gutter)', color: 'var(--code-muted)', border: 'none' },
  '.cm-activeLine': { backgroundColor: 'var(--code-active)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--code-active)' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--code-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--code-selection)' },
  '.cm-tooltip': { backgroundColor: 'var(--code-bg)', color: 'var(--code-text)', border: '1px solid var(--code-border)' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--code-selection)', color: 'var(--code-text)' },
  '.cm-completionDetail': { color: 'var(--code-muted)', fontStyle: 'normal', marginInlineStart: '0.75em' },
});

/** Each editor's own height inside the shared frame. */
const Frame = styled(CodeFrame)`
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
