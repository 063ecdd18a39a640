import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import type { Database } from '../../platform/db/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { targetPolicyOf } from '../../platform/outbound/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { QUEUE, type JobQueue, type JobSchedule, type ProcessorRegistration } from '../../platform/queue/index.js';
import type { CredentialsKeyring } from '../../platform/security/index.js';
import type { Clock } from '../../shared/index.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { ChromiumInvoiceRenderer } from './adapters/external/chromium.invoice-renderer.js';
import { PayPalPaymentProvider } from './adapters/external/paypal.payment-provider.js';
import { StripePaymentProvider } from './adapters/external/stripe.payment-provider.js';
import { TestPaymentGateway } from './adapters/external/test.payment-provider.js';
import { ViesVatNumberChecker } from './adapters/external/vies.vat-number-checker.js';
import { PaymentRoutes } from './adapters/http/payment.routes.js';
import { TestProviderRoutes } from './adapters/http/test-provider.routes.js';
import { InvoiceKnexRepository } from './adapters/persistence/invoice.knex-repository.js';
import { OrderKnexRepository } from './adapters/persistence/order.knex-repository.js';
import { PromoKnexRepository } from './adapters/persistence/promo.knex-repository.js';
import { ProviderEventKnexRepository, VatCheckKnexCache } from './adapters/persistence/small.knex-repositories.js';
import { BillingPersonalDataHolder } from './adapters/personal-data/billing.personal-data-holder.js';
import { InvoiceIssuedProcessor, ReconcileOrdersProcessor, TestProviderEventProcessor } from './adapters/queue/billing.processors.js';
import { ListOrders } from './application/admin-orders/list-orders.use-case.js';
import { CapturePayPalPayment, ConfirmPayment } from './application/confirm-payment/confirm-payment.use-case.js';
import { GetPlans } from './application/get-plans/get-plans.use-case.js';
import { HandleProviderEvent } from './application/handle-provider-event/handle-provider-event.use-case.js';
import { DeliverInvoice } from './application/invoices/deliver-invoice.use-case.js';
import { GenerateInvoice, GetInvoicePdf, ListInvoices } from './application/invoices/invoice-queries.use-case.js';
import { INVOICE_JOB_ATTEMPTS, InvoiceFollowUp } from './application/mark-paid/invoice-follow-up.js';
import { MarkPaid } from './application/mark-paid/mark-paid.js';
import { OrderCloser } from './application/orders/order-closer.js';
import type { BillingSettings } from './application/ports/billing-settings.js';
import type { PaymentProviders } from './application/ports/payment-provider.port.js';
import { PriceCheckout } from './application/pricing/price-checkout.js';
import { VatVerification } from './application/pricing/vat-verification.js';
import { IssuePromoCode, ListPromoCodes } from './application/promo-codes/promo-codes.use-case.js';
import { ReconcileOrders } from './application/reconcile-orders/reconcile-orders.use-case.js';
import { RefundOrder } from './application/refund-order/refund-order.use-case.js';
import { StartPayment } from './application/start-payment/start-payment.use-case.js';
import { BILLING } from './billing.tokens.js';
import { BILLING_JOBS, BILLING_QUEUE } from './index.js';

const RECONCILE_EVERY_MS = 5 * 60 * 1000;
/** VIES answers within a few seconds or is treated as unavailable (never as a valid number). */
const VIES_TIMEOUT_MS = 5_000;
/** The label deriving the test provider's signing key from CREDENTIALS_KEY; every process derives the same. */
const TEST_SIGNING = { scope: 'billing', label: 'test payment provider events' } as const;

const testMode = (config: AppConfig) => !config.billing.stripe || !config.billing.paypal;

/** Use cases, persistence and providers: every process that runs billing code. */
export const billingCoreModule = new ContainerModule(({ bind }) => {
  bind<BillingSettings>(BILLING.Settings)
    .toDynamicValue((context) => {
      const { billing, http } = context.get<AppConfig>(PLATFORM.Config);
      return {
        prices: billing.prices,
        displayRates: billing.displayRates,
        publicPromoCode: billing.publicPromoCode,
        ossThresholdExceeded: billing.ossThresholdExceeded,
        seller: billing.seller,
        publicUrl: http.publicUrl,
        stripePublishableKey: billing.stripe?.publishableKey ?? null,
        paypalClientId: billing.paypal?.clientId ?? null,
      };
    })
    .inSingletonScope();
  bind(BILLING.OrderRepository).to(OrderKnexRepository).inSingletonScope();
  bind(BILLING.PromoRepository).to(PromoKnexRepository).inSingletonScope();
  bind(BILLING.InvoiceRepository).to(InvoiceKnexRepository).inSingletonScope();
  bind(BILLING.ProviderEventRepository).to(ProviderEventKnexRepository).inSingletonScope();
  bind(BILLING.VatCheckCache).to(VatCheckKnexCache).inSingletonScope();
  bind(BILLING.VatNumberChecker)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      const port = Number(new URL(config.billing.viesUrl).port) || (config.billing.viesUrl.startsWith('https:') ? 443 : 80);
      return new ViesVatNumberChecker({ baseUrl: config.billing.viesUrl, policy: targetPolicyOf(config.outbound, [port]), timeoutMs: VIES_TIMEOUT_MS }, context.get<Clock>(PLATFORM.Clock));
    })
    .inSingletonScope();
  bind(BILLING.InvoiceRenderer)
    .toDynamicValue((context) => new ChromiumInvoiceRenderer({ chromiumPath: context.get<AppConfig>(PLATFORM.Config).outbound.chromiumPath, timeoutMs: 30_000 }))
    .inSingletonScope();
  bind(TestPaymentGateway)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      if (config.env === 'production') throw new Error('The test payment provider never runs in production');
      const key = context.get<CredentialsKeyring>(PLATFORM.CredentialsKeyring).derive(TEST_SIGNING)[0]!.key;
      return new TestPaymentGateway(context.get<Database>(PLATFORM.Database), context.get<JobQueue>(PLATFORM.JobQueue), context.get<Clock>(PLATFORM.Clock), {
        signingSecret: `whsec_${key.toString('hex')}`,
        publicUrl: config.http.publicUrl,
      });
    })
    .inSingletonScope();
  bind<PaymentProviders>(BILLING.PaymentProviders)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      const { stripe, paypal } = config.billing;
      const test = testMode(config) ? context.get(TestPaymentGateway) : null;
      const card = stripe ? new StripePaymentProvider({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.apiUrl }) : test!.provider('card');
      const wallet = paypal ? new PayPalPaymentProvider({ ...paypal, publicUrl: config.http.publicUrl }) : test!.provider('paypal');
      return { of: (method) => (method === 'card' ? card : wallet), testMode: test !== null };
    })
    .inSingletonScope();
  const useCases: (new (...args: never[]) => unknown)[] = [VatVerification, PriceCheckout, InvoiceFollowUp, MarkPaid, OrderCloser, StartPayment, ConfirmPayment, CapturePayPalPayment, RefundOrder, HandleProviderEvent, ReconcileOrders, DeliverInvoice, ListInvoices, GetInvoicePdf, GenerateInvoice, IssuePromoCode, ListPromoCodes, ListOrders, GetPlans];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(BillingPersonalDataHolder).inSingletonScope();
});

export const billingHttpModule = new ContainerModule(({ bind }) => {
  bind(PaymentRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: PaymentRoutes });
  bind(TestProviderRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders)
    .toDynamicValue((context) => (testMode(context.get<AppConfig>(PLATFORM.Config)) ? { provider: TestProviderRoutes } : { provider: NoRoutes }))
    .inSingletonScope();
  bind(NoRoutes).toSelf().inSingletonScope();
});

/** Stands in for the test provider's routes when real providers are configured: nothing mounted. */
class NoRoutes {
  routes() {
    return [];
  }
}

export const billingProcessorsModule = new ContainerModule(({ bind }) => {
  bind(InvoiceIssuedProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: InvoiceIssuedProcessor, queue: BILLING_QUEUE, name: BILLING_JOBS.invoiceIssued, concurrency: 1, attempts: INVOICE_JOB_ATTEMPTS });
  bind(ReconcileOrdersProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: ReconcileOrdersProcessor, queue: BILLING_QUEUE, name: BILLING_JOBS.reconcile, concurrency: 1, attempts: 1 });
  bind<JobSchedule>(QUEUE.Schedules).toConstantValue({ queue: BILLING_QUEUE, name: BILLING_JOBS.reconcile, repeat: { everyMs: RECONCILE_EVERY_MS } });
  bind(TestProviderEventProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: TestProviderEventProcessor, queue: BILLING_QUEUE, name: BILLING_JOBS.testProviderEvent, concurrency: 2, attempts: 5 });
});
