import { load } from 'cheerio';
import type { NetworkEntry } from '../../../collection-bundle.js';

/**
 * Plain-HTTP subresources of an HTTPS page, from what the page really requested (network log) and from
 * what its HTML references (raw and rendered: lazy images and late frames may not have loaded yet).
 *
 * Browsers block active mixed content (scripts, styles, frames, fonts, XHR/fetch, WebSockets, objects) and
 * upgrade or show passive content (images, audio, video) with a warning; `blocked` records that.
 */

export interface MixedContentItem {
  url: string;
  resourceType: string;
  blocked: boolean;
  source: 'network' | 'html';
}

const PASSIVE_TYPES = new Set(['image', 'media']);

/** Element attributes that fetch a subresource, with the resource type they load. */
const HTML_REFERENCES: { selector: string; attribute: string; type: string | ((element: { rel: string; as: string }) => string | null) }[] = [
  { selector: 'script[src]', attribute: 'src', type: 'script' },
  { selector: 'img[src]', attribute: 'src', type: 'image' },
  { selector: 'input[type="image" i][src]', attribute: 'src', type: 'image' },
  { selector: 'video[src], audio[src], source[src], track[src]', attribute: 'src', type: 'media' },
  { selector: 'video[poster]', attribute: 'poster', type: 'image' },
  { selector: 'iframe[src], frame[src]', attribute: 'src', type: 'document' },
  { selector: 'embed[src]', attribute: 'src', type: 'object' },
  { selector: 'object[data]', attribute: 'data', type: 'object' },
  {
    selector: 'link[href]',
    attribute: 'href',
    type: ({ rel, as }) => {
      const rels = rel.toLowerCase().split(/\s+/);
      if (rels.includes('stylesheet')) return 'stylesheet';
      if (rels.includes('icon') || rels.includes('apple-touch-icon')) return 'image';
      if (rels.includes('preload') || rels.includes('modulepreload')) return rels.includes('modulepreload') ? 'script' : as.toLowerCase() === 'style' ? 'stylesheet' : as.toLowerCase() || 'other';
      return null;
    },
  },
];

function isInsecure(url: string): boolean {
  return /^(?:http|ws):\/\//i.test(url.trim());
}

function normalised(url: string): string | null {
  return URL.canParse(url) ? new URL(url).href : null;
}

export function isActiveMixedContent(resourceType: string): boolean {
  return !PASSIVE_TYPES.has(resourceType);
}

export function findMixedContent(pageUrl: string, network: readonly NetworkEntry[], documents: readonly string[]): MixedContentItem[] {
  if (new URL(pageUrl).protocol !== 'https:') return [];
  const found = new Map<string, MixedContentItem>();
  for (const entry of network) {
    if (!isInsecure(entry.url) || found.has(entry.url)) continue;
    found.set(entry.url, { url: entry.url, resourceType: entry.resourceType, blocked: isActiveMixedContent(entry.resourceType) || Boolean(entry.blocked), source: 'network' });
  }
  for (const html of documents) {
    if (!html) continue;
    const $ = load(html);
    for (const reference of HTML_REFERENCES) {
      $(reference.selector).each((_, element) => {
        const node = $(element);
        const url = (node.attr(reference.attribute) ?? '').trim();
        if (!isInsecure(url)) return;
        const type = typeof reference.type === 'string' ? reference.type : reference.type({ rel: node.attr('rel') ?? '', as: node.attr('as') ?? '' });
        if (!type) return;
        const absolute = normalised(url);
        if (absolute && !found.has(absolute)) found.set(absolute, { url: absolute, resourceType: type, blocked: isActiveMixedContent(type), source: 'html' });
      });
    }
    $('img[srcset], source[srcset]').each((_, element) => {
      for (const candidate of ($(element).attr('srcset') ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0] ?? '';
        if (!isInsecure(url)) continue;
        const absolute = normalised(url);
        if (absolute && !found.has(absolute)) found.set(absolute, { url: absolute, resourceType: 'image', blocked: false, source: 'html' });
      }
    });
  }
  return [...found.values()];
}
