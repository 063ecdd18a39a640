import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Banner, Form } from '../../shared/ui/form';
import { TextField, type TextFieldProps } from '../../shared/ui/TextField';
import { EMAIL_MAX, PASSWORD_MAX } from '../../app/session';
import { Messages, Submit } from './AuthCard';
import { authMessages as m } from './auth.messages';

export interface CredentialsFormProps {
  /** Prefix of the test ids: `{testId}-alert`, `{testId}-form`, `{testId}-submit`. */
  testId: string;
  alert: string | null;
  /** A live region above the alert (the sign-in page's notices). */
  status?: ReactNode;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  submitLabel: string;
  /** The fields, and whatever sits between them and the button. */
  children: ReactNode;
  /** Below the button (the sign-up terms). */
  after?: ReactNode;
}

/** The sign-in and sign-up form inside their card: the live regions, the fields, the full-width button. */
export function CredentialsForm({ testId, alert, status, sending, onSubmit, submitLabel, children, after }: CredentialsFormProps) {
  return (
    <>
      <Messages>
        {status}
        <div role="alert" data-testid={`${testId}-alert`}>
          {alert ? <Banner $tone="danger">{alert}</Banner> : null}
        </div>
      </Messages>
      <Form noValidate onSubmit={onSubmit} aria-busy={sending} data-testid={`${testId}-form`}>
        {children}
        <Submit type="submit" $variant="primary" $size="lg" aria-busy={sending} disabled={sending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Submit>
        {after}
      </Form>
    </>
  );
}

type CredentialFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'reveal'>;

/** The e-mail field of both forms; `autoComplete` tells password managers what it is there. */
export function EmailField(props: CredentialFieldProps) {
  const intl = useIntl();
  return <TextField label={intl.formatMessage(m.emailLabel)} type="email" inputMode="email" dir="ltr" required maxLength={EMAIL_MAX} {...props} />;
}

/** The password field of both forms, with the toggle that shows what was typed. */
export function PasswordField(props: CredentialFieldProps) {
  const intl = useIntl();
  return <TextField label={intl.formatMessage(m.passwordLabel)} reveal={intl.formatMessage(m.showPassword)} required maxLength={PASSWORD_MAX} {...props} />;
}
