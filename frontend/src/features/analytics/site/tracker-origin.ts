/** The origin the snippet loads from, read from the code itself: the CSP advice must name that one. */
export function trackerOriginOf(trackingCode: string): string | null {
  const src = /\ssrc="([^"]+)"/.exec(trackingCode)?.[1];
  if (!src) return null;
  try {
    return new URL(src.replace(/&amp;/g, '&')).origin;
  } catch {
    return null;
  }
}
