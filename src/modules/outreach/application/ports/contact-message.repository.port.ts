import type { ContactMessage, ContactMessageEntry } from '../../domain/contact-message.js';
import type { Page, PageRequest } from './page.js';

export interface ContactMessageRepository {
  add(message: ContactMessage): Promise<ContactMessageEntry>;
  /** Newest first. */
  list(page: PageRequest): Promise<Page<ContactMessageEntry>>;
}
