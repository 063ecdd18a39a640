import type { PageMeta } from '../../html/index.js';

/**
 * Meta-tag score: a checklist of the tags search engines, browsers and social networks read, each with
 * a weight by how much its absence costs (sum 100). A tag with empty content counts as missing.
 *
 *   title 20 · description 15 · viewport 15 · charset 10 · lang 10 · canonical 10 ·
 *   og:title 5 · og:description 5 · og:image 5 · twitter:card 5
 *
 * `robots` is reported when present but never missing: without it a page is indexable, which is
 * the normal case (a noindex is raised as a finding instead).
 */
export const META_WEIGHTS = {
  title: 20,
  description: 15,
  viewport: 15,
  charset: 10,
  lang: 10,
  canonical: 10,
  'og:title': 5,
  'og:description': 5,
  'og:image': 5,
  'twitter:card': 5,
} as const;

export type MetaItem = keyof typeof META_WEIGHTS;

export interface MetaCheck {
  score: number;
  present: string[];
  missing: MetaItem[];
}

/** Charset also counts when declared by the Content-Type response header (equally binding for browsers). */
export function checkMeta(meta: PageMeta, contentTypeHeader: string | undefined): MetaCheck {
  const httpEquivCharset = meta.tags.some((tag) => tag.name === 'content-type' && /charset=/i.test(tag.content));
  const headerCharset = /charset=/i.test(contentTypeHeader ?? '');
  const has: Record<MetaItem, boolean> = {
    title: meta.title !== null,
    description: meta.description !== null,
    viewport: meta.viewport !== null,
    charset: meta.charset !== null || httpEquivCharset || headerCharset,
    lang: meta.lang !== null,
    canonical: meta.canonical !== null,
    'og:title': 'og:title' in meta.openGraph,
    'og:description': 'og:description' in meta.openGraph,
    'og:image': 'og:image' in meta.openGraph,
    'twitter:card': 'twitter:card' in meta.twitter,
  };
  const items = Object.keys(META_WEIGHTS) as MetaItem[];
  const present: string[] = items.filter((item) => has[item]);
  if (meta.robots !== null) present.push('robots');
  return {
    score: items.reduce((sum, item) => sum + (has[item] ? META_WEIGHTS[item] : 0), 0),
    present,
    missing: items.filter((item) => !has[item]),
  };
}
