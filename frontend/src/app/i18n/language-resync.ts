/** docs/product.md §2.4: after a language change the page language is applied again at these delays. */
export const LANGUAGE_RESYNC_MS = [200, 300, 500] as const;

type Schedule = (run: () => void, delayMs: number) => unknown;
type Cancel = (handle: unknown) => void;

/**
 * Applies `<html lang dir>` now and again at each delay: browser translation tools and embedded
 * widgets sometimes rewrite them just after a language change, and applying again wins them back.
 * Returns the function that cancels what is still pending (the component unmounted, or the language
 * changed again).
 */
export function applyLanguageWithResync(apply: () => void, schedule: Schedule, cancel: Cancel): () => void {
  apply();
  const handles = LANGUAGE_RESYNC_MS.map((delay) => schedule(apply, delay));
  return () => handles.forEach((handle) => cancel(handle));
}
