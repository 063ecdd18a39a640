import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { retentionCutoff } from '../../domain/refused-access.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { AccessLogRepository } from '../ports/access-log.repository.port.js';

@injectable()
export class PurgeAccessLog {
  constructor(
    @inject(IDENTITY.AccessLogRepository) private readonly repository: AccessLogRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ deleted: number }> {
    return { deleted: await this.repository.deleteOlderThan(retentionCutoff(this.clock.now())) };
  }
}
