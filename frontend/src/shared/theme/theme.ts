/**
 * Design tokens. Colour pairs are chosen for WCAG AA: body and muted text reach at least 7:1 on
 * their backgrounds, primary actions at least 4.5:1, focus rings at least 3:1 in both schemes.
 */
export type ColorScheme = 'light' | 'dark';

/** The app themes a visitor can choose (docs/product.md §2.5); before any choice the OS colour scheme decides. */
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
  /** Series colours for charts: distinguishable with common colour-vision deficiencies, 3:1 on the background. */
  readonly chart: { readonly series: readonly string[] };
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
  chart: { series: ['#4f46e5', '#0f766e', '#c2410c', '#a21caf', '#0369a1', '#4d7c0f', '#be123c'] },
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
  chart: { series: ['#a5b4fc', '#5eead4', '#fdba74', '#f0abfc', '#7dd3fc', '#bef264', '#fda4af'] },
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
  chart: { series: ['#17603a', '#1d4ed8', '#b45309', '#9d174d', '#0f5f55', '#6d28d9', '#b91c1c'] },
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

/** Dashboard preference themes (docs/product.md §2.6): they restyle the dashboard's tool cards inside any app theme. */
export const DASHBOARD_THEME_NAMES = ['default', 'dark', 'vibrant', 'minimal', 'elegant'] as const;
export type DashboardThemeName = (typeof DASHBOARD_THEME_NAMES)[number];

/**
 * Card tokens. Every text colour is paired with the solid background it sits on and reaches 4.5:1
 * there (test/frontend/dashboard-tools.spec.ts checks each pair in each app theme); gradients and
 * translucent fills only ever sit behind decorative icons.
 */
export interface DashboardTokens {
  readonly cardBg: string;
  readonly cardBorder: string;
  readonly cardText: string;
  readonly cardMuted: string;
  readonly cardLink: string;
  readonly iconBg: string;
  readonly iconFg: string;
  readonly chipBg: string;
  readonly chipText: string;
  readonly badgeBg: string;
  readonly badgeText: string;
  /** Decorative strip along the card's block-start edge; `transparent` for none. */
  readonly accentBar: string;
  readonly radius: string;
  readonly shadow: string;
  readonly shadowHover: string;
  readonly headingFont: string | null;
}

const SERIF = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';

/** default and minimal follow the app theme's own tokens; dark, vibrant and elegant bring palettes per scheme. */
export function dashboardTokens(app: AppTheme, name: DashboardThemeName): DashboardTokens {
  const c = app.color;
  const light = app.scheme === 'light';
  switch (name) {
    case 'default':
      return {
        cardBg: c.surface,
        cardBorder: c.border,
        cardText: c.text,
        cardMuted: c.textMuted,
        cardLink: c.link,
        iconBg: c.primarySoft,
        iconFg: c.link,
        chipBg: c.bgAlt,
        chipText: c.textMuted,
        badgeBg: c.primary,
        badgeText: c.onPrimary,
        accentBar: 'transparent',
        radius: app.radius.md,
        shadow: app.shadow.sm,
        shadowHover: app.shadow.md,
        headingFont: null,
      };
    case 'minimal':
      return {
        cardBg: c.bg,
        cardBorder: c.borderStrong,
        cardText: c.text,
        cardMuted: c.textMuted,
        cardLink: c.text,
        iconBg: 'transparent',
        iconFg: c.textMuted,
        chipBg: c.bg,
        chipText: c.textMuted,
        badgeBg: c.text,
        badgeText: c.bg,
        accentBar: 'transparent',
        radius: app.radius.sm,
        shadow: 'none',
        shadowHover: 'none',
        headingFont: null,
      };
    case 'dark':
      return light
        ? {
            cardBg: '#111827',
            cardBorder: '#1f2937',
            cardText: '#f9fafb',
            cardMuted: '#cbd5e1',
            cardLink: '#c7d2fe',
            iconBg: '#1e2a44',
            iconFg: '#a5b4fc',
            chipBg: '#1f2937',
            chipText: '#e5e7eb',
            badgeBg: '#fbbf24',
            badgeText: '#111827',
            accentBar: 'transparent',
            radius: app.radius.md,
            shadow: '0 6px 18px rgba(15, 23, 42, 0.22)',
            shadowHover: '0 12px 28px rgba(15, 23, 42, 0.3)',
            headingFont: null,
          }
        : {
            cardBg: '#04060d',
            cardBorder: '#2a3350',
            cardText: '#f1f5f9',
            cardMuted: '#b6c0d6',
            cardLink: '#c7d2fe',
            iconBg: '#151d35',
            iconFg: '#a5b4fc',
            chipBg: '#151d35',
            chipText: '#dbe2f0',
            badgeBg: '#fbbf24',
            badgeText: '#04060d',
            accentBar: 'transparent',
            radius: app.radius.md,
            shadow: '0 6px 18px rgba(0, 0, 0, 0.45)',
            shadowHover: '0 12px 28px rgba(0, 0, 0, 0.6)',
            headingFont: null,
          };
    case 'vibrant':
      return light
        ? {
            cardBg: '#ffffff',
            cardBorder: '#ead7fb',
            cardText: '#1e1b4b',
            cardMuted: '#4c3a75',
            cardLink: '#6d28d9',
            iconBg: 'linear-gradient(135deg, #7c3aed, #db2777)',
            iconFg: '#ffffff',
            chipBg: '#fdf2f8',
            chipText: '#9d174d',
            badgeBg: '#be185d',
            badgeText: '#ffffff',
            accentBar: 'linear-gradient(90deg, #7c3aed, #db2777 55%, #f59e0b)',
            radius: app.radius.lg,
            shadow: '0 6px 20px -6px rgba(124, 58, 237, 0.28)',
            shadowHover: '0 16px 32px -8px rgba(219, 39, 119, 0.32)',
            headingFont: null,
          }
        : {
            cardBg: '#1b1035',
            cardBorder: '#3d2a6e',
            cardText: '#faf5ff',
            cardMuted: '#d9c9f5',
            cardLink: '#f0abfc',
            iconBg: 'linear-gradient(135deg, #a855f7, #ec4899)',
            iconFg: '#ffffff',
            chipBg: '#2e1a55',
            chipText: '#f5d0fe',
            badgeBg: '#f472b6',
            badgeText: '#1b1035',
            accentBar: 'linear-gradient(90deg, #a855f7, #ec4899 55%, #fbbf24)',
            radius: app.radius.lg,
            shadow: '0 6px 20px -6px rgba(168, 85, 247, 0.35)',
            shadowHover: '0 16px 32px -8px rgba(236, 72, 153, 0.4)',
            headingFont: null,
          };
    case 'elegant':
      return light
        ? {
            cardBg: '#fffdf7',
            cardBorder: '#e6dbc4',
            cardText: '#1c1917',
            cardMuted: '#57534e',
            cardLink: '#7a5516',
            iconBg: '#f4ead4',
            iconFg: '#7a5516',
            chipBg: '#f6f0e3',
            chipText: '#57534e',
            badgeBg: '#1c1917',
            badgeText: '#f3d68c',
            accentBar: 'linear-gradient(90deg, transparent, #c9a45c, transparent)',
            radius: app.radius.sm,
            shadow: '0 1px 2px rgba(28, 25, 23, 0.06), 0 8px 24px -12px rgba(122, 85, 22, 0.25)',
            shadowHover: '0 2px 4px rgba(28, 25, 23, 0.08), 0 16px 32px -12px rgba(122, 85, 22, 0.35)',
            headingFont: SERIF,
          }
        : {
            cardBg: '#17161c',
            cardBorder: '#3b3529',
            cardText: '#f5f0e6',
            cardMuted: '#cbc1b0',
            cardLink: '#e8c98a',
            iconBg: '#262219',
            iconFg: '#e8c98a',
            chipBg: '#24232b',
            chipText: '#ddd3c2',
            badgeBg: '#e8c98a',
            badgeText: '#17161c',
            accentBar: 'linear-gradient(90deg, transparent, #c9a45c, transparent)',
            radius: app.radius.sm,
            shadow: '0 8px 24px -12px rgba(0, 0, 0, 0.7)',
            shadowHover: '0 16px 32px -12px rgba(0, 0, 0, 0.85)',
            headingFont: SERIF,
          };
  }
}
