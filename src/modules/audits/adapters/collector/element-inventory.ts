import type { MobileLayout, RenderedElement } from '../../domain/collection-bundle.js';
import type { DomElement, DomWindow } from './in-page-dom.js';

/*
 * In-page scripts, shipped by source with inPageExpression. uniqueSelector lives in this file on purpose:
 * a helper imported from another module is renamed by the compiler (`import_x.helper`), which the page
 * cannot resolve; a local one keeps its name.
 */

export interface InventoryOptions {
  /** INTERACTIVE_SELECTOR, passed in because the page cannot import it. */
  selector: string;
  /** Elements kept, in document order; a page with thousands of links must not bloat the bundle. */
  max: number;
}

/**
 * In-page helper (shipped by source with inPageExpression): a CSS selector matching only `element`.
 *
 * An id that is unique wins; otherwise a `tag:nth-of-type()` chain up to the nearest uniquely-id'd ancestor or
 * <html>, which is unique by construction. The chain stops early once it matches one element, which keeps
 * selectors short; uniqueness is only probed on the first levels because each probe is a document query.
 */
export function uniqueSelector(element: DomElement): string {
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const isUnique = (selector: string): boolean => {
    try {
      return doc.querySelectorAll(selector).length === 1;
    } catch {
      return false;
    }
  };
  const idSelector = (node: DomElement): string | null => {
    if (!node.id) return null;
    const selector = `#${win.CSS.escape(node.id)}`;
    return isUnique(selector) ? selector : null;
  };
  const own = idSelector(element);
  if (own) return own;
  const parts: string[] = [];
  let node: DomElement | null = element;
  let probes = 0;
  while (node) {
    const tag = node.tagName.toLowerCase();
    if (node !== element) {
      const anchor = idSelector(node);
      if (anchor) {
        parts.unshift(anchor);
        break;
      }
    }
    if (tag === 'html') {
      parts.unshift('html');
      break;
    }
    const parent: DomElement | null = node.parentElement;
    let part = tag;
    if (parent) {
      const siblings = Array.from(parent.children).filter((child) => child.tagName === node?.tagName);
      if (siblings.length > 1) part += `:nth-of-type(${siblings.indexOf(node) + 1})`;
    }
    parts.unshift(part);
    if (probes < 4) {
      probes += 1;
      if (isUnique(parts.join(' > '))) return parts.join(' > ');
    }
    node = parent;
  }
  return parts.join(' > ');
}

/** What the auditors treat as interactive or social: links, controls, scripted clickables, embeds. */
export const INTERACTIVE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[onclick]',
].join(', ');

/**
 * In-page script (run through inPageExpression with uniqueSelector as helper): the element inventory of the
 * rendered desktop page, with boxes in page coordinates and the colours a contrast check needs.
 */
export function collectRenderedElements(options: InventoryOptions): RenderedElement[] {
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const landmarks: Array<[string, string]> = [
    ['header', 'header, [role="banner"]'],
    ['nav', 'nav, [role="navigation"]'],
    ['main', 'main, [role="main"]'],
    ['footer', 'footer, [role="contentinfo"]'],
    ['aside', 'aside, [role="complementary"]'],
  ];
  const clean = (value: string | null | undefined, max = 200): string => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
  const transparent = (colour: string): boolean => colour === 'transparent' || /rgba\([^)]*,\s*0(\.0+)?\)$/.test(colour);
  const background = (element: DomElement): string => {
    for (let node: DomElement | null = element; node; node = node.parentElement) {
      const colour = win.getComputedStyle(node).backgroundColor;
      if (!transparent(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  };
  const landmarkOf = (element: DomElement): string | null => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      for (const [name, selector] of landmarks) if (node.matches(selector)) return name;
    }
    return null;
  };
  const weight = (value: string): number => (value === 'bold' ? 700 : Number.parseInt(value, 10) || 400);
  const label = (element: DomElement): string => {
    // innerText is what shows; a visibility:hidden element shows nothing yet still has its words.
    const candidates = [
      element.innerText,
      element.textContent,
      element.getAttribute('aria-label'),
      element.querySelector('img[alt]')?.getAttribute('alt'),
      element.getAttribute('alt'),
      element.tagName === 'INPUT' ? element.value : null,
      element.getAttribute('title'),
      element.getAttribute('placeholder'),
    ];
    return clean(candidates.find((candidate) => clean(candidate) !== ''));
  };
  const social = /(facebook|twitter|x\.com|linkedin|youtube|youtu\.be|instagram|pinterest|tiktok|vimeo|reddit|whatsapp|t\.me|mastodon|threads\.net)/i;
  const candidates = Array.from(doc.querySelectorAll(`${options.selector}, iframe`)).filter(
    (element) => element.tagName !== 'IFRAME' || social.test(element.getAttribute('src') ?? ''),
  );
  return candidates.slice(0, options.max).map((element) => {
    const rect = element.getBoundingClientRect();
    const style = win.getComputedStyle(element);
    const tag = element.tagName.toLowerCase();
    const typed = tag === 'input' || tag === 'button';
    return {
      selector: uniqueSelector(element),
      tag,
      role: element.getAttribute('role'),
      text: label(element),
      href: tag === 'a' || tag === 'area' ? (element.href ?? null) : tag === 'iframe' ? element.getAttribute('src') : null,
      type: typed ? (element.type ?? element.getAttribute('type')) : null,
      box: {
        x: Math.round(rect.x + win.scrollX),
        y: Math.round(rect.y + win.scrollY),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      },
      visible:
        rect.width > 0 && rect.height > 0 && style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0,
      color: style.color,
      backgroundColor: background(element),
      fontSizePx: Number.parseFloat(style.fontSize) || 0,
      fontWeight: weight(style.fontWeight),
      landmark: landmarkOf(element),
      classes: clean(element.getAttribute('class'), 200),
    };
  });
}

/**
 * In-page script for the 375 px pass (uniqueSelector as helper): horizontal overflow, tap targets under
 * 48x48 CSS px (the size WCAG 2.5.5 and Lighthouse's old tap-target audit use) and text under 12 px.
 * The viewport width reported is the emulated one: a mobile browser widens `innerWidth` to fit content
 * that overflows, which is the very thing being measured.
 */
export function readMobileLayout(options: { selector: string; maxTargets: number; viewportWidth: number }): MobileLayout {
  const win = globalThis as unknown as DomWindow;
  const doc = win.document;
  const shown = (element: DomElement): boolean => {
    const rect = element.getBoundingClientRect();
    const style = win.getComputedStyle(element);
    return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const smallTapTargets: MobileLayout['smallTapTargets'] = [];
  for (const element of Array.from(doc.querySelectorAll(options.selector))) {
    if (smallTapTargets.length >= options.maxTargets) break;
    if (!shown(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width >= 48 && rect.height >= 48) continue;
    smallTapTargets.push({
      selector: uniqueSelector(element),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
      text: (element.innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
    });
  }
  let smallTextCount = 0;
  for (const element of Array.from(doc.querySelectorAll('body *'))) {
    const ownText = Array.from(element.childNodes).some((node) => node.nodeType === 3 && (node.textContent ?? '').trim() !== '');
    if (!ownText || !shown(element)) continue;
    if (Number.parseFloat(win.getComputedStyle(element).fontSize) < 12) smallTextCount += 1;
  }
  return { viewportWidth: options.viewportWidth, scrollWidth: doc.documentElement.scrollWidth, smallTapTargets, smallTextCount };
}
