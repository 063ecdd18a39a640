/**
 * WCAG 2.x contrast from computed CSS colours (what the collector reads with getComputedStyle:
 * rgb()/rgba(), also hex and the space-separated rgb syntax). Colours Chromium reports in other
 * spaces (color(), oklch()…) are not converted and give null rather than a guess.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function channel(value: string): number {
  const trimmed = value.trim();
  if (trimmed.endsWith('%')) return (Number(trimmed.slice(0, -1)) / 100) * 255;
  return Number(trimmed);
}

function alpha(value: string | undefined): number {
  if (value === undefined) return 1;
  const trimmed = value.trim();
  return trimmed.endsWith('%') ? Number(trimmed.slice(0, -1)) / 100 : Number(trimmed);
}

export function parseCssColor(input: string | null | undefined): Rgba | null {
  if (!input) return null;
  const value = input.trim().toLowerCase();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const n = (i: number): number => parseInt(digits.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^rgba?\((.*)\)$/.exec(value);
  if (!fn) return null;
  const body = fn[1]!;
  const parts = body.includes(',') ? body.split(',') : body.replace('/', ' / ').split(/\s+/).filter((part) => part !== '' && part !== '/');
  if (parts.length < 3 || parts.length > 4) return null;
  const color = { r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!), a: alpha(parts[3]) };
  if (![color.r, color.g, color.b, color.a].every(Number.isFinite)) return null;
  return { r: clamp(color.r, 255), g: clamp(color.g, 255), b: clamp(color.b, 255), a: clamp(color.a, 1) };
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(max, value));
}

/** `top` composited over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return { r: top.r * a + bottom.r * (1 - a), g: top.g * a + bottom.g * (1 - a), b: top.b * a + bottom.b * (1 - a), a: 1 };
}

/** WCAG relative luminance of an opaque sRGB colour. */
export function relativeLuminance(color: Rgba): number {
  const linear = (value: number): number => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/**
 * Contrast ratio (1-21, two decimals) of text over its background. A translucent background is
 * composited over white (the canvas default); translucent text over that background.
 */
export function contrastRatio(foreground: string | null | undefined, background: string | null | undefined): number | null {
  const fg = parseCssColor(foreground);
  const bg = parseCssColor(background);
  if (!fg || !bg) return null;
  const opaqueBg = over(bg, WHITE);
  const opaqueFg = over(fg, opaqueBg);
  const l1 = relativeLuminance(opaqueFg);
  const l2 = relativeLuminance(opaqueBg);
  const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  return Math.round(ratio * 100) / 100;
}

/** WCAG 1.4.3 large text: at least 24 px, or at least 18.66 px (14 pt) bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}
