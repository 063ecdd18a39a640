import { api } from '../../app/api';
import type { AccessLogResponse, UpdateRolesRequest, UpdateRolesResponse, UsersResponse, UserView } from '../../../../src/modules/identity/contract.js';
import type { ContactMessagesResponse, FeedbackListResponse, NewsletterSubscribersResponse } from '../../../../src/modules/outreach/contract.js';
import type { MailOutboxResponse } from '../../../../src/platform/contract.js';

// The lists' shapes are the server's HTTP contracts (type-only: erased at build).
export type { AccessLogEntry } from '../../../../src/modules/identity/contract.js';
export type { ContactMessageEntry, FeedbackEntry, NewsletterSubscriberEntry, SubscriptionStatus } from '../../../../src/modules/outreach/contract.js';
export type { AdminPage, OutboxMail } from '../../../../src/platform/contract.js';

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** An account in the users tab: the identity API's user JSON. */
export type AdminUser = UserView;

export interface UsersArgs extends PageArgs {
  search: string;
}

export type RoleFlag = keyof UpdateRolesRequest;

const list = (path: string) => ({ page, pageSize }: PageArgs) => ({ url: path, params: { page, pageSize } });

/**
 * The admin reads (docs/product.md §4.2: /admin and /newsletter-admin). The server answers them `no-store`;
 * pages ask with `refetchOnMountOrArgChange` so an admin always sees the current rows.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminFeedback: build.query<FeedbackListResponse, PageArgs>({
      query: list('/admin/feedback'),
      providesTags: ['Feedback'],
    }),
    adminContactMessages: build.query<ContactMessagesResponse, PageArgs>({ query: list('/admin/contact-messages') }),
    adminAccessLog: build.query<AccessLogResponse, PageArgs>({ query: list('/admin/access-log') }),
    adminMailOutbox: build.query<MailOutboxResponse, PageArgs>({ query: list('/admin/mail-outbox') }),
    adminNewsletterSubscribers: build.query<NewsletterSubscribersResponse, PageArgs>({ query: list('/admin/newsletter-subscribers') }),
    adminUsers: build.query<UsersResponse, UsersArgs>({
      query: ({ search, page, pageSize }) => ({ url: '/admin/users', params: { search, page, pageSize } }),
      providesTags: [{ type: 'User', id: 'ADMIN_LIST' }],
    }),
    /** Grants or revokes one plan or role (PATCH /api/admin/users/:id). */
    updateUserRole: build.mutation<UpdateRolesResponse, { id: string; flag: RoleFlag; value: boolean }>({
      query: ({ id, flag, value }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PATCH', body: { [flag]: value } }),
      invalidatesTags: [{ type: 'User', id: 'ADMIN_LIST' }],
    }),
  }),
});

export const {
  useAdminFeedbackQuery,
  useAdminContactMessagesQuery,
  useAdminAccessLogQuery,
  useAdminMailOutboxQuery,
  useAdminNewsletterSubscribersQuery,
  useAdminUsersQuery,
  useUpdateUserRoleMutation,
} = adminApi;
