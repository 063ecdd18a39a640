import type { Feedback, FeedbackEntry } from '../../domain/feedback.js';
import type { Page, PageRequest } from './page.js';

export interface FeedbackRepository {
  add(feedback: Feedback): Promise<FeedbackEntry>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<FeedbackEntry>>;
}
