import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { ConnectionTargets } from '../connection-targets.js';
import type { ExplorerSnapshot } from '../ports/database-inspector.port.js';
import { admit } from '../run-query/query-rules.js';

/** The explorer tab: schemas, tables, columns, indexes and foreign keys of the caller's connection or the sample. */
@injectable()
export class ExploreConnection {
  constructor(
    @inject(ConnectionTargets) private readonly targets: ConnectionTargets,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: { ownerId: string; connectionId: string }): Promise<ExplorerSnapshot> {
    const connection = await this.targets.open(command.ownerId, command.connectionId);
    await admit(this.limiter, command.ownerId, 'inspection');
    try {
      return await connection.inspector.explore(connection.target, connection.allowPrivateTargets);
    } catch (error) {
      throw this.targets.explain(error, connection);
    }
  }
}
