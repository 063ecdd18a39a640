import { api } from '../../app/api';
import type {
  CapturePayPalRequest,
  ConfirmPaymentRequest,
  CreateIntentRequest,
  CreateIntentResponse,
  CreatePayPalOrderRequest,
  CreatePayPalOrderResponse,
  OrderResponse,
  OrderView,
  PlansResponse,
  QuoteRequest,
  QuoteResponse,
  TaxDetails,
  TestCardRequest,
  TestCardResponse,
  TestChallengeRequest,
  TestPayPalRequest,
  TestRedirectResponse,
} from '../../../../src/modules/billing/contract.js';

// The checkout's shapes are the billing module's HTTP contract (type-only: erased at build).
export type { OrderView, PlanId, PlansResponse, TaxDetails, VatNotice } from '../../../../src/modules/billing/contract.js';

/** The checkout, the payment return pages and the test provider's pages (billing README, "Frontend"). */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentPlans: build.query<PlansResponse, void>({
      query: () => '/payment/plans',
    }),
    /** A price breakdown: nothing is created, so it is a query the form re-asks as its terms change. */
    quote: build.query<TaxDetails, QuoteRequest>({
      query: (body) => ({ url: '/payment/quote', method: 'POST', body }),
      transformResponse: (body: QuoteResponse) => body.taxDetails,
      keepUnusedDataFor: 30,
    }),
    createIntent: build.mutation<CreateIntentResponse, CreateIntentRequest>({
      query: (body) => ({ url: '/payment/create-intent', method: 'POST', body }),
    }),
    createPayPalOrder: build.mutation<CreatePayPalOrderResponse, CreatePayPalOrderRequest>({
      query: (body) => ({ url: '/payment/create-paypal-order', method: 'POST', body }),
    }),
    capturePayPal: build.mutation<OrderView, CapturePayPalRequest>({
      query: (body) => ({ url: '/payment/capture-paypal-payment', method: 'POST', body }),
      transformResponse: (body: OrderResponse) => body.order,
    }),
    /** The server asks the provider and marks the order paid when it says so. */
    confirmPayment: build.mutation<OrderView, ConfirmPaymentRequest>({
      query: (body) => ({ url: '/payment/confirm', method: 'POST', body }),
      transformResponse: (body: OrderResponse) => body.order,
    }),
    order: build.query<OrderView, string>({
      query: (id) => ({ url: `/payment/orders/${encodeURIComponent(id)}`, cache: 'no-store' }),
      transformResponse: (body: OrderResponse) => body.order,
    }),
    testCard: build.mutation<TestCardResponse, TestCardRequest>({
      query: (body) => ({ url: '/payment/test/card', method: 'POST', body }),
    }),
    testChallenge: build.mutation<TestRedirectResponse, TestChallengeRequest>({
      query: (body) => ({ url: '/payment/test/3ds', method: 'POST', body }),
    }),
    testPayPal: build.mutation<TestRedirectResponse, TestPayPalRequest>({
      query: (body) => ({ url: '/payment/test/paypal', method: 'POST', body }),
    }),
  }),
});

export const {
  usePaymentPlansQuery,
  useQuoteQuery,
  useCreateIntentMutation,
  useCreatePayPalOrderMutation,
  useCapturePayPalMutation,
  useConfirmPaymentMutation,
  useLazyOrderQuery,
  useTestCardMutation,
  useTestChallengeMutation,
  useTestPayPalMutation,
} = billingApi;
