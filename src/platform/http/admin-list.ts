import { z } from 'zod';
import type { AdminPage } from '../contract.js';
import type { Route } from './route.js';
import { parseInput } from './validation.js';

/** How far a list lets its `?page=&pageSize=` go; a value past a bound answers 400 VALIDATION_FAILED. */
export interface PageLimits {
  defaultPageSize: number;
  maxPageSize: number;
  /** Unbounded when absent. */
  maxPage?: number;
}

/** The bounds most admin lists share: 50 rows a page, 200 at most. */
export const ADMIN_PAGE_LIMITS: PageLimits = { defaultPageSize: 50, maxPageSize: 200 };

/** A validated page request, with the limit and offset a repository wants. */
export interface PageWindow {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

type NoFilters = Record<never, never>;

export function pageQuerySchema(limits: PageLimits) {
  const page = z.coerce.number().int().min(1);
  return z.object({
    page: (limits.maxPage === undefined ? page : page.max(limits.maxPage)).default(1),
    pageSize: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.defaultPageSize),
  });
}

/** Parses `?page=&pageSize=` and the list's own filters (e.g. a search term) in one validation. */
export function readPageQuery<F extends z.ZodRawShape = NoFilters>(query: unknown, limits: PageLimits, filters?: F): PageWindow & z.output<z.ZodObject<F>> {
  const parsed = parseInput(pageQuerySchema(limits).extend(filters ?? {}), query) as { page: number; pageSize: number };
  return { ...parsed, limit: parsed.pageSize, offset: (parsed.page - 1) * parsed.pageSize } as PageWindow & z.output<z.ZodObject<F>>;
}

/** What a list's use case answers for one page. */
export interface FoundPage {
  total: number;
  entries: readonly unknown[];
}

export interface PagedAdminList<E, F extends z.ZodRawShape, Found extends FoundPage, X extends object> {
  path: string;
  limits?: PageLimits;
  filters?: F;
  load(query: PageWindow & z.output<z.ZodObject<F>>): Promise<Found>;
  /** The contract's entry: dates as ISO strings, nothing the admin page must not see. */
  view(entry: Found['entries'][number]): E;
  /** Fields the list answers besides the page (e.g. counts over the whole list). */
  extra?(found: Found): X;
}

/**
 * `GET <path>?page=&pageSize=` for admins, answering `{ success, total, page, pageSize, entries }`
 * (platform contract, AdminPage) uncached: the lists hold people's addresses and messages.
 */
export function pagedAdminRoute<E, Found extends FoundPage, F extends z.ZodRawShape = NoFilters, X extends object = NoFilters>(list: PagedAdminList<E, F, Found, X>): Route {
  return {
    method: 'GET',
    path: list.path,
    auth: 'admin',
    handler: async (ctx) => {
      const query = readPageQuery(ctx.query, list.limits ?? ADMIN_PAGE_LIMITS, list.filters);
      const found = await list.load(query);
      ctx.set('Cache-Control', 'no-store');
      const page: AdminPage<E> = { success: true, total: found.total, page: query.page, pageSize: query.pageSize, entries: found.entries.map((e) => list.view(e)) };
      ctx.body = { ...page, ...list.extra?.(found) };
    },
  };
}
