import { extraHeaders } from './mail-headers.js';
import type { MailOutbox } from './mail-outbox.js';
import type { Mailer, MailMessage } from './mailer.port.js';

/** The default without SMTP_URL: every mail flow works, and admins read the mails in the outbox. */
export class OutboxMailer implements Mailer {
  constructor(private readonly outbox: MailOutbox) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.record({ ...message, headers: extraHeaders(message.headers) }, null);
  }
}
