import nodemailer from 'nodemailer';
import type { Clock } from '../../shared/index.js';
import type { Logger } from '../logging/index.js';
import { extraHeaders } from './mail-headers.js';
import type { MailOutbox } from './mail-outbox.js';
import type { Mailer, MailMessage } from './mailer.port.js';

/** The part of a nodemailer transporter we use; a test passes a fake or a jsonTransport. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string; headers: Record<string, string>; attachments?: { filename: string; contentType: string; content: Buffer }[] }): Promise<unknown>;
}

/** Opens a transporter for SMTP_URL; nodemailer connects lazily, on the first send. */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url);
}

/**
 * Sends through SMTP and records every mail in the outbox: with sent_at when the server accepted it,
 * without when delivery failed (logged, not thrown; see the Mailer contract).
 */
export class SmtpMailer implements Mailer {
  constructor(
    private readonly transport: MailTransport,
    private readonly outbox: MailOutbox,
    private readonly from: string,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const headers = extraHeaders(message.headers);
    let sentAt: Date | null = null;
    try {
      await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers, ...(message.attachments?.length ? { attachments: message.attachments } : {}) });
      sentAt = this.clock.now();
    } catch (error) {
      this.logger.warn({ err: error, template: message.template }, 'mail delivery failed; kept unsent in the outbox');
    }
    await this.outbox.record({ ...message, headers }, sentAt);
  }
}
