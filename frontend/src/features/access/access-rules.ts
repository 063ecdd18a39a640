/**
 * Who may open which page (docs/product.md §4.2), matched on the path after the locale prefix, case-insensitively,
 * the prefix itself and everything below it. The server enforces the same policies on the API; these
 * rules decide where the browser sends someone before a page that would only answer 401/403 loads.
 */
import { PLAN_FEATURES, premiumPages, type PlanFeature } from '../../../../src/shared/billing/index.js';

export type Requirement = 'auth' | 'premium' | 'admin';
export type Redirect = '/login' | '/subscription' | '/pricing';

export interface Rule {
  prefix: string;
  requires: Requirement;
  redirect: Redirect;
}

const rule = (requires: Requirement, redirect: Redirect) => (prefix: string): Rule => ({ prefix, requires, redirect });

/** Premium pages whose guard sends a signed-in user to /subscription (docs/product.md §4.2); the others send to /pricing. */
const TO_SUBSCRIPTION: ReadonlySet<string> = new Set(['/sql-generator', '/seo-audit', '/robots']);

/**
 * The rules for a feature table: admin pages, then the premium pages the table lists (so a premium page
 * under a signed-in prefix, /stack-audit/semantic, is matched before /stack-audit), then signed-in pages.
 */
export function accessRules(features: readonly PlanFeature[]): Rule[] {
  return [
    ...['/newsletter-admin', '/admin'].map(rule('admin', '/login')),
    // The product's /analytics and /semantic (docs/product.md §4.2) name the products; our routes for them are the analytics
    // dashboard and the semantic audit, listed beside them in the table and guarded the same way.
    ...premiumPages(features).map((prefix) => rule('premium', TO_SUBSCRIPTION.has(prefix) ? '/subscription' : '/pricing')(prefix)),
    ...['/dashboard', '/profile', '/snippets', '/snippetsView', '/studio', '/css-playground', '/checkout', '/payment', '/settings', '/stackql', '/stack-audit', '/responsive', '/api-testing'].map(rule('auth', '/login')),
  ];
}

/** Checked in order; the first matching prefix wins. */
export const ACCESS_RULES: readonly Rule[] = accessRules(PLAN_FEATURES);

/**
 * Open to anyone although under a guarded prefix: the audit print page is opened by the PDF export's
 * own browser, without a session, and renders only the report that browser injects (it fetches nothing).
 */
const OPEN_PAGES: readonly string[] = ['/stack-audit/print'];

export interface Viewer {
  authenticated: boolean;
  premium: boolean;
  admin: boolean;
}

export type AccessDecision = { allowed: true } | { allowed: false; redirect: Redirect; requires: Requirement };

export function matchesPrefix(path: string, prefix: string): boolean {
  const p = path.toLowerCase().replace(/\/+$/, '') || '/';
  const q = prefix.toLowerCase();
  return p === q || p.startsWith(`${q}/`);
}

/** `path` is the part after /{lang}, e.g. "/dashboard/settings". */
export function decideAccess(path: string, viewer: Viewer): AccessDecision {
  if (OPEN_PAGES.some((prefix) => matchesPrefix(path, prefix))) return { allowed: true };
  const match = ACCESS_RULES.find((r) => matchesPrefix(path, r.prefix));
  if (!match || viewer.admin) return { allowed: true };
  const allowed =
    match.requires === 'auth' ? viewer.authenticated : match.requires === 'premium' ? viewer.authenticated && viewer.premium : false;
  if (allowed) return { allowed: true };
  // Someone signed out is asked to sign in first, whatever the page needs beyond that.
  const redirect = viewer.authenticated ? match.redirect : '/login';
  return { allowed: false, redirect, requires: match.requires };
}
