import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../hooks';
import type { LoginPageState } from './login-state';
import { loginPathFor } from '../../features/access';
import { signOut } from './session-runtime';

export type SignOutState = 'idle' | 'busy' | 'failed';

/**
 * Signs out and opens the sign-in page, which ends the session in this tab (`endSession` state);
 * `returnTo` brings the user back to that page after signing in again.
 */
export function useSignOut(): { state: SignOutState; run: (returnTo?: string) => Promise<void> } {
  const store = useAppStore();
  const navigate = useNavigate();
  const { locale } = useIntl();
  const [state, setState] = useState<SignOutState>('idle');

  const run = useCallback(
    async (returnTo?: string) => {
      setState('busy');
      const ok = await signOut(store);
      setState(ok ? 'idle' : 'failed');
      if (ok) await navigate(returnTo ? loginPathFor(locale, returnTo) : `/${locale}/login`, { state: { endSession: true, notice: 'signedOut' } satisfies LoginPageState });
    },
    [store, navigate, locale],
  );
  return { state, run };
}
