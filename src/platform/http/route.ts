import type { Context } from 'koa';
import type { Logger } from '../logging/index.js';

/**
 * Who may call a route. Every route states one (docs/architecture.md, "Routes"), so the policy is visible where the route
 * is written and a test can walk the whole table.
 */
export type AuthPolicy = 'public' | 'user' | 'premium' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface AuthUser {
  id: string;
  username?: string;
  email?: string;
  isPremium: boolean;
  isAdmin: boolean;
}

/** What a handler (and anything bound in the request's child container) knows about the call. */
export interface RequestContext {
  requestId: string;
  /** Client address as seen through TRUST_PROXY; never store it raw. */
  ip: string;
  userAgent: string;
  user: AuthUser | null;
  /**
   * Set when the request carried a well-signed access token that stands for no one any more: the code
   * of the refusal (AUTH_USER_NOT_FOUND, AUTH_TOKEN_REVOKED, AUTH_TOKEN_INVALID). `user` is null then.
   */
  tokenRefusal?: string;
  log: Logger;
}

export interface RouteState {
  request: RequestContext;
}

export type HttpContext = Context & { state: RouteState; params: Record<string, string> };

export interface Route {
  method: HttpMethod;
  /** @koa/router path, e.g. /api/audits/:id */
  path: string;
  auth: AuthPolicy;
  /** Overrides BODY_LIMIT for this route, e.g. '64kb' or '10mb'. */
  bodyLimit?: string;
  /**
   * The bridge parses no body: the handler reads `ctx.req` itself, whatever the content type (the
   * analytics tracker takes text/plain beacons and answers malformed ones without an error).
   */
  rawBody?: boolean;
  /**
   * Served ahead of the platform's middleware stack, for an endpoint that takes thousands of requests a
   * second from browsers (the analytics beacon): no request id header, access log, security headers,
   * bearer check or router, and no parsed body (as `rawBody`). Only for `public` routes with a fixed path;
   * `ctx.state.request` carries the ip and user agent (`user` is null), and the handler answers its own
   * errors (one that escapes becomes a bare 500, logged).
   */
  edge?: boolean;
  handler(ctx: HttpContext): Promise<void> | void;
}

/** A class in a module's http adapter that contributes routes; resolved per request from a child container. */
export interface RouteProvider {
  routes(): Route[];
}

/**
 * How a module registers a RouteProvider (multi-bound under HTTP.RouteProviders). Most providers are
 * singletons resolved once; `requestScoped` ones are resolved per request from a child container that
 * binds the RequestContext, for handlers whose dependencies need the caller (e.g. a request-bound logger).
 * A child container costs tens of microseconds, so it is opt-in.
 */
export interface RouteProviderRegistration<Id = unknown> {
  provider: Id;
  requestScoped?: boolean;
}
