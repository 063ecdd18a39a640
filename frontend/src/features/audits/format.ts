import type { IntlShape } from 'react-intl';

/** Sizes in the reader's number format: bytes, kB or MB (1,000-based, as the network panel shows). */
export function formatBytes(intl: IntlShape, bytes: number): string {
  if (bytes < 1000) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  if (bytes < 1_000_000) return intl.formatNumber(bytes / 1000, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 });
  return intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 2 });
}

/** Durations: milliseconds under a second, seconds with up to two decimals above. */
export function formatMs(intl: IntlShape, ms: number): string {
  if (ms < 1000) return intl.formatNumber(Math.round(ms), { style: 'unit', unit: 'millisecond', unitDisplay: 'short' });
  return intl.formatNumber(ms / 1000, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 2 });
}

export function formatDateTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatPercent(intl: IntlShape, value: number, digits = 1): string {
  return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: digits });
}
