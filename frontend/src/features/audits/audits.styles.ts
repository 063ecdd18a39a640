import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { cardStyle, factsStyle, pillDotStyle, pillStyle, smallButtonStyle } from '../../shared/ui/surface';
import type { Tone } from '../../shared/ui/tone';
import type { ScoreBand, Severity } from './audit-types';

export { Code, Muted, Row } from '../../shared/ui/surface';
export { VisuallyHidden } from '../../shared/ui/VisuallyHidden';

/** The score bands of docs/product.md §13.1 as tones (their colours come from the tone). */
export function scoreBandTone(band: ScoreBand): Tone {
  return band === 'excellent' ? 'good' : band === 'needs-improvement' ? 'warn' : 'bad';
}

/** Severities rank urgency rather than quality: 'low' takes the link colour, which no tone has. */
export function severityColor(theme: DefaultTheme, severity: Severity): string {
  switch (severity) {
    case 'critical':
    case 'high':
      return theme.color.danger;
    case 'medium':
      return theme.color.warning;
    case 'low':
      return theme.color.link;
    case 'info':
      return theme.color.textMuted;
  }
}

export const PageFrame = styled.div`
  display: grid;
  gap: 1.5rem;
  max-inline-size: 72rem;
`;

export const PageHeader = styled.header`
  display: grid;
  gap: 0.4rem;

  h1 {
    font-size: clamp(1.5rem, 4vw, 2rem);
    line-height: 1.25;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-inline-size: 60ch;
  }
`;

export const Card = styled.section`
  ${cardStyle}

  @media print {
    box-shadow: none;
    break-inside: auto;
  }
`;

export const GaugeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 1rem;
`;

export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.75rem;
  margin: 0;

  & > div {
    display: grid;
    gap: 0.2rem;
    padding-block: 0.75rem;
    padding-inline: 0.9rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgAlt};
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8125rem;
    font-weight: 600;
  }

  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** Definition list laid out as label / value rows. */
export const Facts = styled.dl`
  ${factsStyle}
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: 0.4rem 1rem;
`;

export { Table, TableWrap } from '../../shared/ui/Table';

/** Code, headers, selectors and URLs read left to right whatever the page's language. */
const ltrText = css`
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.font.mono};
`;

export const CodeBlock = styled.pre`
  ${ltrText}
  margin: 0;
  padding-block: 0.75rem;
  padding-inline: 0.9rem;
  max-block-size: 24rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgAlt};
  font-size: 0.8125rem;
  line-height: 1.5;
  text-align: left;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  @media print {
    max-block-size: none;
    overflow: visible;
  }
`;

/** A URL shown as text: isolated and left to right, wrapping anywhere. */
export const Url = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
`;

export const Pill = styled.span<{ $color: string }>`
  ${pillStyle}
  padding-block: 0.15rem;
  border: 1px solid ${({ $color }) => $color};
  color: ${({ $color }) => $color};
  ${pillDotStyle}
`;

export const SmallButton = styled.button`
  ${smallButtonStyle}
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  color: ${({ theme }) => theme.color.text};

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.link};
  }

  @media print {
    display: none;
  }
`;

/** Blocks one under the other, a little apart. */
export const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
`;

export const List = styled.ul`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding-inline-start: 1.25rem;
`;

export const PlainList = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Split = styled.div`
  display: grid;
  gap: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
