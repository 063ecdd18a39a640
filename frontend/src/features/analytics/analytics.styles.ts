import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { cardStyle, factsStyle, pillDotStyle, pillStyle, smallButtonStyle } from '../../shared/ui/surface';

export { Code, Muted, Row } from '../../shared/ui/surface';
export { VisuallyHidden } from '../../shared/ui/VisuallyHidden';

/** Logical properties throughout: the same rules lay the page out right to left in Arabic. */
export const PageFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  max-inline-size: 76rem;
`;

export const PageHeader = styled.header`
  display: grid;
  gap: 0.4rem;

  h1 {
    font-size: clamp(1.5rem, 4vw, 2rem);
    line-height: 1.25;
    overflow-wrap: anywhere;
  }

  & > p:not(:first-child) {
    color: ${({ theme }) => theme.color.textMuted};
    max-inline-size: 62ch;
  }
`;

export const Card = styled.section`
  ${cardStyle}

  h2 {
    line-height: 1.3;
  }

  h3 {
    line-height: 1.35;
  }
`;

export const DangerCard = styled(Card)`
  border-color: ${({ theme }) => theme.color.danger};
  border-inline-start-width: 4px;
`;

/** Blocks one under the other, a little apart. */
export const Stack = styled.div`
  display: grid;
  gap: 0.6rem;
  min-inline-size: 0;
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SiteCardLink = styled(Link)`
  display: grid;
  gap: 0.5rem;
  block-size: 100%;
  padding-block: 1rem;
  padding-inline: 1.1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    border-color 150ms ease,
    transform 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    transform: translateY(-1px);
  }

  h3 {
    font-size: 1.0625rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
`;

/** A URL, an IP address or a code: isolated and left to right whatever the page's language. */
const ltr = css`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

export const Url = styled.span`
  ${ltr}
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

export const Ltr = styled.span`
  ${ltr}
`;

export const CodeBlock = styled.pre`
  ${ltr}
  margin: 0;
  padding-block: 0.9rem;
  padding-inline: 1rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  line-height: 1.55;
  text-align: left;
  white-space: pre-wrap;
`;

export const TrackingBadge = styled.span<{ $tone: 'on' | 'off' }>`
  ${pillStyle}
  justify-self: start;
  padding-block: 0.1rem;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'on' ? theme.color.success : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'on' ? theme.color.success : theme.color.textMuted)};
  ${pillDotStyle}
`;

export const SmallButton = styled.button<{ $tone?: 'danger' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
  white-space: nowrap;

  &[aria-busy='true'] {
    cursor: progress;
  }
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

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

export const SwitchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.25rem 1rem;
  align-items: center;
  padding-block: 0.9rem;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};

  & > p,
  & > [role='alert'] {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
  }

  label {
    font-weight: 600;
  }
`;

export const BenefitGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 0.4rem;
    align-content: start;
    padding-block: 1rem;
    padding-inline: 1.1rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bgAlt};
  }

  li > svg {
    color: ${({ theme }) => theme.color.accent};
  }

  h3 {
    font-size: 1rem;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
  }
`;

export const TipList = styled.ol`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding-inline-start: 1.4rem;

  li::marker {
    color: ${({ theme }) => theme.color.accent};
    font-weight: 700;
  }
`;

export const Facts = styled.dl`
  ${factsStyle}
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: 0.3rem 1rem;
`;

/**
 * A live region (role="status" or "alert") that takes no room in the layout while empty: it must stay
 * rendered so what appears in it is announced, but an empty one would add a gap to the grid around it.
 */
export const Live = styled.div`
  min-inline-size: 0;

  &:empty {
    position: absolute;
  }
`;
