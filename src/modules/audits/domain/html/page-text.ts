import type { Readability } from '../audit-result.js';
import { countBlock, detectLanguage, isReadabilityLanguage, readabilityFromCounts } from '../text/index.js';
import type { CheerioAPI } from './html-document.js';
import { extractTextBlocks, type TextBlock } from './visible-text.js';

export interface PageText {
  /** Primary language subtag: lang attribute, then Content-Language, then a guess (see detectLanguage). */
  language: string;
  /** Whether the readability formula is the language's own (en, fr, es) or Flesch as an approximation. */
  formulaNative: boolean;
  blocks: TextBlock[];
  /** Every word of the main content, headings included: the word count and keyword base. */
  words: string[];
  /** Running text only (headings left out, as Flesch's method says). */
  readability: Readability;
}

/** The main content's text, words and readability: shared by the content and engagement audits. */
export function readPageText($: CheerioAPI, contentLanguage: string | null | undefined): PageText {
  const blocks = extractTextBlocks($, { skipBoilerplate: true });
  const language = detectLanguage({
    htmlLang: $('html').first().attr('lang') ?? null,
    contentLanguage: contentLanguage ?? null,
    sample: blocks.map((block) => block.text).join(' '),
  });
  const cache = new Map<string, number>();
  const words: string[] = [];
  const running = { words: 0, sentences: 0, syllables: 0 };
  for (const block of blocks) {
    const counts = countBlock(block.text, language, cache);
    for (const word of counts.wordList) words.push(word);
    if (block.kind !== 'text') continue;
    running.words += counts.words;
    running.sentences += counts.sentences;
    running.syllables += counts.syllables;
  }
  return {
    language,
    formulaNative: isReadabilityLanguage(language),
    blocks,
    words,
    readability: readabilityFromCounts(running, language),
  };
}
