import { DomainError } from '../../../shared/index.js';

/**
 * The heatmap's background (analytics README, "Data management", "Screenshots"): a full-page screenshot of one page of the site at the width
 * of a screen class. Widths are common devices inside each class of tracking-event.ts SCREEN_CLASSES
 * (< 576 mobile, < 992 tablet, < 1440 laptop, else desktop): iPhone-sized 375, iPad portrait 768, a
 * 1280 laptop and a 1536 desktop (the most common desktop viewport after 1920's scaling).
 */
export const SCREENSHOT_WIDTHS = { mobile: 375, tablet: 768, laptop: 1280, desktop: 1536 } as const;
export type ScreenshotDevice = keyof typeof SCREENSHOT_WIDTHS;

const MAX_PATH_LENGTH = 2048;

/** Absent means desktop; anything else must name a class. */
export function parseScreenshotDevice(input: unknown): ScreenshotDevice {
  if (input === undefined || input === '') return 'desktop';
  if (typeof input === 'string' && Object.hasOwn(SCREENSHOT_WIDTHS, input)) return input as ScreenshotDevice;
  throw new DomainError('validation', 'ANALYTICS_SCREENSHOT_INVALID_DEVICE', 'Choose mobile, tablet, laptop or desktop', {
    field: 'device',
    allowed: Object.keys(SCREENSHOT_WIDTHS),
  });
}

/**
 * The page to capture: the path (as events record it, from the site's origin: location.pathname) on the
 * site's origin. The result must stay on that origin, so `//other.example/`, `/\other.example` and
 * absolute URLs are refused: the owner may only photograph their own site.
 */
export function screenshotUrl(siteUrl: string, path: unknown): string {
  const raw = path === undefined || path === '' ? '/' : path;
  const origin = new URL(siteUrl).origin;
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.length > MAX_PATH_LENGTH || hasControlOrBackslash(raw)) {
    throw invalidPath();
  }
  const url = new URL(raw, `${origin}/`);
  if (url.origin !== origin) throw invalidPath();
  url.hash = '';
  return url.href;
}

/** Any failure to produce the picture: the route answers it with 502 (the site, not the request, failed). */
export function screenshotFailed(reason: string): DomainError {
  return new DomainError('unavailable', 'ANALYTICS_SCREENSHOT_FAILED', 'The page could not be captured', { reason });
}

/** Browsers read a backslash as a slash (`/\evil.example` is protocol-relative) and drop tabs and newlines. */
function hasControlOrBackslash(path: string): boolean {
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function invalidPath(): DomainError {
  return new DomainError('validation', 'ANALYTICS_SCREENSHOT_INVALID_PATH', 'The path must start with / and stay on the site', { field: 'path' });
}
