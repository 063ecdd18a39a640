import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { toneColor } from '../../shared/ui/tone';
import type { ScoreBand } from './audit-types';
import { auditMessages as m } from './audits.messages';
import { scoreBandTone } from './audits.styles';

/** docs/product.md §13.1: 90-100 excellent, 50-89 needs improvement, 0-49 poor (the server sends the band too). */
export function bandOf(score: number): ScoreBand {
  return score >= 90 ? 'excellent' : score >= 50 ? 'needs-improvement' : 'poor';
}

const Figure = styled.figure<{ $size: number }>`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  margin: 0;
  text-align: center;

  svg {
    inline-size: ${({ $size }) => $size}px;
    block-size: ${({ $size }) => $size}px;
  }

  /* The ring fills in the reading direction. */
  [dir='rtl'] & .arc {
    transform: scaleX(-1);
    transform-origin: center;
  }

  figcaption {
    display: grid;
    gap: 0.15rem;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const BandText = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-size: 0.8125rem;
  font-weight: 700;
`;

interface ScoreGaugeProps {
  readonly label: string;
  /** 0-100; null when it could not be measured. */
  readonly score: number | null;
  readonly band?: ScoreBand;
  readonly size?: number;
  readonly testId?: string;
}

/** A score ring (plain SVG: it prints, and needs no chart library) with its band (docs/product.md §13.1) named in words. */
export function ScoreGauge({ label, score, band, size = 112, testId }: ScoreGaugeProps) {
  const intl = useIntl();
  const theme = useTheme();
  const value = score === null ? null : Math.max(0, Math.min(100, Math.round(score)));
  const resolved = value === null ? null : (band ?? bandOf(value));
  const color = toneColor(theme, resolved ? scoreBandTone(resolved) : 'neutral');
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const bandName = resolved ? intl.formatMessage(m[`band.${resolved}`]) : intl.formatMessage(m.notAvailable);
  const name =
    value === null ? `${label}: ${bandName}` : intl.formatMessage(m.scoreWithBand, { label, score: intl.formatNumber(value), band: bandName });

  return (
    <Figure $size={size} role="img" aria-label={name} data-testid={testId} data-score={value ?? ''} data-band={resolved ?? ''}>
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r={radius} fill="none" stroke={theme.color.border} strokeWidth="10" />
        {value !== null ? (
          <g className="arc">
            <circle
              cx="60"
              cy="60"
              r={radius}
              fill="none"
              stroke={color}
              strokeWidth="10"
              strokeLinecap="round"
              strokeDasharray={`${(circumference * value) / 100} ${circumference}`}
              transform="rotate(-90 60 60)"
            />
          </g>
        ) : null}
        <text x="60" y="60" textAnchor="middle" dominantBaseline="central" fill={theme.color.text} fontSize="30" fontWeight="700">
          {value === null ? '–' : intl.formatNumber(value)}
        </text>
      </svg>
      <figcaption aria-hidden="true">
        <span>{label}</span>
        <BandText $color={color}>{bandName}</BandText>
      </figcaption>
    </Figure>
  );
}
