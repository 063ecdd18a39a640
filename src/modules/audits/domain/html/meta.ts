import { collapseWhitespace, documentBaseUrl, resolveUrl, type CheerioAPI } from './html-document.js';

export interface MetaTag {
  /** name, property or http-equiv attribute, lower-cased. */
  name: string;
  content: string;
}

export interface PageMeta {
  /** `<title>` text collapsed, null when absent or blank. */
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** og:* properties, first occurrence wins. */
  openGraph: Record<string, string>;
  /** twitter:* names (or properties), first occurrence wins. */
  twitter: Record<string, string>;
  viewport: string | null;
  robots: string | null;
  /** `<html lang>` as written, null when absent. */
  lang: string | null;
  charset: string | null;
  tags: MetaTag[];
}

/** Title, meta tags, canonical and social tags of a document; URL-valued tags resolved to absolute URLs. */
export function extractMeta($: CheerioAPI, pageUrl: string): PageMeta {
  const base = documentBaseUrl($, pageUrl);
  const titleElement = $('head title').first().length ? $('head title').first() : $('title').not('svg title').first();
  const title = collapseWhitespace(titleElement.text());
  const tags: MetaTag[] = [];
  let charset: string | null = null;
  $('meta').each((_, element) => {
    const node = $(element);
    const name = (node.attr('name') ?? node.attr('property') ?? node.attr('http-equiv') ?? '').trim().toLowerCase();
    if (node.attr('charset')) charset = node.attr('charset')!.trim();
    if (name) tags.push({ name, content: collapseWhitespace(node.attr('content') ?? '') });
  });
  const first = (name: string): string | null => {
    const tag = tags.find((candidate) => candidate.name === name);
    return tag && tag.content !== '' ? tag.content : null;
  };
  const openGraph: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  for (const tag of tags) {
    if (tag.content === '') continue;
    const content = /^(og:(image|url|video|audio)(:url|:secure_url)?|twitter:image(:src)?)$/.test(tag.name) ? (resolveUrl(tag.content, base) ?? tag.content) : tag.content;
    if (tag.name.startsWith('og:') && !(tag.name in openGraph)) openGraph[tag.name] = content;
    if (tag.name.startsWith('twitter:') && !(tag.name in twitter)) twitter[tag.name] = content;
  }
  const canonicalHref = $('link[rel]')
    .filter((_, element) => ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
    .first()
    .attr('href');
  const lang = $('html').first().attr('lang');
  return {
    title: title === '' ? null : title,
    description: first('description'),
    canonical: canonicalHref ? resolveUrl(canonicalHref, base) : null,
    openGraph,
    twitter,
    viewport: first('viewport'),
    robots: first('robots'),
    lang: lang === undefined || lang.trim() === '' ? null : lang.trim(),
    charset,
    tags,
  };
}
