import { extraHeaders } from './mail-headers.js';
import type { MailOutbox } from './mail-outbox.js';
import type { Mailer, MailMessage } from './mailer.port.js';

/** Where a development installation without SMTP shows its mails: the process log. */
export interface MailLog {
  warn(obj: object, msg?: string): void;
}

/**
 * The default without SMTP_URL: every mail flow works, and admins read the mails in the outbox. Outside
 * production the mail is also written to the log (`log`), so whoever runs `make start` can open the
 * confirmation link of their own sign-up before any admin exists to read the outbox.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly log?: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.record({ ...message, headers: extraHeaders(message.headers) }, null);
    // A warning: the mail was not sent, and it shows even where LOG_LEVEL hides the access log.
    this.log?.warn({ mail: { to: message.to, subject: message.subject, template: message.template }, text: message.text }, 'mail recorded (no SMTP_URL; not sent)');
  }
}
