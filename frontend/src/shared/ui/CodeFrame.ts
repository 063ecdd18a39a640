import styled from 'styled-components';

/**
 * The box around a CodeMirror view: code reads left to right in every language of the page, Arabic
 * included; the focus ring follows the editor inside; and the theme's colours reach the editor's own
 * theme as `--code-*` custom properties, so one CodeMirror theme per editor serves light and dark.
 * Each editor sets its own height on `.cm-editor`.
 */
export const CodeFrame = styled.div`
  direction: ltr;
  text-align: left;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  --code-bg: ${({ theme }) => theme.color.bg};
  --code-gutter: ${({ theme }) => theme.color.bgAlt};
  --code-text: ${({ theme }) => theme.color.text};
  --code-muted: ${({ theme }) => theme.color.textMuted};
  --code-border: ${({ theme }) => theme.color.border};
  --code-active: ${({ theme }) => (theme.scheme === 'dark' ? 'rgba(165, 180, 252, 0.07)' : 'rgba(67, 56, 202, 0.05)')};
  --code-selection: ${({ theme }) => theme.color.primarySoft};
  --code-keyword: ${({ theme }) => theme.color.link};
  --code-tag: ${({ theme }) => theme.color.link};
  --code-attribute: ${({ theme }) => theme.color.accent};
  --code-string: ${({ theme }) => theme.color.success};
  --code-number: ${({ theme }) => theme.color.warning};
  --code-comment: ${({ theme }) => theme.color.textMuted};
  --code-type: ${({ theme }) => theme.color.accent};
  --code-font: ${({ theme }) => theme.font.mono};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;
