import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { DeliverPasswordReset } from '../../application/request-password-reset/deliver-password-reset.use-case.js';
import type { PasswordResetRequest } from '../../application/request-password-reset/request-password-reset.use-case.js';

@injectable()
export class PasswordResetRequestedProcessor implements JobProcessor<PasswordResetRequest, { mailed: boolean }> {
  constructor(@inject(DeliverPasswordReset) private readonly deliver: DeliverPasswordReset) {}

  handle(job: JobContext<PasswordResetRequest>): Promise<{ mailed: boolean }> {
    const { email, locale } = job.data;
    return this.deliver.execute({ email: String(email ?? ''), locale: typeof locale === 'string' ? locale : undefined });
  }
}
