import { ACCESS_TOKEN_KEY, readStoredToken } from './access-token';

const booted = new WeakSet<object>();

/**
 * Loads the signed-in machinery (app/session/index.ts: restore, refresh timer, expiry dialog, a chunk of its own) only for a
 * browser that holds a session, or once another tab signs in; a visitor's pages never download it
 * (frontend README, performance budget).
 */
export function bootSession(store: object): void {
  if (booted.has(store) || typeof window === 'undefined') return;
  booted.add(store);
  const load = () => void import('./index').then(({ startSession }) => startSession(store as Parameters<typeof startSession>[0]));
  if (readStoredToken()) {
    load();
    return;
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACCESS_TOKEN_KEY || !event.newValue) return;
    window.removeEventListener('storage', onStorage);
    load();
  };
  window.addEventListener('storage', onStorage);
}
