import type { DefaultTheme } from 'styled-components';
import { toneColor, type Tone } from '../../../shared/ui/tone';
import type { DeadZoneBand, EngagementBand, FactorLevel } from './dashboard-types';

/**
 * Colours of the bands. Each band's name is always written beside its colour; the colours only
 * help scanning. Engagement bands have five steps, one more than the tones: 'good' takes the accent
 * between success and warning.
 */
export function engagementBandColor(theme: DefaultTheme, band: EngagementBand): string {
  switch (band) {
    case 'excellent':
      return theme.color.success;
    case 'good':
      return theme.color.accent;
    case 'average':
      return theme.color.warning;
    case 'poor':
    case 'very-poor':
      return theme.color.danger;
  }
}

const LEVEL_TONE: Record<FactorLevel, Tone> = {
  high: 'good',
  comfortable: 'good',
  medium: 'warn',
  fast: 'warn',
  low: 'bad',
  'very-fast': 'bad',
  info: 'neutral',
  'no-data': 'neutral',
};

export function levelColor(theme: DefaultTheme, level: FactorLevel): string {
  return toneColor(theme, LEVEL_TONE[level]);
}

/** Dead-zone fills, drawn translucent over the page screenshot and solid in the legend. */
const DEAD_ZONE_RGB: Record<DeadZoneBand, readonly [number, number, number]> = {
  critical: [220, 38, 38],
  problematic: [234, 88, 12],
  average: [202, 138, 4],
  good: [22, 163, 74],
};

export function deadZoneColor(band: DeadZoneBand, alpha = 1): string {
  const [r, g, b] = DEAD_ZONE_RGB[band];
  return alpha === 1 ? `rgb(${r} ${g} ${b})` : `rgb(${r} ${g} ${b} / ${alpha})`;
}

const DEAD_ZONE_TONE: Record<DeadZoneBand, Tone> = { critical: 'bad', problematic: 'bad', average: 'warn', good: 'good' };

/** Text colour for a band's label: the theme's status tokens reach AA on the surface, raw fills may not. */
export function deadZoneTextColor(theme: DefaultTheme, band: DeadZoneBand): string {
  return toneColor(theme, DEAD_ZONE_TONE[band]);
}
