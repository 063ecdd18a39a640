/**
 * Stale builds: after a deploy, a tab still running the old bundle asks for chunks that no longer
 * exist. Reloading fetches the new index.html, but a chunk that is genuinely broken must not make
 * the page reload forever, so each path reloads at most once per 10 s (docs/product.md §15.5).
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'stacklens_chunk_reload:';

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Loading chunk|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True, and records the attempt, when `path` has not been reloaded within the guard window. */
export function claimReload(path: string, now: number, storage: GuardStorage): boolean {
  const key = `${KEY_PREFIX}${path}`;
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    // Without sessionStorage the guard cannot hold: never reload rather than risk a loop.
    return false;
  }
}

/** Reloads the page for a stale-build error if the guard allows; returns whether it did. */
export function reloadForStaleBuild(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  let storage: GuardStorage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!claimReload(window.location.pathname, Date.now(), storage)) return false;
  window.location.reload();
  return true;
}
