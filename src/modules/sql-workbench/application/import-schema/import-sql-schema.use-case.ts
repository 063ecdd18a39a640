import { injectable, multiInject } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import type { SqlImportFormat } from '../../contract.js';
import { importEmpty } from '../../domain/import-errors.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ImportedSchema, SchemaImporter } from '../ports/schema-importer.port.js';

/** Parses a text into the model; nothing is stored (the client saves what it keeps). */
@injectable()
export class ImportSqlSchema {
  private readonly importers: Map<SqlImportFormat, SchemaImporter>;

  constructor(@multiInject(SQL_WORKBENCH.SchemaImporters) importers: SchemaImporter[]) {
    this.importers = new Map(importers.map((i) => [i.format, i]));
  }

  async execute(command: { format: SqlImportFormat; text: string; databaseName?: string }): Promise<ImportedSchema> {
    const importer = this.importers.get(command.format);
    if (!importer) throw new DomainError('validation', 'VALIDATION_FAILED', `format: no importer for ${command.format}`, { fields: { format: 'unknown format' } });
    if (command.text.trim() === '') throw importEmpty();
    const result = await importer.import(command.text, command.databaseName?.trim() || 'imported');
    if (result.schema.tables.length === 0) throw importEmpty();
    return result;
  }
}
