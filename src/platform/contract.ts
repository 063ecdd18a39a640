/**
 * HTTP shapes every module's routes share, and the platform's own routes the frontend reads. Like each
 * module's contract.ts it holds types only, imports nothing but other contracts, and is what the
 * frontend may import from the backend (type-only, erased at build: .dependency-cruiser.cjs).
 */

/** Every refused request answers this (platform/http/error-response.ts); the frontend translates `code`. */
export interface ErrorBody {
  success: false;
  /** English, for logs and for a code the frontend does not know. */
  error: string;
  code: string;
  /** e.g. `fields: { email: 'AUTH_EMAIL_INVALID' }` on a validation error, `retryAfterMs` on a rate limit. */
  details?: Record<string, unknown>;
}

/** The answer of a call that returns nothing but its success. */
export interface SuccessResponse {
  success: true;
}

/** `?page=&pageSize=` of the admin lists (page from 1; each list caps pageSize). */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** One page of an admin list, as every `GET /api/admin/…?page=&pageSize=` answers it. */
export interface AdminPage<T> {
  success: true;
  /** Entries in the whole list, not only this page. */
  total: number;
  page: number;
  pageSize: number;
  entries: T[];
}

/** `GET /api/platform/info`: what the browser may know about the running installation. */
export interface PlatformInfoResponse {
  success: true;
  environment: 'development' | 'production' | 'test';
  /** Development-only pages (the UI check page) show when true. */
  developmentTools: boolean;
}

/** One mail of `GET /api/admin/mail-outbox` (admin): what StackLens mailed, or would have without SMTP. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string | null;
  locale: string | null;
  /** Extra header fields the mail carried (e.g. List-Unsubscribe); empty when none. */
  headers: Record<string, string>;
  createdAt: string;
  /** Null while the mail was only recorded (no SMTP server, or delivery failed). */
  sentAt: string | null;
}

export type MailOutboxResponse = AdminPage<OutboxMail>;
