import { inject, injectable } from 'inversify';
import type { FeedbackEntry } from '../../domain/feedback.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { Page } from '../ports/page.js';
import type { FeedbackRepository } from '../ports/feedback.repository.port.js';

@injectable()
export class ListFeedback {
  constructor(@inject(OUTREACH.FeedbackRepository) private readonly repository: FeedbackRepository) {}

  execute(query: { page: number; pageSize: number }): Promise<Page<FeedbackEntry>> {
    return this.repository.list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  }
}
