import styled from 'styled-components';
import { cardStyle, smallButtonStyle } from '../../shared/ui/surface';

export { Code, Muted, Row } from '../../shared/ui/surface';
export { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
export { ToolPageFrame as PageFrame, ToolPageHeader as PageHeader } from '../../shared/ui/ToolPage';

export const Card = styled.section`
  ${cardStyle}
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.6rem 0.75rem;
`;

export const ToolbarSpacer = styled.div`
  flex: 1;
`;

export const SmallButton = styled.button<{ $tone?: 'danger' | 'primary' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.primary : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.link : theme.color.text)};
`;

export const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

/** Diagram and side panel side by side on a wide screen, the panel under the diagram on a narrow one. */
export const Workspace = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) 23rem;
  }
`;

export const SidePanel = styled.aside`
  ${cardStyle}
  gap: 0.85rem;
  max-block-size: clamp(26rem, 62vh, 44rem);
  overflow-y: auto;
  padding-block: 1rem;
  padding-inline: 1rem;
`;

export const UnsavedMark = styled.span`
  align-self: center;
  padding-block: 0.15rem;
  padding-inline: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme }) => theme.color.warning};
  font-size: 0.8125rem;
  font-weight: 700;
`;

/** SQL and DBML: left to right and monospaced whatever the page's language. */
export const CodeBlock = styled.pre`
  direction: ltr;
  text-align: left;
  unicode-bidi: isolate;
  max-block-size: 36rem;
  overflow: auto;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  line-height: 1.5;
  white-space: pre;
  tab-size: 2;
`;

export const ProblemList = styled.ul`
  display: grid;
  gap: 0.3rem;
  margin: 0;
  padding-inline-start: 1.2rem;

  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.link};
    font: inherit;
    text-align: start;
    text-decoration: underline;
    cursor: pointer;
  }
`;

export const StateBox = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  padding-block: 1rem;
`;

export const DangerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 2.75rem;
  padding-inline: 1.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  /* The dark scheme's danger is a light red: dark text on it, white on the light schemes' deep red. */
  color: ${({ theme }) => (theme.scheme === 'dark' ? theme.color.bg : '#ffffff')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;
