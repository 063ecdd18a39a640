/**
 * Design tokens. Colour pairs are chosen for WCAG AA: body and muted text reach at least 7:1 on
 * their backgrounds, primary actions at least 4.5:1, focus rings at least 3:1 in both schemes.
 */
export type ColorScheme = 'light' | 'dark';

/** The app themes a visitor can choose (SPEC §1); before any choice the OS colour scheme decides. */
export const THEME_NAMES = ['light', 'dark', 'greenAmbiance'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

export interface AppTheme {
  readonly name: ThemeName;
  /** Drives the CSS `color-scheme` (form controls, scrollbars). */
  readonly scheme: ColorScheme;
  readonly color: {
    readonly bg: string;
    readonly bgAlt: string;
    readonly surface: string;
    readonly border: string;
    readonly borderStrong: string;
    readonly text: string;
    readonly textMuted: string;
    readonly link: string;
    readonly primary: string;
    readonly primaryHover: string;
    readonly onPrimary: string;
    readonly accent: string;
    readonly accentSoft: string;
    readonly primarySoft: string;
    readonly focus: string;
    readonly glowA: string;
    readonly glowB: string;
    readonly success: string;
    readonly warning: string;
    readonly danger: string;
    readonly headerBg: string;
  };
  readonly font: {
    readonly body: string;
    readonly arabic: string;
    readonly chinese: string;
    readonly mono: string;
  };
  readonly radius: { readonly sm: string; readonly md: string; readonly lg: string; readonly pill: string };
  readonly shadow: { readonly sm: string; readonly md: string; readonly lg: string };
  /** Min-width breakpoints, mobile first; the layout holds down to 360 px. */
  readonly breakpoint: { readonly sm: string; readonly md: string; readonly lg: string };
  readonly layout: { readonly maxWidth: string; readonly gutter: string };
}

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    arabic: '"Noto Sans Arabic", "Segoe UI", "Geeza Pro", Tahoma, system-ui, sans-serif',
    chinese: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", "Cascadia Code", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' },
  breakpoint: { sm: '40rem', md: '56rem', lg: '72rem' },
  layout: { maxWidth: '72rem', gutter: 'clamp(1rem, 4vw, 2rem)' },
} as const;

export const lightTheme: AppTheme = {
  ...shared,
  name: 'light',
  scheme: 'light',
  color: {
    bg: '#f6f7fb',
    bgAlt: '#eef0f7',
    surface: '#ffffff',
    border: '#e2e6ef',
    borderStrong: '#c7cedd',
    text: '#0f172a',
    textMuted: '#475569',
    link: '#4338ca',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    onPrimary: '#ffffff',
    accent: '#0f766e',
    accentSoft: '#e0f2ef',
    primarySoft: '#eceafd',
    focus: '#4338ca',
    glowA: 'rgba(99, 102, 241, 0.26)',
    glowB: 'rgba(20, 184, 166, 0.2)',
    success: '#047857',
    warning: '#b45309',
    danger: '#b91c1c',
    headerBg: 'rgba(246, 247, 251, 0.85)',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 16px rgba(15, 23, 42, 0.08)',
    lg: '0 24px 48px -12px rgba(30, 27, 75, 0.22)',
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  name: 'dark',
  scheme: 'dark',
  color: {
    bg: '#0b1020',
    bgAlt: '#0f1528',
    surface: '#121a2f',
    border: '#24304d',
    borderStrong: '#34426a',
    text: '#e7eaf3',
    textMuted: '#a6b0c8',
    link: '#a5b4fc',
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    onPrimary: '#0b1020',
    accent: '#5eead4',
    accentSoft: 'rgba(94, 234, 212, 0.12)',
    primarySoft: 'rgba(165, 180, 252, 0.14)',
    focus: '#a5b4fc',
    glowA: 'rgba(99, 102, 241, 0.32)',
    glowB: 'rgba(20, 184, 166, 0.18)',
    success: '#6ee7b7',
    warning: '#fcd34d',
    danger: '#fca5a5',
    headerBg: 'rgba(11, 16, 32, 0.82)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 16px rgba(0, 0, 0, 0.35)',
    lg: '0 24px 48px -12px rgba(0, 0, 0, 0.6)',
  },
};

/** Light scheme tinted green: text #0c2a1a on #eef6f0 is above 14:1, primary #17603a on white about 7.4:1. */
export const greenAmbianceTheme: AppTheme = {
  ...shared,
  name: 'greenAmbiance',
  scheme: 'light',
  color: {
    bg: '#eef6f0',
    bgAlt: '#e2efe6',
    surface: '#fbfefb',
    border: '#cde0d3',
    borderStrong: '#9fbfa9',
    text: '#0c2a1a',
    textMuted: '#2f4d3b',
    link: '#17603a',
    primary: '#17603a',
    primaryHover: '#0f4a2c',
    onPrimary: '#ffffff',
    accent: '#0f5f55',
    accentSoft: '#d5ece4',
    primarySoft: '#d7eadc',
    focus: '#17603a',
    glowA: 'rgba(34, 139, 84, 0.24)',
    glowB: 'rgba(132, 204, 22, 0.18)',
    success: '#17603a',
    warning: '#8a4b0a',
    danger: '#a11d1d',
    headerBg: 'rgba(238, 246, 240, 0.88)',
  },
  shadow: {
    sm: '0 1px 2px rgba(12, 42, 26, 0.08)',
    md: '0 4px 16px rgba(12, 42, 26, 0.1)',
    lg: '0 24px 48px -12px rgba(12, 58, 34, 0.24)',
  },
};

export const themes: Record<ThemeName, AppTheme> = { light: lightTheme, dark: darkTheme, greenAmbiance: greenAmbianceTheme };
