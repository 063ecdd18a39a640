import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { FieldError } from '../../shared/ui/form';
import { ActionButton, Messages, NewsletterCard, Notice } from './NewsletterCard';
import { useUnsubscribeFromNewsletterMutation } from './newsletter.api';
import { newsletterMessages as m } from './newsletter.messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status = 'idle' | 'sending' | 'done' | 'failed';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.375rem;

  & > label {
    font-weight: 600;
  }

  & > input {
    /* Without an explicit size the input's intrinsic width (20 characters of the Arabic font) can exceed 360 px. */
    inline-size: 100%;
    min-inline-size: 0;
    min-block-size: 2.75rem;
    padding-inline: 0.85rem;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bg};
  }

  & > input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export function UnsubscribePage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.unsubscribeDocumentTitle));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [status, setStatus] = useState<Status>(token ? 'sending' : 'idle');
  const input = useRef<HTMLInputElement>(null);
  const tokenSent = useRef(false);
  const [unsubscribeMutation] = useUnsubscribeFromNewsletterMutation();
  const unsubscribe = useCallback((body: { email: string } | { token: string }) => unsubscribeMutation(body).unwrap(), [unsubscribeMutation]);

  // One-click links carry a token: unsubscribe on arrival, once (StrictMode runs effects twice in development).
  useEffect(() => {
    if (!token || tokenSent.current) return;
    tokenSent.current = true;
    void unsubscribe({ token }).then(setStatus);
  }, [token, unsubscribe]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const value = email.trim();
    const problem = value === '' ? m.required : EMAIL_PATTERN.test(value) ? null : m.invalidEmail;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setStatus('sending');
    setStatus(await unsubscribe({ email: value }));
  };

  const showForm = status !== 'done' && !(token && status === 'sending');

  return (
    <NewsletterCard>
      <h1>{t(m.unsubscribeTitle)}</h1>
      {showForm && <p>{t(m.unsubscribeLead)}</p>}
      <Messages>
        <div role="status" aria-live="polite" data-testid="unsubscribe-status">
          {status === 'done' && <Notice $tone="success">{t(m.done)}</Notice>}
          {token && status === 'sending' && <Notice $tone="neutral">{t(m.tokenSending)}</Notice>}
        </div>
        <div role="alert">{status === 'failed' && <Notice $tone="danger">{t(m.failure)}</Notice>}</div>
      </Messages>
      {showForm && (
        <Form noValidate onSubmit={onSubmit}>
          <Field>
            <label htmlFor="unsubscribe-email">{t(m.emailLabel)}</label>
            <input
              ref={input}
              id="unsubscribe-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              required
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'unsubscribe-email-error' : undefined}
            />
            {error && <FieldError id="unsubscribe-email-error">{t(error)}</FieldError>}
          </Field>
          <ActionButton type="submit" aria-disabled={status === 'sending'}>
            {t(status === 'sending' ? m.sending : m.submit)}
          </ActionButton>
        </Form>
      )}
      <Link to={`/${intl.locale}`}>{t(m.backHome)}</Link>
    </NewsletterCard>
  );
}
