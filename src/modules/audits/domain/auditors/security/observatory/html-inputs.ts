import { load } from 'cheerio';

/**
 * What the Observatory reads from the page body, extracted the way it does (it parses with jsdom, whose
 * parser is parse5 like cheerio's): <meta> policies from a template-context fragment (scripts "enabled",
 * so <noscript> content is text), <script> elements from a full document with scripting disabled
 * (so <noscript> content is markup), nothing inside <template> contents.
 */

export type HttpEquiv = Map<'content-security-policy' | 'referrer-policy', string[]>;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** The parts of a domhandler node this file reads, typed structurally. */
interface TreeNode {
  type: string;
  parent: TreeNode | null;
  name?: string;
  namespace?: string;
}

export function insideTemplate(node: TreeNode): boolean {
  // Template contents hang under a document-fragment node, which cheerio's parents() does not cross.
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'tag' && current.name === 'template') return true;
    if (current.type === 'root' && current.parent) return true;
  }
  return false;
}

/** <meta http-equiv="content-security-policy"> contents in order, and the last <meta name="referrer">. */
export function parseHttpEquiv(html: string): HttpEquiv {
  const equiv: HttpEquiv = new Map([['content-security-policy', []]]);
  const $ = load(html, null, false);
  $('meta').each((_, element) => {
    if (insideTemplate(element)) return;
    const meta = $(element);
    const httpEquiv = meta.attr('http-equiv');
    const content = meta.attr('content');
    if (httpEquiv !== undefined && content !== undefined) {
      if (content && httpEquiv.toLowerCase().trim() === 'content-security-policy') equiv.get('content-security-policy')!.push(content);
    } else if (meta.attr('name')?.toLowerCase().trim() === 'referrer' && content) {
      // Not an http-equiv, but the Observatory treats the referrer meta tag as one.
      equiv.set('referrer-policy', [content]);
    }
  });
  return equiv;
}

export interface PageScript {
  /** The src as the DOM reflects it (resolved against <base href> when there is one), '' without src. */
  src: string;
  integrity: string | null;
  crossorigin: string | null;
}

export interface PageScripts {
  /** Every <script> element, SVG and MathML ones included (they count as "scripts present"). */
  count: number;
  /** HTML <script> elements with their reflected src. */
  scripts: PageScript[];
}

export function collectScripts(html: string): PageScripts {
  const $ = load(html, { scriptingEnabled: false });
  // The document base URL: the first <base href>, if it parses (against about:blank, jsdom's document URL).
  let base = 'about:blank';
  const baseElement = $('base[href]')
    .toArray()
    .find((element) => !insideTemplate(element));
  const baseHref = baseElement ? $(baseElement).attr('href') : undefined;
  if (baseHref !== undefined && URL.canParse(baseHref, 'about:blank')) base = new URL(baseHref, 'about:blank').href;

  const elements = $('script')
    .toArray()
    .filter((element) => !insideTemplate(element));
  const scripts = elements
    .filter((element) => ((element as TreeNode).namespace ?? HTML_NAMESPACE) === HTML_NAMESPACE)
    .map((element) => {
      const src = $(element).attr('src');
      return {
        src: src === undefined ? '' : reflectUrl(src, base),
        integrity: $(element).attr('integrity') ?? null,
        crossorigin: $(element).attr('crossorigin') ?? null,
      };
    });
  return { count: elements.length, scripts };
}

/** DOM URL reflection: the resolved URL, or the attribute text unchanged when it does not resolve. */
function reflectUrl(value: string, base: string): string {
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}
