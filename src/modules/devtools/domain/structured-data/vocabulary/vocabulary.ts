import { SCHEMA_ORG_VOCABULARY } from './schema-org.generated.js';
import type { VocabularyData, VocabularyProperty, VocabularyType } from './vocabulary-data.js';

/** The data types of schema.org's DataType, and those a value of each also satisfies (URL is a Text). */
const DATA_TYPE_ALSO: Record<string, string[]> = {
  Text: [], URL: ['Text'], CssSelectorType: ['Text'], XPathType: ['Text'], PronounceableText: ['Text'],
  Number: [], Integer: ['Number'], Float: ['Number'], Boolean: [], Date: [], DateTime: [], Time: [],
};

/**
 * Lookups in the pinned schema.org vocabulary (README beside this file): types with their supertypes,
 * properties with the types that declare them and their value types.
 */
export class Vocabulary {
  private readonly ancestorCache = new Map<string, Map<string, number>>();

  constructor(private readonly data: VocabularyData) {}

  type(name: string): VocabularyType | undefined {
    return Object.hasOwn(this.data.types, name) ? this.data.types[name] : undefined;
  }

  property(name: string): VocabularyProperty | undefined {
    return Object.hasOwn(this.data.properties, name) ? this.data.properties[name] : undefined;
  }

  isDataType(name: string): boolean {
    return Object.hasOwn(DATA_TYPE_ALSO, name);
  }

  /** The type itself and every supertype, each with its distance (0 for the type itself). */
  ancestors(name: string): Map<string, number> {
    const cached = this.ancestorCache.get(name);
    if (cached) return cached;
    const distances = new Map<string, number>([[name, 0]]);
    let frontier = [name];
    for (let distance = 1; frontier.length > 0; distance += 1) {
      const next: string[] = [];
      for (const t of frontier) {
        for (const parent of this.type(t)?.parents ?? []) {
          if (distances.has(parent)) continue;
          distances.set(parent, distance);
          next.push(parent);
        }
      }
      frontier = next;
    }
    this.ancestorCache.set(name, distances);
    return distances;
  }

  isA(type: string, ancestor: string): boolean {
    return this.ancestors(type).has(ancestor);
  }

  /** Whether an enumeration member name (`InStock`) is one of the type's own members. */
  isMember(type: string, member: string): boolean {
    return this.type(type)?.members?.includes(member) ?? false;
  }

  isEnumeration(type: string): boolean {
    return this.isA(type, 'Enumeration');
  }
}

export const SCHEMA_ORG = new Vocabulary(SCHEMA_ORG_VOCABULARY);
