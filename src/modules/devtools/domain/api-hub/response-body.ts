/** Media types shown as text whatever their charset parameter says (UTF-8 is assumed). */
const TEXTUAL = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|ecmascript|x-www-form-urlencoded|graphql|yaml|x-yaml|problem\+json|ld\+json)\b|image\/svg\+xml)/i;

/**
 * The answer's body for the page: UTF-8 text when the type is textual (or absent) and the bytes decode as
 * UTF-8, base64 otherwise, so an image or an archive reaches the page intact. A body cut at the cap may
 * end inside a character: the partial character is dropped rather than the whole body turned to base64.
 */
export function encodeResponseBody(body: Buffer, contentType: string | undefined, truncated: boolean): { body: string; bodyEncoding: 'utf8' | 'base64' } {
  const declared = contentType?.split(';')[0]?.trim() ?? '';
  if (declared === '' || TEXTUAL.test(declared)) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body, { stream: truncated });
      return { body: text, bodyEncoding: 'utf8' };
    } catch {
      // Not UTF-8 after all: shown as bytes.
    }
  }
  return { body: body.toString('base64'), bodyEncoding: 'base64' };
}
