import type { CheerioAPI } from '../../html/index.js';

export interface StructuredData {
  /** schema.org type names, sorted, at most MAX_TYPES. */
  types: string[];
  /** JSON-LD blocks that are not JSON or declare no @type anywhere. */
  invalid: number;
  /** The start of the first invalid block, as evidence. */
  firstInvalid: string | null;
}

const MAX_TYPES = 20;

/** `https://schema.org/Product`, `schema:Product` and `Product` all name Product. */
function typeName(raw: string): string {
  const trimmed = raw.trim();
  const afterSlash = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return afterSlash.slice(afterSlash.lastIndexOf(':') + 1);
}

/** Every @type of a JSON-LD value, through nested objects, arrays and @graph. */
function jsonLdTypes(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 20 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) jsonLdTypes(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const declared = record['@type'];
  for (const type of Array.isArray(declared) ? declared : [declared]) if (typeof type === 'string' && type.trim() !== '') into.add(typeName(type));
  for (const [key, nested] of Object.entries(record)) if (key !== '@type' && key !== '@context') jsonLdTypes(nested, into, depth + 1);
}

/**
 * The structured data a search engine reads from a document: JSON-LD blocks (the form Google
 * recommends), microdata (`itemscope itemtype`) and RDFa (`typeof`).
 */
export function readStructuredData($: CheerioAPI): StructuredData {
  const types = new Set<string>();
  let invalid = 0;
  let firstInvalid: string | null = null;
  $('script[type]').each((_, element) => {
    if (($(element).attr('type') ?? '').trim().toLowerCase() !== 'application/ld+json') return;
    const text = $(element).text();
    const found = new Set<string>();
    try {
      jsonLdTypes(JSON.parse(text) as unknown, found);
    } catch {
      // not JSON: counted below as a block with no type
    }
    if (found.size === 0) {
      invalid += 1;
      firstInvalid ??= text.trim().slice(0, 200);
    }
    for (const type of found) types.add(type);
  });
  $('[itemscope][itemtype]').each((_, element) => {
    for (const type of ($(element).attr('itemtype') ?? '').split(/\s+/)) if (type) types.add(typeName(type));
  });
  $('[typeof]').each((_, element) => {
    for (const type of ($(element).attr('typeof') ?? '').split(/\s+/)) if (type) types.add(typeName(type));
  });
  const named = [...types].filter((type) => type !== '').sort();
  return { types: named.slice(0, MAX_TYPES), invalid, firstInvalid };
}
