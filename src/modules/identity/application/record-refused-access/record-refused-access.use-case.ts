import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { refusedAccess, type AccessEventType, type RefusedAccessEntry } from '../../domain/refused-access.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { AccessLogRepository } from '../ports/access-log.repository.port.js';

/** The endpoint needs no token, so a client could flood it: 30 reports a minute per address is ample for a person. */
export const ACCESS_LOG_RATE = { limit: 30, windowMs: 60_000 };

export interface RecordRefusedAccessCommand {
  path: string;
  timestamp?: string | number;
  type: AccessEventType;
  userId: string | null;
  ip: string;
}

@injectable()
export class RecordRefusedAccess {
  constructor(
    @inject(IDENTITY.AccessLogRepository) private readonly repository: AccessLogRepository,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: RecordRefusedAccessCommand): Promise<RefusedAccessEntry> {
    const ipHash = this.ipHasher.hash(command.ip);
    const decision = await this.limiter.consume(`identity:access-log:${ipHash}`, ACCESS_LOG_RATE.limit, ACCESS_LOG_RATE.windowMs);
    if (!decision.allowed) {
      throw new DomainError('rate_limited', 'RATE_LIMITED', 'Too many reports, try again later', { retryAfterMs: decision.retryAfterMs });
    }
    const entry = refusedAccess({ ...command, ipHash }, this.clock.now());
    return this.repository.add(entry);
  }
}
