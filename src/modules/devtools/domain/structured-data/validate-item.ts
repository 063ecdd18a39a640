import type { StructuredDataIssue, StructuredDataItem } from '../../contract.js';
import type { RichResultDefinition, RichResultShape } from '../../../../shared/devtools/rich-results.js';
import { RICH_RESULTS } from '../../../../shared/devtools/rich-results.js';
import type { RawItem, RawProperty, RawValue } from './raw-item.js';
import { textMatches } from './value-kinds.js';
import type { Vocabulary } from './vocabulary/vocabulary.js';

const SCHEMA_ORG_TERM = /^(?:https?:\/\/schema\.org\/|schema:)([A-Za-z0-9]+)$/i;

/** A schema.org term's short name (`https://schema.org/Product`, `schema:Product`, `Product` → `Product`); null for another vocabulary's. */
export function schemaOrgName(term: string): string | null {
  const trimmed = term.trim();
  const prefixed = SCHEMA_ORG_TERM.exec(trimmed);
  if (prefixed) return prefixed[1]!;
  return /^[A-Za-z][A-Za-z0-9]*$/.test(trimmed) ? trimmed : null;
}

/**
 * Validates an item and its nested items against schema.org and, for a top-level item whose type is one of
 * Google's rich results, against that result's required and recommended properties (devtools README,
 * "Structured data"). Errors: unknown type or property, a property no type of the item has, a value of the
 * wrong kind, a missing required property. Warnings: missing recommended properties, superseded terms,
 * empty values.
 */
export function validateItem(raw: RawItem, vocabulary: Vocabulary, topLevel: boolean, property?: string): StructuredDataItem {
  const errors: StructuredDataIssue[] = [...raw.errors];
  const warnings: StructuredDataIssue[] = [...raw.warnings];
  const names = raw.types.map((t) => (raw.schemaOrg ? schemaOrgName(t) : null));
  const knownTypes: string[] = [];
  // A block that could not be read (not JSON, not an object, nested too deep) has nothing else to check.
  const syntaxBroken = raw.errors.some((e) => e.code === 'DEVTOOLS_SD_JSONLD_SYNTAX' || e.code === 'DEVTOOLS_SD_JSONLD_NOT_OBJECT' || e.code === 'DEVTOOLS_SD_TOO_DEEP');

  if (!raw.schemaOrg) {
    warnings.push({ code: 'DEVTOOLS_SD_NOT_SCHEMA_ORG', line: raw.line });
  } else if (!syntaxBroken) {
    if (raw.types.length === 0) (topLevel ? errors : warnings).push({ code: 'DEVTOOLS_SD_MISSING_TYPE', line: raw.line });
    names.forEach((name, index) => {
      const definition = name === null ? undefined : vocabulary.type(name);
      if (!definition || vocabulary.isDataType(name!)) {
        errors.push({ code: 'DEVTOOLS_SD_UNKNOWN_TYPE', expected: raw.types[index], line: raw.line });
        return;
      }
      knownTypes.push(name!);
      if (definition.supersededBy) warnings.push({ code: 'DEVTOOLS_SD_SUPERSEDED', expected: definition.supersededBy, line: raw.line });
    });
    for (const p of raw.properties) checkProperty(p, raw, knownTypes, vocabulary, errors, warnings);
  }

  const children: StructuredDataItem[] = [];
  for (const p of raw.properties) {
    for (const v of p.values) {
      if (v.kind !== 'item') continue;
      const nestedName = (raw.schemaOrg ? schemaOrgName(p.name) : null) ?? p.name;
      children.push(validateItem(v.item, vocabulary, false, nestedName));
    }
  }

  const item: StructuredDataItem = {
    format: raw.format,
    type: names[0] ?? raw.types[0] ?? null,
    types: raw.types.map((t, i) => names[i] ?? t),
    properties: raw.view,
    errors,
    warnings,
    richResult: null,
    children,
  };
  if (raw.id !== undefined) item.id = raw.id;
  if (property !== undefined) item.property = property;
  if (raw.line !== undefined) item.line = raw.line;

  if (topLevel && raw.schemaOrg && !syntaxBroken) {
    const rich = richResultOf(knownTypes.length > 0 ? knownTypes : names.filter((n): n is string => n !== null), vocabulary);
    if (rich) {
      item.richResult = rich.type;
      applyShape(item, raw, rich);
    }
  }
  return item;
}

function checkProperty(
  p: RawProperty, raw: RawItem, knownTypes: string[], vocabulary: Vocabulary, errors: StructuredDataIssue[], warnings: StructuredDataIssue[],
): void {
  const name = schemaOrgName(p.name);
  // A term of another vocabulary (`og:title`, a full IRI elsewhere) is not schema.org's to judge.
  if (name === null) return;
  const line = p.line ?? raw.line;
  const definition = vocabulary.property(name);
  if (!definition) {
    errors.push({ code: 'DEVTOOLS_SD_UNKNOWN_PROPERTY', property: name, line });
    return;
  }
  if (definition.supersededBy) warnings.push({ code: 'DEVTOOLS_SD_SUPERSEDED', property: name, expected: definition.supersededBy, line });
  if (knownTypes.length > 0 && !knownTypes.some((t) => definition.domains.some((d) => vocabulary.isA(t, d)))) {
    errors.push({ code: 'DEVTOOLS_SD_PROPERTY_NOT_ON_TYPE', property: name, line });
  }
  // Values dropped past the depth limit already have their warning (DEVTOOLS_SD_TOO_DEEP).
  if (raw.warnings.some((w) => w.code === 'DEVTOOLS_SD_TOO_DEEP' && w.property === p.name)) return;
  if (p.values.length === 0 || p.values.every((v) => (v.kind === 'text' || v.kind === 'url') && v.text === '')) {
    warnings.push({ code: 'DEVTOOLS_SD_EMPTY_VALUE', property: name, line });
    return;
  }
  for (const value of p.values) {
    const expected = wrongKind(value, definition.ranges, vocabulary);
    if (expected !== null) errors.push({ code: 'DEVTOOLS_SD_WRONG_VALUE_KIND', property: name, expected, line: valueLine(value) ?? line });
  }
}

function valueLine(value: RawValue): number | undefined {
  return value.kind === 'item' ? value.item.line : undefined;
}

/**
 * What the value should have been, or null when it fits. Only plain mismatches count: any text fits a
 * property whose range includes Text, and a text fits a property expecting a type (schema.org accepts
 * text where it expects a thing); an enumeration expects one of its members.
 */
function wrongKind(value: RawValue, ranges: string[], vocabulary: Vocabulary): string | null {
  if (ranges.length === 0 || value.kind === 'reference') return null;
  const dataTypes = ranges.filter((r) => vocabulary.isDataType(r));
  const classes = ranges.filter((r) => !vocabulary.isDataType(r) && vocabulary.type(r) !== undefined);
  const enumerations = classes.filter((c) => vocabulary.isEnumeration(c));
  const things = classes.filter((c) => !vocabulary.isEnumeration(c));
  const expected = ranges.join('|');
  switch (value.kind) {
    case 'text':
    case 'url': {
      if (dataTypes.some((d) => textMatches(d, value.text))) return null;
      if (things.length > 0 || ranges.includes('Quantity')) return null;
      if (enumerations.length > 0) {
        const member = /^(?:https?:\/\/schema\.org\/|schema:)?([A-Za-z0-9]+)$/.exec(value.text.trim())?.[1];
        if (member !== undefined && enumerations.some((e) => vocabulary.isMember(e, member) || vocabulary.isA(member, e))) return null;
      }
      return expected;
    }
    case 'number':
      if (ranges.some((r) => r === 'Number' || r === 'Float' || r === 'Text' || r === 'Quantity')) return null;
      if (ranges.includes('Integer') && Number.isInteger(value.value)) return null;
      return things.length > 0 ? null : expected;
    case 'boolean':
      return ranges.includes('Boolean') || ranges.includes('Text') ? null : expected;
    case 'item': {
      const childTypes = value.item.types.map((t) => (value.item.schemaOrg ? schemaOrgName(t) : null));
      const known = childTypes.filter((t): t is string => t !== null && vocabulary.type(t) !== undefined && !vocabulary.isDataType(t));
      if (!value.item.schemaOrg || known.length === 0) return null;
      // A Role may stand for any property's value (schema.org/Role).
      if (known.some((t) => vocabulary.isA(t, 'Role'))) return null;
      if (known.some((t) => classes.some((c) => vocabulary.isA(t, c)))) return null;
      if (ranges.includes('Quantity') || ranges.includes('DataType')) return null;
      return expected;
    }
  }
}

/** The rich result an item is checked as: of the definitions its types (or their supertypes) match, the nearest. */
export function richResultOf(types: string[], vocabulary: Vocabulary): RichResultDefinition | null {
  let best: { definition: RichResultDefinition; distance: number } | null = null;
  for (const type of types) {
    const ancestors = vocabulary.ancestors(type);
    for (const definition of RICH_RESULTS) {
      for (const target of definition.appliesTo) {
        const distance = ancestors.get(target);
        if (distance !== undefined && (best === null || distance < best.distance)) best = { definition, distance };
      }
    }
  }
  return best?.definition ?? null;
}

function present(raw: RawItem, property: string): boolean {
  return raw.properties.some((p) => schemaOrgName(p.name) === property && p.values.some((v) => !((v.kind === 'text' || v.kind === 'url') && v.text === '')));
}

/** Required and recommended properties of a rich result on the item, then on the values the shape names. */
function applyShape(item: StructuredDataItem, raw: RawItem, shape: RichResultShape): void {
  for (const requirement of shape.required) {
    if (typeof requirement === 'string') {
      if (!present(raw, requirement)) item.errors.push({ code: 'DEVTOOLS_SD_MISSING_REQUIRED', property: requirement, line: raw.line });
    } else if (!requirement.oneOf.some((p) => present(raw, p))) {
      item.errors.push({ code: 'DEVTOOLS_SD_MISSING_REQUIRED', expected: requirement.oneOf.join('|'), line: raw.line });
    }
  }
  for (const property of shape.recommended) {
    if (!present(raw, property)) item.warnings.push({ code: 'DEVTOOLS_SD_MISSING_RECOMMENDED', property, line: raw.line });
  }
  for (const [property, nestedShape] of Object.entries(shape.nested ?? {})) {
    // Children are in the order of the raw item's item values; pair them up by walking both together.
    let index = 0;
    for (const p of raw.properties) {
      for (const v of p.values) {
        if (v.kind !== 'item') continue;
        const child = item.children[index];
        index += 1;
        if (child && schemaOrgName(p.name) === property) applyShape(child, v.item, nestedShape);
      }
    }
  }
}
