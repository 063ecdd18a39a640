import { injectable } from 'inversify';
import { parseInput } from '../../../../platform/http/index.js';
import type { ImportedSchema, SchemaImporter } from '../../application/ports/schema-importer.port.js';
import { importParseError, lineColumnAt } from '../../domain/import-errors.js';
import { schemaDocumentInput } from '../http/request-schemas.js';

/**
 * The JSON export read back (src/shared/sql toJsonExport), or any JSON of the model's shape. A shape
 * error answers VALIDATION_FAILED with the field, as a save would.
 */
@injectable()
export class JsonSchemaImporter implements SchemaImporter {
  readonly format = 'json' as const;

  async import(text: string, databaseName: string): Promise<ImportedSchema> {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const message = (error as Error).message;
      const position = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
      throw importParseError({ ...lineColumnAt(text, position), message });
    }
    const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const document = parseInput(schemaDocumentInput, { database_name: databaseName, ...record });
    return { schema: { database_name: document.database_name, tables: document.tables }, warnings: [] };
  }
}
