import type { SqlImportFormat, SqlImportWarning, SqlSchemaDocument } from '../../contract.js';

export interface ImportedSchema {
  schema: SqlSchemaDocument;
  warnings: SqlImportWarning[];
}

/**
 * Reads one text format into the model. A text that does not parse throws SQL_IMPORT_PARSE_ERROR
 * (domain/import-errors.ts) with the first error's line, column and the parser's message.
 */
export interface SchemaImporter {
  readonly format: SqlImportFormat;
  import(text: string, databaseName: string): Promise<ImportedSchema>;
}
