import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorCodeOf, messageForCode } from '../../shared/errors/errorMessages';
import { useAppDispatch } from '../../app/hooks';
import { FieldError, SubmitButton } from '../../shared/ui/form';
import { signupMessages as m } from './newsletter-signup.messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status = 'idle' | 'sending' | 'done';

/** `/{lang}/unsubscribe` and `/{lang}/newsletter/confirm`. */
const NEWSLETTER_PAGE = /^\/[^/]+\/(unsubscribe|newsletter\/confirm)\/?$/i;

const Signup = styled.section`
  display: grid;
  gap: 0.625rem;
  flex: 1 1 100%;
  min-inline-size: 0;
  max-inline-size: 40rem;

  & > h2 {
    color: ${({ theme }) => theme.color.text};
    font-size: 1.0625rem;
    line-height: 1.4;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 0.375rem;

  & > label {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Input = styled.input<{ $invalid: boolean }>`
  flex: 1 1 14rem;
  /* A definite size keeps the field's intrinsic width (20 characters of the Arabic font, wider than
     a phone) out of the form's minimum width; flex-grow gives it the room. */
  inline-size: 0;
  min-inline-size: 0;
  min-block-size: 2.75rem;
  padding-inline: 0.85rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Submit = styled(SubmitButton)`
  flex: none;
`;

/** Both live regions stay rendered so that what appears in them is announced; empty, they give back the gap. */
const Live = styled.div`
  &:not(:has(p)) {
    margin-block-start: -0.625rem;
  }
`;

const Result = styled.p<{ $tone: 'success' | 'danger' }>`
  padding-block: 0.6rem;
  padding-inline: 0.9rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Newsletter sign-up (double opt-in): the server mails a confirmation link and answers the same for
 * every address, so the confirmation shown here never says whether the address was already known.
 */
export function NewsletterSignup() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const id = useId();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<MessageDescriptor | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const value = email.trim();
    const problem = value === '' ? m.required : EMAIL_PATTERN.test(value) ? null : m.invalidEmail;
    setFieldError(problem);
    setFailure(null);
    if (problem) {
      setStatus('idle');
      input.current?.focus();
      return;
    }
    setStatus('sending');
    try {
      // The API client loads on the first subscription: the footer sits on every page, the home page
      // included, which must not download it for a form most visitors never send (bundle budget).
      const { newsletterApi } = await import('./newsletter.api');
      const request = dispatch(newsletterApi.endpoints.subscribeToNewsletter.initiate({ email: value, locale: intl.locale }));
      try {
        await request.unwrap();
      } finally {
        request.reset();
      }
      setEmail('');
      setStatus('done');
    } catch (error) {
      setStatus('idle');
      const code = errorCodeOf(error);
      if (code === 'NEWSLETTER_REQUIRED' || code === 'NEWSLETTER_INVALID_EMAIL') {
        setFieldError(code === 'NEWSLETTER_REQUIRED' ? m.required : m.invalidEmail);
        input.current?.focus();
      } else {
        setFailure(code ? messageForCode(code) : m.failure);
      }
    }
  };

  const sending = status === 'sending';
  // Not beside the newsletter's own pages: an invitation to subscribe has no place where one leaves.
  if (NEWSLETTER_PAGE.test(pathname)) return null;

  return (
    <Signup aria-labelledby={`${id}-title`} data-testid="newsletter-signup">
      <h2 id={`${id}-title`}>{t(m.title)}</h2>
      <p id={`${id}-lead`}>{t(m.lead)}</p>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} aria-busy={sending}>
        <label htmlFor={`${id}-email`}>{t(m.emailLabel)}</label>
        <Row>
          <Input
            ref={input}
            id={`${id}-email`}
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
              setFieldError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            $invalid={!!fieldError}
          />
          <Submit type="submit" aria-disabled={sending} data-testid="newsletter-signup-submit">
            {t(sending ? m.sending : m.submit)}
          </Submit>
        </Row>
        {fieldError && <FieldError id={`${id}-error`}>{t(fieldError)}</FieldError>}
      </Form>
      <Live>
        <div role="status" aria-live="polite" data-testid="newsletter-signup-status">
          {status === 'done' && <Result $tone="success">{t(m.done)}</Result>}
        </div>
        <div role="alert">{failure && <Result $tone="danger">{t(failure)}</Result>}</div>
      </Live>
    </Signup>
  );
}
