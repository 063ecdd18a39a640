import styled from 'styled-components';
import { pillStyle, Row, smallButtonStyle } from '../../shared/ui/surface';

export { Code, Muted, Row } from '../../shared/ui/surface';
import { ToolCard, ToolSplit, ToolStack as SharedStack } from '../../shared/ui/ToolPage';
export { ToolPageFrame as PageFrame, ToolPageHeader as PageHeader } from '../../shared/ui/ToolPage';

export const Card = ToolCard;

/** A form beside its results on a wide screen, above them on a narrow one. */
export const Split = styled(ToolSplit).attrs({ $columns: 'minmax(0, 26rem) minmax(0, 1fr)' })``;

export const Stack = SharedStack;

export const SmallButton = styled.button<{ $pressed?: boolean; $tone?: 'danger' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $pressed, $tone }) => ($tone === 'danger' ? theme.color.danger : $pressed ? theme.color.primary : theme.color.borderStrong)};
  color: ${({ theme, $pressed, $tone }) => ($tone === 'danger' ? theme.color.danger : $pressed ? theme.color.link : theme.color.text)};
  background: ${({ theme, $pressed }) => ($pressed ? theme.color.primarySoft : theme.color.surface)};
`;

export const Pill = styled.span<{ $tone: 'success' | 'danger' | 'warning' | 'muted' }>`
  ${pillStyle}
  padding-block: 0.1rem;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'muted' ? theme.color.borderStrong : theme.color[$tone])};
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.color.textMuted : theme.color[$tone])};
  font-weight: 700;
  font-size: 0.8125rem;
  white-space: nowrap;
`;

/** Text a user or a server wrote in code (paths, URLs, directives): left to right whatever the page's language. */
export const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: break-word;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875em;
`;

/**
 * A URL or a name inside a translated sentence, isolated (U+2068 FIRST STRONG ISOLATE … U+2069) so an
 * address keeps its own order in an Arabic sentence and the sentence keeps its own around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** A failure beside the form that caused it. */
export const ErrorBox = styled.div`
  display: grid;
  gap: 0.3rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.bgAlt};

  & > p:first-child {
    font-weight: 700;
  }
`;

export const WarningList = styled.ul`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-block: 0.45rem;
    padding-inline: 0.75rem;
    border-inline-start: 4px solid ${({ theme }) => theme.color.warning};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgAlt};
  }

  li[data-severity='error'] {
    border-inline-start-color: ${({ theme }) => theme.color.danger};
  }
`;

/** A read-only file with line numbers; `data-highlighted` lines stand out. Code reads left to right. */
export const FileView = styled.div`
  direction: ltr;
  text-align: left;
  max-block-size: 28rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  ol {
    margin: 0;
    padding-block: 0.5rem;
    padding-inline: 0;
    list-style: none;
  }

  li {
    display: grid;
    grid-template-columns: 3.5rem minmax(0, 1fr);
    column-gap: 0.75rem;
    padding-inline-end: 0.75rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  li[data-gap='true'] {
    margin-block-start: 0.6rem;
  }

  li > span:first-child {
    padding-inline-end: 0.5rem;
    border-inline-end: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.bgAlt};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: end;
    user-select: none;
  }

  li[data-highlighted='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }

  li[data-highlighted='true'] > span:first-child {
    color: ${({ theme }) => theme.color.text};
  }

  .directive {
    color: ${({ theme }) => theme.color.link};
  }

  .mark {
    display: block;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.text};
  }
`;

/** The generated robots.txt or JSON-LD: code, left to right, selectable. */
export const Output = styled.pre`
  margin: 0;
  max-block-size: 28rem;
  overflow: auto;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  direction: ltr;
  text-align: left;
  unicode-bidi: isolate;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.9rem;
  min-inline-size: 0;
  margin: 0;
  padding-block: 1rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding-inline: 0.4rem;
    font-weight: 700;
  }
`;

export const Grid2 = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.9rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Fields holding code (paths, robots.txt text, addresses, HTML) read left to right even in Arabic. */
export const CodeFields = styled.div`
  display: contents;

  textarea,
  input {
    direction: ltr;
    text-align: left;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9375rem;
  }
`;

/** An optional group of fields, closed until asked for; its summary is a full-height, focusable row. */
export const Disclosure = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  & > summary {
    display: list-item;
    min-block-size: 2.75rem;
    padding-block: 0.65rem;
    padding-inline: 0.9rem;
    font-weight: 600;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  & > summary:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  &[open] > summary {
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    border-end-start-radius: 0;
    border-end-end-radius: 0;
  }

  & > [role='group'] {
    display: grid;
    gap: 0.9rem;
    padding: 1rem;
  }
`;

/** The live output beside a long form: it stays in view while the form scrolls (wide screens). */
export const StickyCard = styled(Card)`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    position: sticky;
    inset-block-start: 5.5rem;
  }
`;

/** A card's heading with its action (Copy) at the inline end. */
export const CardHead = styled(Row)`
  justify-content: space-between;
`;

/** The crawler presets under the user agent field. */
export const Presets = styled(Row)`
  margin-block-start: 0.5rem;
  gap: 0.4rem;
`;

/** Two tools stacked in one tab, set further apart than the cards of one tool. */
export const ToolStack = styled(Stack)`
  gap: 1.5rem;
`;
