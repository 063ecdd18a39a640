import { addToView, type ItemBudget, type RawItem, type RawValue } from './raw-item.js';
import { attr, elementChildren, lineOf, textOf, tokens, type DomNode } from './dom.js';

const SCHEMA_ORG_VOCAB = /^https?:\/\/schema\.org\/?$/i;

/**
 * The page's RDFa Lite items (W3C RDFa Lite 1.1: vocab, typeof, property, resource, prefix): each
 * element with `typeof` starts an item; the `property` elements under it, down to the next `typeof`, are
 * its properties, and a `property` element that also has `typeof` is a nested item as that property's
 * value. A `typeof` without `property` inside an item starts a top-level item of its own (nothing links it).
 * Terms resolve against the nearest `vocab`; `schema:` is RDFa's predefined prefix for schema.org.
 */
export function rdfaItems(root: DomNode, budget: ItemBudget): RawItem[] {
  const items: RawItem[] = [];
  const visit = (node: DomNode, vocab: string | undefined): void => {
    for (const child of elementChildren(node)) {
      const childVocab = attr(child, 'vocab') ?? vocab;
      if (attr(child, 'typeof') !== undefined && attr(child, 'property') === undefined) {
        if (!budget.take()) return;
        items.push(readItem(child, childVocab, budget, 0));
      }
      visit(child, childVocab);
    }
  };
  visit(root, undefined);
  return items;
}

function isSchemaOrg(term: string, vocab: string | undefined): boolean {
  if (/^https?:\/\/schema\.org\//i.test(term) || term.startsWith('schema:')) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(term)) return false;
  return vocab !== undefined && SCHEMA_ORG_VOCAB.test(vocab.trim());
}

function readItem(element: DomNode, vocab: string | undefined, budget: ItemBudget, depth: number): RawItem {
  const types = tokens(attr(element, 'typeof'));
  const item: RawItem = {
    format: 'rdfa',
    types,
    line: lineOf(element),
    schemaOrg: types.length === 0 ? vocab !== undefined && SCHEMA_ORG_VOCAB.test(vocab.trim()) : types.every((t) => isSchemaOrg(t, vocab)),
    properties: [],
    errors: [],
    warnings: [],
    view: {},
  };
  const resource = attr(element, 'resource') ?? attr(element, 'about');
  if (resource) item.id = resource;
  if (types.length > 0) item.view['@type'] = types.length === 1 ? types[0]! : types;
  const byName = new Map<string, RawItem['properties'][number]>();
  const walk = (node: DomNode, scopeVocab: string | undefined): void => {
    for (const child of elementChildren(node)) {
      const childVocab = attr(child, 'vocab') ?? scopeVocab;
      const names = tokens(attr(child, 'property'));
      const typed = attr(child, 'typeof') !== undefined;
      if (names.length > 0) {
        const value = valueOf(child, childVocab, budget, depth, item, names[0]!);
        for (const name of names) {
          let property = byName.get(name);
          if (!property) {
            property = { name, values: [], line: lineOf(child) };
            byName.set(name, property);
            item.properties.push(property);
          }
          if (value) {
            property.values.push(value.raw);
            addToView(item.view, name, value.json);
          }
        }
      }
      if (!typed) walk(child, childVocab);
    }
  };
  walk(element, vocab);
  return item;
}

function valueOf(
  node: DomNode, vocab: string | undefined, budget: ItemBudget, depth: number, parent: RawItem, name: string,
): { raw: RawValue; json: RawItem['view'][string] } | null {
  if (attr(node, 'typeof') !== undefined) {
    if (depth + 1 >= budget.maxDepth) {
      parent.warnings.push({ code: 'DEVTOOLS_SD_TOO_DEEP', property: name, line: lineOf(node) });
      return null;
    }
    if (!budget.take()) return null;
    const nested = readItem(node, vocab, budget, depth + 1);
    return { raw: { kind: 'item', item: nested }, json: nested.view };
  }
  const content = attr(node, 'content');
  if (content !== undefined) return { raw: { kind: 'text', text: content.trim() }, json: content.trim() };
  const link = attr(node, 'resource') ?? attr(node, 'href') ?? attr(node, 'src');
  if (link !== undefined) return { raw: { kind: 'url', text: link.trim() }, json: link.trim() };
  const datetime = attr(node, 'datetime');
  const value = datetime ?? textOf(node);
  return { raw: { kind: 'text', text: value.trim() }, json: value.trim() };
}
