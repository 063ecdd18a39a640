import type { KeywordDensityBand } from '../audit-result.js';
import { stopWords } from './language.js';

/**
 * Keyword density = occurrences ÷ all words of the page (stop words included, as SEO tools define it),
 * in percent with two decimals. Bands (docs/product.md §13.2, thresholds ours, the common SEO rule of thumb):
 * below 1 % too low, 1-3 % optimal, above 3 % too high (reads as keyword stuffing).
 */
export const KEYWORD_DENSITY = { optimalMin: 1, optimalMax: 3 } as const;

export function keywordDensityBand(density: number): KeywordDensityBand {
  if (density < KEYWORD_DENSITY.optimalMin) return 'too-low';
  if (density > KEYWORD_DENSITY.optimalMax) return 'too-high';
  return 'optimal';
}

export interface Keyword {
  word: string;
  count: number;
  density: number;
  band: KeywordDensityBand;
}

const ELISION = /^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu)['’]/u;
const POSSESSIVE = /['’]s$/u;
const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** The form a word is counted under: lower-cased, French/Italian elision and English possessive removed. */
export function keywordForm(word: string, language: string): string {
  let form = word.normalize('NFC').toLocaleLowerCase(language);
  if (language === 'fr' || language === 'it' || language === 'ca') form = form.replace(ELISION, '');
  if (language === 'en') form = form.replace(POSSESSIVE, '');
  return form;
}

/**
 * The page's most frequent content words: stop words, figures and words shorter than 3 letters
 * (2 in scripts written without spaces, where ICU words are short) are left out, and a word must occur
 * at least twice to be a keyword. Sorted by count, then alphabetically so results are deterministic.
 */
export function extractKeywords(words: readonly string[], language: string, limit = 10): Keyword[] {
  if (words.length === 0) return [];
  const stops = stopWords(language);
  const counts = new Map<string, number>();
  for (const word of words) {
    const form = keywordForm(word, language);
    if (!/\p{L}/u.test(form) || stops.has(form)) continue;
    const minLength = NO_SPACE_SCRIPT.test(form) ? 2 : 3;
    if ([...form].length < minLength) continue;
    counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  return [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([word, count]) => {
      const density = Math.round((count / words.length) * 10_000) / 100;
      return { word, count, density, band: keywordDensityBand(density) };
    });
}
