import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, foldGutter, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CodeFrame } from '../../shared/ui/CodeFrame';

export type CodeLanguage = 'html' | 'css' | 'js';

const LANGUAGES: Record<CodeLanguage, () => Extension> = {
  html: () => html({ autoCloseTags: true }),
  css: () => css(),
  js: () => javascript(),
};

/** Colours come from the page's theme through custom properties, so a theme switch needs no reconfiguration. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.tagName], color: 'var(--code-keyword)', fontWeight: '600' },
  { tag: [tags.string, tags.special(tags.string), tags.attributeValue], color: 'var(--code-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.unit, tags.color], color: 'var(--code-number)' },
  { tag: [tags.lineComment, tags.blockComment, tags.comment], color: 'var(--code-muted)', fontStyle: 'italic' },
  { tag: [tags.attributeName, tags.propertyName, tags.className, tags.typeName], color: 'var(--code-type)' },
  { tag: [tags.operator, tags.punctuation, tags.angleBracket], color: 'var(--code-muted)' },
]);

const chrome = EditorView.theme({
  '&': { backgroundColor: 'var(--code-bg)', color: 'var(--code-text)', fontSize: '0.8125rem', blockSize: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-content': { fontFamily: 'var(--code-font)', caretColor: 'var(--code-text)', paddingBlock: '0.5rem' },
  '.cm-scroller': { fontFamily: 'var(--code-font)', lineHeight: '1.55' },
  '.cm-gutters': { backgroundColor: 'var(--code-gutter)', color: 'var(--code-muted)', border: 'none' },
  '.cm-activeLine': { backgroundColor: 'var(--code-active)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--code-active)' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--code-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--code-selection)' },
  '.cm-tooltip': { backgroundColor: 'var(--code-bg)', color: 'var(--code-text)', border: '1px solid var(--code-border)' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--code-selection)', color: 'var(--code-text)' },
});

/** Each editor's own height inside the shared frame. */
const Frame = styled(CodeFrame)`
  block-size: 100%;
  min-block-size: 16rem;
  .cm-editor {
    block-size: 24rem;
  }
`;

export interface CodeEditorHandle {
  text(): string;
  /** Replaces the whole text as one undoable change (formatting). */
  replace(text: string): void;
  /** Inserts at the cursor (replacing the selection) and leaves the cursor after it. */
  insertAtCursor(text: string): void;
  focus(): void;
}

interface CodeEditorProps {
  language: CodeLanguage;
  initial: string;
  onChange: (text: string) => void;
  onReady: (handle: CodeEditorHandle) => void;
  labelledBy: string;
  describedBy?: string;
  testId: string;
}

/**
 * A CodeMirror 6 editor for one of the template's sources. Made once per mount: the page remounts it
 * (a new `key`) to load other code. Tab indents here, as in any code editor; Escape then Tab leaves it
 * (CodeMirror's own rule), so the keyboard is never trapped. Ctrl/Cmd+S and Ctrl/Cmd+Enter are the
 * page's (see useShortcuts).
 */
export function CodeEditor({ language, initial, onChange, onReady, labelledBy, describedBy, testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onChange });
  callbacks.current = { onChange };

  useEffect(() => {
    const state = EditorState.create({
      doc: initial,
      extensions: [
        lineNumbers(),
        foldGutter(),
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
        LANGUAGES[language](),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
        EditorView.contentAttributes.of({
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'aria-multiline': 'true',
          'data-testid': testId,
          dir: 'ltr',
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    const editor = new EditorView({ state, parent: host.current! });
    onReady({
      text: () => editor.state.doc.toString(),
      replace: (text) => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } }),
      insertAtCursor: (text) => {
        const { from, to } = editor.state.selection.main;
        editor.dispatch({ changes: { from, to, insert: text }, selection: { anchor: from + text.length }, scrollIntoView: true });
        editor.focus();
      },
      focus: () => editor.focus(),
    });
    return () => editor.destroy();
    // Made once per mount; the page remounts the editor to load other code.
  }, []);

  return <Frame ref={host} data-testid={`${testId}-frame`} data-language={language} />;
}
