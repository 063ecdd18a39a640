import { ACCESS_TOKEN_KEY, readStoredSession, type StoredSession } from './access-token';

/** What one tab tells the others: its session was renewed or started, or it ended. */
export type SessionMessage = { readonly type: 'session'; readonly session: StoredSession } | { readonly type: 'ended'; readonly expired: boolean };

const CHANNEL_NAME = 'stacklens.session';
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

/** Tells the other tabs of this browser (a tab never receives its own message). */
export function announce(message: SessionMessage): void {
  openChannel()?.postMessage(message);
}

function isMessage(value: unknown): value is SessionMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'session' || type === 'ended';
}

/**
 * Calls `handler` for what other tabs announce. Without BroadcastChannel the `storage` event
 * (fired in the other tabs when the token changes) carries the same news, less precisely.
 */
export function listenToOtherTabs(handler: (message: SessionMessage) => void): () => void {
  const open = openChannel();
  if (open) {
    const onMessage = (event: MessageEvent) => {
      if (isMessage(event.data)) handler(event.data);
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACCESS_TOKEN_KEY) return;
    const session = event.newValue ? readStoredSession() : null;
    handler(session ? { type: 'session', session } : { type: 'ended', expired: false });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
