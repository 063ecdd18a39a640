import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { ContactMessageRepository } from '../../application/ports/contact-message.repository.port.js';
import type { Page, PageRequest } from '../../application/ports/page.js';
import type { ContactMessage, ContactMessageEntry, ContactSubject } from '../../domain/contact-message.js';
import { ContactMessageModel } from './outreach.models.js';

@injectable()
export class ContactMessageObjectionRepository implements ContactMessageRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async add(message: ContactMessage): Promise<ContactMessageEntry> {
    const row = await ContactMessageModel.query(this.db.executor())
      .insert({
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        user_id: message.userId,
        ip_hash: message.ipHash,
        priority: message.priority,
      })
      .returning('*');
    return toEntry(row);
  }

  async list(page: PageRequest): Promise<Page<ContactMessageEntry>> {
    const query = ContactMessageModel.query(this.db.executor());
    const [rows, total] = await Promise.all([
      query.clone().orderBy('priority', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset),
      query.clone().resultSize(),
    ]);
    return { entries: rows.map(toEntry), total };
  }

  async listForPerson(userId: string, email: string): Promise<ContactMessageEntry[]> {
    const rows = await this.ofPerson(userId, email).orderBy('created_at', 'asc').orderBy('id', 'asc');
    return rows.map(toEntry);
  }

  async deleteForPerson(userId: string, email: string): Promise<number> {
    return this.ofPerson(userId, email).delete();
  }

  private ofPerson(userId: string, email: string) {
    return ContactMessageModel.query(this.db.executor()).where((q) => q.where('user_id', userId).orWhereRaw('lower(email) = ?', [email.trim().toLowerCase()]));
  }
}

function toEntry(row: ContactMessageModel): ContactMessageEntry {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    subject: row.subject as ContactSubject,
    message: row.message,
    userId: row.user_id,
    ipHash: row.ip_hash,
    priority: row.priority,
    createdAt: new Date(row.created_at),
  };
}
