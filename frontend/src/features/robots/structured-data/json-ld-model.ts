import { RICH_RESULTS, type RichResultDefinition, type RichResultRequirement, type RichResultShape, type RichResultType } from '../../../../../src/shared/devtools/rich-results.js';

/**
 * The JSON-LD builder's model. Which properties a rich result asks for comes from the shared table
 * (src/shared/devtools/rich-results.ts), the same the validator checks against; this file only says how
 * each property's value is typed in (a text, an address, a date, a nested item) and which schema.org
 * type a nested item gets.
 */
export type ValueKind = 'text' | 'longText' | 'url' | 'date' | 'dateTime' | 'time' | 'duration' | 'number' | 'lines' | 'urlLines' | 'steps' | 'enum';

export interface NestedSpec {
  type: string;
  /** Its fields when the table names none for it. */
  fields: readonly string[];
  /** A list of items (questions, breadcrumb entries), one field group each. */
  repeated?: boolean;
}

const NESTED: Record<string, NestedSpec> = {
  author: { type: 'Person', fields: ['name', 'url'] },
  performer: { type: 'Person', fields: ['name'] },
  organizer: { type: 'Organization', fields: ['name', 'url'] },
  reviewRating: { type: 'Rating', fields: ['ratingValue'] },
  aggregateRating: { type: 'AggregateRating', fields: ['ratingValue', 'ratingCount'] },
  review: { type: 'Review', fields: ['author', 'reviewRating'] },
  offers: { type: 'Offer', fields: ['price', 'priceCurrency', 'availability', 'url'] },
  address: { type: 'PostalAddress', fields: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'] },
  geo: { type: 'GeoCoordinates', fields: ['latitude', 'longitude'] },
  location: { type: 'Place', fields: ['name', 'address'] },
  contactPoint: { type: 'ContactPoint', fields: ['telephone', 'contactType', 'email'] },
  nutrition: { type: 'NutritionInformation', fields: ['calories'] },
  video: { type: 'VideoObject', fields: ['name', 'description', 'thumbnailUrl', 'contentUrl', 'uploadDate'] },
  openingHoursSpecification: { type: 'OpeningHoursSpecification', fields: ['dayOfWeek', 'opens', 'closes'] },
  mainEntity: { type: 'Question', fields: ['name', 'acceptedAnswer'], repeated: true },
  acceptedAnswer: { type: 'Answer', fields: ['text'] },
  itemListElement: { type: 'ListItem', fields: ['name', 'item'], repeated: true },
};

const KINDS: Record<string, ValueKind> = {
  url: 'url',
  item: 'url',
  logo: 'url',
  thumbnailUrl: 'url',
  contentUrl: 'url',
  image: 'urlLines',
  sameAs: 'urlLines',
  alternateName: 'lines',
  recipeIngredient: 'lines',
  dayOfWeek: 'lines',
  recipeInstructions: 'steps',
  description: 'longText',
  text: 'longText',
  datePublished: 'dateTime',
  dateModified: 'dateTime',
  uploadDate: 'dateTime',
  startDate: 'dateTime',
  endDate: 'dateTime',
  foundingDate: 'date',
  opens: 'time',
  closes: 'time',
  cookTime: 'duration',
  prepTime: 'duration',
  totalTime: 'duration',
  ratingValue: 'number',
  ratingCount: 'number',
  reviewCount: 'number',
  bestRating: 'number',
  worstRating: 'number',
  price: 'number',
  latitude: 'number',
  longitude: 'number',
  eventStatus: 'enum',
  eventAttendanceMode: 'enum',
  availability: 'enum',
};

/** schema.org enumeration members, written as full URLs as Google's examples do. */
export const ENUMS: Record<string, readonly string[]> = {
  eventStatus: ['EventScheduled', 'EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled'],
  eventAttendanceMode: ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'],
  availability: ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'Discontinued', 'LimitedAvailability', 'SoldOut'],
};

/** Placeholders: formats, not content, so they need no translation. */
export const PLACEHOLDERS: Partial<Record<ValueKind, string>> = {
  url: 'https://',
  urlLines: 'https://',
  date: '2026-05-01',
  dateTime: '2026-05-01T19:00:00+02:00',
  time: '09:00',
  duration: 'PT30M',
  number: '4.5',
};

export const kindOf = (property: string): ValueKind => KINDS[property] ?? 'text';
export const nestedOf = (property: string): NestedSpec | null => NESTED[property] ?? null;

export interface Section {
  /** One property, or a choice of which one must be filled (`review|aggregateRating|offers`). */
  choice: string[];
  fields: string[];
}

export const richResultTypes = (): RichResultType[] => RICH_RESULTS.map((r) => r.type);
export const definitionOf = (type: RichResultType): RichResultDefinition => RICH_RESULTS.find((r) => r.type === type)!;

const names = (requirement: RichResultRequirement): string[] => (typeof requirement === 'string' ? [requirement] : [...requirement.oneOf]);

/** The properties of a shape in the order they are filled in: required ones (choices kept together), then recommended ones not already asked. */
export function propertiesOf(shape: RichResultShape | null, fallback: readonly string[]): { required: Section[]; recommended: string[] } {
  if (!shape) return { required: [], recommended: [...fallback] };
  const required = shape.required.map((r) => ({ choice: names(r), fields: names(r) }));
  const asked = new Set(required.flatMap((s) => s.fields));
  const recommended = shape.recommended.filter((p) => !asked.has(p));
  // Fields the table does not name but a usable nested item needs (a Review's author's name, an Offer's price).
  for (const field of fallback) if (!asked.has(field) && !recommended.includes(field)) recommended.push(field);
  return { required, recommended };
}

export type Values = Record<string, string>;
export type Counts = Record<string, number>;

type Json = string | number | Json[] | { [key: string]: Json };

function scalar(kind: ValueKind, raw: string): Json | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  const lines = value
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  switch (kind) {
    case 'number': {
      const n = Number(value.replace(',', '.'));
      return Number.isFinite(n) ? n : value;
    }
    case 'lines':
    case 'urlLines':
      return lines.length === 1 ? lines[0]! : lines;
    case 'steps':
      return lines.map((text) => ({ '@type': 'HowToStep', text }));
    case 'enum':
      return `https://schema.org/${value}`;
    default:
      return value;
  }
}

/** The nested item's fields: the table's rules for that property when it has some, else the builder's own list. */
export function nestedShape(parent: RichResultShape | null, property: string): RichResultShape | null {
  return parent?.nested?.[property] ?? null;
}

/** A nested item's fields; a breadcrumb entry's position is not asked, it is the entry's place in the list. */
export function nestedFields(spec: NestedSpec, shape: RichResultShape | null): { required: Section[]; recommended: string[] } {
  const { required, recommended } = propertiesOf(shape, spec.fields);
  if (spec.type !== 'ListItem') return { required, recommended };
  return { required: required.filter((s) => !s.fields.includes('position')), recommended: recommended.filter((p) => p !== 'position') };
}

function buildObject(spec: NestedSpec, shape: RichResultShape | null, prefix: string, values: Values, counts: Counts): { [key: string]: Json } | undefined {
  const { required, recommended } = nestedFields(spec, shape);
  const out: { [key: string]: Json } = {};
  for (const property of [...required.flatMap((s) => s.fields), ...recommended]) {
    const value = buildValue(property, shape, `${prefix}.${property}`, values, counts);
    if (value !== undefined) out[property] = value;
  }
  return Object.keys(out).length > 0 ? { '@type': spec.type, ...out } : undefined;
}

export function buildValue(property: string, parent: RichResultShape | null, path: string, values: Values, counts: Counts): Json | undefined {
  const spec = nestedOf(property);
  if (!spec) return scalar(kindOf(property), values[path] ?? '');
  const shape = nestedShape(parent, property);
  if (!spec.repeated) return buildObject(spec, shape, path, values, counts);
  const list: Json[] = [];
  for (let i = 0; i < (counts[path] ?? 1); i++) {
    const entry = buildObject(spec, shape, `${path}.${i}`, values, counts);
    // A breadcrumb entry's position is its place in the list (Google's breadcrumb guide).
    if (entry) list.push(property === 'itemListElement' ? { ...entry, position: list.length + 1 } : entry);
  }
  return list.length > 0 ? list : undefined;
}

/** The JSON-LD document of a rich result from the form's values, empty fields left out. */
export function buildJsonLd(type: RichResultType, values: Values, counts: Counts): { json: { [key: string]: Json }; missingRequired: number } {
  const definition = definitionOf(type);
  const { required, recommended } = propertiesOf(definition, []);
  const json: { [key: string]: Json } = { '@context': 'https://schema.org', '@type': type };
  let missingRequired = 0;
  for (const section of required) {
    let filled = false;
    for (const property of section.fields) {
      const value = buildValue(property, definition, property, values, counts);
      if (value !== undefined) {
        json[property] = value;
        filled = true;
      }
    }
    if (!filled) missingRequired++;
  }
  for (const property of recommended) {
    const value = buildValue(property, definition, property, values, counts);
    if (value !== undefined) json[property] = value;
  }
  return { json, missingRequired };
}
