export { detectLanguage, isReadabilityLanguage, primaryLanguage, stopWords, READABILITY_LANGUAGES, type ReadabilityLanguage } from './language.js';
export { splitSentences, splitWords } from './segmentation.js';
export { countSyllables } from './syllables.js';
export {
  analyseReadability,
  countBlock,
  countText,
  fleschKincaidGrade,
  formulaFor,
  gradeFromEase,
  rawReadingEase,
  readabilityBand,
  readabilityFromCounts,
  type ReadabilityFormula,
  type TextCounts,
} from './readability.js';
export { extractKeywords, keywordDensityBand, keywordForm, KEYWORD_DENSITY, type Keyword } from './keywords.js';
