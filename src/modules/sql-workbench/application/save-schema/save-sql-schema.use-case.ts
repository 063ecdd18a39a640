import { inject, injectable } from 'inversify';
import type { SqlNodePosition, SqlSchemaDocument } from '../../contract.js';
import { assertValidSchema, MAX_SAVED_SCHEMAS, positionsForTables, schemaLimitReached, schemaNotFound, type SqlSchemaRecord } from '../../domain/sql-schema.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { SqlSchemaRepository } from '../ports/sql-schema.repository.port.js';
import { isUuid } from '../../../../shared/index.js';

export interface SaveSqlSchemaCommand {
  /** The token's user: a body's userId is never read. */
  ownerId: string;
  /** Replaces this schema of the owner's; a new one when absent. */
  id?: string | null;
  document: SqlSchemaDocument;
  positions?: Record<string, SqlNodePosition>;
}

@injectable()
export class SaveSqlSchema {
  constructor(@inject(SQL_WORKBENCH.SchemaRepository) private readonly schemas: SqlSchemaRepository) {}

  async execute(command: SaveSqlSchemaCommand): Promise<SqlSchemaRecord> {
    assertValidSchema(command.document);
    const write = { ownerId: command.ownerId, document: command.document, positions: positionsForTables(command.positions, command.document) };
    if (command.id) {
      const updated = isUuid(command.id) ? await this.schemas.update(command.id, write) : null;
      if (!updated) throw schemaNotFound();
      return updated;
    }
    if ((await this.schemas.countForOwner(command.ownerId)) >= MAX_SAVED_SCHEMAS) throw schemaLimitReached();
    return this.schemas.create(write);
  }
}
