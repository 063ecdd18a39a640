import { inject, injectable } from 'inversify';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { IpHasher } from '../../../../platform/security/index.js';
import { contactForm, contactPriority, PRIORITY_RESPONSE_BUSINESS_DAYS, type ContactForm, type ContactMessageEntry, type ContactSender } from '../../domain/contact-message.js';
import { DEFAULT_LOCALE, mailLocale } from '../../domain/locale.js';
import { acknowledgementLinks, contactAcknowledgementMail, contactNotificationMail } from '../../domain/mail-templates.js';
import { OUTREACH } from '../../outreach.tokens.js';
import type { OutreachSettings } from '../outreach-settings.js';
import type { ContactMessageRepository } from '../ports/contact-message.repository.port.js';
import { enforceRate, OUTREACH_RATES } from '../rate-limit.js';

export interface SubmitContactMessageCommand extends ContactSender {
  /** The form as posted; `locale` is the language of the acknowledgement mail. */
  form: Partial<Record<keyof ContactForm | 'locale', unknown>>;
  ip: string;
  /** The request's Accept-Language, for the acknowledgement when the form names no locale. */
  acceptLanguage?: string;
}

@injectable()
export class SubmitContactMessage {
  constructor(
    @inject(OUTREACH.ContactMessageRepository) private readonly repository: ContactMessageRepository,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
    @inject(PLATFORM.IpHasher) private readonly ipHasher: IpHasher,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(OUTREACH.Settings) private readonly settings: OutreachSettings,
  ) {}

  /** Validation comes first so a visitor fixing typos does not spend their allowance. */
  async execute(command: SubmitContactMessageCommand): Promise<ContactMessageEntry> {
    const form = contactForm(command.form);
    const ipHash = this.ipHasher.hash(command.ip);
    await enforceRate(this.limiter, `outreach:contact:${ipHash}`, OUTREACH_RATES.contact);
    const priority = contactPriority(command);
    const stored = await this.repository.add({ ...form, userId: command.userId, ipHash, priority });
    // The team reads English; the sender's address is in the body to reply to.
    await this.mailer.send({ to: this.settings.teamEmail, ...contactNotificationMail(DEFAULT_LOCALE, form, priority) });
    const locale = mailLocale(command.form.locale ?? command.acceptLanguage);
    const acknowledgement = contactAcknowledgementMail(locale, stored, acknowledgementLinks(this.settings.publicUrl, locale), PRIORITY_RESPONSE_BUSINESS_DAYS);
    await this.mailer.send({ to: form.email, ...acknowledgement });
    return stored;
  }
}
