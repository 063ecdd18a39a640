import { useLayoutEffect, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { selectSessionStatus, selectSessionUser, type SessionAnswer } from '../../app/auth.slice';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { loginPageState, type LoginNotice, type LoginPageState } from '../../app/session/login-state';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Banner, CheckRow } from '../../shared/ui/form';
import { beginSession, describeWait, endSessionLocally, identityMessages as im, emailProblem, passwordProblem } from '../../app/session';
import { signIn } from './auth-client';
import { AuthCard, LinkRow } from './AuthCard';
import { authMessages as m } from './auth.messages';
import { CredentialsForm, EmailField, PasswordField } from './CredentialsForm';
import { mayOpen, useReturnTarget } from './signed-in-target';
import { TwoFactorStep } from './TwoFactorStep';
import { useCredentialsForm } from './useCredentialsForm';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

const NOTICES: Record<LoginNotice, { text: MessageDescriptor; tone: 'info' | 'success' }> = {
  signedOut: { text: m.noticeSignedOut, tone: 'info' },
  sessionExpired: { text: m.noticeSessionExpired, tone: 'info' },
  accountDeleted: { text: m.noticeAccountDeleted, tone: 'success' },
  passwordReset: { text: m.noticePasswordReset, tone: 'success' },
};

/**
 * `/{lang}/login` (docs/product.md §12.1, §8, §10.2): e-mail, password and "remember me", then the two-factor step
 * when the account has it. After signing in, back to the page that asked (`?next=`, same-origin
 * paths only) or to the dashboard.
 */
export function LoginPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const lang = intl.locale;
  useDocumentTitle(t(m.loginDocumentTitle));
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const target = useReturnTarget();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const pageState = loginPageState(location.state);
  const ending = pageState.endSession === true && status !== 'anonymous';

  const form = useCredentialsForm('login', FIELDS, { email: '', password: '', rememberMe: false });
  const { values, setValues, alert, setAlert, sending, refs } = form;
  const [challenge, setChallenge] = useState<string | null>(null);
  /** Signed in on this page just now (as opposed to arriving signed in). */
  const [arrived, setArrived] = useState(false);

  // After a sign-out or an account deletion the session ends here, once: the state is replaced so a
  // reload of this page cannot end a session started since.
  useLayoutEffect(() => {
    if (!pageState.endSession) return;
    if (status !== 'anonymous') endSessionLocally(store);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: { notice: pageState.notice } satisfies LoginPageState });
    // Runs when the page opens with that state only.
  }, [pageState.endSession]);

  // A signed-in visitor goes on, unless the page that sent them here would refuse them again: then
  // the form stays, to sign in with another account (an administrator's, docs/product.md §4.2).
  if (status === 'authenticated' && user && !ending) {
    if (mayOpen(target, user)) return <Navigate replace to={target} />;
    if (arrived) return <Navigate replace to={`/${lang}/dashboard`} />;
  }
  if (status === 'restoring' && !ending) return <div aria-busy="true" aria-label={t(m.checking)} />;

  const signedIn = (answer: SessionAnswer) => {
    setArrived(true);
    beginSession(store, answer);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (form.rejectInvalid({ email: emailProblem(values.email), password: passwordProblem(values.password, 'signIn') })) return;
    const outcome = await form.send(() => signIn({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe }));
    if (outcome.kind === 'ok') {
      if (outcome.value.kind === 'session') signedIn(outcome.value.answer);
      else setChallenge(outcome.value.challenge);
      return;
    }
    if (outcome.kind === 'network') {
      setAlert(t(im.network));
      return;
    }
    const { problem } = outcome;
    if (problem.status === 429) return setAlert(describeWait(intl, problem.retryAfterSeconds));
    if (problem.code === 'AUTH_INVALID_CREDENTIALS') {
      setAlert(t(im.invalidCredentials));
      refs.current.password?.focus();
      return;
    }
    const fieldErrors = form.serverFieldErrors(problem, { signUp: false });
    if (Object.keys(fieldErrors).length > 0) {
      form.showFieldErrors(fieldErrors);
      return;
    }
    setAlert(t(problem.status === 403 ? im.requestRefused : m.loginFailed));
  };

  const notice = pageState.notice && !alert ? NOTICES[pageState.notice] : null;

  return (
    <AuthCard
      title={t(m.loginTitle)}
      lead={challenge ? undefined : t(m.loginLead)}
      testId="login"
      footer={
        <>
          {t(m.noAccount)} <Link to={`/${lang}/signup${location.search}`}>{t(m.createAccount)}</Link>
        </>
      }
    >
      {challenge ? (
        <TwoFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onRestart={(reason) => {
            setChallenge(null);
            setValues((current) => ({ ...current, password: '' }));
            setAlert(reason === 'expired' ? t(m.challengeExpired) : null);
          }}
        />
      ) : (
        <CredentialsForm
          testId="login"
          status={
            <div role="status" data-testid="login-notice">
              {notice ? <Banner $tone={notice.tone}>{t(notice.text)}</Banner> : null}
            </div>
          }
          alert={alert}
          sending={sending}
          onSubmit={onSubmit}
          submitLabel={t(sending ? m.loginSending : m.loginSubmit)}
        >
          <EmailField {...form.field('email')} autoComplete="username" />
          <PasswordField {...form.field('password')} autoComplete="current-password" />
          <LinkRow>
            <CheckRow>
              <input
                type="checkbox"
                checked={values.rememberMe}
                onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
                data-testid="login-remember"
              />
              {t(m.rememberMe)}
            </CheckRow>
            <Link to={`/${lang}/forgot-password`} data-testid="login-forgot">
              {t(m.forgotPassword)}
            </Link>
          </LinkRow>
        </CredentialsForm>
      )}
    </AuthCard>
  );
}
