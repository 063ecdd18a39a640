import styled, { css } from 'styled-components';

interface HeadingSize {
  readonly fontSize: string;
  readonly lineHeight: number;
  readonly tracking: string;
  readonly weight?: number;
  /** Balanced lines suit short titles; a title holding a user's name wraps as it comes. */
  readonly balance: boolean;
  readonly arabicLineHeight: number;
  readonly chineseLineHeight: number;
}

/**
 * The large headings of pages, on one scale: `display` for the home page's hero, `xl` and `lg` for
 * the title of a public page, `md` for a section of a public page, `sm` for an app page's welcome.
 */
const SIZES = {
  display: { fontSize: 'clamp(2.25rem, 5.5vw, 3.75rem)', lineHeight: 1.08, tracking: '-0.025em', weight: 800, balance: true, arabicLineHeight: 1.35, chineseLineHeight: 1.25 },
  xl: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', lineHeight: 1.12, tracking: '-0.02em', balance: true, arabicLineHeight: 1.4, chineseLineHeight: 1.4 },
  lg: { fontSize: 'clamp(2rem, 5vw, 3rem)', lineHeight: 1.15, tracking: '-0.02em', balance: true, arabicLineHeight: 1.4, chineseLineHeight: 1.4 },
  md: { fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', lineHeight: 1.2, tracking: '-0.02em', balance: true, arabicLineHeight: 1.4, chineseLineHeight: 1.4 },
  sm: { fontSize: 'clamp(1.5rem, 4vw, 2.125rem)', lineHeight: 1.2, tracking: '-0.01em', balance: false, arabicLineHeight: 1.4, chineseLineHeight: 1.4 },
} as const satisfies Record<string, HeadingSize>;

export type HeadingLevel = keyof typeof SIZES;

const sizeStyle = (size: HeadingSize) => css`
  font-size: ${size.fontSize};
  line-height: ${size.lineHeight};
  letter-spacing: ${size.tracking};
  ${size.weight ? `font-weight: ${size.weight};` : ''}
  ${size.balance ? 'text-wrap: balance;' : ''}

  /* Tracking breaks Arabic letter joins; Arabic and Chinese need taller lines for their marks. */
  &:lang(ar) {
    letter-spacing: normal;
    line-height: ${size.arabicLineHeight};
  }

  &:lang(zh) {
    letter-spacing: normal;
    line-height: ${size.chineseLineHeight};
  }
`;

/** An `h1` by default; a section's title passes `as="h2"`. */
export const Heading = styled.h1<{ $size: HeadingLevel }>`
  ${({ $size }) => sizeStyle(SIZES[$size])}
`;

/**
 * The paragraph under a page's title. `$measure` caps its line length; `lg` is the home page's size;
 * `$pretty` lets the browser rebalance the last lines so that none is left with a single word.
 */
export const Lead = styled.p<{ $measure?: string; $size?: 'md' | 'lg'; $pretty?: boolean }>`
  ${({ $measure }) => ($measure ? `max-inline-size: ${$measure};` : '')}
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ $size = 'md' }) => ($size === 'lg' ? 'clamp(1.0625rem, 2vw, 1.25rem)' : 'clamp(1.0625rem, 2vw, 1.1875rem)')};
  ${({ $pretty }) => ($pretty ? 'text-wrap: pretty;' : '')}
`;
