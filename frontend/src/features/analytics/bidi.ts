/**
 * Wraps text of unknown direction (a site's name, typed by its owner) in Unicode first-strong isolates
 * before it goes into a translated sentence: an English name in an Arabic sentence, or the reverse,
 * then keeps its own order without reordering the words around it.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
