import { load, type CheerioAPI } from 'cheerio';

export type { CheerioAPI } from 'cheerio';

/** Parses a whole document with parse5 (browser-grade error recovery), scripts left unexecuted. */
export function parseHtml(html: string): CheerioAPI {
  return load(html);
}

/** Collapses runs of whitespace (including NBSP) and trims, as text is shown to readers. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0]+/gu, ' ').trim();
}

/** The URL relative links resolve against: `<base href>` when valid, else the page URL. */
export function documentBaseUrl($: CheerioAPI, pageUrl: string): string {
  const base = $('base[href]').first().attr('href');
  if (base) {
    const resolved = resolveUrl(base, pageUrl);
    if (resolved) return resolved;
  }
  return pageUrl;
}

/** Absolute URL or null when `href` cannot be resolved. */
export function resolveUrl(href: string, baseUrl: string): string | null {
  try {
    return new URL(href.trim(), baseUrl).href;
  } catch {
    return null;
  }
}

/** Host without a leading "www.", lower-cased: example.com and www.example.com are one site. */
export function siteHost(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function isSameSite(url: string, otherUrl: string): boolean {
  const host = siteHost(url);
  return host !== null && host === siteHost(otherUrl);
}

/** The rendered DOM when the render stage produced one, else the HTML the server sent. */
export function pageHtml(page: { renderedHtml: string; html: string }): string {
  return page.renderedHtml.trim() !== '' ? page.renderedHtml : page.html;
}
