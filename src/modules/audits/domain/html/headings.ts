import type { HeadingItem } from '../audit-result.js';
import { collapseWhitespace, type CheerioAPI } from './html-document.js';

export type HeadingCounts = Record<'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', number>;

export interface HeadingSummary {
  counts: HeadingCounts;
  /** Document order, text collapsed (at most 200 characters). */
  outline: HeadingItem[];
}

/** h1-h6 of the whole document (not only the main content: a heading in a page header still counts for SEO). */
export function extractHeadings($: CheerioAPI): HeadingSummary {
  const counts: HeadingCounts = { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 };
  const outline: HeadingItem[] = [];
  $('h1, h2, h3, h4, h5, h6').each((_, element) => {
    const tag = element.tagName.toLowerCase() as keyof HeadingCounts;
    counts[tag] += 1;
    outline.push({ level: Number(tag[1]) as HeadingItem['level'], text: collapseWhitespace($(element).text()).slice(0, 200) });
  });
  return { counts, outline };
}

/** Places where the outline goes down more than one level (h2 → h4); going back up any amount is fine. */
export function skippedHeadingLevels(outline: readonly HeadingItem[]): { from: number; to: number }[] {
  const skipped: { from: number; to: number }[] = [];
  let previous = 0;
  for (const { level } of outline) {
    if (previous > 0 && level > previous + 1) skipped.push({ from: previous, to: level });
    previous = level;
  }
  return skipped;
}
