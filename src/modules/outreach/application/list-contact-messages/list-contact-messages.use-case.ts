import { inject, injectable } from 'inversify';
import type { ContactMessageEntry } from '../../domain/contact-message.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { Page } from '../ports/page.js';
import type { ContactMessageRepository } from '../ports/contact-message.repository.port.js';

@injectable()
export class ListContactMessages {
  constructor(@inject(OUTREACH.ContactMessageRepository) private readonly repository: ContactMessageRepository) {}

  execute(query: { page: number; pageSize: number }): Promise<Page<ContactMessageEntry>> {
    return this.repository.list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  }
}
