import { OPT_OUT_KEY, SELF_SCRIPT_ATTRIBUTE } from './self-tracking-keys';

/** Loaded once the visitor has accepted analytics cookies (self-tracking.ts). */
const SELF_ENDPOINT = '/api/analytics/self';

interface SelfSite {
  siteId: string | null;
  scriptUrl: string;
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

export async function injectSnippet(): Promise<void> {
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

