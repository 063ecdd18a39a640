import { inject, injectable } from 'inversify';
import type { JobProcessor } from '../../../../platform/queue/index.js';
import { PurgeExpiredSignups } from '../../application/sign-up/purge-expired-signups.use-case.js';

@injectable()
export class PurgeSignupRequestsProcessor implements JobProcessor<unknown, { deleted: number }> {
  constructor(@inject(PurgeExpiredSignups) private readonly purge: PurgeExpiredSignups) {}

  handle(): Promise<{ deleted: number }> {
    return this.purge.execute();
  }
}
