import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import Koa, { type Middleware } from 'koa';
import koaJwt from 'koa-jwt';
import { DomainError } from '../../shared/index.js';
import type { Logger } from '../logging/index.js';
import { JWT_ALGORITHM } from '../security/index.js';
import { enforcePolicy } from './auth-user.js';
import { verifiedClaims, type PrincipalResolver } from './principal.js';
import { requestContext } from './request-context.middleware.js';
import type { HttpContext, RequestContext, Route, RouteProvider, RouteState } from './route.js';
import { securityHeaders } from './security-headers.middleware.js';
import { staticFrontend } from './static-frontend.middleware.js';

/**
 * The composition root's view of the container: `providers` lists what to mount, `forRequest` opens a
 * child scope per request (binding the RequestContext) and resolves a provider in it. Keeping this a
 * function type keeps Inversify out of platform/http and container access inside src/main.
 */
export interface RouteSource<Id = unknown> {
  /** `routes` come from an instance resolved at start; singleton providers keep serving from it. */
  providers: { id: Id; routes: Route[]; requestScoped: boolean }[];
  forRequest(id: Id, request: RequestContext): RouteProvider;
}

/** Where the bridge finds the secret an access token's `kid` header names (platform/security's JwtKeyring). */
export interface JwtKeyLookup {
  keyFor(kid: unknown): string | undefined;
}

export interface HttpAppOptions<Id> {
  logger: Logger;
  /** Access tokens verify only with the key their `kid` names; no kid, or an unknown one, means no user. */
  jwtKeys: JwtKeyLookup;
  /** Who a verified token stands for, read from the account's current state; absent: every token is refused. */
  principals?: PrincipalResolver;
  trustProxy: boolean;
  bodyLimit: string;
  routes: RouteSource<Id>;
  /** Absent: the api does not serve the frontend (Kubernetes, where the frontend pod does). */
  frontendDist?: string;
  /** PUBLIC_URL and TRACKER_PUBLIC_URL: a tracker on another origin joins the CSP (contentSecurityPolicy). */
  publicUrl?: string;
  trackerUrl?: string;
  /** PREVIEW_PUBLIC_URL: the studio's preview frame on another origin joins frame-src. */
  previewUrl?: string;
}

export interface MountedRoute {
  method: Route['method'];
  path: string;
  auth: Route['auth'];
}

export function createHttpApp<Id>(options: HttpAppOptions<Id>): { app: Koa<RouteState>; mounted: MountedRoute[] } {
  const app = new Koa<RouteState>({ proxy: options.trustProxy });
  app.silent = true;
  const router = new Router<RouteState>();
  const parsers = new Map<string, Middleware>();
  const parserFor = (limit: string): Middleware => {
    let parser = parsers.get(limit);
    if (!parser) {
      parser = bodyParser({
        enableTypes: ['json'],
        jsonLimit: limit,
        encoding: 'utf-8',
        onError: (error) => {
          if ((error as { status?: number }).status === 413) {
            throw new DomainError('payload_too_large', 'PAYLOAD_TOO_LARGE', `Request body is larger than ${limit}`);
          }
          throw new DomainError('validation', 'INVALID_JSON', 'Request body is not valid JSON');
        },
      }) as unknown as Middleware;
      parsers.set(limit, parser);
    }
    return parser;
  };

  const mounted: MountedRoute[] = [];
  const seen = new Set<string>();
  const edge = new Map<string, Route>();
  for (const { id, routes, requestScoped } of options.routes.providers) {
    routes.forEach((route, index) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) throw new Error(`Route declared twice: ${key}`);
      seen.add(key);
      mounted.push({ method: route.method, path: route.path, auth: route.auth });
      if (route.edge) {
        if (route.auth !== 'public' || route.path.includes(':') || requestScoped) throw new Error(`Edge route must be public, singleton and without parameters: ${key}`);
        edge.set(key, route);
        return;
      }
      const handle: Middleware<RouteState> = async (ctx) => {
        enforcePolicy(route.auth, ctx.state.request.user, ctx.state.request.tokenRefusal);
        if (!requestScoped) return route.handler(ctx as unknown as HttpContext);
        const provider = options.routes.forRequest(id, ctx.state.request);
        const handler = provider.routes()[index];
        if (!handler || handler.method !== route.method || handler.path !== route.path) {
          throw new Error(`Route provider changed its table between start and request: ${key}`);
        }
        await handler.handler(ctx as unknown as HttpContext);
      };
      const parsesBody = !route.rawBody && route.method !== 'GET' && route.method !== 'DELETE' && route.method !== 'OPTIONS';
      const stack: Middleware<RouteState>[] = parsesBody ? [parserFor(route.bodyLimit ?? options.bodyLimit) as Middleware<RouteState>, handle] : [handle];
      router.register(route.path, [route.method], stack);
    });
  }

  if (edge.size > 0) app.use(edgeRoutes(edge, options.logger));
  app.use(requestContext(options.logger));
  app.use(securityHeaders({ publicUrl: options.publicUrl, trackerUrl: options.trackerUrl, previewUrl: options.previewUrl }));
  // Most requests (assets, probes, public routes) carry no token; koa-jwt would build an Error with a
  // stack trace for each of them even in passthrough mode, so it only runs when there is a bearer.
  // The key is chosen by the token's `kid`, never by trying every secret; the algorithm is pinned, so
  // `alg: none` and HS512/RS256 headers fail verification. A refused token leaves the caller a visitor
  // (passthrough), and routes that need a user answer 401 through enforcePolicy with the error shape.
  // A token that verifies is only a claim to be someone: the PrincipalResolver reads who that is now
  // (rights, token version, whether the account still exists), so nothing is decided on stale claims.
  const secret = async (header: { kid?: unknown }): Promise<string> => {
    const key = options.jwtKeys.keyFor(header.kid);
    if (!key) throw new Error('access token names no key we accept');
    return key;
  };
  const jwt = koaJwt({ secret, algorithms: [JWT_ALGORITHM], passthrough: true, key: 'claims' }).unless({
    custom: (ctx) => !ctx.get('Authorization').startsWith('Bearer '),
  }) as unknown as Middleware<RouteState>;
  app.use(jwt);
  const principals = options.principals;
  app.use(async (ctx, next) => {
    const raw = (ctx.state as { claims?: unknown }).claims;
    if (raw !== undefined) {
      const claims = verifiedClaims(raw);
      const principal = claims && principals ? await principals.resolve(claims) : { refused: 'AUTH_TOKEN_INVALID' };
      if ('user' in principal) ctx.state.request.user = principal.user;
      else ctx.state.request.tokenRefusal = principal.refused;
    }
    await next();
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  if (options.frontendDist) app.use(staticFrontend(options.frontendDist));
  return { app, mounted };
}

/**
 * Edge routes (Route.edge) answered before everything else: a map lookup per request, then the handler
 * with the least context it needs. What falls through pays for nothing more than the lookup.
 */
function edgeRoutes(routes: Map<string, Route>, logger: Logger): Middleware<RouteState> {
  return async (ctx, next) => {
    const route = routes.get(`${ctx.method} ${ctx.path}`);
    if (!route) return next();
    let requestId: string | undefined;
    ctx.state.request = {
      get requestId() {
        return (requestId ??= randomUUID());
      },
      ip: ctx.ip,
      userAgent: ctx.get('User-Agent'),
      user: null,
      log: logger,
    };
    try {
      await route.handler(ctx as unknown as HttpContext);
    } catch (error) {
      logger.error({ err: error, method: ctx.method, path: ctx.path }, 'edge route failed');
      ctx.body = null;
      ctx.status = 500;
    }
  };
}
