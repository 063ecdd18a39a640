import { inject, injectable } from 'inversify';
import type { Mailer } from '../../../../platform/mail/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { BILLING_MAILS, formatEuros, mailLocale } from '../../domain/billing-mail.js';
import { BILLING } from '../../billing.tokens.js';
import type { BillingSettings } from '../ports/billing-settings.js';
import type { InvoiceRenderer } from '../ports/invoice-renderer.port.js';
import type { InvoiceRepository } from '../ports/invoice.repository.port.js';

/**
 * The worker's half of an issued invoice or credit note (billing README, "Invoices"): render its PDF once,
 * store it, then mail it once, each step recorded so a retried job picks up where the last one stopped.
 * After the last attempt the document is marked failed (the success page says so; the owner can ask again).
 */
@injectable()
export class DeliverInvoice {
  constructor(
    @inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository,
    @inject(BILLING.InvoiceRenderer) private readonly renderer: InvoiceRenderer,
    @inject(BILLING.Settings) private readonly settings: BillingSettings,
    @inject(PLATFORM.Mailer) private readonly mailer: Mailer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { invoiceId: string; lastAttempt: boolean }): Promise<{ rendered: boolean; mailed: boolean }> {
    try {
      return await this.deliver(command.invoiceId);
    } catch (error) {
      await this.invoices.updateDocument(command.invoiceId, { status: command.lastAttempt ? 'failed' : 'pending', error: String((error as Error).message ?? error).slice(0, 500) }, this.clock.now());
      throw error;
    }
  }

  private async deliver(invoiceId: string): Promise<{ rendered: boolean; mailed: boolean }> {
    const owned = await this.invoices.findOwned(invoiceId);
    if (!owned) throw new Error(`no invoice ${invoiceId}`);
    const { invoice } = owned;
    await this.invoices.ensureDocument(invoice.id, this.clock.now());
    let doc = (await this.invoices.document(invoice.id))!;
    let rendered = false;
    if (doc.status !== 'rendered' || !doc.pdf) {
      const credited = invoice.creditsInvoiceId ? ((await this.invoices.findOwned(invoice.creditsInvoiceId))?.invoice ?? null) : null;
      const pdf = await this.renderer.renderPdf(invoice, credited);
      await this.invoices.updateDocument(invoice.id, { status: 'rendered', pdf, renderedAt: this.clock.now(), error: null, attempts: doc.attempts + 1 }, this.clock.now());
      doc = { ...doc, pdf, status: 'rendered' };
      rendered = true;
    }
    if (doc.mailedAt) return { rendered, mailed: false };
    const locale = mailLocale(invoice.locale);
    const texts = BILLING_MAILS[locale];
    const total = formatEuros(invoice.totalCents, locale);
    const link = `${this.settings.publicUrl}/${locale}/settings?section=data`;
    const credit = invoice.kind === 'credit_note';
    const creditedNumber = credit && invoice.creditsInvoiceId ? ((await this.invoices.findOwned(invoice.creditsInvoiceId))?.invoice.number ?? '') : '';
    await this.mailer.send({
      to: invoice.customerEmail,
      subject: credit ? texts.creditSubject(invoice.number) : texts.invoiceSubject(invoice.number),
      text: credit ? texts.creditBody({ number: invoice.number, invoice: creditedNumber, total, link }) : texts.invoiceBody({ number: invoice.number, plan: invoice.selectedPlan === 'premium' ? 'Premium' : 'Standard', total, link }),
      template: credit ? 'billing.credit-note' : 'billing.invoice',
      locale,
      attachments: [{ filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: doc.pdf! }],
    });
    await this.invoices.updateDocument(invoice.id, { mailedAt: this.clock.now() }, this.clock.now());
    return { rendered, mailed: true };
  }
}
