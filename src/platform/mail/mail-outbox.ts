import type { Database } from '../db/index.js';
import type { MailMessage } from './mailer.port.js';
import { MailOutboxModel } from './mail-outbox.model.js';

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string | null;
  locale: string | null;
  /** Extra header fields the mail carried (e.g. List-Unsubscribe); empty when none. */
  headers: Record<string, string>;
  /** Files the mail carried: name, type and size (the bytes stay with the module that made them). */
  attachments: { filename: string; contentType: string; size: number }[];
  createdAt: Date;
  /** Null while the mail was only recorded (no SMTP server, or delivery failed). */
  sentAt: Date | null;
}

export interface OutboxPage {
  entries: OutboxEntry[];
  total: number;
}

/**
 * Every mail StackLens produces, sent or not: the default delivery without an SMTP server, an audit
 * trail with one, and what API tests read. Writes join the caller's transaction (Database.executor),
 * so a mail recorded by a rolled-back unit of work disappears with it.
 */
export class MailOutbox {
  constructor(private readonly db: Database) {}

  async record(message: MailMessage, sentAt: Date | null): Promise<OutboxEntry> {
    const row = await MailOutboxModel.query(this.db.executor())
      .insert({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        template: message.template ?? null,
        locale: message.locale ?? null,
        headers: message.headers ?? {},
        attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
        sent_at: sentAt,
      })
      .returning('*');
    return toEntry(row);
  }

  /**
   * Mails that carry an address: sent to it, or naming it in the subject or body (a contact-form
   * notification to the team holds the sender's address). Oldest first. Account export and deletion
   * use this; it scans the table, which is fine for a call made once per account.
   */
  async listFor(email: string): Promise<OutboxEntry[]> {
    const rows = await this.mentioning(email).orderBy('created_at', 'asc').orderBy('id', 'asc');
    return rows.map(toEntry);
  }

  /** Deletes every mail listFor(email) returns; joins the caller's transaction. Returns how many. */
  async deleteFor(email: string): Promise<number> {
    return this.mentioning(email).delete();
  }

  private mentioning(email: string) {
    const needle = email.trim().toLowerCase();
    if (!needle) throw new Error('MailOutbox: an address is required to find its mails');
    // strpos rather than LIKE: an address may hold % or _, which LIKE would read as wildcards.
    return MailOutboxModel.query(this.db.executor()).where((q) =>
      q
        .whereRaw('lower(to_address) = ?', [needle])
        .orWhereRaw('strpos(lower(subject), ?) > 0', [needle])
        .orWhereRaw('strpos(lower(text_body), ?) > 0', [needle])
        .orWhereRaw("strpos(lower(coalesce(html_body, '')), ?) > 0", [needle]),
    );
  }

  async list(page: { limit: number; offset: number }): Promise<OutboxPage> {
    const query = MailOutboxModel.query(this.db.executor());
    const [rows, total] = await Promise.all([
      query.clone().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset),
      query.clone().resultSize(),
    ]);
    return { entries: rows.map(toEntry), total };
  }
}

function toEntry(row: MailOutboxModel): OutboxEntry {
  return {
    id: String(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    template: row.template,
    locale: row.locale,
    headers: row.headers,
    attachments: row.attachments ?? [],
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
  };
}
