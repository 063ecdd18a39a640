import type { Feedback, FeedbackEntry } from '../../domain/feedback.js';
import type { Page, PageRequest } from './page.js';

export interface FeedbackRepository {
  add(feedback: Feedback): Promise<FeedbackEntry>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<FeedbackEntry>>;
  /** Feedback given by this user, or left with this address (any case), oldest first: account export. */
  listForPerson(userId: string, email: string): Promise<FeedbackEntry[]>;
  /** Account deletion: removes what listForPerson returns; how many. */
  deleteForPerson(userId: string, email: string): Promise<number>;
}
