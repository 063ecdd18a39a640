import { inject, injectable } from 'inversify';
import { ClientRateLimit } from './client-rate-limit.js';
import { DROP_REASONS, DroppedCounter } from './dropped-counter.js';

/**
 * The first step of every tracker request (`/t/e`, its preflight, `/s.js`): the per-client rate limit
 * (client-rate-limit.ts). A refused beacon is answered before its body is read, so it is counted once as
 * `rate-limited`, as a body refused whole is; the snippet and the preflight carry no events.
 */
@injectable()
export class AdmitTrackerRequest {
  constructor(
    @inject(ClientRateLimit) private readonly limit: ClientRateLimit,
    @inject(DroppedCounter) private readonly dropped: DroppedCounter,
  ) {}

  /** True when the request may be served. */
  execute(request: { ip: string; beacon: boolean }): boolean {
    if (this.limit.take(request.ip)) return true;
    if (request.beacon) this.dropped.add(DROP_REASONS.rateLimited, 1);
    return false;
  }
}
