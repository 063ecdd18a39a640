import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { SqlSchemaRepository } from '../../application/ports/sql-schema.repository.port.js';
import { savedSchemaView } from '../../domain/sql-schema.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';

/**
 * The account's saved schemas are its own work: exported whole (as the API answers them) and deleted
 * with the account (sql-workbench README, "Personal data").
 */
@injectable()
export class SqlWorkbenchPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'sqlWorkbench';

  constructor(@inject(SQL_WORKBENCH.SchemaRepository) private readonly schemas: SqlSchemaRepository) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    return { schemas: (await this.schemas.listForOwner(subject.userId)).map(savedSchemaView) };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.schemas.deleteForOwner(subject.userId);
  }
}
