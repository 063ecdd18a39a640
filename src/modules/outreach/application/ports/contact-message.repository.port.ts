import type { ContactMessage, ContactMessageEntry } from '../../domain/contact-message.js';
import type { Page, PageRequest } from './page.js';

export interface ContactMessageRepository {
  add(message: ContactMessage): Promise<ContactMessageEntry>;
  /** Priority messages first, then newest first. */
  list(page: PageRequest): Promise<Page<ContactMessageEntry>>;
  /** Messages sent by this user or from this address (any case), oldest first: account export. */
  listForPerson(userId: string, email: string): Promise<ContactMessageEntry[]>;
  /** Account deletion: removes what listForPerson returns; how many. */
  deleteForPerson(userId: string, email: string): Promise<number>;
}
