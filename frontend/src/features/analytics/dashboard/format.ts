import type { IntlShape } from 'react-intl';

/** A rate of the API (0-100, one decimal) as the locale writes a percentage. */
export function formatPercent(intl: IntlShape, value: number): string {
  return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
}

/** Seconds as "42 s" or "3 min 5 s" (hours for long visits), in the locale's unit words. */
export function formatDuration(intl: IntlShape, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const unit = (value: number, name: 'hour' | 'minute' | 'second') => intl.formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'short' });
  if (seconds < 60) return unit(seconds, 'second');
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = h > 0 ? [unit(h, 'hour'), unit(min, 'minute')] : [unit(min, 'minute'), ...(s > 0 ? [unit(s, 'second')] : [])];
  return intl.formatList(parts, { type: 'unit', style: 'narrow' });
}

/** An ISO instant as a short date and time in the visitor's time zone. */
export function formatWhen(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the page's language (ISO 3166-1 alpha-2 code in), the code itself if unknown. */
export function countryName(locale: string, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Part of a whole as a percentage of the API's shape (0-100, one decimal); 0 when the whole is 0. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0;
}

/** A path or URL inside a translated sentence keeps its left-to-right order (left-to-right isolate). */
export function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`;
}
