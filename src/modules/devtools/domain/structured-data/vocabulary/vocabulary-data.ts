/** The shape of the generated schema.org vocabulary (schema-org.generated.ts; provenance in the README beside it). */
export interface VocabularyType {
  /** Direct supertypes (schema.org's rdfs:subClassOf); empty for Thing and the data types. */
  parents: string[];
  /** Enumeration members (`InStock`), when the type is an enumeration. */
  members?: string[];
  supersededBy?: string;
}

export interface VocabularyProperty {
  /** The types that declare it (schema.org's domainIncludes); their subtypes have it too. */
  domains: string[];
  /** The types and data types of its values (schema.org's rangeIncludes). */
  ranges: string[];
  supersededBy?: string;
}

export interface VocabularyData {
  types: Record<string, VocabularyType>;
  properties: Record<string, VocabularyProperty>;
}
