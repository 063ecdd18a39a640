import styled, { css } from 'styled-components';
import { cardStyle, factsStyle, pillStyle, smallButtonStyle } from '../../../shared/ui/surface';

export { Code, Muted, Row } from '../../../shared/ui/surface';

export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  min-inline-size: 0;
`;

export const Card = styled.section`
  ${cardStyle}
  gap: 0.75rem;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem 0.75rem;
`;

export const SmallButton = styled.button<{ $tone?: 'primary' | 'danger' }>`
  ${smallButtonStyle}
  border: 1px solid ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primary : $tone === 'danger' ? theme.color.danger : theme.color.borderStrong)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.link : $tone === 'danger' ? theme.color.danger : theme.color.text)};
`;

export const PrimaryButton = styled.button`
  ${smallButtonStyle}
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

export const Facts = styled.dl`
  ${factsStyle}
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
`;

const toneColor = css<{ $tone: Tone }>`
  color: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.color.danger : $tone === 'warning' ? theme.color.warning : $tone === 'success' ? theme.color.success : theme.color.textMuted};
  border: 1px solid currentColor;
`;

export type Tone = 'danger' | 'warning' | 'success' | 'muted';

export const Pill = styled.span<{ $tone: Tone }>`
  ${pillStyle}
  ${toneColor}
  padding-block: 0.05rem;
  font-size: 0.75rem;
`;

/** Where a figure comes from, beside it: estimated (planner), measured (a run) or historical (past runs). */
export const Provenance = styled.span<{ $kind: 'estimated' | 'measured' | 'historical' }>`
  display: inline-block;
  margin-inline-start: 0.35rem;
  padding-inline: 0.35rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  color: ${({ theme, $kind }) => ($kind === 'measured' ? theme.color.success : $kind === 'historical' ? theme.color.link : theme.color.textMuted)};
  font-size: 0.6875rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  vertical-align: middle;
`;

export const List = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FindingItem = styled.li<{ $tone: Tone }>`
  display: grid;
  gap: 0.3rem;
  padding-block: 0.6rem;
  padding-inline: 0.8rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'warning' ? theme.color.warning : theme.color.primary)};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** SQL and plans: left to right and monospaced whatever the page's language. */
export const SqlBlock = styled.pre`
  direction: ltr;
  text-align: left;
  unicode-bidi: isolate;
  overflow-x: auto;
  margin: 0;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
`;

export const StateText = styled.p<{ $tone?: 'danger' }>`
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.textMuted)};
  font-weight: ${({ $tone }) => ($tone === 'danger' ? 600 : 400)};
`;

export const SideBySide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
