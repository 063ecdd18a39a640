/** Code inside a sentence (`{{baseUrl}}`, a JSON path): a left-to-right isolate, so it keeps its shape in Arabic. */
export const ltr = (code: string) => `\u2066${code}\u2069`;
