import styled from 'styled-components';
import { CodeFrame } from '../../shared/ui/CodeFrame';
import { controlStyle } from '../../shared/ui/form';
import { factsStyle, pillStyle, smallButtonStyle } from '../../shared/ui/surface';
import { ToolCard } from '../../shared/ui/ToolPage';

export { Code, Muted, Row } from '../../shared/ui/surface';
export { ToolPageFrame as PageFrame, ToolPageHeader as PageHeader } from '../../shared/ui/ToolPage';

/** Collections and history beside the editor on a wide screen, under it on a narrow one (the editor comes first). */
export const Workspace = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 18rem minmax(0, 1fr);

    & > aside {
      order: -1;
    }
  }
`;

export const Card = ToolCard;

export const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  min-inline-size: 0;
`;

export const SmallButton = styled.button<{ $tone?: 'danger' | 'primary' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.primary : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.link : theme.color.text)};
`;

export const Toolbar = styled.div<{ $invalid?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;

  & > .field {
    display: grid;
    gap: 0.3rem;
    font-weight: 600;
    font-size: 0.875rem;
  }

  select {
    ${controlStyle}
    min-block-size: 2.25rem;
    padding-block: 0.3rem;
    inline-size: auto;
    min-inline-size: 12rem;
  }
`;

/** The open request's collection and name, or 'Unsaved request', at the start of the toolbar. */
export const RequestName = styled.p`
  flex: 1 1 100%;
  min-inline-size: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** Method, URL and Send on one line; the URL takes what is left and reads left to right in every language. */
export const RequestLine = styled.div<{ $invalid?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  select {
    ${controlStyle}
    inline-size: 7.5rem;
    font-weight: 700;
    font-family: ${({ theme }) => theme.font.mono};
  }

  input {
    ${controlStyle}
    flex: 1 1 18rem;
    inline-size: auto;
    min-inline-size: 0;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

export const LtrInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
  min-block-size: 2.25rem;
  padding-block: 0.35rem;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
`;

export const SmallSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
  min-block-size: 2.25rem;
  padding-block: 0.35rem;
  font-size: 0.875rem;
`;

export const CodeArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-block-size: 12rem;
  resize: vertical;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  line-height: 1.5;
  tab-size: 2;
`;

/** Name/value rows: two text columns and a remove button. */
export const Rows = styled.div<{ $columns?: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns ?? 'minmax(0, 1fr) minmax(0, 1.5fr) auto'};
  gap: 0.4rem 0.5rem;
  align-items: center;

  & > .head {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 600;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;

  & > * {
    max-inline-size: 100%;
  }
`;

export const Full = styled.div`
  display: grid;
  gap: 0.5rem;
  inline-size: 100%;
`;

export const Pill = styled.span<{ $tone: 'success' | 'danger' | 'muted' | 'warning' }>`
  ${pillStyle}
  padding-block: 0.1rem;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : $tone === 'warning' ? theme.color.warning : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : $tone === 'warning' ? theme.color.warning : theme.color.textMuted)};
`;

export const Facts = styled.dl`
  ${factsStyle}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;

  & > div {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
  }

  dd {
    font-weight: 700;
  }
`;

/** Left to right and isolated: URLs, header names, values, JSON. */
export const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

export const TimingBar = styled.div`
  display: flex;
  block-size: 0.9rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const TimingLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1.1rem;
  padding: 0;
  margin: 0;
  list-style: none;
  font-size: 0.875rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }

  i {
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 2px;
  }
`;

/** The code views (pretty JSON, raw body, headers): CodeFrame's box, scrolling inside. */
export const CodeView = styled(CodeFrame)`
  max-block-size: 32rem;
  overflow: auto;
  background: ${({ theme }) => theme.color.bg};

  pre {
    margin: 0;
    padding: 0.75rem 1rem;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
    line-height: 1.55;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.text};
  }
`;

export const JsonList = styled.ul`
  margin: 0;
  padding-block: 0;
  padding-inline-start: 1.25rem;
  list-style: none;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.color.text};

  &[data-root] {
    padding: 0.75rem 1rem;
  }

  summary {
    cursor: pointer;
    border-radius: 2px;
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }

  .k {
    color: ${({ theme }) => theme.color.accent};
  }
  .s {
    color: ${({ theme }) => theme.color.success};
  }
  .n {
    color: ${({ theme }) => theme.color.warning};
  }
  .l {
    color: ${({ theme }) => theme.color.link};
  }
  .m {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const HeaderTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  direction: ltr;
  text-align: left;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;

  th,
  td {
    padding: 0.35rem 0.75rem;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  th {
    font-weight: 600;
    color: ${({ theme }) => theme.color.accent};
    inline-size: 35%;
  }
`;

export const ResultList = styled.ul`
  display: grid;
  gap: 0.5rem;
  padding: 0;
  margin: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
`;

/** `$scroll`: a long list (up to 100 history entries) scrolls inside the side panel instead of stretching the page. */
export const SideList = styled.ul<{ $scroll?: boolean }>`
  display: grid;
  gap: 0.25rem;
  padding: 0;
  margin: 0;
  list-style: none;
  ${({ $scroll }) => ($scroll ? 'max-block-size: 40rem; overflow-y: auto; padding-inline-end: 0.25rem;' : '')}
`;

/** A list entry that opens something: the whole row is the button. */
export const EntryButton = styled.button<{ $current?: boolean }>`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  inline-size: 100%;
  min-block-size: 2.25rem;
  padding-block: 0.35rem;
  padding-inline: 0.5rem;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.color.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $current }) => ($current ? theme.color.primarySoft : 'none')};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 0.875rem;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  & > span:last-child {
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const MethodTag = styled.b`
  flex: none;
  inline-size: 3.6rem;
  direction: ltr;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.link};
`;

export const CollectionBlock = styled.li`
  display: grid;
  gap: 0.35rem;
  padding-block: 0.6rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};

  h3 {
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

export const ErrorBox = styled.div`
  display: grid;
  gap: 0.4rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.bgAlt};

  & > p:first-child {
    font-weight: 700;
  }
`;

export const InlineError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;
