import * as stopword from 'stopword';

/** Languages with their own readability formula, syllable rules and tuned stop words. */
export const READABILITY_LANGUAGES = ['en', 'fr', 'es'] as const;
export type ReadabilityLanguage = (typeof READABILITY_LANGUAGES)[number];

export function isReadabilityLanguage(language: string): language is ReadabilityLanguage {
  return (READABILITY_LANGUAGES as readonly string[]).includes(language);
}

/** 'fr-CA' → 'fr', '  EN_us' → 'en'; empty or malformed tags give null. */
export function primaryLanguage(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

const SIGNAL_WORDS: Record<ReadabilityLanguage, ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'of', 'to', 'is', 'that', 'with', 'for', 'this', 'are', 'you', 'it']),
  fr: new Set(['le', 'la', 'les', 'des', 'et', 'est', 'une', 'du', 'pour', 'que', 'dans', 'avec']),
  es: new Set(['el', 'los', 'las', 'del', 'y', 'es', 'una', 'por', 'para', 'que', 'con', 'como']),
};

/**
 * The page's language: the `lang` attribute wins (authors declare it, and many audited sites are multilingual),
 * then Content-Language, then a guess among en/fr/es from frequent function words. 'en' when nothing says.
 * Scripts without Latin letters are recognised so Arabic or Chinese pages are never scored as English text.
 */
export function detectLanguage(input: { htmlLang?: string | null; contentLanguage?: string | null; sample: string }): string {
  const declared = primaryLanguage(input.htmlLang) ?? primaryLanguage(input.contentLanguage?.split(',')[0]);
  if (declared) return declared;
  const sample = input.sample.slice(0, 20_000);
  if (/\p{Script=Han}/u.test(sample) && countMatches(sample, /\p{Script=Han}/gu) > countMatches(sample, /\p{L}/gu) / 3) return 'zh';
  if (countMatches(sample, /\p{Script=Arabic}/gu) > countMatches(sample, /\p{L}/gu) / 3) return 'ar';
  const tokens = sample.toLowerCase().split(/[^\p{L}]+/u);
  let best: ReadabilityLanguage = 'en';
  let bestHits = 0;
  for (const language of READABILITY_LANGUAGES) {
    const hits = tokens.filter((token) => SIGNAL_WORDS[language].has(token)).length;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  return best;
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

const STOP_LIST_BY_LANGUAGE: Record<string, string[]> = {
  en: stopword.eng,
  fr: stopword.fra,
  es: stopword.spa,
  ar: stopword.ara,
  zh: stopword.zho,
  de: stopword.deu,
  it: stopword.ita,
  pt: stopword.por,
  nl: stopword.nld,
  ja: stopword.jpn,
  ru: stopword.rus,
};

/**
 * Words the `stopword` lists leave out but that carry no topic on web pages (they would otherwise
 * top the keyword table of almost every page).
 */
const EXTRA_STOP_WORDS: Record<string, string[]> = {
  en: ['just', 'also', 'can', 'will', 'may', 'one', 'two', 'use', 'used', 'using', 'new', 'get', 'its', 'it\'s', 'does', 'don\'t', 'isn\'t', 'yes', 'not', 'all', 'any', 'more', 'than', 'what', 'which', 'who', 'why', 'how', 'when', 'where', 'there', 'here', 'these', 'those', 'our', 'ours', 'your', 'yours', 'into', 'onto', 'upon', 'about', 'read', 'click', 'page'],
  fr: ['plus', 'tout', 'tous', 'toute', 'toutes', 'être', 'avoir', 'fait', 'faire', 'comme', 'sans', 'sous', 'chez', 'entre', 'aussi', 'bien', 'très', 'peut', 'peu', 'leur', 'leurs', 'dont', 'cette', 'cet', 'ces', 'votre', 'vos', 'notre', 'nos', 'page', 'cliquez'],
  es: ['más', 'muy', 'también', 'todo', 'todos', 'toda', 'todas', 'ser', 'estar', 'hacer', 'puede', 'pueden', 'sobre', 'entre', 'sin', 'hasta', 'desde', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'su', 'sus', 'nuestro', 'nuestra', 'página', 'haga'],
};

const stopSets = new Map<string, ReadonlySet<string>>();

export function stopWords(language: string): ReadonlySet<string> {
  let set = stopSets.get(language);
  if (!set) {
    set = new Set([...(STOP_LIST_BY_LANGUAGE[language] ?? stopword.eng), ...(EXTRA_STOP_WORDS[language] ?? [])].map((word) => word.toLowerCase()));
    stopSets.set(language, set);
  }
  return set;
}
