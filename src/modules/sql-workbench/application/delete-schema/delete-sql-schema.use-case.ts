import { inject, injectable } from 'inversify';
import { schemaNotFound } from '../../domain/sql-schema.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { SqlSchemaRepository } from '../ports/sql-schema.repository.port.js';
import { isUuid } from '../../../../shared/index.js';

/** Another account's schema answers as a missing one: 404, so ids cannot be probed. */
@injectable()
export class DeleteSqlSchema {
  constructor(@inject(SQL_WORKBENCH.SchemaRepository) private readonly schemas: SqlSchemaRepository) {}

  async execute(command: { id: string; ownerId: string }): Promise<void> {
    const deleted = isUuid(command.id) && (await this.schemas.delete(command.id, command.ownerId));
    if (!deleted) throw schemaNotFound();
  }
}
