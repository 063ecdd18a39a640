import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { selectSessionStatus, selectSessionUser, type SessionAnswer } from '../../app/auth.slice';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { loginPageState, type LoginNotice, type LoginPageState } from '../../app/session/login-state';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Banner, CheckRow, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { NEXT_PARAM, safeReturnPath } from '../access';
import { beginSession, describeFieldCode, describeWait, endSessionLocally, identityMessages as im, emailProblem, passwordProblem, problems, EMAIL_MAX, PASSWORD_MAX, credentialText } from '../session';
import { signIn } from './auth-client';
import { AuthCard, LinkRow, Messages, Submit } from './AuthCard';
import { authMessages as m } from './auth.messages';
import { mayOpen } from './signed-in-target';
import { TwoFactorStep } from './TwoFactorStep';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];

const NOTICES: Record<LoginNotice, { text: MessageDescriptor; tone: 'info' | 'success' }> = {
  signedOut: { text: m.noticeSignedOut, tone: 'info' },
  sessionExpired: { text: m.noticeSessionExpired, tone: 'info' },
  accountDeleted: { text: m.noticeAccountDeleted, tone: 'success' },
  passwordReset: { text: m.noticePasswordReset, tone: 'success' },
};

/**
 * `/{lang}/login` (SPEC §2, §5, §8): e-mail, password and "remember me", then the two-factor step
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
  const [params] = useSearchParams();
  const target = safeReturnPath(params.get(NEXT_PARAM), `/${lang}/dashboard`);
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const pageState = loginPageState(location.state);
  const ending = pageState.endSession === true && status !== 'anonymous';

  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  /** Signed in on this page just now (as opposed to arriving signed in). */
  const [arrived, setArrived] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // After a sign-out or an account deletion the session ends here, once: the state is replaced so a
  // reload of this page cannot end a session started since.
  useLayoutEffect(() => {
    if (!pageState.endSession) return;
    if (status !== 'anonymous') endSessionLocally(store);
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: { notice: pageState.notice } satisfies LoginPageState });
    // Runs when the page opens with that state only.
  }, [pageState.endSession]);

  // A signed-in visitor goes on, unless the page that sent them here would refuse them again: then
  // the form stays, to sign in with another account (an administrator's, SPEC §2).
  if (status === 'authenticated' && user && !ending) {
    if (mayOpen(target, user)) return <Navigate replace to={target} />;
    if (arrived) return <Navigate replace to={`/${lang}/dashboard`} />;
  }
  if (status === 'restoring' && !ending) return <div aria-busy="true" aria-label={t(m.checking)} />;

  const signedIn = (answer: SessionAnswer) => {
    setArrived(true);
    beginSession(store, answer);
  };

  const showFieldErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = problems<Field>({ email: emailProblem(values.email), password: passwordProblem(values.password, 'signIn') });
    if (Object.keys(found).length > 0) {
      setAlert(t(m.fixFields));
      showFieldErrors(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, credentialText(intl, problem)])));
      return;
    }
    setErrors({});
    setAlert(null);
    setSending(true);
    const outcome = await signIn({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe });
    setSending(false);
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
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const code = problem.fields[field];
      const text = code ? describeFieldCode(intl, code, { signUp: false }) : null;
      if (text) fieldErrors[field] = text;
    }
    if (Object.keys(fieldErrors).length > 0) {
      setAlert(t(m.fixFields));
      showFieldErrors(fieldErrors);
      return;
    }
    setAlert(t(problem.status === 403 ? im.requestRefused : m.loginFailed));
  };

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
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
        <>
          <Messages>
            <div role="status" data-testid="login-notice">
              {notice ? <Banner $tone={notice.tone}>{t(notice.text)}</Banner> : null}
            </div>
            <div role="alert" data-testid="login-alert">
              {alert ? <Banner $tone="danger">{alert}</Banner> : null}
            </div>
          </Messages>
          <Form noValidate onSubmit={onSubmit} aria-busy={sending} data-testid="login-form">
            <TextField
              id="login-email"
              label={t(m.emailLabel)}
              value={values.email}
              onValue={set('email')}
              error={errors.email}
              inputRef={(element) => {
                refs.current.email = element;
              }}
              type="email"
              inputMode="email"
              autoComplete="username"
              dir="ltr"
              required
              maxLength={EMAIL_MAX}
              testId="login-email"
            />
            <TextField
              id="login-password"
              label={t(m.passwordLabel)}
              value={values.password}
              onValue={set('password')}
              error={errors.password}
              inputRef={(element) => {
                refs.current.password = element;
              }}
              reveal={t(m.showPassword)}
              autoComplete="current-password"
              required
              maxLength={PASSWORD_MAX}
              testId="login-password"
            />
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
            <Submit type="submit" $variant="primary" $size="lg" aria-busy={sending} disabled={sending} data-testid="login-submit">
              {t(sending ? m.loginSending : m.loginSubmit)}
            </Submit>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
