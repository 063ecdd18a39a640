import { collapseWhitespace, type CheerioAPI } from './html-document.js';

export interface TextBlock {
  text: string;
  /** Headings are kept apart: word counts include them, readability reads only running text. */
  kind: 'heading' | 'text';
}

/** The parts of a parsed node the walker reads (domhandler's nodes, typed structurally). */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

/** Never shown as text. */
const INVISIBLE = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'canvas', 'iframe', 'object', 'embed', 'select', 'datalist', 'head', 'title', 'meta', 'link', 'audio', 'video', 'picture', 'img', 'input', 'textarea']);

/** Inline elements: their text flows into the surrounding block without a break. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr', 'big', 'tt', 'abbr', 'output', 'ruby', 'rt', 'rp']);

const HEADING = /^h[1-6]$/;

/** Site chrome repeated on every page: navigation, complementary content, page-level banner and footer. */
const BOILERPLATE_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search']);

function isHidden(node: DomNode): boolean {
  const attribs = node.attribs ?? {};
  if ('hidden' in attribs || attribs['aria-hidden'] === 'true') return true;
  const style = (attribs.style ?? '').toLowerCase().replace(/\s+/g, '');
  return style.includes('display:none') || style.includes('visibility:hidden');
}

/**
 * The readable text of a document as blocks (paragraphs, list items, cells, headings…), in order.
 * With `skipBoilerplate` the walk starts at `<main>` (or role=main) when there is one, and skips
 * navigation, asides and page-level header/footer (those inside an article, section or main are
 * content: an article's header holds its title). Hidden elements (hidden, aria-hidden, inline
 * display:none) and non-text elements (script, style, svg, form controls…) never count.
 */
export function extractTextBlocks($: CheerioAPI, options: { skipBoilerplate: boolean } = { skipBoilerplate: true }): TextBlock[] {
  const main = $('main, [role="main"]').first();
  const start = options.skipBoilerplate && main.length ? main : $('body').first().length ? $('body').first() : $.root();
  const root = start[0] as unknown as DomNode | undefined;
  if (!root) return [];
  const blocks: TextBlock[] = [];
  let buffer = '';
  let bufferKind: TextBlock['kind'] = 'text';
  const flush = (): void => {
    const text = collapseWhitespace(buffer);
    if (text !== '') blocks.push({ text, kind: bufferKind });
    buffer = '';
    bufferKind = 'text';
  };
  const walk = (node: DomNode, inContentSection: boolean): void => {
    if (node.type === 'text') {
      buffer += node.data ?? '';
      return;
    }
    if (node.type === 'comment' || node.type === 'directive' || node.type === 'cdata') return;
    const name = (node.name ?? '').toLowerCase();
    if (name !== '' && (INVISIBLE.has(name) || isHidden(node))) return;
    if (options.skipBoilerplate && name !== '') {
      const role = (node.attribs?.role ?? '').toLowerCase();
      if (name === 'nav' || name === 'aside' || BOILERPLATE_ROLES.has(role)) return;
      if ((name === 'header' || name === 'footer') && !inContentSection) return;
    }
    if (name === 'br') {
      buffer += ' ';
      return;
    }
    const block = name !== '' && !INLINE.has(name);
    if (block) flush();
    if (HEADING.test(name)) bufferKind = 'heading';
    const nextInSection = inContentSection || name === 'article' || name === 'section' || name === 'main' || (node.attribs?.role ?? '') === 'main';
    for (const child of node.children ?? []) walk(child, nextInSection);
    if (block) flush();
  };
  const rootName = (root.name ?? '').toLowerCase();
  walk(root, rootName === 'main' || (root.attribs?.role ?? '') === 'main');
  flush();
  return blocks;
}
