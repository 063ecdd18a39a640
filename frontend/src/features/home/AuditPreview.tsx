import { useIntl, type MessageDescriptor } from 'react-intl';
import styled, { css } from 'styled-components';
import { homeMessages } from './home.messages';

interface Metric {
  readonly label: MessageDescriptor;
  readonly value: number;
}

// Illustrative figures for the sample report; not live data.
const OVERALL_SCORE = 89;
const ISSUE_COUNT = 3;
const METRICS: readonly Metric[] = [
  { label: homeMessages.previewPerformance, value: 94 },
  { label: homeMessages.previewSeo, value: 88 },
  { label: homeMessages.previewSecurity, value: 76 },
  { label: homeMessages.previewUsability, value: 97 },
];

const Figure = styled.figure`
  position: relative;
  display: grid;
  gap: 0.75rem;
  margin: 0;
`;

const Window = styled.div`
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const WindowBar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgAlt};
`;

const Dots = styled.span`
  display: flex;
  gap: 0.375rem;

  & > span {
    inline-size: 0.625rem;
    block-size: 0.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.borderStrong};
  }
`;

const Url = styled.span`
  flex: 1;
  padding-block: 0.25rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
  /* A URL reads left to right in every language. */
  direction: ltr;
  text-align: start;
  unicode-bidi: isolate;
`;

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  padding: clamp(1.25rem, 3vw, 1.75rem);
`;

const ScoreRow = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;
`;

const Ring = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 5.5rem;
  block-size: 5.5rem;
  color: ${({ theme }) => theme.color.primary};

  /* The arc starts at the top and runs clockwise, counter-clockwise in right-to-left layouts. */
  & > svg {
    position: absolute;
    inset: 0;
    transform: rotate(-90deg);
  }

  [dir='rtl'] & > svg {
    transform: scaleX(-1) rotate(-90deg);
  }
`;

const RingValue = styled.span`
  font-size: 1.75rem;
  font-weight: 800;
  color: ${({ theme }) => theme.color.text};
`;

const ScoreText = styled.div`
  display: grid;
  gap: 0.4rem;
  justify-items: start;
`;

const ScoreLabel = styled.span`
  font-weight: 700;
  font-size: 1.125rem;
`;

const IssueCount = styled.span`
  padding-block: 0.2rem;
  padding-inline: 0.65rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const MetricList = styled.ul`
  display: grid;
  gap: 0.9rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MetricRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  font-size: 0.9375rem;
`;

const MetricValue = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.span`
  grid-column: 1 / -1;
  display: block;
  block-size: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  overflow: hidden;
`;

// The fill grows from the inline start, so it runs right to left in Arabic.
const Fill = styled.span<{ $value: number }>`
  display: block;
  block-size: 100%;
  inline-size: ${({ $value }) => $value}%;
  border-radius: inherit;
  ${({ theme }) => css`
    background: linear-gradient(to right, ${theme.color.primary}, ${theme.color.accent});
    [dir='rtl'] & {
      background: linear-gradient(to left, ${theme.color.primary}, ${theme.color.accent});
    }
  `}
`;

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
  text-align: center;
`;

export function AuditPreview() {
  const intl = useIntl();
  return (
    <Figure>
      <Window>
        <WindowBar>
          <Dots aria-hidden="true">
            <span />
            <span />
            <span />
          </Dots>
          <Url dir="ltr">https://example.com</Url>
        </WindowBar>
        <Body>
          <ScoreRow>
            <Ring>
              <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false">
                <circle cx="18" cy="18" r="15.5" fill="none" strokeWidth="3.5" stroke="currentColor" opacity="0.15" />
                <circle
                  cx="18"
                  cy="18"
                  r="15.5"
                  fill="none"
                  strokeWidth="3.5"
                  stroke="currentColor"
                  strokeLinecap="round"
                  pathLength={100}
                  strokeDasharray={`${OVERALL_SCORE} 100`}
                />
              </svg>
              <RingValue>{intl.formatNumber(OVERALL_SCORE)}</RingValue>
            </Ring>
            <ScoreText>
              <ScoreLabel>{intl.formatMessage(homeMessages.previewScore)}</ScoreLabel>
              <IssueCount>{intl.formatMessage(homeMessages.previewIssues, { count: ISSUE_COUNT })}</IssueCount>
            </ScoreText>
          </ScoreRow>
          <MetricList>
            {METRICS.map(({ label, value }) => (
              <MetricRow key={label.id}>
                <span>{intl.formatMessage(label)}</span>
                <MetricValue>{intl.formatNumber(value)}</MetricValue>
                <Track aria-hidden="true">
                  <Fill $value={value} />
                </Track>
              </MetricRow>
            ))}
          </MetricList>
        </Body>
      </Window>
      <Caption>{intl.formatMessage(homeMessages.previewCaption)}</Caption>
    </Figure>
  );
}
