import { inject, injectable } from 'inversify';
import type { MailOutbox } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { PersonalDataHolder, PersonalDataSubject } from '../../index.js';

/**
 * The platform's mail outbox on behalf of every module (the platform knows none of them, so identity
 * speaks for it): mails sent to the account's address or naming it are deleted with the account.
 * The export lists them without their bodies: a password-reset mail carries a live token.
 */
@injectable()
export class MailOutboxPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'mail';

  constructor(@inject(PLATFORM.MailOutbox) private readonly outbox: MailOutbox) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const mails = await this.outbox.listFor(subject.email);
    return {
      mails: mails.map((m) => ({
        to: m.to,
        subject: m.subject,
        template: m.template,
        locale: m.locale,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.outbox.deleteFor(subject.email);
  }
}
