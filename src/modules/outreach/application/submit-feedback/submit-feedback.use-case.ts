import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { feedbackForm, type FeedbackEntry, type FeedbackForm } from '../../domain/feedback.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { FeedbackRepository } from '../ports/feedback.repository.port.js';
import { enforceRate, OUTREACH_RATES } from '../rate-limit.js';

export interface SubmitFeedbackCommand {
  form: Partial<Record<keyof FeedbackForm, unknown>>;
  /** Attached when the sender is signed in. */
  userId: string | null;
  ip: string;
}

@injectable()
export class SubmitFeedback {
  constructor(
    @inject(OUTREACH.FeedbackRepository) private readonly repository: FeedbackRepository,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
  ) {}

  async execute(command: SubmitFeedbackCommand): Promise<FeedbackEntry> {
    const form = feedbackForm(command.form);
    const ipHash = this.ipHasher.hash(command.ip);
    await enforceRate(this.limiter, `outreach:feedback:${ipHash}`, OUTREACH_RATES.feedback);
    return this.repository.add({ ...form, userId: command.userId, ipHash });
  }
}
