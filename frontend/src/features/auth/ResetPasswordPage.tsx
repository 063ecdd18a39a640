import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginPageState } from '../../app/session/login-state';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { describeFieldCode, describeWait, identityMessages as im, PASSWORD_MAX, passwordProblem, credentialText } from '../../app/session';
import { resetPassword } from './auth-client';
import { AuthCard, Messages, Submit } from './AuthCard';
import { authMessages as m } from './auth.messages';

/**
 * `/{lang}/reset-password?token=…`, the page the reset e-mail links to. A missing, used or expired
 * token says so and offers a new link; a new password sends the user to sign in with it.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const lang = intl.locale;
  useDocumentTitle(t(m.resetDocumentTitle));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(token === '');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = passwordProblem(password, 'signUp');
    if (problem) {
      setError(credentialText(intl, problem));
      input.current?.focus();
      return;
    }
    setError(null);
    setAlert(null);
    setSending(true);
    const outcome = await resetPassword({ token, newPassword: password });
    setSending(false);
    if (outcome.kind === 'ok') {
      void navigate(`/${lang}/login`, { replace: true, state: { notice: 'passwordReset' } satisfies LoginPageState });
      return;
    }
    if (outcome.kind === 'network') return setAlert(t(im.network));
    const { problem: refused } = outcome;
    if (refused.code === 'AUTH_RESET_TOKEN_INVALID') return setInvalidLink(true);
    if (refused.status === 429) return setAlert(describeWait(intl, refused.retryAfterSeconds));
    const fieldText = refused.fields.newPassword ? describeFieldCode(intl, refused.fields.newPassword, { signUp: true }) : null;
    const codeText = refused.code ? describeFieldCode(intl, refused.code, { signUp: true }) : null;
    if (fieldText ?? codeText) {
      setError(fieldText ?? codeText);
      input.current?.focus();
      return;
    }
    setAlert(t(m.resetFailed));
  };

  return (
    <AuthCard title={t(m.resetTitle)} lead={invalidLink ? undefined : t(m.resetLead)} testId="reset-password" footer={<Link to={`/${lang}/login`}>{t(m.backToSignIn)}</Link>}>
      <Messages>
        <div role="alert" data-testid="reset-password-alert">
          {alert ? <Banner $tone="danger">{alert}</Banner> : null}
          {invalidLink ? <Banner $tone="danger">{t(m.resetInvalid)}</Banner> : null}
        </div>
      </Messages>
      {invalidLink ? (
        <Submit as={Link} to={`/${lang}/forgot-password`} $variant="primary" $size="lg" data-testid="reset-new-link">
          {t(m.requestNewLink)}
        </Submit>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-busy={sending}>
          <TextField
            id="reset-password"
            label={t(m.newPasswordLabel)}
            hint={t(m.passwordHint)}
            value={password}
            onValue={(value) => {
              setPassword(value);
              setError(null);
            }}
            error={error}
            inputRef={input}
            reveal={t(m.showPassword)}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            testId="reset-password-input"
          />
          <Submit type="submit" $variant="primary" $size="lg" aria-busy={sending} disabled={sending} data-testid="reset-submit">
            {t(sending ? m.resetSending : m.resetSubmit)}
          </Submit>
        </Form>
      )}
    </AuthCard>
  );
}
