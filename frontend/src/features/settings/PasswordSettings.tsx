import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useAppStore } from '../../app/hooks';
import { Button } from '../../shared/ui/Button';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { beginSession, credentialText, describeFieldCode, identityMessages as im, passwordProblem, PASSWORD_MAX, problemOf } from '../../app/session';
import { useChangePasswordMutation } from './settings.api';
import { Actions, Block, LiveRegion } from './settings-ui';
import { securityMessages as m } from './security.messages';

type Field = 'currentPassword' | 'newPassword';

/**
 * Settings → security → password: `{ currentPassword, newPassword }` to POST /api/auth/resetPassword.
 * The server signs every other device out and answers with a new session for this one.
 */
export function PasswordSettings() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const store = useAppStore();
  const titleId = useId();
  const [change, { isLoading: sending }] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<'changed' | 'error' | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['currentPassword', 'newPassword'] as const).find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setNotice(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = t(im.passwordRequired);
    const problem = passwordProblem(values.newPassword, 'signUp');
    if (problem) found.newPassword = credentialText(intl, problem);
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    try {
      const answer = await change(values).unwrap();
      beginSession(store, answer);
      setValues({ currentPassword: '', newPassword: '' });
      setNotice('changed');
    } catch (error) {
      const refused = problemOf(error);
      const fieldErrors: Partial<Record<Field, string>> = {};
      if (refused.fields.currentPassword === 'AUTH_INVALID_CREDENTIALS') fieldErrors.currentPassword = t(im.currentPasswordWrong);
      const newCode = refused.fields.newPassword;
      const newText = newCode ? describeFieldCode(intl, newCode, { signUp: true }) : null;
      if (newText) fieldErrors.newPassword = newText;
      if (Object.keys(fieldErrors).length > 0) return show(fieldErrors);
      setNotice('error');
    }
  };

  const field = (name: Field) => ({
    id: `password-${name}`,
    value: values[name],
    error: errors[name],
    testId: `password-${name}`,
    reveal: t(m.showPassword),
    maxLength: PASSWORD_MAX,
    required: true,
    inputRef: (element: HTMLInputElement | null) => {
      refs.current[name] = element;
    },
    onValue: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Block>
      <h3 id={titleId}>{t(m.passwordTitle)}</h3>
      <LiveRegion role="status" data-testid="password-status">
        {notice === 'changed' ? <Banner $tone="success">{t(m.changed)}</Banner> : null}
      </LiveRegion>
      <LiveRegion role="alert" data-testid="password-alert">
        {notice === 'error' ? <Banner $tone="danger">{t(m.changeError)}</Banner> : null}
      </LiveRegion>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={sending}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={store.getState().auth.user?.email ?? ''} readOnly hidden />
        <TextField {...field('currentPassword')} label={t(m.currentPassword)} autoComplete="current-password" />
        <TextField {...field('newPassword')} label={t(m.newPassword)} hint={t(m.newPasswordHint)} autoComplete="new-password" />
        <Actions>
          <Button type="submit" $variant="primary" $size="md" aria-busy={sending} disabled={sending} data-testid="password-submit">
            {t(sending ? m.changing : m.change)}
          </Button>
        </Actions>
      </Form>
    </Block>
  );
}
