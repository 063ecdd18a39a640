import styled, { keyframes } from 'styled-components';
import { cardStyle, factsStyle, pillStyle, smallButtonStyle } from '../../shared/ui/surface';

export { Muted, Row } from '../../shared/ui/surface';
export { ToolPageFrame as PageFrame } from '../../shared/ui/ToolPage';

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;

  & > div:first-child {
    display: grid;
    gap: 0.4rem;
    flex: 1 1 28rem;
    justify-items: start;
  }

  h1 {
    font-size: clamp(1.5rem, 4vw, 2rem);
    line-height: 1.25;
    overflow-wrap: anywhere;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-inline-size: 75ch;
  }
`;

export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: end;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(12rem, 2fr) minmax(10rem, 1fr) minmax(10rem, 1fr);
  }
`;

export const Count = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  ${cardStyle}
  gap: 0.75rem;
  grid-template-rows: auto 1fr auto;

  h2 {
    font-size: 1.0625rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }

  h2 a {
    color: inherit;
    text-decoration: none;
  }

  h2 a:hover {
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

export const TypePill = styled.span`
  ${pillStyle}
  padding-block: 0.1rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.bgAlt};
  font-weight: 600;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding-block-start: 0.75rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
`;

export const SmallButton = styled.button<{ $tone?: 'danger' | 'primary' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.primary : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'primary' ? theme.color.link : theme.color.text)};
  text-decoration: none;
`;

export const DangerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 2.5rem;
  padding-inline: 1.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  /* The dark scheme's danger is a light red: dark text on it, white on the light scheme's deep red. */
  color: ${({ theme }) => (theme.scheme === 'dark' ? theme.color.bg : '#ffffff')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

export const StateCard = styled.section`
  ${cardStyle}
  justify-items: start;
`;

/** A failure with its reason under it, set off by the danger colour on the reading-start side. */
export const ErrorBox = styled.div`
  display: grid;
  gap: 0.3rem;
  justify-self: stretch;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.bgAlt};

  p:first-child {
    font-weight: 700;
  }
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const SkeletonItem = styled.li`
  block-size: 10.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(90deg, ${({ theme }) => theme.color.bgAlt} 25%, ${({ theme }) => theme.color.surface} 50%, ${({ theme }) => theme.color.bgAlt} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Facts = styled.dl`
  ${factsStyle}
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.35rem 1rem;
`;

export const CodeCard = styled.section`
  ${cardStyle}
`;

export const CodeHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;
