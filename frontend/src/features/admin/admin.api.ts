import { api } from '../../app/api';

/** One page of an admin list, as every `GET /api/admin/...?page=&pageSize=` answers it. */
export interface AdminPage<T> {
  success: boolean;
  total: number;
  page: number;
  pageSize: number;
  entries: T[];
}

export interface PageArgs {
  page: number;
  pageSize: number;
}

export interface FeedbackEntry {
  id: string;
  type: string;
  title: string;
  description: string;
  rating: number;
  email: string | null;
  userId: string | null;
  createdAt: string;
}

export interface ContactMessageEntry {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: string;
}

export interface AccessLogEntry {
  id: string;
  path: string;
  type: string;
  userId: string | null;
  occurredAt: string;
  receivedAt: string;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  template: string | null;
  locale: string | null;
  createdAt: string;
  /** Null when no SMTP server is configured: the mail was only recorded. */
  sentAt: string | null;
}

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscriberEntry {
  id: string;
  email: string;
  locale: string;
  status: SubscriptionStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface NewsletterSubscribersPage extends AdminPage<NewsletterSubscriberEntry> {
  /** Over the whole list, not only this page. */
  counts: Record<SubscriptionStatus, number>;
}

/** An account in the users tab: the identity API's user JSON, the fields the tab shows. */
export interface AdminUser {
  id: string;
  username: string;
  email: string;
  isPremium: boolean;
  isStandard: boolean;
  isAdmin: boolean;
  status: 'premium' | 'standard' | 'trial' | 'free';
  daysLeft: number;
  twoFactorEnabled: boolean;
  createdAt: string;
}

export interface UsersArgs extends PageArgs {
  search: string;
}

export type RoleFlag = 'isStandard' | 'isPremium' | 'isAdmin';

const list = (path: string) => ({ page, pageSize }: PageArgs) => ({ url: path, params: { page, pageSize } });

/**
 * The admin reads (SPEC §6: /admin and /newsletter-admin). The server answers them `no-store`;
 * pages ask with `refetchOnMountOrArgChange` so an admin always sees the current rows.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminFeedback: build.query<AdminPage<FeedbackEntry>, PageArgs>({
      query: list('/admin/feedback'),
      providesTags: ['Feedback'],
    }),
    adminContactMessages: build.query<AdminPage<ContactMessageEntry>, PageArgs>({ query: list('/admin/contact-messages') }),
    adminAccessLog: build.query<AdminPage<AccessLogEntry>, PageArgs>({ query: list('/admin/access-log') }),
    adminMailOutbox: build.query<AdminPage<OutboxMail>, PageArgs>({ query: list('/admin/mail-outbox') }),
    adminNewsletterSubscribers: build.query<NewsletterSubscribersPage, PageArgs>({ query: list('/admin/newsletter-subscribers') }),
    adminUsers: build.query<AdminPage<AdminUser>, UsersArgs>({
      query: ({ search, page, pageSize }) => ({ url: '/admin/users', params: { search, page, pageSize } }),
      providesTags: [{ type: 'User', id: 'ADMIN_LIST' }],
    }),
    /** Grants or revokes one plan or role (PATCH /api/admin/users/:id). */
    updateUserRole: build.mutation<{ success: boolean; user: AdminUser }, { id: string; flag: RoleFlag; value: boolean }>({
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
