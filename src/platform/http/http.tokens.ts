export const HTTP = {
  /** Multi-bound RouteProviderRegistration values. */
  RouteProviders: Symbol.for('http.RouteProviders'),
  /** Bound in each request's child container. */
  RequestContext: Symbol.for('http.RequestContext'),
  /** The PrincipalResolver identity provides; unbound in a process without identity. */
  PrincipalResolver: Symbol.for('http.PrincipalResolver'),
} as const;
