import type { RenderedElement } from '../../collection-bundle.js';
import { collapseWhitespace, cssPath, landmarkOf, type CheerioAPI } from '../../html/index.js';

/** An element as the engagement audit reads it; `box` is null when the page was not rendered. */
export interface Candidate {
  selector: string;
  tag: string;
  role: string | null;
  text: string;
  href: string | null;
  type: string | null;
  box: RenderedElement['box'] | null;
  visible: boolean;
  color: string | null;
  backgroundColor: string | null;
  fontSizePx: number | null;
  fontWeight: number | null;
  landmark: string | null;
  classes: string;
}

export function fromRendered(element: RenderedElement): Candidate {
  return { ...element, box: element.box };
}

/** The collector's inventory selector, so the fallback finds the same kinds of elements. */
const INVENTORY = 'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [onclick], iframe';

/**
 * Without a render (the render stage failed), the same inventory read from the HTML: no boxes, no
 * colours, hidden only when the markup says so.
 */
export function fromHtml($: CheerioAPI, baseUrl: string): Candidate[] {
  const candidates: Candidate[] = [];
  $(INVENTORY).each((_, element) => {
    const node = $(element);
    const tag = element.tagName.toLowerCase();
    const rawHref = tag === 'iframe' ? node.attr('src') : node.attr('href');
    let href: string | null = null;
    if (rawHref !== undefined && (tag === 'a' || tag === 'area' || tag === 'iframe')) {
      try {
        href = new URL(rawHref, baseUrl).href;
      } catch {
        href = null;
      }
    }
    const text = collapseWhitespace(node.text()) || node.attr('aria-label') || node.find('img[alt]').first().attr('alt') || node.attr('value') || node.attr('title') || node.attr('placeholder') || '';
    const hidden = node.closest('[hidden], [aria-hidden="true"]').length > 0 || /display\s*:\s*none/i.test(node.attr('style') ?? '');
    candidates.push({
      selector: cssPath($, element),
      tag,
      role: node.attr('role') ?? null,
      text: collapseWhitespace(text).slice(0, 200),
      href,
      type: tag === 'input' || tag === 'button' ? (node.attr('type') ?? (tag === 'input' ? 'text' : 'submit')).toLowerCase() : null,
      box: null,
      visible: !hidden,
      color: null,
      backgroundColor: null,
      fontSizePx: null,
      fontWeight: null,
      landmark: landmarkOf($, element),
      classes: node.attr('class') ?? '',
    });
  });
  return candidates;
}

/** The element a collector selector points to in the parsed DOM, or null (invalid or stale selector). */
export function lookup($: CheerioAPI, selector: string): ReturnType<CheerioAPI> | null {
  try {
    const found = $(selector);
    return found.length > 0 ? found.first() : null;
  } catch {
    return null;
  }
}
