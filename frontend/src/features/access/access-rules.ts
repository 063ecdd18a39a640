/**
 * Who may open which page (docs/product.md §4.2), matched on the path after the locale prefix, case-insensitively,
 * the prefix itself and everything below it. The server enforces the same policies on the API; these
 * rules decide where the browser sends someone before a page that would only answer 401/403 loads.
 */
export type Requirement = 'auth' | 'premium' | 'admin';
export type Redirect = '/login' | '/subscription' | '/pricing';

interface Rule {
  prefix: string;
  requires: Requirement;
  redirect: Redirect;
}

const rule = (requires: Requirement, redirect: Redirect) => (prefix: string): Rule => ({ prefix, requires, redirect });

/** Checked in order; the first matching prefix wins, so the more specific premium pages come first. */
export const ACCESS_RULES: readonly Rule[] = [
  ...['/newsletter-admin', '/admin'].map(rule('admin', '/login')),
  ...['/sql-generator', '/seo-audit', '/robots'].map(rule('premium', '/subscription')),
  // The product's /analytics and /semantic (docs/product.md §4.2) name the products; our routes for them are the analytics
  // dashboard and the semantic audit, guarded the same way.
  ...['/database-designer', '/analytics', '/semantic', '/stacklens-analytics', '/stack-audit/semantic'].map(rule('premium', '/pricing')),
  ...['/dashboard', '/profile', '/snippets', '/snippetsView', '/studio', '/css-playground', '/checkout', '/payment', '/settings', '/stackql', '/stack-audit', '/responsive', '/api-testing'].map(rule('auth', '/login')),
];

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
