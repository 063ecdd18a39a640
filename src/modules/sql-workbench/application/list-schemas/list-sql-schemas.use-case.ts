import { inject, injectable } from 'inversify';
import type { SqlSchemaRecord } from '../../domain/sql-schema.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { SqlSchemaRepository } from '../ports/sql-schema.repository.port.js';

/** The caller's schemas only, most recently updated first. */
@injectable()
export class ListSqlSchemas {
  constructor(@inject(SQL_WORKBENCH.SchemaRepository) private readonly schemas: SqlSchemaRepository) {}

  execute(command: { ownerId: string }): Promise<SqlSchemaRecord[]> {
    return this.schemas.listForOwner(command.ownerId);
  }
}
