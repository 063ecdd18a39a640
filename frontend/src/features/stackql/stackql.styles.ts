import styled from 'styled-components';
import { cardStyle, pillStyle, smallButtonStyle } from '../../shared/ui/surface';

export { Code, Muted, Row } from '../../shared/ui/surface';
export { ToolPageFrame as PageFrame, ToolPageHeader as PageHeader } from '../../shared/ui/ToolPage';

/** The connection list beside the tabs on a wide screen, above them on a narrow one. */
export const Workspace = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 17rem minmax(0, 1fr);
  }
`;

export const Card = styled.section`
  ${cardStyle}
`;

export const SmallButton = styled.button<{ $tone?: 'danger' | 'primary' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.primary : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.link : theme.color.text)};
`;

export const StateBox = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  padding-block: 0.5rem;
`;

export const Pill = styled.span<{ $tone: 'success' | 'danger' | 'muted' | 'primary' }>`
  ${pillStyle}
  padding-block: 0.1rem;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.primary : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.link : theme.color.textMuted)};
  font-weight: 600;
`;

/** SQL, identifiers and values: left to right and isolated whatever the page's language. */
export const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
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

/** A failure beside the control that caused it, with the server's own words under it when it has some. */
export const ErrorBox = styled.div`
  display: grid;
  gap: 0.4rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.bgAlt};

  & > p:first-child {
    font-weight: 600;
  }

  pre {
    margin: 0;
    direction: ltr;
    text-align: left;
    unicode-bidi: isolate;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;
