import styled from 'styled-components';
import { cardStyle, smallButtonStyle } from '../../shared/ui/surface';

export { Code, Muted, Row } from '../../shared/ui/surface';
export { ToolPageFrame as PageFrame, ToolPageHeader as PageHeader } from '../../shared/ui/ToolPage';

export const Card = styled.section`
  ${cardStyle}
`;

/** The gallery's cards: wrap into as many columns as fit, down to one on a phone. */
export const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GalleryButton = styled.button`
  display: grid;
  gap: 0.2rem;
  inline-size: 100%;
  min-block-size: 3rem;
  padding-block: 0.6rem;
  padding-inline: 0.8rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  &[aria-pressed='true'] {
    border: 2px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }

  small {
    color: ${({ theme }) => theme.color.link};
    font-size: 0.75rem;
  }
`;

export const SmallButton = styled.button`
  ${smallButtonStyle}
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.text};
`;

/** Name, type and the actions: one row on a wide screen, stacked on a phone. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;

  & > div:first-child {
    flex: 1 1 16rem;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** The three editors side by side on a wide screen (tabs otherwise, see EditorsPane). */
export const EditorColumns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 0.75rem;
`;

export const EditorBox = styled.div`
  display: grid;
  gap: 0.35rem;
  min-inline-size: 0;

  & > h3 {
    font-size: 0.9375rem;
  }
`;

/** The CSS playground: its one editor beside the preview on a wide screen. */
export const SplitPane = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

export const StatusMark = styled.span<{ $dirty: boolean }>`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.25rem;
  color: ${({ theme, $dirty }) => ($dirty ? theme.color.warning : theme.color.success)};
  font-size: 0.875rem;
  font-weight: 700;
`;

/** A failure beside the control that caused it. */
export const ErrorBox = styled.div`
  display: grid;
  gap: 0.25rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.bgAlt};

  p:first-child {
    font-weight: 700;
  }
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;

  kbd {
    direction: ltr;
    unicode-bidi: isolate;
    padding-inline: 0.3rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgAlt};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;

export const PreviewControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;

  fieldset {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    float: inline-start;
    margin-inline-end: 0.5rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

/** A URL: left to right and breakable whatever the page's language. */
export const Url = styled.code`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
`;
