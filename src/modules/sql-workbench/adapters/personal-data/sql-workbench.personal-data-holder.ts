import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { ConnectionRepository } from '../../application/ports/connection.repository.port.js';
import type { SqlSchemaRepository } from '../../application/ports/sql-schema.repository.port.js';
import { connectionView } from '../../domain/connection/connection.js';
import { savedSchemaView } from '../../domain/sql-schema.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';

/**
 * The account's saved schemas are its own work: exported whole (as the API answers them). Its saved
 * connections are exported as the API answers them too, so without the password, sealed or not: an
 * export is a file that travels, and the password is a credential to someone's server. Both are
 * deleted with the account (sql-workbench README, "Personal data").
 */
@injectable()
export class SqlWorkbenchPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'sqlWorkbench';

  constructor(
    @inject(SQL_WORKBENCH.SchemaRepository) private readonly schemas: SqlSchemaRepository,
    @inject(SQL_WORKBENCH.ConnectionRepository) private readonly connections: ConnectionRepository,
  ) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    return {
      schemas: (await this.schemas.listForOwner(subject.userId)).map(savedSchemaView),
      connections: (await this.connections.listForOwner(subject.userId)).map(connectionView),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.schemas.deleteForOwner(subject.userId);
    await this.connections.deleteForOwner(subject.userId);
  }
}
