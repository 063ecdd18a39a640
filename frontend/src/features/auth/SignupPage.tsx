import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectSessionStatus, selectSessionUser } from '../../app/auth.slice';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { NEXT_PARAM, safeReturnPath } from '../access';
import { beginSession, describeFieldCode, describeWait, identityMessages as im, EMAIL_MAX, PASSWORD_MAX, emailProblem, passwordProblem, problems, usernameProblem, credentialText } from '../session';
import { signUp } from './auth-client';
import { AuthCard, Messages, Submit } from './AuthCard';
import { authMessages as m } from './auth.messages';
import { mayOpen } from './signed-in-target';

type Field = 'username' | 'email' | 'password';
const FIELDS: readonly Field[] = ['username', 'email', 'password'];

const Terms = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

/** `/{lang}/signup` (SPEC §2, §5): username, e-mail and password; the 7-day trial starts at once. */
export function SignupPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const lang = intl.locale;
  useDocumentTitle(t(m.signupDocumentTitle));
  const store = useAppStore();
  const location = useLocation();
  const [params] = useSearchParams();
  const target = safeReturnPath(params.get(NEXT_PARAM), `/${lang}/dashboard`);
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);

  const [values, setValues] = useState<Record<Field, string>>({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  if (status === 'authenticated' && user) return <Navigate replace to={mayOpen(target, user) ? target : `/${lang}/dashboard`} />;
  if (status === 'restoring') return <div aria-busy="true" aria-label={t(m.checking)} />;

  const showFieldErrors = (found: Partial<Record<Field, string>>) => {
    setAlert(t(m.fixFields));
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = problems<Field>({
      username: usernameProblem(values.username),
      email: emailProblem(values.email),
      password: passwordProblem(values.password, 'signUp'),
    });
    if (Object.keys(found).length > 0) {
      showFieldErrors(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, credentialText(intl, problem)])));
      return;
    }
    setErrors({});
    setAlert(null);
    setSending(true);
    const outcome = await signUp({ username: values.username.trim(), email: values.email.trim(), password: values.password });
    setSending(false);
    if (outcome.kind === 'ok') {
      beginSession(store, outcome.value);
      return;
    }
    if (outcome.kind === 'network') return setAlert(t(im.network));
    const { problem } = outcome;
    if (problem.status === 429) return setAlert(describeWait(intl, problem.retryAfterSeconds));
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const code = problem.fields[field];
      const text = code ? describeFieldCode(intl, code, { signUp: true }) : null;
      if (text) fieldErrors[field] = text;
    }
    if (Object.keys(fieldErrors).length > 0 || problem.code === 'AUTH_ACCOUNT_EXISTS') {
      showFieldErrors(fieldErrors);
      // Which of the two is taken is said under its field; the summary names the problem.
      if (problem.code === 'AUTH_ACCOUNT_EXISTS') setAlert(t(im.accountExists));
      return;
    }
    setAlert(t(problem.status === 403 ? im.requestRefused : m.signupFailed));
  };

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const ref = (field: Field) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };

  return (
    <AuthCard
      title={t(m.signupTitle)}
      lead={t(m.signupLead)}
      testId="signup"
      footer={
        <>
          {t(m.haveAccount)} <Link to={`/${lang}/login${location.search}`}>{t(m.signInLink)}</Link>
        </>
      }
    >
      <Messages>
        <div role="alert" data-testid="signup-alert">
          {alert ? <Banner $tone="danger">{alert}</Banner> : null}
        </div>
      </Messages>
      <Form noValidate onSubmit={onSubmit} aria-busy={sending} data-testid="signup-form">
        <TextField
          id="signup-username"
          label={t(m.usernameLabel)}
          hint={t(m.usernameHint)}
          value={values.username}
          onValue={set('username')}
          error={errors.username}
          inputRef={ref('username')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={32}
          testId="signup-username"
        />
        <TextField
          id="signup-email"
          label={t(m.emailLabel)}
          value={values.email}
          onValue={set('email')}
          error={errors.email}
          inputRef={ref('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          maxLength={EMAIL_MAX}
          testId="signup-email"
        />
        <TextField
          id="signup-password"
          label={t(m.passwordLabel)}
          hint={t(m.passwordHint)}
          value={values.password}
          onValue={set('password')}
          error={errors.password}
          inputRef={ref('password')}
          reveal={t(m.showPassword)}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          testId="signup-password"
        />
        <Submit type="submit" $variant="primary" $size="lg" aria-busy={sending} disabled={sending} data-testid="signup-submit">
          {t(sending ? m.signupSending : m.signupSubmit)}
        </Submit>
        <Terms>
          {intl.formatMessage(m.terms, {
            terms: <Link key="terms" to={`/${lang}/terms`}>{t(m.termsLink)}</Link>,
            privacy: <Link key="privacy" to={`/${lang}/privacy`}>{t(m.privacyLink)}</Link>,
          })}
        </Terms>
      </Form>
    </AuthCard>
  );
}
