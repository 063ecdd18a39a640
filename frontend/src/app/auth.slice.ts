import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  decodeAccessToken,
  readServerUser,
  readStoredSession,
  sessionUserOf,
  type PlanStatus,
  type ServerUser,
  type SessionUser,
  type StoredSession,
} from './session/access-token';

export type { PlanStatus, SessionUser } from './session/access-token';

/**
 * `restoring`: a token was found in storage and is being confirmed with the server (app/session's runtime
 * does that); pages that need a signed-in user wait rather than redirect.
 */
export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';

export interface AuthState {
  readonly token: string | null;
  readonly user: SessionUser | null;
  /** The server's last `user` for this account (kept under `user_data`). */
  readonly profile: ServerUser | null;
  /** Expiry of `token`, seconds since the epoch, server clock. */
  readonly exp: number | null;
  /**
   * Local clock minus server clock, measured from each new token's `iat`. Deadlines are compared
   * with the local clock: a device set a few minutes off neither refreshes in a loop nor lets
   * its token lapse.
   */
  readonly skewMs: number;
  /** When the session ends whatever the refreshes (`sessionExpiresAt`), local clock, ms. */
  readonly sessionEndsAt: number | null;
  readonly status: SessionStatus;
  /** The session ended on its own (refresh refused): the visitor is sent to sign in again. */
  readonly expired: boolean;
}

/** What sign-in, sign-up, refresh and a password change answer (identity contract). */
export interface SessionAnswer {
  readonly accessToken: string;
  readonly user?: unknown;
  readonly sessionExpiresAt?: string;
}

const anonymous: AuthState = { token: null, user: null, profile: null, exp: null, skewMs: 0, sessionEndsAt: null, status: 'anonymous', expired: false };

function fromStored(session: StoredSession, status: SessionStatus, now: number): AuthState {
  const decoded = decodeAccessToken(session.token);
  if (!decoded) return anonymous;
  const profile = session.profile?.id === decoded.user.id ? session.profile : null;
  const live = decoded.exp * 1000 + session.skewMs > now;
  // An expired token names nobody until it is renewed: guarded pages wait for the refresh.
  const user = live || status === 'authenticated' ? sessionUserOf(decoded.user, profile) : null;
  return { ...session, profile, user, exp: decoded.exp, status, expired: false };
}

function fromAnswer(state: AuthState, answer: SessionAnswer & { receivedAt: number }, newSession: boolean): AuthState {
  const decoded = decodeAccessToken(answer.accessToken);
  if (!decoded) return state;
  const skewMs = decoded.iat === null ? 0 : answer.receivedAt - decoded.iat * 1000;
  const sameUser = state.user?.id === decoded.user.id || state.profile?.id === decoded.user.id;
  const profile = readServerUser(answer.user) ?? (sameUser ? state.profile : null);
  const end = answer.sessionExpiresAt ? Date.parse(answer.sessionExpiresAt) : NaN;
  // A refresh never extends the session (its end is fixed at sign-in), so the end first computed is
  // kept: re-deriving it from a later clock reading would only add measurement noise.
  const keepEnd = !newSession && sameUser && state.sessionEndsAt !== null;
  const sessionEndsAt = keepEnd ? state.sessionEndsAt : Number.isFinite(end) ? end + skewMs : null;
  return { token: answer.accessToken, exp: decoded.exp, skewMs, sessionEndsAt, profile, user: sessionUserOf(decoded.user, profile), status: 'authenticated', expired: false };
}

/** A stored, decodable token restores the session at once; the server confirms it (app/session's runtime). */
function initialAuth(): AuthState {
  const stored = readStoredSession();
  return stored ? fromStored(stored, 'restoring', Date.now()) : anonymous;
}

const withReceipt = (answer: SessionAnswer) => ({ payload: { ...answer, receivedAt: Date.now() } });

/** Session state only (UI state, GUIDE §10): account data beyond the session stays in the API cache. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuth,
  reducers: {
    sessionRestoring: (state) => ({ ...state, status: 'restoring' }),
    /** Sign-in, sign-up, 2FA completion or a password change: a new session (docs/product.md §6.1). */
    sessionStarted: { reducer: (state, action: PayloadAction<SessionAnswer & { receivedAt: number }>) => fromAnswer(state, action.payload, true), prepare: withReceipt },
    /** The same session with a new access token. */
    sessionRefreshed: { reducer: (state, action: PayloadAction<SessionAnswer & { receivedAt: number }>) => fromAnswer(state, action.payload, false), prepare: withReceipt },
    /** What another tab stored or announced. */
    sessionAdopted: { reducer: (_state, action: PayloadAction<StoredSession & { now: number }>) => fromStored(action.payload, 'authenticated', action.payload.now), prepare: (session: StoredSession) => ({ payload: { ...session, now: Date.now() } }) },
    /** `GET /api/auth/validate` said yes: the server's current view of the user. */
    sessionConfirmed: (state, action: PayloadAction<unknown>) => {
      if (!state.token) return state;
      const decoded = decodeAccessToken(state.token);
      const profile = readServerUser(action.payload) ?? state.profile;
      return decoded ? { ...state, profile, user: sessionUserOf(decoded.user, profile), status: 'authenticated' } : state;
    },
    /** `GET /api/auth/check-trial` (docs/product.md §9.1: updates the stored premium flag). */
    trialChecked: (state, action: PayloadAction<{ isPremium: boolean; status?: PlanStatus | null; daysLeft?: number | null }>) => {
      if (!state.user) return state;
      const { isPremium, status = state.user.status, daysLeft = state.user.daysLeft } = action.payload;
      const patch = { isPremium, status, daysLeft };
      return { ...state, user: { ...state.user, ...patch }, profile: state.profile ? { ...state.profile, ...patch } : null };
    },
    /** Settings saved the profile: its answer carries the new user, and a token whose claims match it. */
    profileSaved: { reducer: (state, action: PayloadAction<SessionAnswer & { receivedAt: number }>) => fromAnswer(state, action.payload, false), prepare: withReceipt },
    sessionCleared: () => anonymous,
    sessionExpired: () => ({ ...anonymous, expired: true }),
    sessionExpiryNoticed: (state) => ({ ...state, expired: false }),
  },
});

export const {
  sessionRestoring,
  sessionStarted,
  sessionRefreshed,
  sessionAdopted,
  sessionConfirmed,
  trialChecked,
  profileSaved,
  sessionCleared,
  sessionExpired,
  sessionExpiryNoticed,
} = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectToken = (state: WithAuth) => state.auth.token;
export const selectSessionUser = (state: WithAuth) => state.auth.user;
export const selectSessionStatus = (state: WithAuth) => state.auth.status;
export const selectSessionEndsAt = (state: WithAuth) => state.auth.sessionEndsAt;
export const selectSessionExpired = (state: WithAuth) => state.auth.expired;

/** What storage keeps of the state (app/store.ts writes it on every change). */
export function storedSessionOf(auth: AuthState): StoredSession | null {
  return auth.token ? { token: auth.token, profile: auth.profile, skewMs: auth.skewMs, sessionEndsAt: auth.sessionEndsAt } : null;
}

/**
 * The plan shown beside the menu (docs/product.md, "Plans"): the displayed status when the session
 * names one, else Premium over Standard, else Free; none for a visitor.
 */
export function planOf(user: SessionUser | null): PlanStatus | null {
  if (!user) return null;
  if (user.status) return user.status;
  if (user.isPremium) return 'premium';
  return user.isStandard ? 'standard' : 'free';
}
