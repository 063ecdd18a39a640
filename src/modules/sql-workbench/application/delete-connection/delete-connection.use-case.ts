import { inject, injectable, optional } from 'inversify';
import { connectionNotFound } from '../../domain/connection/connection-errors.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ConnectionRepository } from '../ports/connection.repository.port.js';
import type { QueryHistoryRepository } from '../ports/query-history.repository.port.js';
import { isUuid } from '../../../../shared/index.js';

/** Another account's connection answers as a missing one: 404, so ids cannot be probed. Its query history goes with it. */
@injectable()
export class DeleteConnection {
  constructor(
    @inject(SQL_WORKBENCH.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SQL_WORKBENCH.QueryHistoryRepository) @optional() private readonly history?: QueryHistoryRepository,
  ) {}

  async execute(command: { id: string; ownerId: string }): Promise<void> {
    const deleted = isUuid(command.id) && (await this.connections.delete(command.id, command.ownerId));
    if (!deleted) throw connectionNotFound();
    await this.history?.deleteForConnection(command.ownerId, command.id);
  }
}
