/**
 * Word and sentence segmentation on ICU (Intl.Segmenter), so scripts without spaces (Chinese, Japanese,
 * Thai) split into words and Arabic punctuation ends sentences, with two corrections that matter for
 * readability formulas:
 * - hyphenated compounds ("well-known", "porte-monnaie") count as one word, as Flesch's counting rules
 *   say ("count as single words contractions, hyphenated words, abbreviations, figures");
 * - ICU's default sentence rules break after title abbreviations ("Mr. Smith"); those breaks are undone.
 */

const wordSegmenters = new Map<string, Intl.Segmenter>();
const sentenceSegmenters = new Map<string, Intl.Segmenter>();

function segmenter(cache: Map<string, Intl.Segmenter>, language: string, granularity: 'word' | 'sentence'): Intl.Segmenter {
  let found = cache.get(language);
  if (!found) {
    let locale = 'en';
    try {
      locale = Intl.getCanonicalLocales(language)[0] ?? 'en';
    } catch {
      // a malformed lang attribute must not fail the audit: ICU's root rules are fine
    }
    found = new Intl.Segmenter(locale, { granularity });
    cache.set(language, found);
  }
  return found;
}

const HYPHENS = new Set(['-', '\u2010', '\u2011']);

/** Scripts written without spaces between words: only ICU's dictionaries can split them. */
const NO_SPACE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Space-separated scripts take a regular expression with ICU's joining rules (letters and digits,
 * joined across an apostrophe, a period, a hyphen or underscore, and a comma between digits): the same
 * words as Intl.Segmenter, about ten times faster on long pages.
 */
const SPACED_WORD = /[\p{L}\p{M}\p{N}_]+(?:(?:['’.\-\u2010\u2011]|(?<=\p{N}),(?=\p{N}))[\p{L}\p{M}\p{N}_]+)*/gu;

/** Word-like tokens of `text` in order (letters or digits; punctuation and spaces dropped). */
export function splitWords(text: string, language: string): string[] {
  if (!NO_SPACE_SCRIPTS.test(text)) return text.match(SPACED_WORD) ?? [];
  const words: string[] = [];
  let lastWordEnd = -1;
  let joinNext = false;
  for (const { segment, index, isWordLike } of segmenter(wordSegmenters, language, 'word').segment(text)) {
    if (isWordLike) {
      if (joinNext && index === lastWordEnd + 1 && words.length > 0) {
        words[words.length - 1] += `${text[lastWordEnd]}${segment}`;
      } else {
        words.push(segment);
      }
      lastWordEnd = index + segment.length;
      joinNext = false;
    } else {
      joinNext = HYPHENS.has(segment) && index === lastWordEnd;
    }
  }
  return words;
}

/** Abbreviations after which a period does not end the sentence when a capitalised name follows. */
const TITLE_ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'sr', 'jr', 'mt', 'gen', 'col', 'capt', 'rev', 'hon',
  'm', 'mm', 'mme', 'mmes', 'mlle', 'mlles', 'pr',
  'sra', 'srta', 'dra', 'ud', 'uds', 'lic',
]);

function endsWithTitleAbbreviation(sentence: string): boolean {
  const match = /(?:^|[\s(«"'])([\p{L}]{1,5})\.\s*$/u.exec(sentence);
  return match?.[1] !== undefined && TITLE_ABBREVIATIONS.has(match[1].toLowerCase());
}

/** Sentences of one text block (a paragraph, list item, cell…): each has at least one word. */
export function splitSentences(text: string, language: string): string[] {
  const sentences: string[] = [];
  let carry = '';
  for (const { segment } of segmenter(sentenceSegmenters, language, 'sentence').segment(text)) {
    const candidate = carry + segment;
    if (endsWithTitleAbbreviation(candidate)) {
      carry = candidate;
      continue;
    }
    carry = '';
    if (/[\p{L}\p{N}]/u.test(candidate)) sentences.push(candidate.trim());
  }
  if (carry && /[\p{L}\p{N}]/u.test(carry)) sentences.push(carry.trim());
  return sentences;
}
