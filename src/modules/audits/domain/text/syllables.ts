import { syllable as englishSyllables } from 'syllable';

/**
 * Syllables of one word as the readability formulas count them.
 * - en: the `syllable` package (dictionary of exceptions + rules, the usual reference in JS tooling).
 * - es: Spanish orthography is regular enough to count vowel nuclei exactly: a vowel group is one
 *   syllable unless two strong vowels (a, e, o, á, é, ó) meet or an accented weak vowel (í, ú) meets a
 *   strong one (hiatus: "país", "río"); two weak vowels always share a syllable ("ciudad", "lingüística");
 *   a final "y" is a vowel ("hoy", "muy").
 * - fr: vowel groups, split where the accent or diaeresis marks a hiatus (é after a, e, o or é, a vowel
 *   other than e after é, ï, ë, ü; i and u glide into é as in "société"), a silent final -e/-es after a consonant dropped in words of two or
 *   more groups, the silent u of qu/gu and elided articles (l', d', qu'…) ignored. Verb endings in -ent are not detected (they
 *   count one syllable too many); the French figure is an approximation, documented as such.
 * - other languages: Han and kana characters count one each, other scripts count vowel groups.
 * Every word counts at least one syllable: figures and symbols are read as one (Flesch's rule).
 */
export function countSyllables(word: string, language: string): number {
  const lower = word.normalize('NFC').toLocaleLowerCase();
  if (!/\p{L}/u.test(lower)) return 1;
  let total = 0;
  // In French, u after q (and after g before e/i) only spells the consonant: "que", "quoi", "guerre".
  const stripped = language === 'fr' ? lower.replace(FRENCH_ELISION, '').replace(/qu(?=[aeiouyàâéèêëîïôû])/gu, 'q').replace(/gu(?=[eiyéèêëîï])/gu, 'g') : lower;
  for (const part of stripped.split(/[^\p{L}]+/u)) {
    if (part === '') continue;
    total += countPart(part, language);
  }
  return Math.max(1, total);
}

const FRENCH_ELISION = /^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu|quoiqu)['’]/u;

function countPart(part: string, language: string): number {
  switch (language) {
    case 'en':
      return Math.max(1, englishSyllables(part));
    case 'es':
      return Math.max(1, spanishSyllables(part));
    case 'fr':
      return Math.max(1, frenchSyllables(part));
    default:
      return Math.max(1, genericSyllables(part));
  }
}

const ES_STRONG = new Set(['a', 'e', 'o', 'á', 'é', 'ó']);
const ES_ACCENTED_WEAK = new Set(['í', 'ú']);
const ES_WEAK = new Set(['i', 'u', 'ü']);

function spanishSyllables(word: string): number {
  let nuclei = 0;
  let previous: string | null = null;
  for (let i = 0; i < word.length; i += 1) {
    const ch = word[i]!;
    const isFinalY = ch === 'y' && i === word.length - 1;
    const vowel = ES_STRONG.has(ch) || ES_ACCENTED_WEAK.has(ch) || ES_WEAK.has(ch) || isFinalY;
    if (!vowel) {
      previous = null;
      continue;
    }
    if (previous === null) nuclei += 1;
    else if (ES_STRONG.has(ch) ? ES_STRONG.has(previous) || ES_ACCENTED_WEAK.has(previous) : ES_ACCENTED_WEAK.has(ch) && ES_STRONG.has(previous)) nuclei += 1;
    previous = ch;
  }
  return nuclei;
}

const FR_VOWELS = new Set([...'aeiouyàâäéèêëîïôöùûüÿœæ']);
const FR_HIATUS_AFTER = new Set(['ï', 'ë', 'ü']);
/** i, u and ou glide into a following é ("société", "tuer" → one syllable), other vowels do not ("poésie"). */
const FR_GLIDES = new Set(['i', 'u', 'y']);

function frenchSyllables(word: string): number {
  let groups = 0;
  let previous: string | null = null;
  for (const ch of word) {
    if (!FR_VOWELS.has(ch)) {
      previous = null;
      continue;
    }
    if (previous === null) groups += 1;
    else if (FR_HIATUS_AFTER.has(ch) || (ch === 'é' && !FR_GLIDES.has(previous)) || (previous === 'é' && ch !== 'e')) groups += 1;
    previous = ch;
  }
  const silentEnding = /[^aeiouyàâäéèêëîïôöùûüÿœæ](?:e|es)$/u.test(word);
  return silentEnding && groups > 1 ? groups - 1 : groups;
}

const GENERIC_VOWELS = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœāēīōūăęėįıų]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

function genericSyllables(word: string): number {
  const cjk = word.match(CJK)?.length ?? 0;
  if (cjk > 0) return cjk;
  return word.match(GENERIC_VOWELS)?.length ?? 1;
}
