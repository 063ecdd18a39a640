import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { describeWait, identityMessages as im, EMAIL_MAX, emailProblem, credentialText } from '../../app/session';
import { requestPasswordReset } from './auth-client';
import { AuthCard, Messages, Submit } from './AuthCard';
import { authMessages as m } from './auth.messages';

/**
 * `/{lang}/forgot-password`: asks for a reset link. The answer is the same whether an account
 * exists or not (identity README, "Brute force"), and so is the page's.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.forgotDocumentTitle));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = emailProblem(email);
    if (problem) {
      setError(credentialText(intl, problem));
      input.current?.focus();
      return;
    }
    setError(null);
    setAlert(null);
    setSentTo(null);
    setSending(true);
    const outcome = await requestPasswordReset({ email: email.trim(), locale: intl.locale });
    setSending(false);
    if (outcome.kind === 'ok') setSentTo(email.trim());
    else if (outcome.kind === 'network') setAlert(t(im.network));
    else if (outcome.problem.status === 429) setAlert(describeWait(intl, outcome.problem.retryAfterSeconds));
    else if (outcome.problem.fields.email) setError(t(im.emailInvalid));
    else setAlert(t(m.forgotFailed));
  };

  return (
    <AuthCard
      title={t(m.forgotTitle)}
      lead={t(m.forgotLead)}
      testId="forgot-password"
      footer={<Link to={`/${intl.locale}/login`}>{t(m.backToSignIn)}</Link>}
    >
      <Messages>
        <div role="status" data-testid="forgot-password-status">
          {sentTo ? <Banner $tone="success">{intl.formatMessage(m.forgotSent, { email: <bdi key="email" dir="ltr">{sentTo}</bdi> })}</Banner> : null}
        </div>
        <div role="alert" data-testid="forgot-password-alert">
          {alert ? <Banner $tone="danger">{alert}</Banner> : null}
        </div>
      </Messages>
      <Form noValidate onSubmit={onSubmit} aria-busy={sending}>
        <TextField
          id="forgot-email"
          label={t(m.emailLabel)}
          value={email}
          onValue={(value) => {
            setEmail(value);
            setError(null);
          }}
          error={error}
          inputRef={input}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          maxLength={EMAIL_MAX}
          testId="forgot-email"
        />
        <Submit type="submit" $variant="primary" $size="lg" aria-busy={sending} disabled={sending} data-testid="forgot-submit">
          {t(sending ? m.forgotSending : m.forgotSubmit)}
        </Submit>
      </Form>
    </AuthCard>
  );
}
