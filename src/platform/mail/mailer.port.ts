export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced the mail (e.g. outreach.newsletter-confirm), for the outbox and tests. */
  template?: string;
  locale?: string;
  /**
   * Extra header fields, e.g. List-Unsubscribe. The mailer owns the addressing and MIME fields
   * (From, To, Subject...): see mail-headers.ts for what a message may not set.
   */
  headers?: Record<string, string>;
  /** Files sent with the mail (an invoice PDF). The outbox records their name, type and size only. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Sends mail for any module. `send` resolves once the mail is durably recorded in the outbox; delivery
 * over SMTP is best effort (a failed delivery stays in the outbox unsent), so a flow that already
 * stored its data never fails, or gets retried by the user, because a mail server is down.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
