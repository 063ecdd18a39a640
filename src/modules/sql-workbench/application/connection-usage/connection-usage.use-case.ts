import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import { ConnectionTargets } from '../connection-targets.js';
import type { DatabaseUsage } from '../ports/database-inspector.port.js';
import { admit } from '../run-query/query-rules.js';

/** The usage panel: the database's size and its ten largest tables (docs/product.md §5.6), each figure with its provenance. */
@injectable()
export class ConnectionUsage {
  constructor(
    @inject(ConnectionTargets) private readonly targets: ConnectionTargets,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: { ownerId: string; connectionId: string }): Promise<DatabaseUsage> {
    const connection = await this.targets.open(command.ownerId, command.connectionId);
    await admit(this.limiter, command.ownerId, 'inspection');
    try {
      return await connection.inspector.usage(connection.target, connection.allowPrivateTargets);
    } catch (error) {
      throw this.targets.explain(error, connection);
    }
  }
}
