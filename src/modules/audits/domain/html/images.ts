import { documentBaseUrl, resolveUrl, type CheerioAPI } from './html-document.js';

export interface PageImage {
  /** Absolute source (src, else data-src, else the first srcset candidate), or null. */
  src: string | null;
  /** null when the alt attribute is absent; '' is a deliberate decorative image and counts as present. */
  alt: string | null;
  hasDimensions: boolean;
}

const LENGTH = /^\s*\d+(\.\d+)?\s*(px)?\s*$/i;

/**
 * `<img>` elements. Dimensions count as set when both width and height are given, as attributes or as
 * inline style, or when the inline style sets aspect-ratio with one of them: what the browser needs to
 * reserve the space and avoid layout shift.
 */
export function extractImages($: CheerioAPI, pageUrl: string): PageImage[] {
  const base = documentBaseUrl($, pageUrl);
  const images: PageImage[] = [];
  $('img').each((_, element) => {
    const node = $(element);
    const rawSrc = node.attr('src') || node.attr('data-src') || (node.attr('srcset') ?? '').trim().split(/\s+/)[0] || '';
    const style = (node.attr('style') ?? '').toLowerCase();
    const width = LENGTH.test(node.attr('width') ?? '') || /(^|;)\s*width\s*:/.test(style);
    const height = LENGTH.test(node.attr('height') ?? '') || /(^|;)\s*height\s*:/.test(style);
    const aspect = /(^|;)\s*aspect-ratio\s*:/.test(style);
    images.push({
      src: rawSrc ? resolveUrl(rawSrc, base) : null,
      alt: node.attr('alt') ?? null,
      hasDimensions: (width && height) || (aspect && (width || height)),
    });
  });
  return images;
}
