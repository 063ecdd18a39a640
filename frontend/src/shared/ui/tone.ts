import type { DefaultTheme } from 'styled-components';

/**
 * How good a band, level or state is. Features map their own scales (score bands, engagement
 * levels, dead-zone bands…) to a tone; the tone picks the colour, so equal verdicts look alike
 * across the app. The band's name is always written beside its colour: colour only helps scanning.
 */
export type Tone = 'good' | 'warn' | 'bad' | 'neutral';

/** The theme's status tokens, which reach AA contrast on the surface in both schemes. */
const TONE_TOKEN: Record<Tone, keyof DefaultTheme['color']> = { good: 'success', warn: 'warning', bad: 'danger', neutral: 'textMuted' };

export function toneColor(theme: DefaultTheme, tone: Tone): string {
  return theme.color[TONE_TOKEN[tone]];
}
