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
export const OPT_OUT_KEY = 'stacklens_optout';
export const SELF_SCRIPT_ATTRIBUTE = 'data-stacklens-self';
const SELF_ENDPOINT = '/api/analytics/self';

interface ConsentSource {
  getState(): { consent: ConsentState };
}

interface SelfSite {
  siteId: string | null;
  scriptUrl: string;
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

function readSelfSite(body: unknown): SelfSite | null {
  if (typeof body !== 'object' || body === null) return null;
  const { siteId, scriptUrl } = body as { siteId?: unknown; scriptUrl?: unknown };
  if (typeof scriptUrl !== 'string' || (siteId !== null && typeof siteId !== 'string')) return null;
  return { siteId: siteId ?? null, scriptUrl };
}

/** Where the script may come from: an absolute http(s) URL, or a path of this origin. */
function safeScriptUrl(raw: string): string | null {
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

async function injectSnippet(): Promise<void> {
  if (document.querySelector(`script[${SELF_SCRIPT_ATTRIBUTE}]`)) return;
  const response = await fetch(SELF_ENDPOINT, { credentials: 'omit', headers: { Accept: 'application/json' } });
  if (!response.ok) return;
  const site = readSelfSite(await response.json());
  const src = site?.siteId ? safeScriptUrl(site.scriptUrl) : null;
  // Consent may have been withdrawn while the answer travelled.
  if (!site?.siteId || !src || document.querySelector(`script[${SELF_SCRIPT_ATTRIBUTE}]`) || localStorage.getItem(OPT_OUT_KEY) === '1') return;
  const script = document.createElement('script');
  script.defer = true;
  script.src = src;
  script.dataset.site = site.siteId;
  script.setAttribute(SELF_SCRIPT_ATTRIBUTE, '');
  document.body.append(script);
}

function enable(): void {
  setOptOut(false);
  // One request at a time; a failed one (offline, server down) may be retried by the next consent change.
  loading ??= injectSnippet()
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
