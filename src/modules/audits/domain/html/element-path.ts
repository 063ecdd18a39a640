import type { CheerioAPI } from './html-document.js';

/** The parts of a parsed element the helpers read (domhandler's Element, typed structurally). */
interface DomElementLike {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  parent?: DomElementLike | null;
  children?: DomElementLike[];
}

const SIMPLE_ID = /^[A-Za-z][\w-]*$/;

/**
 * A CSS selector for an element of a parsed document, in the collector's style: a unique simple id wins,
 * else a `tag:nth-of-type()` chain from the nearest such id or from <html>. Stable while the markup is.
 */
export function cssPath($: CheerioAPI, element: unknown): string {
  const parts: string[] = [];
  let node = element as DomElementLike | null | undefined;
  while (node && node.type !== 'root') {
    if (!node.name) {
      node = node.parent;
      continue;
    }
    const tag = node.name.toLowerCase();
    const id = node.attribs?.id;
    if (id && SIMPLE_ID.test(id) && $(`[id="${id}"]`).length === 1) {
      parts.unshift(`#${id}`);
      break;
    }
    if (tag === 'html') {
      parts.unshift('html');
      break;
    }
    const siblings = (node.parent?.children ?? []).filter((child) => child.name === node!.name);
    parts.unshift(siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(node) + 1})` : tag);
    node = node.parent;
  }
  return parts.join(' > ');
}

/** Landmark of an element's nearest landmark ancestor, with the collector's names (header, nav, main, footer, aside). */
export function landmarkOf($: CheerioAPI, element: unknown): string | null {
  const LANDMARKS: [string, string][] = [
    ['header', 'header, [role="banner"]'],
    ['nav', 'nav, [role="navigation"]'],
    ['main', 'main, [role="main"]'],
    ['footer', 'footer, [role="contentinfo"]'],
    ['aside', 'aside, [role="complementary"]'],
  ];
  let node = (element as DomElementLike | null | undefined)?.parent ?? null;
  while (node && node.type !== 'root') {
    for (const [name, selector] of LANDMARKS) {
      if ($(node as never).is(selector)) return name;
    }
    node = node.parent ?? null;
  }
  return null;
}
