import type { DefaultTheme } from 'styled-components';
import type { DeadZoneBand, EngagementBand, FactorLevel } from './dashboard-types';

/**
 * Colours of the bands. Each band's name is always written beside its colour; the colours only
 * help scanning. Engagement and factor levels use the theme's status tokens (AA on the surface).
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

export function levelColor(theme: DefaultTheme, level: FactorLevel): string {
  switch (level) {
    case 'high':
    case 'comfortable':
      return theme.color.success;
    case 'medium':
    case 'fast':
      return theme.color.warning;
    case 'low':
    case 'very-fast':
      return theme.color.danger;
    case 'info':
    case 'no-data':
      return theme.color.textMuted;
  }
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

/** Text colour for a band's label: the theme's status tokens reach AA on the surface, raw fills may not. */
export function deadZoneTextColor(theme: DefaultTheme, band: DeadZoneBand): string {
  switch (band) {
    case 'critical':
    case 'problematic':
      return theme.color.danger;
    case 'average':
      return theme.color.warning;
    case 'good':
      return theme.color.success;
  }
}
