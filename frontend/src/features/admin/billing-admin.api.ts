import { api } from '../../app/api';
import type {
  AdminOrdersResponse,
  AdminOrderView,
  IssuePromoCodeRequest,
  OrderStatus,
  PromoCodeResponse,
  PromoCodesResponse,
  PromoCodeView,
  RefundResponse,
} from '../../../../src/modules/billing/contract.js';

export type { AdminOrderView, OrderStatus, PromoCodeView } from '../../../../src/modules/billing/contract.js';

/** The billing admin lists (billing contract): orders with their refund, and the single-use codes. */
export const billingAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<AdminOrdersResponse, { page: number; pageSize: number; status: OrderStatus | null }>({
      query: ({ page, pageSize, status }) => ({ url: '/admin/billing/orders', params: { page, pageSize, ...(status ? { status } : {}) }, cache: 'no-store' }),
      providesTags: ['BillingOrder'],
    }),
    refundOrder: build.mutation<AdminOrderView, string>({
      query: (id) => ({ url: `/admin/billing/orders/${encodeURIComponent(id)}/refund`, method: 'POST', body: {} }),
      transformResponse: (body: RefundResponse) => body.order,
      invalidatesTags: ['BillingOrder'],
    }),
    promoCodes: build.query<PromoCodesResponse, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/admin/billing/promo-codes', params, cache: 'no-store' }),
      providesTags: ['PromoCode'],
    }),
    issuePromoCode: build.mutation<PromoCodeView, IssuePromoCodeRequest>({
      query: (body) => ({ url: '/admin/billing/promo-codes', method: 'POST', body }),
      transformResponse: (body: PromoCodeResponse) => body.promoCode,
      invalidatesTags: ['PromoCode'],
    }),
  }),
});

export const { useAdminOrdersQuery, useRefundOrderMutation, usePromoCodesQuery, useIssuePromoCodeMutation } = billingAdminApi;
