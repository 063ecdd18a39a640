import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectSessionStatus, selectSessionUser } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { TextField } from '../../shared/ui/TextField';
import { describeWait, identityMessages as im, emailProblem, passwordProblem, usernameProblem } from '../../app/session';
import { signUp } from './auth-client';
import { AuthCard } from './AuthCard';
import { authMessages as m } from './auth.messages';
import { CredentialsForm, EmailField, PasswordField } from './CredentialsForm';
import { mayOpen, useReturnTarget } from './signed-in-target';
import { SignupSent } from './SignupSent';
import { useCredentialsForm } from './useCredentialsForm';

type Field = 'username' | 'email' | 'password';
const FIELDS: readonly Field[] = ['username', 'email', 'password'];

const Terms = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

/**
 * `/{lang}/signup` (docs/product.md, "Screens"): username, e-mail and password. Sending it creates
 * nothing yet: the link mailed to the address creates the account and starts the 7-day trial.
 */
export function SignupPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const lang = intl.locale;
  useDocumentTitle(t(m.signupDocumentTitle));
  const location = useLocation();
  const target = useReturnTarget();
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);

  const form = useCredentialsForm('signup', FIELDS, { username: '', email: '', password: '' });
  const { values, alert, setAlert, sending } = form;
  const [sent, setSent] = useState<{ email: string; mailLoggedOnly: boolean } | null>(null);

  if (status === 'authenticated' && user) return <Navigate replace to={mayOpen(target, user) ? target : `/${lang}/dashboard`} />;
  if (status === 'restoring') return <div aria-busy="true" aria-label={t(m.checking)} />;
  if (sent) return <SignupSent email={sent.email} mailLoggedOnly={sent.mailLoggedOnly} onChangeAddress={() => setSent(null)} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const invalid = form.rejectInvalid({
      username: usernameProblem(values.username),
      email: emailProblem(values.email),
      password: passwordProblem(values.password, 'signUp'),
    });
    if (invalid) return;
    const email = values.email.trim();
    const outcome = await form.send(() => signUp({ username: values.username.trim(), email, password: values.password, locale: lang }));
    if (outcome.kind === 'ok') {
      setSent({ email, mailLoggedOnly: outcome.value.mailLoggedOnly });
      return;
    }
    if (outcome.kind === 'network') return setAlert(t(im.network));
    const { problem } = outcome;
    if (problem.status === 429) return setAlert(describeWait(intl, problem.retryAfterSeconds));
    const fieldErrors = form.serverFieldErrors(problem, { signUp: true });
    if (Object.keys(fieldErrors).length > 0 || problem.code === 'AUTH_ACCOUNT_EXISTS') {
      form.showFieldErrors(fieldErrors);
      // Which of the two is taken is said under its field; the summary names the problem.
      if (problem.code === 'AUTH_ACCOUNT_EXISTS') setAlert(t(im.accountExists));
      return;
    }
    setAlert(t(problem.status === 403 ? im.requestRefused : m.signupFailed));
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
      <CredentialsForm
        testId="signup"
        alert={alert}
        sending={sending}
        onSubmit={onSubmit}
        submitLabel={t(sending ? m.signupSending : m.signupSubmit)}
        after={
          <Terms>
            {intl.formatMessage(m.terms, {
              terms: <Link key="terms" to={`/${lang}/terms`}>{t(m.termsLink)}</Link>,
              privacy: <Link key="privacy" to={`/${lang}/privacy`}>{t(m.privacyLink)}</Link>,
            })}
          </Terms>
        }
      >
        <TextField
          {...form.field('username')}
          label={t(m.usernameLabel)}
          hint={t(m.usernameHint)}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={32}
        />
        <EmailField {...form.field('email')} autoComplete="email" />
        <PasswordField {...form.field('password')} hint={t(m.passwordHint)} autoComplete="new-password" />
      </CredentialsForm>
    </AuthCard>
  );
}
