import { load } from 'cheerio';
import type { StructuredDataItem, StructuredDataValidateResponse } from '../../contract.js';
import { devtoolsError } from '../devtools-error.js';
import { attr, descendants, lineOf, type DomNode } from './dom.js';
import { jsonLdItems } from './json-ld.js';
import { markupDepth } from './markup-depth.js';
import { microdataItems } from './microdata.js';
import { ItemBudget, type RawItem } from './raw-item.js';
import { rdfaItems } from './rdfa.js';
import { STRUCTURED_DATA_LIMITS } from './structured-data-limits.js';
import { validateItem } from './validate-item.js';
import { SCHEMA_ORG } from './vocabulary/vocabulary.js';

export type StructuredDataWarning = StructuredDataValidateResponse['warnings'][number];

/**
 * Every JSON-LD, microdata and RDFa item of a page, validated (devtools README, "Structured data"). The
 * markup is parsed as a browser would (parse5, through cheerio), with source lines kept for the answer.
 */
export function analyseStructuredData(html: string): { items: StructuredDataItem[]; warnings: StructuredDataWarning[] } {
  if (markupDepth(html) > STRUCTURED_DATA_LIMITS.maxMarkupDepth) {
    throw devtoolsError('DEVTOOLS_SD_MARKUP_TOO_DEEP', `Elements nest more than ${STRUCTURED_DATA_LIMITS.maxMarkupDepth} deep`, { maxDepth: STRUCTURED_DATA_LIMITS.maxMarkupDepth });
  }
  const $ = load(html, { sourceCodeLocationInfo: true });
  const root = $.root()[0] as unknown as DomNode;
  const budget = new ItemBudget(STRUCTURED_DATA_LIMITS.maxItems, STRUCTURED_DATA_LIMITS.maxDepth);
  const raw: RawItem[] = [];
  for (const element of descendants(root)) {
    if (element.name !== 'script' || (attr(element, 'type') ?? '').trim().toLowerCase() !== 'application/ld+json') continue;
    const location = element.sourceCodeLocation as { startLine: number; startTag?: { endLine: number } } | null | undefined;
    const text = (element.children ?? []).map((c) => c.data ?? '').join('');
    const line = lineOf(element) ?? 1;
    raw.push(...jsonLdItems({ text, line, textLine: location?.startTag?.endLine ?? line }, budget));
  }
  raw.push(...microdataItems(root, budget));
  raw.push(...rdfaItems(root, budget));
  const warnings: StructuredDataWarning[] = [];
  if (budget.exhausted) warnings.push({ code: 'DEVTOOLS_SD_TOO_MANY_ITEMS' });
  if (raw.length === 0) warnings.push({ code: 'DEVTOOLS_SD_NONE_FOUND' });
  return { items: raw.map((item) => validateItem(item, SCHEMA_ORG, true)), warnings };
}
