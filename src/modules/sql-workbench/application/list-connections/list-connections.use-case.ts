import { inject, injectable } from 'inversify';
import type { SqlConnectionRecord } from '../../domain/connection/connection.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ConnectionRepository } from '../ports/connection.repository.port.js';

/** The caller's connections only, by name. */
@injectable()
export class ListConnections {
  constructor(@inject(SQL_WORKBENCH.ConnectionRepository) private readonly connections: ConnectionRepository) {}

  execute(command: { ownerId: string }): Promise<SqlConnectionRecord[]> {
    return this.connections.listForOwner(command.ownerId);
  }
}
