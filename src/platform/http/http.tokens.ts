export const HTTP = {
  /** Multi-bound RouteProviderRegistration values. */
  RouteProviders: Symbol.for('http.RouteProviders'),
  /** Bound in each request's child container. */
  RequestContext: Symbol.for('http.RequestContext'),
} as const;
