export const HTTP = {
  /** Multi-bound: each value is the class (service identifier) of a RouteProvider. */
  RouteProviders: Symbol.for('http.RouteProviders'),
  /** Bound in each request's child container. */
  RequestContext: Symbol.for('http.RequestContext'),
} as const;
