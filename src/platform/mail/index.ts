export type { Mailer, MailAttachment, MailMessage } from './mailer.port.js';
export { MailOutbox, type OutboxEntry, type OutboxPage } from './mail-outbox.js';
export { OutboxMailer } from './outbox.mailer.js';
export { SmtpMailer, smtpTransport, type MailTransport } from './smtp.mailer.js';
export { MailOutboxRoutes } from './mail-outbox.routes.js';
