import type { Readable } from 'node:stream';
import { inject, injectable } from 'inversify';
import { pagedAdminRoute, parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { DomainError } from '../../../../shared/index.js';
import { ListOrders } from '../../application/admin-orders/list-orders.use-case.js';
import { CapturePayPalPayment, ConfirmPayment, ownedOrder } from '../../application/confirm-payment/confirm-payment.use-case.js';
import { GetPlans } from '../../application/get-plans/get-plans.use-case.js';
import { HandleProviderEvent } from '../../application/handle-provider-event/handle-provider-event.use-case.js';
import { GenerateInvoice, GetInvoicePdf, ListInvoices } from '../../application/invoices/invoice-queries.use-case.js';
import { PriceCheckout, type CheckoutInput } from '../../application/pricing/price-checkout.js';
import { IssuePromoCode, ListPromoCodes } from '../../application/promo-codes/promo-codes.use-case.js';
import { RefundOrder } from '../../application/refund-order/refund-order.use-case.js';
import { StartPayment } from '../../application/start-payment/start-payment.use-case.js';
import { BILLING } from '../../billing.tokens.js';
import { refundVerdict } from '../../domain/order.js';
import type { InvoiceRepository } from '../../application/ports/invoice.repository.port.js';
import type { OrderRepository } from '../../application/ports/order.repository.port.js';
import type { PaymentProviders, ProviderPayment } from '../../application/ports/payment-provider.port.js';
import type { CreateIntentResponse, CreatePayPalOrderResponse, QuoteResponse } from '../../contract.js';
import { adminOrderView, invoiceView, orderView, promoView, taxDetails } from './presenters.js';
import { capturePayPalSchema, confirmSchema, createIntentSchema, BILLING_PAGE_LIMITS, createPayPalOrderSchema, generateInvoiceSchema, issuePromoSchema, orderFilters } from './request-schemas.js';

const WEBHOOK_BODY_LIMIT = 256 * 1024;
const LOCALES = ['en', 'fr', 'es', 'ar', 'zh'];

/** The payment routes of docs/product.md §9.3 plus the invoices, webhooks and admin pages (billing README, "HTTP"). */
@injectable()
export class PaymentRoutes implements RouteProvider {
  constructor(
    @inject(GetPlans) private readonly plans: GetPlans,
    @inject(PriceCheckout) private readonly pricing: PriceCheckout,
    @inject(StartPayment) private readonly startPayment: StartPayment,
    @inject(ConfirmPayment) private readonly confirm: ConfirmPayment,
    @inject(CapturePayPalPayment) private readonly capture: CapturePayPalPayment,
    @inject(HandleProviderEvent) private readonly events: HandleProviderEvent,
    @inject(ListInvoices) private readonly listInvoices: ListInvoices,
    @inject(GetInvoicePdf) private readonly invoicePdf: GetInvoicePdf,
    @inject(GenerateInvoice) private readonly generateInvoice: GenerateInvoice,
    @inject(ListOrders) private readonly listOrders: ListOrders,
    @inject(RefundOrder) private readonly refund: RefundOrder,
    @inject(IssuePromoCode) private readonly issuePromo: IssuePromoCode,
    @inject(ListPromoCodes) private readonly listPromos: ListPromoCodes,
    @inject(BILLING.OrderRepository) private readonly orders: OrderRepository,
    @inject(BILLING.InvoiceRepository) private readonly invoices: InvoiceRepository,
    @inject(BILLING.PaymentProviders) private readonly providers: PaymentProviders,
  ) {}

  routes(): Route[] {
    return [
      { method: 'GET', path: '/api/payment/plans', auth: 'public', handler: (ctx) => { ctx.set('Cache-Control', 'public, max-age=60'); ctx.body = this.plans.execute(); } },
      {
        method: 'POST',
        path: '/api/payment/quote',
        auth: 'user',
        bodyLimit: '8kb',
        handler: async (ctx) => {
          const body = parseInput(createIntentSchema, ctx.request.body);
          const priced = await this.pricing.price(checkoutOf(body), userId(ctx));
          ctx.body = { success: true, taxDetails: taxDetails(priced.quote, priced.promo?.code ?? null) } satisfies QuoteResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/payment/create-intent',
        auth: 'user',
        bodyLimit: '8kb',
        handler: async (ctx) => {
          const body = parseInput(createIntentSchema, ctx.request.body);
          const started = await this.startPayment.execute({ userId: userId(ctx), method: 'card', input: checkoutOf(body), consent: body.consent, locale: locale(body.locale) });
          ctx.body = {
            success: true,
            orderId: started.order.id,
            clientSecret: started.payment.clientSecret ?? '',
            paymentIntentId: started.payment.reference,
            taxDetails: taxDetails(started.order.quote, started.order.promoCode),
            testMode: started.testMode,
          } satisfies CreateIntentResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/payment/create-paypal-order',
        auth: 'user',
        bodyLimit: '8kb',
        handler: async (ctx) => {
          const body = parseInput(createPayPalOrderSchema, ctx.request.body);
          const input: CheckoutInput = { plan: body.selectedPlan, countryCode: body.billingCountry, isBusiness: body.isBusinessCustomer, vatNumber: body.vatNumber ?? null, promoCode: body.promoCode ?? null, customerName: body.username ?? null };
          const started = await this.startPayment.execute({ userId: userId(ctx), method: 'paypal', input, consent: body.consent, locale: locale(body.locale) });
          ctx.body = {
            success: true,
            orderId: started.order.id,
            paypalOrderId: started.payment.reference,
            approveUrl: started.payment.approveUrl ?? '',
            taxDetails: taxDetails(started.order.quote, started.order.promoCode),
            testMode: started.testMode,
          } satisfies CreatePayPalOrderResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/payment/capture-paypal-payment',
        auth: 'user',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = parseInput(capturePayPalSchema, ctx.request.body);
          const state = await this.capture.execute({ userId: userId(ctx), paypalOrderId: body.orderId });
          ctx.body = { success: true, order: await this.view(state.order.id, state.provider) };
        },
      },
      {
        method: 'POST',
        path: '/api/payment/confirm',
        auth: 'user',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = parseInput(confirmSchema, ctx.request.body);
          const state = await this.confirm.execute({ userId: userId(ctx), orderId: body.orderId, reference: body.paymentIntentId });
          ctx.body = { success: true, order: await this.view(state.order.id, state.provider) };
        },
      },
      {
        method: 'GET',
        path: '/api/payment/orders/:id',
        auth: 'user',
        handler: async (ctx) => {
          const order = await ownedOrder(this.orders, userId(ctx), { orderId: uuidParam(ctx.params.id) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, order: await this.view(order.id, null) };
        },
      },
      {
        method: 'GET',
        path: '/api/payment/invoices',
        auth: 'user',
        handler: async (ctx) => {
          const list = await this.listInvoices.execute({ userId: userId(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, invoices: list.map(invoiceView) };
        },
      },
      {
        method: 'GET',
        path: '/api/payment/invoices/:id/pdf',
        auth: 'user',
        handler: async (ctx) => {
          const file = await this.invoicePdf.execute({ userId: userId(ctx), invoiceId: uuidParam(ctx.params.id) });
          ctx.set('Cache-Control', 'private, no-store');
          ctx.set('Content-Disposition', `attachment; filename="${file.number}.pdf"`);
          ctx.type = 'application/pdf';
          ctx.body = file.pdf;
        },
      },
      {
        method: 'POST',
        path: '/api/payment/generate-invoice',
        auth: 'user',
        bodyLimit: '8kb',
        handler: async (ctx) => {
          const body = parseInput(generateInvoiceSchema, ctx.request.body);
          const invoice = await this.generateInvoice.execute({ userId: userId(ctx), orderId: body.orderId, paymentId: body.paymentId });
          ctx.body = { success: true, invoice: invoiceView(invoice) };
        },
      },
      this.webhook('/api/payment/webhooks/stripe', 'card'),
      this.webhook('/api/payment/webhooks/paypal', 'paypal'),
      pagedAdminRoute({
        path: '/api/admin/billing/orders',
        limits: BILLING_PAGE_LIMITS,
        filters: orderFilters,
        load: (query) => this.listOrders.execute(query),
        view: (e) => adminOrderView(e.order, e.refund),
      }),
      {
        method: 'POST',
        path: '/api/admin/billing/orders/:id/refund',
        auth: 'admin',
        bodyLimit: '1kb',
        handler: async (ctx) => {
          const order = await this.refund.execute({ orderId: uuidParam(ctx.params.id) });
          ctx.body = { success: true, order: adminOrderView(order, refundVerdict(order, new Date())) };
        },
      },
      pagedAdminRoute({
        path: '/api/admin/billing/promo-codes',
        limits: BILLING_PAGE_LIMITS,
        load: (query) => this.listPromos.execute(query),
        view: promoView,
      }),
      {
        method: 'POST',
        path: '/api/admin/billing/promo-codes',
        auth: 'admin',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = parseInput(issuePromoSchema, ctx.request.body);
          const promo = await this.issuePromo.execute({ adminId: userId(ctx), email: body.email, note: body.note ?? null, locale: locale(body.locale) });
          ctx.status = 201;
          ctx.body = { success: true, promoCode: promoView(promo) };
        },
      },
    ];
  }

  /** Provider webhooks: the raw bytes as sent, since the signature covers them; public, judged by the signature alone. */
  private webhook(path: string, method: 'card' | 'paypal'): Route {
    return {
      method: 'POST',
      path,
      auth: 'public',
      rawBody: true,
      handler: async (ctx) => {
        const rawBody = await readRaw(ctx);
        const headers: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(ctx.headers)) headers[name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
        const outcome = await this.events.execute({ method, rawBody, headers });
        ctx.body = { received: true, outcome };
      },
    };
  }

  private async view(orderId: string, provider: ProviderPayment | null) {
    const order = (await this.orders.findById(orderId))!;
    const invoice = await this.invoices.findByOrder(order.id, 'invoice');
    const owned = invoice ? await this.invoices.findOwned(invoice.id) : null;
    let state = provider;
    if (state === null && order.status === 'pending_payment' && order.providerRef) state = await this.providers.of(order.method).lookup(order.providerRef).catch(() => null);
    return orderView(order, { provider: state, invoice: owned });
  }
}

function checkoutOf(body: { selected_plan: string; country_code: string; is_business: boolean; vat_number?: string | null; promo_code?: string | null; customer_name?: string | null }): CheckoutInput {
  return { plan: body.selected_plan, countryCode: body.country_code, isBusiness: body.is_business, vatNumber: body.vat_number ?? null, promoCode: body.promo_code ?? null, customerName: body.customer_name ?? null };
}

const userId = (ctx: HttpContext): string => ctx.state.request.user!.id;
const locale = (value: string | undefined): string => (value && LOCALES.includes(value) ? value : 'en');

function uuidParam(value: string | undefined): string {
  if (!value || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) throw new DomainError('not_found', 'BILLING_ORDER_NOT_FOUND', 'Not found');
  return value.toLowerCase();
}

async function readRaw(ctx: HttpContext): Promise<Buffer> {
  if (Number(ctx.get('Content-Length') || 0) > WEBHOOK_BODY_LIMIT) throw new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', 'Webhook body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as Readable) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_BODY_LIMIT) throw new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', 'Webhook body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
