import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the shell needs to know about the signed-in person; the identity feature fills it. */
export interface SessionUser {
  readonly id: string;
  readonly username: string;
  readonly isPremium: boolean;
  readonly isStandard: boolean;
  readonly isAdmin: boolean;
}

export type SessionStatus = 'anonymous' | 'checking' | 'authenticated';

export interface AuthState {
  readonly token: string | null;
  readonly user: SessionUser | null;
  readonly status: SessionStatus;
}

const initialState: AuthState = { token: null, user: null, status: 'anonymous' };

/** Session state only (UI state, GUIDE §10): server data about the account stays in the API cache. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionChecking: (state) => ({ ...state, status: 'checking' }),
    sessionStarted: (_state, action: PayloadAction<{ token: string; user: SessionUser | null }>) => ({
      token: action.payload.token,
      user: action.payload.user,
      status: 'authenticated',
    }),
    tokenRefreshed: (state, action: PayloadAction<string>) => ({ ...state, token: action.payload, status: 'authenticated' }),
    sessionCleared: () => initialState,
  },
});

export const { sessionChecking, sessionStarted, tokenRefreshed, sessionCleared } = authSlice.actions;

export const selectToken = (state: { auth: AuthState }) => state.auth.token;
export const selectSessionUser = (state: { auth: AuthState }) => state.auth.user;

/** The plan shown beside the menu: Premium wins over Standard; none for anonymous or trial accounts. */
export function planOf(user: SessionUser | null): 'premium' | 'standard' | null {
  if (!user) return null;
  if (user.isPremium) return 'premium';
  return user.isStandard ? 'standard' : null;
}
