import type { StructuredDataFormat, StructuredDataIssue, StructuredDataJson } from '../../contract.js';

/**
 * An item as the page states it, before validation: what the three extractors (JSON-LD, microdata, RDFa)
 * have in common. Type and property names are as written (full IRIs, `schema:` prefixes); the validator
 * reads them against schema.org.
 */
export interface RawItem {
  format: StructuredDataFormat;
  types: string[];
  id?: string;
  line?: number;
  /** False when the item names another vocabulary than schema.org: it is reported, not validated. */
  schemaOrg: boolean;
  properties: RawProperty[];
  /** What the extractor itself found wrong (a JSON syntax error, an itemref to nothing). */
  errors: StructuredDataIssue[];
  warnings: StructuredDataIssue[];
  /** The JSON view answered as the item's `properties`. */
  view: { [name: string]: StructuredDataJson };
}

export interface RawProperty {
  name: string;
  values: RawValue[];
  line?: number;
}

/**
 * `text` from markup or a JSON string; `url` from an href/src-like attribute (microdata, RDFa); `reference`
 * a JSON-LD `{ "@id": … }` node; `item` a nested node, typed or not.
 */
export type RawValue =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'reference'; id: string }
  | { kind: 'item'; item: RawItem };

/** Counts items as the extractors make them, so a page cannot make the server build millions. */
export class ItemBudget {
  private used = 0;
  exhausted = false;
  tooDeep = false;
  constructor(private readonly max: number, readonly maxDepth: number) {}

  take(): boolean {
    if (this.used >= this.max) {
      this.exhausted = true;
      return false;
    }
    this.used += 1;
    return true;
  }
}

export function addToView(view: { [name: string]: StructuredDataJson }, name: string, value: StructuredDataJson): void {
  const existing = view[name];
  if (existing === undefined) view[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else view[name] = [existing, value];
}
