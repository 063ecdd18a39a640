/**
 * How deep a page's elements nest, estimated in one pass before the page is parsed (devtools README,
 * "Structured data"). The HTML parser's work grows with the square of the nesting of elements such as
 * `<div>` (each start tag looks down the stack of open elements for a `<p>` to close), so a 2 MiB page of
 * `<div>`s would hold the server for minutes; such a page is refused instead. The estimate counts start
 * tags less end tags, leaving out void elements, elements whose end tag may be omitted (they are closed by
 * what follows, not nested), self-closed tags, comments and the text of raw-text elements.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr', 'keygen', 'basefont', 'bgsound', 'frame']);
const OPTIONAL_END = new Set(['html', 'head', 'body', 'p', 'li', 'dt', 'dd', 'option', 'optgroup', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'colgroup', 'caption', 'rb', 'rt', 'rtc', 'rp']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

export function markupDepth(html: string): number {
  const lower = html.toLowerCase();
  let depth = 0;
  let max = 0;
  let i = lower.indexOf('<');
  while (i !== -1 && i < lower.length) {
    if (lower.startsWith('<!--', i)) {
      const end = lower.indexOf('-->', i + 4);
      i = end === -1 ? -1 : lower.indexOf('<', end + 3);
      continue;
    }
    const closing = lower[i + 1] === '/';
    const nameStart = closing ? i + 2 : i + 1;
    const first = lower.charCodeAt(nameStart);
    if (!(first >= 97 && first <= 122)) {
      // `<!doctype`, `<?…`, or a `<` that starts no tag.
      i = lower.indexOf('<', i + 1);
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < lower.length && !/[\s/>]/.test(lower[nameEnd]!)) nameEnd += 1;
    const name = lower.slice(nameStart, nameEnd);
    const tagEnd = endOfTag(lower, nameEnd);
    if (tagEnd === -1) break;
    const counted = !VOID.has(name) && !OPTIONAL_END.has(name);
    if (closing) {
      if (counted && depth > 0) depth -= 1;
    } else if (RAW_TEXT.has(name)) {
      const end = lower.indexOf(`</${name}`, tagEnd);
      i = end === -1 ? -1 : end;
      continue;
    } else if (counted && lower[tagEnd - 1] !== '/') {
      depth += 1;
      if (depth > max) max = depth;
    }
    i = lower.indexOf('<', tagEnd + 1);
  }
  return max;
}

/** The index of the `>` ending a tag whose name ends at `from`, quotes in attribute values skipped. */
function endOfTag(text: string, from: number): number {
  let quote: string | null = null;
  for (let j = from; j < text.length; j += 1) {
    const ch = text[j];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return j;
  }
  return -1;
}
