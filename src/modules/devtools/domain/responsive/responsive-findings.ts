import { RESPONSIVE_LIMITS } from '../../../../shared/devtools/responsive-devices.js';
import type { ResponsiveFindings, ResponsiveOverflowFinding, ResponsiveTapTargetFinding } from '../../contract.js';

/** What the in-page scan returns at one size, before it is trusted, sorted and capped. */
export interface RawPageScan {
  pageHeight: unknown;
  scrollWidth: unknown;
  overflow: unknown;
  tapTargets: unknown;
}

export interface PageScan {
  pageHeight: number;
  scrollWidth: number;
  findings: ResponsiveFindings;
}

const MAX_SELECTOR = 200;
const MAX_TEXT = 60;

/**
 * The scan comes from the page's own JavaScript realm, which the site controls (it may redefine
 * getBoundingClientRect, Array or JSON): every value is checked and clipped here instead of trusted.
 * Overflowing elements are listed widest first, tap targets in document order, each list capped at
 * RESPONSIVE_LIMITS.maxFindingsPerKind with the full count beside it.
 */
export function summarizePageScan(input: unknown, viewportWidth: number): PageScan {
  const raw: Partial<RawPageScan> = typeof input === 'object' && input !== null ? (input as RawPageScan) : {};
  const cap = RESPONSIVE_LIMITS.maxFindingsPerKind;
  const scrollWidth = Math.max(viewportWidth, size(raw.scrollWidth));
  const overflow = scrollWidth > viewportWidth ? list(raw.overflow).map(toOverflow).filter((f): f is ResponsiveOverflowFinding => f !== null) : [];
  overflow.sort((a, b) => b.width - a.width);
  const tapTargets = list(raw.tapTargets).map(toTapTarget).filter((f): f is ResponsiveTapTargetFinding => f !== null);
  return {
    pageHeight: size(raw.pageHeight),
    scrollWidth,
    findings: { overflow: overflow.slice(0, cap), overflowTotal: overflow.length, tapTargets: tapTargets.slice(0, cap), tapTargetTotal: tapTargets.length },
  };
}

function list(value: unknown): unknown[] {
  // The scan itself stops collecting well before this; a page cannot inflate the stored run past it.
  return Array.isArray(value) ? value.slice(0, 5000) : [];
}

/** Whole CSS pixels, rounded up: a page 900.2 px tall needs 901 rows. */
function size(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(Math.ceil(value), 1_000_000) : 0;
}

/** A box's side to a tenth of a pixel, rounded down: 23.96 must not read as 24 and pass. */
function side(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value * 10) / 10, 1_000_000) : 0;
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, max) : '';
}

function toOverflow(value: unknown): ResponsiveOverflowFinding | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const selector = text(item.selector, MAX_SELECTOR);
  return selector ? { selector, width: side(item.width) } : null;
}

function toTapTarget(value: unknown): ResponsiveTapTargetFinding | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const selector = text(item.selector, MAX_SELECTOR);
  if (!selector) return null;
  const width = side(item.width);
  const height = side(item.height);
  // Only undersized targets are findings, whatever the page reported.
  if (width >= RESPONSIVE_LIMITS.minTapTargetSize && height >= RESPONSIVE_LIMITS.minTapTargetSize) return null;
  return { selector, width, height, text: text(item.text, MAX_TEXT) };
}
