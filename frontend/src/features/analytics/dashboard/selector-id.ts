/**
 * The id the snippet's click selector ends with (`form>input#email`), CSS escapes undone: a field without
 * a name attribute is named by its id in form events, so this finds the clicked field among them.
 */
export function selectorId(selector: string): string | null {
  const last = selector.split('>').at(-1) ?? '';
  const hash = last.indexOf('#');
  if (hash < 0) return null;
  // CSS.escape writes a leading digit as a hex escape (`\31 a`) and other characters as `\:`.
  return last.slice(hash + 1).replace(/\\([0-9a-fA-F]{1,6} ?|.)/g, (_, escaped: string) => (/^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped));
}
