import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAppStore } from '../../app/hooks';
import { api } from '../../app/api';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Banner } from '../../shared/ui/form';
import { beginSession, identityMessages as im } from '../../app/session';
import { verifyEmail } from './auth-client';
import { AuthCard, LinkRow, Messages, Submit } from './AuthCard';
import { authMessages as m } from './auth.messages';
import { verificationMessages as v } from './verification.messages';

type State = { kind: 'checking' } | { kind: 'signedUp' } | { kind: 'confirmed' } | { kind: 'refused'; message: MessageDescriptor; retry: boolean };

/** Codes the server answers a refused link with, and what the page says of each. */
const REFUSALS: Record<string, MessageDescriptor> = {
  AUTH_VERIFICATION_INVALID: v.verifyInvalid,
  AUTH_ACCOUNT_EXISTS: v.verifyAccountExists,
};

/**
 * `/{lang}/verify-email?token=…`, the page a confirmation mail links to. A sign-up link creates the
 * account and signs in (then the dashboard opens); an address link confirms the new address. The token
 * is sent once, even when React runs the effect twice in development.
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const lang = intl.locale;
  useDocumentTitle(t(v.verifyDocumentTitle));
  const store = useAppStore();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'refused', message: v.verifyInvalid, retry: false });
  const sent = useRef<string | null>(null);

  const check = useCallback(async () => {
    setState({ kind: 'checking' });
    const outcome = await verifyEmail(token);
    if (outcome.kind === 'ok') {
      if (outcome.value.kind === 'signedUp') {
        beginSession(store, outcome.value.answer);
        return setState({ kind: 'signedUp' });
      }
      // A signed-in tab shows the address as confirmed on its next read.
      store.dispatch(api.util.invalidateTags(['User']));
      return setState({ kind: 'confirmed' });
    }
    if (outcome.kind === 'network') return setState({ kind: 'refused', message: im.network, retry: true });
    const { problem } = outcome;
    const fieldCode = problem.fields.username ? 'username' : null;
    if (problem.code === 'AUTH_ACCOUNT_EXISTS' && fieldCode) return setState({ kind: 'refused', message: v.verifyUsernameTaken, retry: false });
    const known = problem.code ? REFUSALS[problem.code] : undefined;
    setState(known ? { kind: 'refused', message: known, retry: false } : { kind: 'refused', message: v.verifyFailed, retry: true });
  }, [store, token]);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    void check();
  }, [check, token]);

  if (state.kind === 'signedUp') return <Navigate replace to={`/${lang}/dashboard`} />;

  return (
    <AuthCard title={t(v.verifyTitle)} testId="verify-email" footer={<Link to={`/${lang}/login`}>{t(m.backToSignIn)}</Link>}>
      <Messages>
        <div role="status" data-testid="verify-email-status">
          {state.kind === 'checking' ? <Banner $tone="info">{t(v.verifyWorking)}</Banner> : null}
          {state.kind === 'confirmed' ? <Banner $tone="success">{t(v.verifyDone)}</Banner> : null}
          {state.kind === 'refused' ? <Banner $tone="danger">{t(state.message)}</Banner> : null}
        </div>
      </Messages>
      {state.kind === 'confirmed' ? (
        <Submit as={Link} to={`/${lang}/settings`} $variant="primary" $size="lg" data-testid="verify-email-settings">
          {t(v.verifyToSettings)}
        </Submit>
      ) : null}
      {state.kind === 'refused' ? (
        <LinkRow>
          {state.retry ? (
            <Submit type="button" $variant="primary" $size="lg" onClick={() => void check()} data-testid="verify-email-retry">
              {t(v.verifyRetry)}
            </Submit>
          ) : (
            <Submit as={Link} to={`/${lang}/signup`} $variant="primary" $size="lg" data-testid="verify-email-signup">
              {t(v.signUpAgain)}
            </Submit>
          )}
        </LinkRow>
      ) : null}
    </AuthCard>
  );
}
