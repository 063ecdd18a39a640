import { ANALYTICS_EVENT, type ConsentState } from '../consent';

/**
 * Dogfooding (analytics README, "Data management"): StackLens's own pages carry the StackLens Analytics snippet of the built-in
 * site, and only once the visitor has accepted analytics cookies (docs/product.md §14.5). Nothing is requested before
 * that: neither `/api/analytics/self` nor the script.
 *
 * - Accepted (at load, or later through the `analytics-preference-changed` event): the flag below is
 *   removed, the site is asked for once, and `<script defer src data-site>` is added once per page.
 * - Withdrawn: `localStorage.stacklens_optout = '1'`, which the snippet reads when it starts. A snippet
 *   already running in this page keeps its listeners until the next full load; that load, and every
 *   other page, records nothing.
 *
 * Plain `fetch`, not the API client: this runs on every page, and the first page must not load RTK
 * Query (frontend/README.md, performance budget). The answer is public and carries no session.
 */
import { OPT_OUT_KEY } from './self-tracking-keys';

export { OPT_OUT_KEY, SELF_SCRIPT_ATTRIBUTE } from './self-tracking-keys';

interface ConsentSource {
  getState(): { consent: ConsentState };
}

let loading: Promise<void> | null = null;
let listening = false;

function setOptOut(optedOut: boolean): void {
  try {
    if (optedOut) localStorage.setItem(OPT_OUT_KEY, '1');
    else localStorage.removeItem(OPT_OUT_KEY);
  } catch {
    // Storage off limits: the snippet then cannot read it either, and tracks nothing (snippet.ts).
  }
}

function enable(): void {
  setOptOut(false);
  // One request at a time; a failed one (offline, server down) may be retried by the next consent change.
  // The snippet's loader is a chunk of its own: most first visits have not accepted analytics yet, and
  // the home page's first bundle stays within its JavaScript budget (docs/product.md §11).
  loading ??= import('./self-snippet')
    .then(({ injectSnippet }) => injectSnippet())
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
}

/**
 * Starts the dogfooding for this page. Safe to call more than once (React's strict mode creates the
 * store twice in development): one listener, one script.
 */
export function startSelfTracking(store: ConsentSource): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  const { consentGiven, preferences } = store.getState().consent;
  if (consentGiven && preferences.analytics) enable();
  if (listening) return;
  listening = true;
  window.addEventListener(ANALYTICS_EVENT, (event) => {
    const enabled = (event as CustomEvent<{ enabled?: unknown }>).detail?.enabled === true;
    if (enabled) enable();
    else setOptOut(true);
  });
}
