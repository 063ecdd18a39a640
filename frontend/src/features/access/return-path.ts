/**
 * Where a refused visitor goes back to after signing in. The value travels in the login URL
 * (`?next=`), so it is untrusted: only a path on this origin is accepted, never `//host`,
 * `/\host` or a scheme, which browsers would treat as another site (an open redirect).
 */
export const NEXT_PARAM = 'next';

export function safeReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate || candidate.length > 2048) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  // Control characters (tab, newline) are stripped by URL parsers and can turn "/\t/host" into "//host".
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, 'https://stacklens.invalid');
    if (url.origin !== 'https://stacklens.invalid') return fallback;
    // API and asset paths are not pages.
    if (/^\/(api|assets|images|logo)(\/|$)/i.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page for a refused path, e.g. `/fr/login?next=%2Ffr%2Fdashboard%3Ftab%3D2`. */
export function loginPathFor(locale: string, refused: string): string {
  return `/${locale}/login?${NEXT_PARAM}=${encodeURIComponent(refused)}`;
}
