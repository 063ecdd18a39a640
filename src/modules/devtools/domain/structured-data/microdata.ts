import { addToView, type ItemBudget, type RawItem, type RawProperty, type RawValue } from './raw-item.js';
import { attr, descendants, elementChildren, lineOf, textOf, tokens, type DomNode } from './dom.js';

const SCHEMA_ORG_TYPE = /^https?:\/\/schema\.org\//i;

/** Elements whose microdata value is a URL attribute (WHATWG HTML, "Values", microdata). */
const URL_ATTRIBUTE: Record<string, string> = {
  audio: 'src', embed: 'src', iframe: 'src', img: 'src', source: 'src', track: 'src', video: 'src',
  a: 'href', area: 'href', link: 'href', object: 'data',
};

/**
 * The page's microdata items (WHATWG HTML, microdata): each `itemscope` element that is not the value of
 * another item's property is a top-level item; its properties are the `itemprop` elements under it and
 * under the elements its `itemref` names, not crossing into nested items, whose `itemscope` makes them
 * the value.
 */
export function microdataItems(root: DomNode, budget: ItemBudget): RawItem[] {
  const byId = new Map<string, DomNode>();
  const referenced = new Set<DomNode>();
  for (const element of descendants(root)) {
    const id = attr(element, 'id');
    if (id !== undefined && !byId.has(id)) byId.set(id, element);
  }
  for (const element of descendants(root)) {
    if (attr(element, 'itemscope') === undefined) continue;
    for (const id of tokens(attr(element, 'itemref'))) {
      const target = byId.get(id);
      if (target) referenced.add(target);
    }
  }
  const items: RawItem[] = [];
  const visit = (node: DomNode, insideItem: boolean): void => {
    for (const child of elementChildren(node)) {
      const scoped = attr(child, 'itemscope') !== undefined;
      const isProperty = attr(child, 'itemprop') !== undefined && (insideItem || referenced.has(child));
      if (scoped && !isProperty && !referenced.has(child)) {
        if (!budget.take()) return;
        items.push(readItem(child, byId, budget, 0, new Set()));
      }
      visit(child, insideItem || scoped || referenced.has(child));
    }
  };
  visit(root, false);
  return items;
}

function readItem(element: DomNode, byId: Map<string, DomNode>, budget: ItemBudget, depth: number, ancestors: Set<DomNode>): RawItem {
  const types = tokens(attr(element, 'itemtype'));
  const item: RawItem = {
    format: 'microdata',
    types,
    line: lineOf(element),
    schemaOrg: types.every((t) => SCHEMA_ORG_TYPE.test(t) || !/^[a-z][a-z0-9+.-]*:/i.test(t)),
    properties: [],
    errors: [],
    warnings: [],
    view: {},
  };
  const itemid = attr(element, 'itemid');
  if (itemid) item.id = itemid;
  if (types.length > 0) item.view['@type'] = types.length === 1 ? types[0]! : types;
  const roots = [element];
  for (const id of tokens(attr(element, 'itemref'))) {
    const target = byId.get(id);
    if (target) roots.push(target);
    else item.warnings.push({ code: 'DEVTOOLS_SD_ITEMREF_NOT_FOUND', expected: id, line: lineOf(element) });
  }
  const within = new Set(ancestors).add(element);
  const byName = new Map<string, RawProperty>();
  const collect = (node: DomNode, isRoot: boolean): void => {
    const names = isRoot && node === element ? [] : tokens(attr(node, 'itemprop'));
    const scoped = attr(node, 'itemscope') !== undefined;
    if (names.length > 0) {
      const value = valueOf(node, byId, budget, depth, within, item, names[0]!);
      for (const name of names) {
        let property = byName.get(name);
        if (!property) {
          property = { name, values: [], line: lineOf(node) };
          byName.set(name, property);
          item.properties.push(property);
        }
        if (value) {
          property.values.push(value.raw);
          addToView(item.view, name, value.json);
        }
      }
    }
    if (scoped && !(isRoot && node === element)) return;
    for (const child of elementChildren(node)) collect(child, false);
  };
  for (const r of roots) {
    if (r === element) collect(r, true);
    else if (attr(r, 'itemprop') !== undefined) collect(r, false);
    else for (const child of elementChildren(r)) collect(child, false);
  }
  return item;
}

function valueOf(
  node: DomNode, byId: Map<string, DomNode>, budget: ItemBudget, depth: number, within: Set<DomNode>, parent: RawItem, name: string,
): { raw: RawValue; json: RawItem['view'][string] } | null {
  if (attr(node, 'itemscope') !== undefined) {
    // An itemref cycle would read forever: an item inside itself is left out.
    if (within.has(node)) return null;
    if (depth + 1 >= budget.maxDepth) {
      parent.warnings.push({ code: 'DEVTOOLS_SD_TOO_DEEP', property: name, line: lineOf(node) });
      return null;
    }
    if (!budget.take()) return null;
    const nested = readItem(node, byId, budget, depth + 1, within);
    return { raw: { kind: 'item', item: nested }, json: nested.view };
  }
  const tag = node.name ?? '';
  if (tag === 'meta') return text(attr(node, 'content') ?? '');
  const urlAttribute = URL_ATTRIBUTE[tag];
  if (urlAttribute) {
    const url = attr(node, urlAttribute) ?? '';
    return { raw: { kind: 'url', text: url.trim() }, json: url.trim() };
  }
  if (tag === 'data' || tag === 'meter') return text(attr(node, 'value') ?? '');
  if (tag === 'time') return text(attr(node, 'datetime') ?? textOf(node));
  return text(attr(node, 'content') ?? textOf(node));
}

function text(value: string): { raw: RawValue; json: string } {
  return { raw: { kind: 'text', text: value.trim() }, json: value.trim() };
}
