import type { Readability, ReadabilityBand } from '../audit-result.js';
import { splitSentences, splitWords } from './segmentation.js';
import { countSyllables } from './syllables.js';

/**
 * Readability formulas, each on its own language's counts (W words, S sentences, Y syllables):
 * - en, Flesch reading ease (1948): 206.835 − 1.015·W/S − 84.6·Y/W; grade = Flesch-Kincaid
 *   (1975): 0.39·W/S + 11.8·Y/W − 15.59.
 * - fr, Kandel & Moles (1958): 207 − 1.015·W/S − 73.6·Y/W.
 * - es, Fernández Huerta (1959) in its corrected form 206.84 − 60·Y/W − 1.02·W/S (the printed
 *   version multiplied sentences per 100 words, which rewards long sentences; the corrected form is
 *   the one Spanish tools use).
 * - other languages: Flesch's formula on generic counts, an approximation the auditors flag.
 * Scores are clamped to 0-100 and rounded to one decimal; the band is read from the rounded score.
 */
export type ReadabilityFormula = Readability['formula'];

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
}

export function formulaFor(language: string): ReadabilityFormula {
  if (language === 'fr') return 'kandel-moles';
  if (language === 'es') return 'fernandez-huerta';
  return 'flesch';
}

/** The formula's raw value (not clamped), or null without words or sentences. */
export function rawReadingEase(formula: ReadabilityFormula, counts: TextCounts): number | null {
  if (counts.words === 0 || counts.sentences === 0) return null;
  const wordsPerSentence = counts.words / counts.sentences;
  const syllablesPerWord = counts.syllables / counts.words;
  switch (formula) {
    case 'flesch':
      return 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
    case 'kandel-moles':
      return 207 - 1.015 * wordsPerSentence - 73.6 * syllablesPerWord;
    case 'fernandez-huerta':
      return 206.84 - 60 * syllablesPerWord - 1.02 * wordsPerSentence;
  }
}

export function fleschKincaidGrade(counts: TextCounts): number | null {
  if (counts.words === 0 || counts.sentences === 0) return null;
  return 0.39 * (counts.words / counts.sentences) + 11.8 * (counts.syllables / counts.words) - 15.59;
}

/** The seven bands of docs/product.md §13.2 on Flesch's scale (the French and Spanish formulas share the scale). */
export function readabilityBand(score: number): ReadabilityBand {
  if (score >= 90) return 'very-easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly-easy';
  if (score >= 60) return 'standard';
  if (score >= 50) return 'fairly-difficult';
  if (score >= 30) return 'difficult';
  return 'very-difficult';
}

/**
 * School grade for formulas without a grade equation of their own (fr, es): Flesch's 1949 table
 * (90-100 ≈ 5th grade, 80 ≈ 6th, 70 ≈ 7th, 60-70 ≈ 8th-9th, 50-60 ≈ 10th-12th, 30-50 ≈ college,
 * 0-30 ≈ graduate) read as a piecewise-linear curve through these anchors.
 */
const GRADE_ANCHORS: [score: number, grade: number][] = [
  [100, 4],
  [90, 5],
  [80, 6],
  [70, 7],
  [60, 9],
  [50, 12],
  [30, 16],
  [0, 18],
];

export function gradeFromEase(score: number): number {
  const clamped = Math.max(0, Math.min(100, score));
  for (let i = 1; i < GRADE_ANCHORS.length; i += 1) {
    const [highScore, highGrade] = GRADE_ANCHORS[i - 1]!;
    const [lowScore, lowGrade] = GRADE_ANCHORS[i]!;
    if (clamped >= lowScore) return highGrade + ((highScore - clamped) * (lowGrade - highGrade)) / (highScore - lowScore);
  }
  return 18;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Words, sentences and syllables of one block; `syllableCache` saves recounting repeated words. */
export function countBlock(block: string, language: string, syllableCache: Map<string, number> = new Map()): TextCounts & { wordList: string[] } {
  const wordList: string[] = [];
  let sentences = 0;
  let syllables = 0;
  for (const sentence of splitSentences(block, language)) {
    const words = splitWords(sentence, language);
    if (words.length === 0) continue;
    sentences += 1;
    for (const word of words) {
      wordList.push(word);
      let count = syllableCache.get(word);
      if (count === undefined) {
        count = countSyllables(word, language);
        syllableCache.set(word, count);
      }
      syllables += count;
    }
  }
  return { words: wordList.length, sentences, syllables, wordList };
}

export function countText(blocks: readonly string[], language: string): TextCounts & { wordList: string[] } {
  const cache = new Map<string, number>();
  const total = { words: 0, sentences: 0, syllables: 0, wordList: [] as string[] };
  for (const block of blocks) {
    const counts = countBlock(block, language, cache);
    total.words += counts.words;
    total.sentences += counts.sentences;
    total.syllables += counts.syllables;
    for (const word of counts.wordList) total.wordList.push(word);
  }
  return total;
}

export function readabilityFromCounts(counts: TextCounts, language: string): Readability {
  const formula = formulaFor(language);
  const raw = rawReadingEase(formula, counts);
  const score = raw === null ? 0 : round1(Math.max(0, Math.min(100, raw)));
  let grade = 0;
  if (raw !== null) grade = formula === 'flesch' ? Math.max(0, fleschKincaidGrade(counts) ?? 0) : gradeFromEase(score);
  return {
    score,
    band: readabilityBand(score),
    formula,
    grade: round1(grade),
    words: counts.words,
    sentences: counts.sentences,
    syllables: counts.syllables,
    language,
  };
}

/** Readability of running text given as blocks (paragraphs, list items…); a block boundary ends a sentence. */
export function analyseReadability(blocks: readonly string[], language: string): Readability {
  return readabilityFromCounts(countText(blocks, language), language);
}
