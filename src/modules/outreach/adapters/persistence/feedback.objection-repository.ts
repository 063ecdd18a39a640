import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { FeedbackRepository } from '../../application/ports/feedback.repository.port.js';
import type { Page, PageRequest } from '../../application/ports/page.js';
import type { Feedback, FeedbackEntry, FeedbackType } from '../../domain/feedback.js';
import { FeedbackModel } from './outreach.models.js';

@injectable()
export class FeedbackObjectionRepository implements FeedbackRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(feedback: Feedback): Promise<FeedbackEntry> {
    const row = await FeedbackModel.query(this.db.executor())
      .insert({
        type: feedback.type,
        title: feedback.title,
        description: feedback.description,
        rating: feedback.rating,
        email: feedback.email,
        user_id: feedback.userId,
        ip_hash: feedback.ipHash,
      })
      .returning('*');
    return toEntry(row);
  }

  async list(page: PageRequest): Promise<Page<FeedbackEntry>> {
    const query = FeedbackModel.query(this.db.executor());
    const [rows, total] = await Promise.all([
      query.clone().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset),
      query.clone().resultSize(),
    ]);
    return { entries: rows.map(toEntry), total };
  }

  async listForPerson(userId: string, email: string): Promise<FeedbackEntry[]> {
    const rows = await this.ofPerson(userId, email).orderBy('created_at', 'asc').orderBy('id', 'asc');
    return rows.map(toEntry);
  }

  async deleteForPerson(userId: string, email: string): Promise<number> {
    return this.ofPerson(userId, email).delete();
  }

  private ofPerson(userId: string, email: string) {
    return FeedbackModel.query(this.db.executor()).where((q) => q.where('user_id', userId).orWhereRaw('lower(email) = ?', [email.trim().toLowerCase()]));
  }
}

function toEntry(row: FeedbackModel): FeedbackEntry {
  return {
    id: String(row.id),
    type: row.type as FeedbackType,
    title: row.title,
    description: row.description,
    rating: Number(row.rating),
    email: row.email,
    userId: row.user_id,
    ipHash: row.ip_hash,
    createdAt: new Date(row.created_at),
  };
}
