/**
 * Saving state of the dashboard preferences. The user's choices show at once (optimistic); what the
 * server has not confirmed stays here until it does, so a failed save never undoes a choice: it is
 * merged back and sent again on retry or with the next change. One request at a time, so answers
 * cannot arrive out of order. It knows nothing of the fields themselves: any object of changes will do.
 */
type Patch = Readonly<Record<string, unknown>>;

export interface SyncState<P extends object = Patch> {
  /** Changes not yet sent. */
  readonly unsaved: P;
  /** Changes the request under way carries. */
  readonly inFlight: P | null;
  readonly failed: boolean;
  /** Send without the usual pause (a retry the user asked for). */
  readonly immediate: boolean;
  /** At least one save succeeded since the page opened. */
  readonly saved: boolean;
}

export type SyncEvent<P extends object = Patch> =
  | { readonly type: 'changed'; readonly patch: P }
  | { readonly type: 'sendStarted' }
  | { readonly type: 'sendSucceeded' }
  | { readonly type: 'sendFailed' }
  | { readonly type: 'retry' };

export function initialSync<P extends object>(pending?: P): SyncState<P> {
  return { unsaved: pending ?? ({} as P), inFlight: null, failed: false, immediate: false, saved: false };
}

export function syncReducer<P extends object>(state: SyncState<P>, event: SyncEvent<P>): SyncState<P> {
  switch (event.type) {
    case 'changed':
      // A new choice is a new attempt: the failure notice gives way to "saving".
      return { ...state, unsaved: { ...state.unsaved, ...event.patch }, failed: false };
    case 'sendStarted':
      return { ...state, inFlight: state.unsaved, unsaved: {} as P, immediate: false };
    case 'sendSucceeded':
      return { ...state, inFlight: null, failed: false, saved: true };
    case 'sendFailed':
      // Later choices win over the failed ones they changed again.
      return { ...state, unsaved: { ...(state.inFlight ?? {}), ...state.unsaved }, inFlight: null, failed: true };
    case 'retry':
      return { ...state, failed: false, immediate: true };
  }
}

/** Everything the server has not confirmed yet, newest last. */
export const pendingOf = <P extends object>(state: SyncState<P>): P => ({ ...(state.inFlight ?? {}), ...state.unsaved });

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export function saveStatus(state: SyncState<object>): SaveStatus {
  if (state.failed) return 'failed';
  if (state.inFlight || Object.keys(state.unsaved).length) return 'saving';
  return state.saved ? 'saved' : 'idle';
}
