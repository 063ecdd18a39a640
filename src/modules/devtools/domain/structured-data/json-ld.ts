import type { StructuredDataJson } from '../../contract.js';
import type { ItemBudget, RawItem, RawProperty, RawValue } from './raw-item.js';
import { STRUCTURED_DATA_LIMITS } from './structured-data-limits.js';

type Json = StructuredDataJson;
type JsonObject = { [key: string]: Json };

/** One `<script type="application/ld+json">` block: its text and the line its text starts on. */
export interface JsonLdBlock {
  text: string;
  /** 1-based line of the script element. */
  line: number;
  /** 1-based line and column where the text starts (the end of the start tag). */
  textLine: number;
}

/**
 * The items of a JSON-LD block (devtools README, "Structured data"): a top-level object, each object of
 * a top-level array, and each node of an `@graph`. A block that is not JSON is one item carrying the
 * syntax error and the line it was found on. The `@context` decides whether terms are schema.org's:
 * absent, they are read as schema.org's with a warning, as Google does.
 */
export function jsonLdItems(block: JsonLdBlock, budget: ItemBudget): RawItem[] {
  // JSON.parse takes any nesting, and every walk below recurses: a block nested past any real use is not read.
  if (bracketDepth(block.text) > STRUCTURED_DATA_LIMITS.maxJsonDepth) {
    return [errorItem(block.line, { code: 'DEVTOOLS_SD_TOO_DEEP', line: block.line })];
  }
  let parsed: Json;
  try {
    parsed = JSON.parse(stripWrapping(block.text)) as Json;
  } catch (error) {
    return [errorItem(block.line, { code: 'DEVTOOLS_SD_JSONLD_SYNTAX', line: syntaxErrorLine(block, error) })];
  }
  const lines = objectLines(block, parsed);
  const items: RawItem[] = [];
  const tops = Array.isArray(parsed) ? parsed : [parsed];
  for (const top of tops) {
    if (!isObject(top)) {
      if (budget.take()) items.push(errorItem(block.line, { code: 'DEVTOOLS_SD_JSONLD_NOT_OBJECT', line: block.line }));
      continue;
    }
    const context = contextOf(top);
    const graph = top['@graph'];
    const nodes = graph === undefined ? [top] : Array.isArray(graph) ? graph : [graph];
    for (const node of nodes) {
      if (!isObject(node)) {
        if (budget.take()) items.push(errorItem(block.line, { code: 'DEVTOOLS_SD_JSONLD_NOT_OBJECT', line: block.line }));
        continue;
      }
      const nodeContext = contextOf(node) ?? context;
      if (!budget.take()) return items;
      const item = nodeToItem(node, nodeContext === undefined ? true : nodeContext, 0, budget, lines);
      item.line = lines.get(node) ?? block.line;
      if (nodeContext === undefined) item.warnings.push({ code: 'DEVTOOLS_SD_JSONLD_NO_CONTEXT', line: item.line });
      items.push(item);
    }
  }
  return items;
}

/** Some sites wrap the JSON in an HTML comment or CDATA section, which browsers and Google skip. */
function stripWrapping(text: string): string {
  return text
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .replace(/^(\/\/)?\s*<!\[CDATA\[/, '')
    .replace(/(\/\/)?\s*\]\]>$/, '');
}

function syntaxErrorLine(block: JsonLdBlock, error: unknown): number {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column/.exec(message);
  if (lineColumn) return block.textLine + Number(lineColumn[1]) - 1;
  const position = /position (\d+)/.exec(message);
  if (!position) return block.line;
  // Positions count in the trimmed text; the lines before it are the whitespace stripWrapping removed.
  const leading = block.text.length - block.text.trimStart().length;
  const before = block.text.slice(0, leading + Number(position[1]));
  return block.textLine + (before.match(/\n/g)?.length ?? 0);
}

/**
 * The line each object of the block starts on. JSON.parse keeps no positions, so the `{` outside strings
 * are listed in text order and paired with the objects walked in the same (pre-)order. Where that order
 * can differ (integer-like keys, which JavaScript lists first; duplicate keys, of which the last wins) the
 * pairing is abandoned and items fall back to the script's line.
 */
function objectLines(block: JsonLdBlock, parsed: Json): Map<JsonObject, number> {
  const starts: number[] = [];
  let line = block.textLine;
  let inString = false;
  let escaped = false;
  for (const ch of block.text) {
    if (ch === '\n') line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') starts.push(line);
  }
  const lines = new Map<JsonObject, number>();
  let reliable = true;
  const walk = (value: Json): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      if (Object.keys(value).some((k) => /^\d+$/.test(k))) reliable = false;
      lines.set(value, starts[lines.size] ?? block.line);
      Object.values(value).forEach(walk);
    }
  };
  walk(parsed);
  return reliable && lines.size === starts.length ? lines : new Map();
}

function bracketDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  let escaped = false;
  for (const ch of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') max = Math.max(max, (depth += 1));
    else if (ch === '}' || ch === ']') depth -= 1;
  }
  return max;
}

function errorItem(line: number, issue: RawItem['errors'][number]): RawItem {
  return { format: 'json-ld', types: [], line, schemaOrg: true, properties: [], errors: [issue], warnings: [], view: {} };
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/i;

/** true: schema.org; false: another vocabulary; undefined: no @context on this node. */
function contextOf(node: JsonObject): boolean | undefined {
  const context = node['@context'];
  if (context === undefined) return undefined;
  const entries = Array.isArray(context) ? context : [context];
  return entries.some((entry) => (typeof entry === 'string' && SCHEMA_ORG.test(entry.trim())) || (isObject(entry) && typeof entry['@vocab'] === 'string' && SCHEMA_ORG.test(entry['@vocab'].trim())));
}

function nodeToItem(node: JsonObject, schemaOrg: boolean, depth: number, budget: ItemBudget, lines: Map<JsonObject, number>): RawItem {
  const rawType = node['@type'];
  const types = (Array.isArray(rawType) ? rawType : rawType === undefined ? [] : [rawType]).filter((t): t is string => typeof t === 'string');
  const view: JsonObject = {};
  for (const [key, value] of Object.entries(node)) if (key !== '@context') view[key] = value;
  const item: RawItem = { format: 'json-ld', types, schemaOrg, properties: [], errors: [], warnings: [], view };
  const line = lines.get(node);
  if (line !== undefined) item.line = line;
  if (typeof node['@id'] === 'string') item.id = node['@id'];
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    const property: RawProperty = { name, values: [] };
    const deepBefore = budget.tooDeep;
    budget.tooDeep = false;
    for (const v of Array.isArray(value) ? value : [value]) {
      const converted = toValue(v, schemaOrg, depth, budget, lines);
      if (converted) for (const c of converted) property.values.push(c);
    }
    if (budget.tooDeep) item.warnings.push({ code: 'DEVTOOLS_SD_TOO_DEEP', property: name });
    budget.tooDeep = deepBefore || budget.tooDeep;
    item.properties.push(property);
  }
  return item;
}

function toValue(value: Json, schemaOrg: boolean, depth: number, budget: ItemBudget, lines: Map<JsonObject, number>): RawValue[] | null {
  if (typeof value === 'string') return [{ kind: 'text', text: value }];
  if (typeof value === 'number') return [{ kind: 'number', value }];
  if (typeof value === 'boolean') return [{ kind: 'boolean', value }];
  if (value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v) => toValue(v, schemaOrg, depth, budget, lines) ?? []);
  if ('@value' in value) {
    const literal = value['@value'];
    return literal === undefined || isObject(literal) || Array.isArray(literal) ? [] : toValue(literal, schemaOrg, depth, budget, lines);
  }
  if ('@list' in value) return toValue(value['@list'] ?? null, schemaOrg, depth, budget, lines);
  const keys = Object.keys(value);
  if (keys.length === 1 && typeof value['@id'] === 'string') return [{ kind: 'reference', id: value['@id'] }];
  if (depth + 1 >= budget.maxDepth) {
    budget.tooDeep = true;
    return null;
  }
  if (!budget.take()) return null;
  const nested = contextOf(value);
  return [{ kind: 'item', item: nodeToItem(value, nested ?? schemaOrg, depth + 1, budget, lines) }];
}
