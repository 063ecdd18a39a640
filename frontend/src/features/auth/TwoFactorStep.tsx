import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SessionAnswer } from '../../app/auth.slice';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { describeWait, identityMessages as im } from '../../app/session';
import { completeTwoFactor } from './auth-client';
import { LinkRow, Messages, Submit, TextButton } from './AuthCard';
import { authMessages as m } from './auth.messages';

const Step = styled.div`
  display: grid;
  gap: 1.25rem;

  h2 {
    font-size: 1.25rem;
  }

  h2 + p {
    margin-block-start: -0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const APP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[0-9a-z]{5}-?[0-9a-z]{5}$/i;

interface TwoFactorStepProps {
  challenge: string;
  onSignedIn: (answer: SessionAnswer) => void;
  /** The challenge is over (too many wrong codes, or five minutes): back to e-mail and password. */
  onRestart: (reason: 'expired' | 'chosen') => void;
}

/** The second sign-in step (identity README, "Two-factor authentication"): a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [mode, setMode] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, [mode]);

  const switchMode = () => {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'));
    setCode('');
    setError(null);
    setAlert(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const compact = mode === 'app' ? code.replace(/\s+/g, '') : code.trim().replace(/\s+/g, '');
    if (!(mode === 'app' ? APP_CODE : RECOVERY_CODE).test(compact)) {
      setError(t(mode === 'app' ? im.codeFormat : im.recoveryFormat));
      input.current?.focus();
      return;
    }
    setError(null);
    setAlert(null);
    setSending(true);
    const outcome = await completeTwoFactor({ challenge, code: compact });
    setSending(false);
    if (outcome.kind === 'ok') {
      onSignedIn(outcome.value);
      return;
    }
    if (outcome.kind === 'network') {
      setAlert(t(im.network));
      return;
    }
    const { problem } = outcome;
    if (problem.code === 'AUTH_2FA_CHALLENGE_EXPIRED') {
      onRestart('expired');
      return;
    }
    if (problem.status === 429) setAlert(describeWait(intl, problem.retryAfterSeconds));
    else if (problem.code === 'AUTH_2FA_INVALID') {
      const left = problem.attemptsLeft;
      setError(left === null ? t(im.codeInvalid) : `${t(im.codeInvalid)} ${intl.formatMessage(im.attemptsLeft, { count: left })}`);
      setCode('');
      input.current?.focus();
    } else setAlert(t(problem.status === 403 ? im.requestRefused : m.loginFailed));
  };

  return (
    <Step>
      <h2>{t(m.codeTitle)}</h2>
      <p>{t(mode === 'app' ? m.codeLead : m.recoveryLead)}</p>
      <Messages>
        <div role="alert" data-testid="two-factor-alert">
          {alert ? <Banner $tone="danger">{alert}</Banner> : null}
        </div>
      </Messages>
      <Form noValidate onSubmit={onSubmit} aria-busy={sending}>
        {mode === 'app' ? (
          <TextField
            key="app"
            id="login-code"
            label={t(m.codeLabel)}
            value={code}
            onValue={setCode}
            error={error}
            inputRef={input}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            dir="ltr"
            spellCheck={false}
            testId="login-code"
          />
        ) : (
          <TextField
            key="recovery"
            id="login-recovery-code"
            label={t(m.recoveryLabel)}
            value={code}
            onValue={setCode}
            error={error}
            inputRef={input}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            maxLength={13}
            dir="ltr"
            spellCheck={false}
            testId="login-recovery-code"
          />
        )}
        <Submit type="submit" $variant="primary" $size="lg" aria-busy={sending} disabled={sending} data-testid="login-code-submit">
          {t(sending ? m.verifying : m.verify)}
        </Submit>
      </Form>
      <LinkRow>
        <TextButton type="button" onClick={switchMode} data-testid="login-code-mode">
          {t(mode === 'app' ? m.useRecovery : m.useApp)}
        </TextButton>
        <TextButton type="button" onClick={() => onRestart('chosen')}>
          {t(m.startOver)}
        </TextButton>
      </LinkRow>
    </Step>
  );
}
