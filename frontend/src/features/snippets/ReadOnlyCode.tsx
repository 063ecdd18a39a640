import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CodeFrame } from '../../shared/ui/CodeFrame';

export type CodeLanguage = 'html' | 'css' | 'js';

const LANGUAGES = {
  html: () => html(),
  css: () => css(),
  js: () => javascript(),
} as const;

/** Colours come from the page's theme through custom properties, so a theme switch needs no reconfiguration. */
const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.definitionKeyword],
    color: 'var(--code-keyword)',
    fontWeight: '600',
  },
  { tag: [tags.tagName, tags.className], color: 'var(--code-tag)' },
  {
    tag: [tags.attributeName, tags.propertyName],
    color: 'var(--code-attribute)',
  },
  {
    tag: [tags.string, tags.special(tags.string), tags.attributeValue, tags.regexp],
    color: 'var(--code-string)',
  },
  {
    tag: [tags.number, tags.bool, tags.null, tags.unit, tags.color],
    color: 'var(--code-number)',
  },
  {
    tag: [tags.lineComment, tags.blockComment, tags.comment],
    color: 'var(--code-comment)',
    fontStyle: 'italic',
  },
  {
    tag: [tags.typeName, tags.standard(tags.name), tags.function(tags.variableName)],
    color: 'var(--code-type)',
  },
  {
    tag: [tags.operator, tags.punctuation, tags.angleBracket, tags.bracket],
    color: 'var(--code-muted)',
  },
]);

const chrome = EditorView.theme({
  '&': {
    backgroundColor: 'var(--code-bg)',
    color: 'var(--code-text)',
    fontSize: '0.875rem',
  },
  '&.cm-focused': { outline: 'none' },
  '.cm-content': {
    fontFamily: 'var(--code-font)',
    caretColor: 'var(--code-text)',
    paddingBlock: '0.5rem',
  },
  '.cm-scroller': { fontFamily: 'var(--code-font)', lineHeight: '1.55' },
  '.cm-gutters': {
    backgroundColor: 'var(--code-gutter)',
    color: 'var(--code-muted)',
    border: 'none',
  },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--code-text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--code-selection)' },
});

/** Each editor's own height inside the shared frame. */
const Frame = styled(CodeFrame)`
  .cm-editor {
    max-block-size: 32rem;
  }
`;

export interface ReadOnlyCodeProps {
  code: string;
  language: CodeLanguage;
  label: string;
  testId: string;
}

/**
 * A CodeMirror 6 view that cannot be edited: highlighted, with line numbers, and long code drawn only
 * where it is scrolled to. It stays focusable, so the keyboard can move through it and select text;
 * Tab leaves it (no key binding takes Tab).
 */
export default function ReadOnlyCode({ code, language, label, testId }: ReadOnlyCodeProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: code,
        extensions: [
          EditorState.readOnly.of(true),
          lineNumbers(),
          syntaxHighlighting(highlight),
          chrome,
          EditorView.lineWrapping,
          LANGUAGES[language](),
          EditorView.contentAttributes.of({
            'aria-label': label,
            'aria-multiline': 'true',
          }),
        ],
      }),
    });
    return () => view.destroy();
  }, [code, language, label]);

  return <Frame ref={host} data-testid={testId} data-language={language} />;
}
